// /caregiver/{userIdNumber} (spec 002 §2): a caregiver's profile as a family reads it. Server-
// rendered, no island: photo, name, review score (N/A at 0), city and region only (never the
// street, postal code or coordinates; the distance to the family rounded to 0.5 km), bio, the
// hourly rate breakdown, experience, languages, jobs completed, availability, credentials, work
// and education history, reviews. A caregiver without an approved background check is the real
// 404 page for families (the read action decides who may see whom). The load records the view
// (once per family per day): readCaregiverProfile counts a family's visit itself.
import { definePage, pageNotFound } from '../../../server/page.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { Island } from '../../../shared/island.tsx';
import type { MessageButtonProps } from '../../messages/model.ts';
import type { Viewer } from '../../../server/viewer.server.ts';
import type { CaregiverCredentials, EduAccred, Review, WorkExperience } from '../model.ts';
import { ApiError } from '../../../server/http.server.ts';
import { listReviews, readCaregiverProfile } from '../actions.server.ts';
import { signupMaterials } from '../../accounts/actions.server.ts';
import { profileMessages } from './messages-profile.ts';
import { distanceAmount } from './profile-format.ts';
import { formatPlace } from '../../../shared/dates.ts';
import {
  AvailabilityList,
  Avatar,
  ChipList,
  chosenKeys,
  EduAccredList,
  labelOf,
  languageLabel,
  RateBreakdownTable,
  ReviewsList,
  ScoreLine,
  Section,
  type Vocabulary,
  WorkExpList,
} from './profile-parts.tsx';

type Data = {
  credentials: CaregiverCredentials;
  workExp: WorkExperience[];
  eduAccred: EduAccred[];
  reviews: Review[];
  vocabulary: Vocabulary | null;
  /** Who is looking: a family gets the actions, the caregiver and staff a notice. */
  viewerRole: 'family' | 'self' | 'admin' | 'other';
};

function roleOf(viewer: Viewer, userIdNumber: string): Data['viewerRole'] {
  if (viewer.userIdNumber === userIdNumber) return 'self';
  if (viewer.userType === 'family') return 'family';
  if (viewer.userType === 'admin') return 'admin';
  return 'other';
}

