// /profile, a caregiver's own profile (spec 002 §2): left column picture with upload, rating and
// location, Account Status, My Info and About Me; right column My Availability, the three
// selection editors, Experience and Education, Reviews. Every edit goes through the API of spec
// 002 §7 and updates this page in place.
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { api } from '../../../shared/api-client.ts';
import { showAlert } from '../../../shared/alerts.ts';
import { Spinner } from '../../../components/form/spinner.tsx';
import type {
  AvailabilityEntry,
  BgCheckState,
  EduAccred,
  ImageAnswer,
  KeyMap,
  OwnCaregiverCredentials,
  PrivateRecord,
  Review,
  WorkExperience,
} from '../model.ts';
import { type ProfileMessageKey, profileMessages } from '../ui/messages-profile.ts';
import {
  bankingStatus,
  bgCheckStatus,
  dateText,
  placeName,
  type StatusWord,
} from '../ui/profile-format.ts';
import {
  Avatar,
  ChipList,
  EduAccredList,
  languageLabel,
  ReviewsList,
  ScoreLine,
  Section,
  type Vocabulary,
  WorkExpList,
} from '../ui/profile-parts.tsx';
import { ProfileDialog } from '../ui/profile-dialog.tsx';
import { AboutMeForm, MyInfoForm } from '../ui/profile-about-forms.tsx';
import { AvailabilitySection } from '../ui/profile-availability.tsx';
import { SelectionEditor, type SelectionField } from '../ui/profile-selections.tsx';
import { EduAccredDialog, WorkExpDialog } from '../ui/education-dialogs.tsx';
import { loadSignupMaterials } from '../ui/onboarding-materials.ts';
import { firstError } from '../ui/profile-errors.ts';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import { statusAfterFlags } from '../ui/status-live.ts';

export type ProfileEditorProps = {
  credentials: OwnCaregiverCredentials;
  workExp: WorkExperience[];
  eduAccred: EduAccred[];
  bgCheckState: BgCheckState;
  isBanking: boolean;
  isAvailComplete: boolean;
  /** The province of the home address (the wage minimum of About Me). */
  province: string | null;
  /** The signup materials in the reader's language, when the page had them. */
  vocabulary: Vocabulary | null;
};

const STATUS_KEYS: Record<StatusWord, ProfileMessageKey> = {
  completed: 'statusCompleted',
  pending: 'statusPending',
  incomplete: 'statusIncomplete',
};

type Deleting = { kind: 'workExp'; item: WorkExperience } | { kind: 'eduAccred'; item: EduAccred };

