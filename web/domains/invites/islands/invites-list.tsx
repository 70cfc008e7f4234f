// /invites and /invites/{inviteId} (spec 002 §2, §4, §5, §9): 'My Team Invites' with a count
// badge, the sort menu, the cards; a caregiver marks an invite read by viewing it (once) and
// responds through the dialog; the overlays stay 5 s. Live for both sides (spec 002 §7 "Live
// reads": teamInvite by user): a new offer, a read, an accept or a decline by the other party shows
// without a reload (the realtime hub pushes the invite re-read as this viewer; on every
// (re)connect the list is read again, once per burst).
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { coalesce } from '../../../shared/coalesce.ts';
import { formatCalendarDate, formatPlace } from '../../../shared/dates.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import { relativeTime } from '../../../shared/relative-time.ts';
import { inviteMessages } from '../messages.ts';
import {
  DEFAULT_INVITE_SORT,
  initialsOf,
  INVITE_OVERLAY_MS,
  INVITE_SORTS,
  type InviteSort,
  inviteStatus,
  isActioned,
  isFilterSort,
  sortInvites,
  type TeamInvite,
  upsertInvite,
} from '../model.ts';

export type InvitesListProps = {
  viewerType: 'family' | 'caregiver';
  invites: TeamInvite[];
  /** /invites/{inviteId}: the invite asked for, or 'missing' when it is not the viewer's. */
  selected: string | null;
  missing: boolean;
  /** The server's clock when the page was rendered (relative times match on hydration). */
  serverNow: string;
};

const money = (n: number) => n.toFixed(2);

export default function InvitesList(props: InvitesListProps) {
  const t = useT(inviteMessages);
  const locale = useLocale();
  const [invites, setInvites] = useState(props.invites);
  const [sort, setSort] = useState<InviteSort>(DEFAULT_INVITE_SORT);
  const [responding, setResponding] = useState<TeamInvite | null>(null);
  const [overlay, setOverlay] = useState<'accepted' | 'declined' | null>(null);

  useEffect(() => {
    const refetch = coalesce(async () => {
      const r = await api<{ invites: TeamInvite[] }>('GET', '/api/team/invite');
      if (r.ok) setInvites(r.data.invites);
    });
    const stop = subscribe('team_invites', (change) => {
      if (change.row) setInvites((all) => upsertInvite(all, change.row as unknown as TeamInvite));
    });
    const stopLive = onLive(refetch);
    return () => {
      stop();
      stopLive();
      refetch.cancel();
    };
  }, []);

  const shown = props.selected
    ? invites.filter((i) => i.id === props.selected)
    : sortInvites(invites, sort, props.viewerType);

  // A caregiver viewing an unread invite marks it read, once (one that arrives live too).
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (props.viewerType !== 'caregiver') return;
    for (const i of shown) {
      if (i.isRead || asked.current.has(i.id)) continue;
      asked.current.add(i.id);
      api<TeamInvite>('GET', `/api/team/invite/${i.id}/mark-read`).then((r) => {
        if (r.ok) setInvites((all) => all.map((x) => (x.id === i.id ? r.data : x)));
      });
    }
  }, [sort, invites]);

  useEffect(() => {
    if (!overlay) return;
    const id = setTimeout(() => setOverlay(null), INVITE_OVERLAY_MS);
    return () => clearTimeout(id);
  }, [overlay]);

  if (props.missing) {
    return (
      <section className='inv-page'>
        <p className='inv-missing'>{t('inviteNotFound')}</p>
        <a className='button button--primary' href='/invites'>{t('viewAll')}</a>
      </section>
    );
  }

  return (
    <section className='inv-page' aria-labelledby='inv-title'>
      <header className='inv-head'>
        <h1 id='inv-title'>
          {t('title')}{' '}
          <span className='inv-badge' aria-label={String(invites.length)}>{invites.length}</span>
        </h1>
        {props.selected
          ? <a className='button button--outline' href='/invites'>{t('viewAll')}</a>
          : (
            <label className='inv-sort'>
              <span>{t('sortLabel')}</span>
              <select value={sort} onChange={(e) => setSort(e.target.value as InviteSort)}>
                {INVITE_SORTS.map((s) => <option key={s} value={s}>{t(`sort_${s}`)}</option>)}
              </select>
            </label>
          )}
      </header>
      {shown.length === 0 && (
        <p className='inv-empty'>
          {isFilterSort(sort) && invites.length > 0
            ? t('emptySort', { sort: t(`sort_${sort}`).toLowerCase() })
            : t('empty')}
        </p>
      )}
      <ul className='inv-list'>
        {shown.map((i) => (
          <li key={i.id}>
            <InviteCard
              invite={i}
              viewerType={props.viewerType}
              now={props.serverNow}
              onAction={() => setResponding(i)}
            />
          </li>
        ))}
      </ul>
      {responding && (
        <RespondDialog
          invite={responding}
          onClose={() => setResponding(null)}
          onDone={(updated, action) => {
            setInvites((all) => all.map((x) => (x.id === updated.id ? updated : x)));
            setResponding(null);
            setOverlay(action === 'accept' ? 'accepted' : 'declined');
          }}
        />
      )}
      {overlay && (
        <div className='inv-overlay' role='status'>
          <p>{overlay === 'accepted' ? t('acceptedOverlay') : t('declinedOverlay')}</p>
        </div>
      )}
      <span hidden>{locale}</span>
    </section>
  );
}