function CaregiverView({ data }: { data: Data }) {
  const t = useT(profileMessages);
  const locale = useLocale();
  const c = data.credentials;
  const name = `${c.firstName} ${c.lastName}`.trim();
  const place = formatPlace(c.location?.locality, c.location?.adminAreaLevel1);
  const distance = distanceAmount(c.distanceKm, locale);
  const v = data.vocabulary;
  const credentials = [
    ...chosenKeys(c.conditions).map((k) => labelOf(v?.conditions, k)),
  ];
  return (
    <div className='container cg-page'>
      {data.viewerRole === 'self' && <p className='cg-note cg-view__notice'>{t('ownPreview')}</p>}
      {data.viewerRole === 'admin' && !c.isBgCheck && (
        <p className='cg-note cg-view__notice'>{t('adminPreview')}</p>
      )}
      <div className='cg-view'>
        <aside className='cg-view__aside'>
          <section className='cg-card card cg-identity'>
            <Avatar src={c.imgUrl ?? c.imgUrlThumb} name={name} size={144} />
            <h1 className='cg-identity__name'>{name}</h1>
            <p className='cg-identity__line'>
              <span className='visually-hidden'>{t('reviewScore')}:</span>
              <ScoreLine score={c.reviewScore} reviews={c.reviews} />
            </p>
            {place && (
              <p
                className='cg-identity__line cg-identity__location'
                data-testid='caregiver-location'
              >
                {place}
                {distance !== null && ` · ${t('distanceAway', { km: distance })}`}
              </p>
            )}
            {c.isBgCheck && <p className='cg-verified'>✓ {t('backgroundChecked')}</p>}
            {data.viewerRole === 'family' && (
              <div className='cg-view__actions'>
                <a
                  className='button button--primary'
                  href={`/caregiver/${encodeURIComponent(c.userIdNumber)}/hire`}
                >
                  {t('hire')}
                </a>
                <Island
                  name='messages/message-button'
                  props={{
                    userIdNumber: c.userIdNumber,
                    className: 'button button--outline',
                  } satisfies MessageButtonProps}
                />
                {
                  /* Placed by name with no import: caregiver-search reads this domain, so a
                    type import back would be a cycle. Its props: { userIdNumber, name }. */
                }
                <Island
                  name='caregiver-search/favourite-button'
                  props={{ userIdNumber: c.userIdNumber, name }}
                />
              </div>
            )}
          </section>

          <Section title={t('hourlyRate')} id='cg-rate'>
            <RateBreakdownTable wageExp={c.wageExp} />
          </Section>

          <Section title={t('experience')} id='cg-facts'>
            <dl className='cg-facts'>
              <div className='cg-facts__row'>
                <dt>{t('yearsExp')}</dt>
                <dd>
                  {c.yearsExp === 1 ? t('yearsValueOne') : t('yearsValue', { count: c.yearsExp })}
                </dd>
              </div>
              <div className='cg-facts__row'>
                <dt>{t('jobsCompleted')}</dt>
                <dd data-testid='jobs-completed'>{c.poyoJobs}</dd>
              </div>
            </dl>
            <h3 className='cg-subtitle'>{t('languages')}</h3>
            <ChipList items={c.languagePref.map((k) => languageLabel(v, k))} empty={t('none')} />
          </Section>
        </aside>

        <div className='cg-view__main'>
          <Section title={t('aboutMe')} id='cg-bio'>
            <p className='cg-bio'>{c.bio}</p>
          </Section>
          <Section title={t('availability')} id='cg-availability'>
            <AvailabilityList list={c.myAvail} />
          </Section>
          <Section title={t('credentials')} id='cg-credentials'>
            <h3 className='cg-subtitle'>{t('myServices')}</h3>
            <ChipList
              items={chosenKeys(c.service).map((k) => labelOf(v?.service, k))}
              empty={t('none')}
            />
            <h3 className='cg-subtitle'>{t('myConditions')}</h3>
            <ChipList items={credentials} empty={t('none')} />
            <h3 className='cg-subtitle'>{t('jobsInterested')}</h3>
            <ChipList
              items={chosenKeys(c.jobType).map((k) => labelOf(v?.jobType, k))}
              empty={t('none')}
            />
          </Section>
          <Section title={t('workHistory')} id='cg-work'>
            <WorkExpList list={data.workExp} empty={t('pendingWorkExp')} />
          </Section>
          <Section title={t('educationHistory')} id='cg-edu'>
            <EduAccredList list={data.eduAccred} empty={t('pendingEducation')} />
          </Section>
          <Section title={t('reviews')} id='cg-reviews'>
            <ReviewsList reviews={data.reviews} loading={false} />
          </Section>
        </div>
      </div>
    </div>
  );
}

export const page = definePage<Data>({
  title: (ctx, data) =>
    profileMessages[ctx.locale].caregiverTitle.replace(
      '{name}',
      `${data.credentials.firstName} ${data.credentials.lastName}`.trim(),
    ),
  load: async (ctx) => {
    const viewer = ctx.viewer!; // signedIn route
    const userIdNumber = ctx.params.userIdNumber ?? '';
    // Reads as the viewer: a family sees approved caregivers only (and the visit is counted once
    // a day); anyone the reader may not see is the action's 404, answered here as the 404 page.
    const profile = await readCaregiverProfile(viewer, userIdNumber).catch((err) => {
      if (err instanceof ApiError && err.status === 404) pageNotFound();
      throw err;
    });
    ctx.c.header('Cache-Control', 'private, no-store');
    const role = roleOf(viewer, userIdNumber);
    // Reviews are read only when there are some (spec 002 §7); a failure is ignored (§8).
    const [reviews, vocabulary] = await Promise.all([
      profile.credentials.reviews > 0
        ? listReviews(viewer, userIdNumber).catch(() => [])
        : Promise.resolve([]),
      // The labels of the keys (spec 002 §8: a failed load of the materials is ignored).
      signupMaterials(ctx.locale).catch(() => null),
    ]);
    return {
      credentials: profile.credentials,
      workExp: profile.workExp,
      eduAccred: profile.eduAccred,
      reviews,
      vocabulary,
      viewerRole: role,
    };
  },
  Page: CaregiverView,
});