export default function ProfileEditor(props: ProfileEditorProps) {
  const t = useT(profileMessages);
  const locale = useLocale();
  const [cred, setCred] = useState(props.credentials);
  const [workExp, setWorkExp] = useState(props.workExp);
  const [eduAccred, setEduAccred] = useState(props.eduAccred);
  const [vocabulary, setVocabulary] = useState<Vocabulary | null>(props.vocabulary);
  const [dialog, setDialog] = useState<'about' | 'info' | null>(null);
  const [workDialog, setWorkDialog] = useState<{ entry: WorkExperience | null } | null>(null);
  const [eduDialog, setEduDialog] = useState<{ entry: EduAccred | null } | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [reviews, setReviews] = useState<Review[]>([]);
  const [reviewsLoading, setReviewsLoading] = useState(cred.reviews > 0);
  const [status, setStatus] = useState({
    bgCheckState: props.bgCheckState,
    isBanking: props.isBanking,
  });

  // Account Status is live: a background check approved (or banking saved) elsewhere shows here
  // without a reload (the realtime hub pushes this account's own flags only).
  // On every (re)connect the record is read again: a change before the socket was live is seen.
  useEffect(() => {
    const stop = subscribe('account_statuses', (change) => {
      if (change.row) setStatus((s) => statusAfterFlags(s, change.row!));
    });
    const stopLive = onLive(() => {
      api<PrivateRecord>('GET', '/api/user/private').then((res) => {
        if (!res.ok) return;
        setStatus((s) => ({
          bgCheckState: res.data.bgCheck.state,
          isBanking: s.isBanking || res.data.bankingDetails !== null,
        }));
      });
    });
    return () => {
      stop();
      stopLive();
    };
  }, []);

  useEffect(() => {
    if (vocabulary) return;
    loadSignupMaterials().then(setVocabulary).catch((err) =>
      console.error('Could not load the signup materials', err)
    );
  }, []);

  // Reviews are asked for only when there are some (spec 002 §7); a failure is ignored (§8).
  useEffect(() => {
    if (cred.reviews <= 0) return;
    api<Review[] | { reviews: Review[] }>(
      'GET',
      `/api/review/get_all/${encodeURIComponent(cred.userIdNumber)}`,
    ).then((res) => {
      if (res.ok) setReviews(Array.isArray(res.data) ? res.data : res.data.reviews ?? []);
    }).finally(() => setReviewsLoading(false));
  }, []);

  const name = `${cred.firstName} ${cred.lastName}`.trim();
  const saved = (changes: Partial<OwnCaregiverCredentials>) => {
    setCred((c) => ({ ...c, ...changes }));
    setDialog(null);
    showAlert({ type: 'success', message: t('savedNote') });
  };
  const selectionSaved = (field: SelectionField, value: KeyMap) => {
    setCred((c) => ({ ...c, [field]: value }));
    showAlert({ type: 'success', message: t('savedNote') });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    const path = deleting.kind === 'workExp'
      ? `/api/user/work-exp/${encodeURIComponent(deleting.item.workExpId)}`
      : `/api/user/edu-accred/${encodeURIComponent(deleting.item.eduAccredId)}`;
    const res = await api('DELETE', path);
    setDeleteBusy(false);
    if (!res.ok) {
      showAlert({ type: 'error', message: firstError(res.errors) });
      return;
    }
    if (deleting.kind === 'workExp') {
      const id = deleting.item.workExpId;
      setWorkExp((list) => list.filter((w) => w.workExpId !== id));
    } else {
      const id = deleting.item.eduAccredId;
      setEduAccred((list) => list.filter((e) => e.eduAccredId !== id));
    }
    setDeleting(null);
  };

  const city = placeName(cred.location?.locality);
  const region = (cred.location?.adminAreaLevel1 ?? '').toUpperCase();
  const banking = bankingStatus(status.isBanking);
  const bg = bgCheckStatus(status.bgCheckState);
  const languages = cred.languagePref.map((key) => languageLabel(vocabulary, key));

  return (
    <div className='cg-profile'>
      <div className='cg-profile__left'>
        <section className='cg-card card cg-identity' aria-label={name}>
          <Picture
            name={name}
            src={cred.imgUrl ?? cred.imgUrlThumb}
            onUploaded={(img) => setCred((c) => ({ ...c, ...img }))}
          />
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

        <Section title={t('accountStatus')} id='cg-status'>
          <dl className='cg-status'>
            <div className='cg-status__row'>
              <dt>{t('banking')}</dt>
              <dd>
                <a
                  href='/profile/banking'
                  className={`cg-badge cg-badge--${banking}`}
                  data-testid='status-banking'
                >
                  {t(STATUS_KEYS[banking])}
                </a>
              </dd>
            </div>
            <div className='cg-status__row'>
              <dt>{t('backgroundCheck')}</dt>
              <dd>
                <a
                  href='/profile/background-check'
                  className={`cg-badge cg-badge--${bg}`}
                  data-testid='status-bg-check'
                >
                  {t(STATUS_KEYS[bg])}
                </a>
              </dd>
            </div>
          </dl>
        </Section>

        <Section
          title={t('myInfo')}
          id='cg-info'
          action={
            <button
              type='button'
              className='button button--ghost cg-small'
              aria-label={t('editMyInfo')}
              onClick={() => setDialog('info')}
            >
              {t('edit')}
            </button>
          }
        >
          <dl className='cg-facts' data-testid='my-info'>
            <Fact label={t('firstName')} value={cred.firstName} />
            <Fact label={t('lastName')} value={cred.lastName} />
            <Fact label={t('email')} value={cred.email ?? ''} />
            <Fact label={t('phone')} value={cred.phoneNum ?? ''} />
            <Fact label={t('dob')} value={dateText(cred.dob, locale)} />
          </dl>
        </Section>

        <Section
          title={t('aboutMe')}
          id='cg-about'
          action={
            <button
              type='button'
              className='button button--ghost cg-small'
              aria-label={t('editAboutMe')}
              onClick={() => setDialog('about')}
            >
              {t('edit')}
            </button>
          }
        >
          <div data-testid='about-me'>
            <p className='cg-bio'>{cred.bio}</p>
            <dl className='cg-facts'>
              <Fact
                label={t('wage')}
                value={cred.wageExp === null ? '' : t('ratePerHour', {
                  amount: locale === 'fr'
                    ? cred.wageExp.toFixed(2).replace('.', ',')
                    : cred.wageExp.toFixed(2),
                })}
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
      </div>

      <div className='cg-profile__right'>
        <AvailabilitySection
          list={cred.myAvail}
          startOpen={!props.isAvailComplete}
          onChange={(myAvail: AvailabilityEntry[]) => setCred((c) => ({ ...c, myAvail }))}
        />

        <section className='cg-card card cg-selections'>
          <SelectionEditor
            field='jobType'
            value={cred.jobType}
            options={vocabulary?.jobType}
            onSaved={selectionSaved}
          />
          <SelectionEditor
            field='service'
            value={cred.service}
            options={vocabulary?.service}
            onSaved={selectionSaved}
          />
          <SelectionEditor
            field='conditions'
            value={cred.conditions}
            options={vocabulary?.conditions}
            onSaved={selectionSaved}
          />
        </section>

        <Section
          title={t('experience')}
          id='cg-work'
          action={
            <button
              type='button'
              className='button button--outline cg-small'
              onClick={() => setWorkDialog({ entry: null })}
            >
              + {t('addExperience')}
            </button>
          }
        >
          <WorkExpList
            list={workExp}
            empty={t('noWorkExpOwn')}
            actions={(item) => (
              <ItemActions
                name={item.title}
                onEdit={() => setWorkDialog({ entry: item })}
                onDelete={() => setDeleting({ kind: 'workExp', item })}
              />
            )}
          />
        </Section>

        <Section
          title={t('education')}
          id='cg-edu'
          action={
            <button
              type='button'
              className='button button--outline cg-small'
              onClick={() => setEduDialog({ entry: null })}
            >
              + {t('addEducation')}
            </button>
          }
        >
          <EduAccredList
            list={eduAccred}
            empty={t('noEducationOwn')}
            actions={(item) => (
              <ItemActions
                name={item.type === 'education' ? item.school : item.accredName}
                onEdit={() => setEduDialog({ entry: item })}
                onDelete={() => setDeleting({ kind: 'eduAccred', item })}
              />
            )}
          />
        </Section>

        <Section title={t('reviews')} id='cg-reviews'>
          <ReviewsList reviews={reviews} loading={reviewsLoading} />
        </Section>
      </div>

      <ProfileDialog
        open={dialog === 'about'}
        title={t('editAboutMe')}
        closeLabel={t('close')}
        onClose={() => setDialog(null)}
      >
        <AboutMeForm
          credentials={cred}
          province={props.province}
          vocabulary={vocabulary}
          onSaved={saved}
          onCancel={() => setDialog(null)}
        />
      </ProfileDialog>
      <ProfileDialog
        open={dialog === 'info'}
        title={t('editMyInfo')}
        closeLabel={t('close')}
        onClose={() => setDialog(null)}
      >
        <MyInfoForm credentials={cred} onSaved={saved} onCancel={() => setDialog(null)} />
      </ProfileDialog>

      <WorkExpDialog
        open={workDialog !== null}
        entry={workDialog?.entry ?? null}
        onDone={(answer) => {
          // The API answers the whole sorted list ({ workExp }); a single entry is merged in.
          const got = answer as WorkExperience | { workExp?: WorkExperience[] } | null;
          if (got && 'workExp' in got && Array.isArray(got.workExp)) setWorkExp(got.workExp);
          else if (got && 'workExpId' in got) {
            setWorkExp((list) => [...list.filter((w) => w.workExpId !== got.workExpId), got]);
          }
          setWorkDialog(null);
        }}
      />
      <EduAccredDialog
        open={eduDialog !== null}
        entry={eduDialog?.entry ?? null}
        onDone={(answer) => {
          const got = answer as EduAccred | { eduAccred?: EduAccred[] } | null;
          if (got && 'eduAccred' in got && Array.isArray(got.eduAccred)) {
            setEduAccred(got.eduAccred);
          } else if (got && 'eduAccredId' in got) {
            setEduAccred((list) => [...list.filter((e) => e.eduAccredId !== got.eduAccredId), got]);
          }
          setEduDialog(null);
        }}
      />

      <ProfileDialog
        open={deleting !== null}
        title={t('deleteConfirmTitle')}
        closeLabel={t('close')}
        onClose={() => setDeleting(null)}
      >
        {deleting && (
          <div className='cg-confirm'>
            <p>
              {t('deleteConfirmBody', {
                name: deleting.kind === 'workExp'
                  ? deleting.item.title
                  : deleting.item.type === 'education'
                  ? deleting.item.school
                  : deleting.item.accredName,
              })}
            </p>
            <div className='cg-form__actions'>
              <button
                type='button'
                className='button button--outline'
                onClick={() => setDeleting(null)}
              >
                {t('cancel')}
              </button>
              <button
                type='button'
                className='button button--accent'
                disabled={deleteBusy}
                onClick={confirmDelete}
              >
                {deleteBusy ? <Spinner label={t('deleting')} /> : t('delete')}
              </button>
            </div>
          </div>
        )}
      </ProfileDialog>
    </div>
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

function ItemActions(
  { name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void },
) {
  const t = useT(profileMessages);
  return (
    <div className='cg-item-actions'>
      <button
        type='button'
        className='button button--ghost cg-small'
        aria-label={t('editNamed', { name })}
        onClick={onEdit}
      >
        {t('edit')}
      </button>
      <button
        type='button'
        className='button button--ghost cg-small cg-danger'
        aria-label={t('deleteNamed', { name })}
        onClick={onDelete}
      >
        {t('delete')}
      </button>
    </div>
  );
}

/** The picture with its upload (POST /api/user/image, field image; JPEG or PNG, 5 MB). */
function Picture({ name, src, onUploaded }: {
  name: string;
  src: string | null;
  onUploaded: (img: ImageAnswer) => void;
}) {
  const t = useT(profileMessages);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    setBusy(true);
    const body = new FormData();
    body.append('image', file);
    const res = await api<ImageAnswer>('POST', '/api/user/image', body);
    setBusy(false);
    if (input.current) input.current.value = '';
    if (!res.ok) {
      setError(firstError(res.errors, 'image'));
      return;
    }
    onUploaded(res.data);
    showAlert({ type: 'success', message: t('pictureUploaded') });
  };

  return (
    <div className='cg-picture'>
      <Avatar src={src} name={name} size={128} />
      <label
        htmlFor={inputId}
        className={`button button--outline cg-small cg-picture__button${busy ? ' is-busy' : ''}`}
      >
        {busy
          ? <Spinner label={t('uploadingPicture')} />
          : src
          ? t('changePicture')
          : t('uploadPicture')}
      </label>
      <input
        ref={input}
        id={inputId}
        className='visually-hidden'
        type='file'
        name='image'
        accept='image/jpeg,image/png'
        disabled={busy}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        onChange={(e) => upload(e.currentTarget.files?.[0])}
      />
      <p id={`${inputId}-hint`} className='cg-muted cg-picture__hint'>{t('pictureHint')}</p>
      {error && <p id={`${inputId}-error`} className='field__error' role='alert'>{error}</p>}
    </div>
  );
}