function InviteCard(
  { invite: i, viewerType, now, onAction }: {
    invite: TeamInvite;
    viewerType: 'family' | 'caregiver';
    now: string;
    onAction: () => void;
  },
) {
  const t = useT(inviteMessages);
  const locale = useLocale();
  const ago = (when: string) => relativeTime(when, now, locale);
  const status = inviteStatus(i);
  const other = viewerType === 'family'
    ? {
      name: `${i.caregiverInfo.firstName} ${i.caregiverInfo.lastName}`,
      initials: initialsOf(i.caregiverInfo.firstName, i.caregiverInfo.lastName),
      img: i.caregiverInfo.imgUrlThumb,
    }
    : {
      name: `${i.familyInfo.clientFirstName} ${i.familyInfo.clientLastName}`,
      initials: initialsOf(i.familyInfo.clientFirstName, i.familyInfo.clientLastName),
      img: i.familyInfo.imgUrlThumb,
    };
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
          {t('wagePerHour', { wage: money(i.propWage) })}
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
        {t('jobId', { id: i.jobId.slice(0, 8).toUpperCase() })} ·{' '}
        {t('sent', { when: ago(i.createdAt) })}
      </p>
      <p className='inv-card__message'>{i.message}</p>
      {i.returnMessage && (
        <p className='inv-card__return'>
          <strong>{t('returnMessage')}:</strong> {i.returnMessage}
          {i.actionAt && <>· {t('actionedAt', { when: ago(i.actionAt) })}</>}
        </p>
      )}
      <div className='inv-card__actions'>
        <a
          className='button button--outline'
          href={viewerType === 'family' ? `/profile/jobs/${i.jobId}` : `/job/${i.jobId}`}
        >
          {t('viewJob')}
        </a>
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

function RespondDialog(
  { invite, onClose, onDone }: {
    invite: TeamInvite;
    onClose: () => void;
    onDone: (i: TeamInvite, action: 'accept' | 'decline') => void;
  },
) {
  const t = useT(inviteMessages);
  const locale = useLocale();
  const [action, setAction] = useState<'accept' | 'decline' | ''>('');
  const [returnMessage, setReturnMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    const next: Record<string, string> = {};
    if (!action) next.action = 'actionRequired';
    if (!returnMessage.trim()) next.returnMessage = 'returnMessageRequired';
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    const r = await api<{ invite: TeamInvite }>('POST', `/api/team/invite/${invite.id}/${action}`, {
      returnMessage,
    });
    setBusy(false);
    if (!r.ok) {
      setErrors(r.errors);
      return;
    }
    onDone(r.data.invite, action as 'accept' | 'decline');
  }

  return (
    <div className='inv-backdrop'>
      <div
        className='inv-dialog'
        role='dialog'
        aria-modal='true'
        aria-labelledby='inv-respond-title'
      >
        <h2 id='inv-respond-title'>{t('respondTitle')}</h2>
        {errors.general && (
          <p className='form-error' role='alert'>
            {errorText(inviteMessages, locale, errors.general)}
          </p>
        )}
        <fieldset className='inv-respond__choice'>
          <legend>{t('action')}</legend>
          <label>
            <input
              type='radio'
              name='action'
              checked={action === 'accept'}
              onChange={() => setAction('accept')}
            />
            {t('accept')}
          </label>
          <label>
            <input
              type='radio'
              name='action'
              checked={action === 'decline'}
              onChange={() => setAction('decline')}
            />
            {t('decline')}
          </label>
        </fieldset>
        {errors.action && (
          <p className='field__error'>{errorText(inviteMessages, locale, errors.action)}</p>
        )}
        <label className='field'>
          <span className='field__label'>{t('returnMessageLabel')}</span>
          <textarea
            className='field__input'
            name='returnMessage'
            rows={3}
            value={returnMessage}
            onChange={(e) => setReturnMessage(e.target.value)}
          />
        </label>
        {errors.returnMessage && (
          <p className='field__error'>{errorText(inviteMessages, locale, errors.returnMessage)}</p>
        )}
        <div className='hire__actions'>
          <button type='button' className='button button--ghost' onClick={onClose}>
            {t('cancel')}
          </button>
          <button type='button' className='button button--primary' disabled={busy} onClick={submit}>
            {t('submit')}
          </button>
        </div>
      </div>
    </div>
  );
}
