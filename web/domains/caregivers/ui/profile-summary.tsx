// The left column of a caregiver's own /profile (spec 002 §2): the picture with its upload, the
// rating and the city; Account Status (banking and background check, each a link to its page);
// My Info and About Me, each with its Edit button.
import { dateText } from '../../../shared/dates.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import type { ImageAnswer, OwnCaregiverCredentials } from '../model.ts';
import { type ProfileMessageKey, profileMessages } from './messages-profile.ts';
import { wageAmount } from './profile-editor-state.ts';
import { bankingStatus, bgCheckStatus, placeName, type StatusWord } from './profile-format.ts';
import { ChipList, languageLabel, ScoreLine, Section, type Vocabulary } from './profile-parts.tsx';
import { Picture } from './profile-picture.tsx';
import type { AccountStatusView } from './status-live.ts';

const STATUS_KEYS: Record<StatusWord, ProfileMessageKey> = {
  completed: 'statusCompleted',
  pending: 'statusPending',
  incomplete: 'statusIncomplete',
};

export function IdentityCard({ cred, onUploaded }: {
  cred: OwnCaregiverCredentials;
  onUploaded: (img: ImageAnswer) => void;
}) {
  const t = useT(profileMessages);
  const name = `${cred.firstName} ${cred.lastName}`.trim();
  const city = placeName(cred.location?.locality);
  const region = (cred.location?.adminAreaLevel1 ?? '').toUpperCase();
  return (
    <section className='cg-card card cg-identity' aria-label={name}>
      <Picture name={name} src={cred.imgUrl ?? cred.imgUrlThumb} onUploaded={onUploaded} />
      <h1 className='cg-identity__name'>{name}</h1>
      <div className='cg-identity__line'>
        <span className='visually-hidden'>{t('rating')}:</span>
        <ScoreLine score={cred.reviewScore} reviews={cred.reviews} />
      </div>
      {(city || region) && (
        <p className='cg-identity__line cg-identity__location'>
          <span className='visually-hidden'>{t('location')}:</span>
          {city && region ? t('cityRegion', { city, region }) : city || region}
        </p>
      )}
    </section>
  );
}

export function StatusSection({ status }: { status: AccountStatusView }) {
  const t = useT(profileMessages);
  const row = (label: string, href: string, word: StatusWord, testId: string) => (
    <div className='cg-status__row'>
      <dt>{label}</dt>
      <dd>
        <a href={href} className={`cg-badge cg-badge--${word}`} data-testid={testId}>
          {t(STATUS_KEYS[word])}
        </a>
      </dd>
    </div>
  );
  return (
    <Section title={t('accountStatus')} id='cg-status'>
      <dl className='cg-status'>
        {row(t('banking'), '/profile/banking', bankingStatus(status.isBanking), 'status-banking')}
        {row(
          t('backgroundCheck'),
          '/profile/background-check',
          bgCheckStatus(status.bgCheckState),
          'status-bg-check',
        )}
      </dl>
    </Section>
  );
}

export function MyInfoSection(
  { cred, onEdit }: { cred: OwnCaregiverCredentials; onEdit: () => void },
) {
  const t = useT(profileMessages);
  const locale = useLocale();
  return (
    <Section
      title={t('myInfo')}
      id='cg-info'
      action={<EditButton label={t('editMyInfo')} onClick={onEdit} />}
    >
      <dl className='cg-facts' data-testid='my-info'>
        <Fact label={t('firstName')} value={cred.firstName} />
        <Fact label={t('lastName')} value={cred.lastName} />
        <Fact label={t('email')} value={cred.email ?? ''} />
        <Fact label={t('phone')} value={cred.phoneNum ?? ''} />
        <Fact label={t('dob')} value={dateText(cred.dob, locale)} />
      </dl>
    </Section>
  );
}

export function AboutMeSection({ cred, vocabulary, onEdit }: {
  cred: OwnCaregiverCredentials;
  vocabulary: Vocabulary | null;
  onEdit: () => void;
}) {
  const t = useT(profileMessages);
  const locale = useLocale();
  const languages = cred.languagePref.map((key) => languageLabel(vocabulary, key));
  return (
    <Section
      title={t('aboutMe')}
      id='cg-about'
      action={<EditButton label={t('editAboutMe')} onClick={onEdit} />}
    >
      <div data-testid='about-me'>
        <p className='cg-bio'>{cred.bio}</p>
        <dl className='cg-facts'>
          <Fact
            label={t('wage')}
            value={cred.wageExp === null
              ? ''
              : t('ratePerHour', { amount: wageAmount(cred.wageExp, locale) })}
          />
          <Fact
            label={t('yearsExp')}
            value={cred.yearsExp === 1
              ? t('yearsValueOne')
              : t('yearsValue', { count: cred.yearsExp })}
          />
          <Fact
            label={t('workRadius')}
            value={cred.workRadius ? t('radiusValue', { km: cred.workRadius }) : ''}
          />
        </dl>
        <h3 className='cg-subtitle'>{t('languages')}</h3>
        <ChipList items={languages} empty={t('none')} />
      </div>
    </Section>
  );
}

/** A section's Edit button, named after what it edits. */
function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  const t = useT(profileMessages);
  return (
    <button
      type='button'
      className='button button--ghost cg-small'
      aria-label={label}
      onClick={onClick}
    >
      {t('edit')}
    </button>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  const t = useT(profileMessages);
  return (
    <div className='cg-facts__row'>
      <dt>{label}</dt>
      <dd>{value || <span className='cg-muted'>{t('notSet')}</span>}</dd>
    </div>
  );
}
