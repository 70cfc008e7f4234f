// One invite on /invites (spec 002 §2, §9): the other party, the status chip, the offer's facts,
// the messages, and the links; a caregiver's ACTION button opens the respond dialog.
import { formatCalendarDate, formatPlace } from '../../../shared/dates.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { relativeTime } from '../../../shared/relative-time.ts';
import { inviteMessages } from '../messages.ts';
import { inviteStatus, isActioned, type TeamInvite } from '../model.ts';
import { cardParty, jobHref, jobNumber, type Viewer } from './invites-list-state.ts';

export function InviteCard(
  { invite: i, viewerType, now, onAction }: {
    invite: TeamInvite;
    viewerType: Viewer;
    /** The server's clock when the page was rendered (relative times match on hydration). */
    now: string;
    onAction: () => void;
  },
) {
  const t = useT(inviteMessages);
  const locale = useLocale();
  const ago = (when: string) => relativeTime(when, now, locale);
  const status = inviteStatus(i);
  const other = cardParty(i, viewerType);
  const place = formatPlace(i.address.locality, i.address.adminAreaLevel1);
  return (
    <article className='card inv-card' aria-label={other.name}>
      <header className='inv-card__head'>
        {other.img
          ? <img className='avatar' src={other.img} alt='' width={48} height={48} />
          : (
            <span className='avatar inv-avatar--initials' aria-hidden='true'>
              {other.initials}
            </span>
          )}
        <div>
          <h2 className='inv-card__name'>{other.name}</h2>
          {viewerType === 'caregiver' && (
            <p className='inv-card__contact'>{i.familyInfo.firstName} {i.familyInfo.lastName}</p>
          )}
        </div>
        <span className={`inv-chip inv-chip--${status}`}>{t(`status_${status}`)}</span>
      </header>
      <dl className='inv-facts'>
        <dt className='visually-hidden'>{t('propWage')}</dt>
        <dd title={i.vacation ? t('vacationTooltip') : t('vacationExcludedTooltip')}>
          {t('wagePerHour', { wage: i.propWage.toFixed(2) })}
        </dd>
        <dt>{t('startDate')}</dt>
        <dd>{formatCalendarDate(i.startDate, locale)}</dd>
        {place && (
          <>
            <dt className='visually-hidden'>{t('address')}</dt>
            <dd>{place}</dd>
          </>
        )}
        <dt className='visually-hidden'>{t('estimatedHours')}</dt>
        <dd>{t('weeklyHours', { hours: i.estimatedHours })}</dd>
        {viewerType === 'caregiver' && i.distanceKm !== null && (
          <>
            <dt className='visually-hidden'>km</dt>
            <dd>{t('distance', { km: i.distanceKm })}</dd>
          </>
        )}
      </dl>
      <p className='inv-card__meta'>
        {t('jobId', { id: jobNumber(i.jobId) })} · {t('sent', { when: ago(i.createdAt) })}
      </p>
      <p className='inv-card__message'>{i.message}</p>
      {i.returnMessage && (
        <p className='inv-card__return'>
          <strong>{t('returnMessage')}:</strong> {i.returnMessage}
          {i.actionAt && <>· {t('actionedAt', { when: ago(i.actionAt) })}</>}
        </p>
      )}
      <div className='inv-card__actions'>
        <a className='button button--outline' href={jobHref(i, viewerType)}>{t('viewJob')}</a>
        {viewerType === 'family' && (
          <a className='button button--outline' href={`/caregiver/${i.caregiverInfo.userIdNumber}`}>
            {t('viewProfile')}
          </a>
        )}
        {viewerType === 'caregiver' && (
          <button
            type='button'
            className='button button--primary'
            disabled={isActioned(i)}
            onClick={onAction}
          >
            {isActioned(i) ? t('actioned') : t('action')}
          </button>
        )}
      </div>
    </article>
  );
}
