// /invites and /invites/{inviteId} (spec 002 §2, §4, §5, §9): 'My Team Invites' with a count
// badge, the sort menu, the cards; a caregiver marks an invite read by viewing it (once) and
// responds through the dialog; the overlays stay 5 s. Live for both sides (spec 002 §7 "Live
// reads": teamInvite by user): a new offer, a read, an accept or a decline by the other party shows
// without a reload (the realtime hub pushes the invite re-read as this viewer; on every
// (re)connect the list is read again, once per burst).
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { coalesce } from '../../../shared/coalesce.ts';
import { useT } from '../../../shared/i18n.tsx';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import { inviteMessages } from '../messages.ts';
import {
  DEFAULT_INVITE_SORT,
  INVITE_OVERLAY_MS,
  INVITE_SORTS,
  type InviteSort,
  type TeamInvite,
  upsertInvite,
} from '../model.ts';
import { InviteCard } from '../ui/invite-card.tsx';
import {
  emptyLine,
  overlayAfter,
  replaceInvite,
  shownInvites,
  toMarkRead,
} from '../ui/invites-list-state.ts';
import { RespondDialog } from '../ui/respond-dialog.tsx';

export type InvitesListProps = {
  viewerType: 'family' | 'caregiver';
  invites: TeamInvite[];
  /** /invites/{inviteId}: the invite asked for, or 'missing' when it is not the viewer's. */
  selected: string | null;
  missing: boolean;
  /** The server's clock when the page was rendered (relative times match on hydration). */
  serverNow: string;
};

export default function InvitesList(props: InvitesListProps) {
  const t = useT(inviteMessages);
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
      // The hub sends the invite as the API answers it, re-read as this viewer.
      if (change.row) setInvites((all) => upsertInvite(all, change.row as unknown as TeamInvite));
    });
    const stopLive = onLive(refetch);
    return () => {
      stop();
      stopLive();
      refetch.cancel();
    };
  }, []);

  const shown = shownInvites(invites, props.selected, sort, props.viewerType);

  // A caregiver viewing an unread invite marks it read, once (one that arrives live too).
  const asked = useRef(new Set<string>());
  useEffect(() => {
    for (const id of toMarkRead(shown, asked.current, props.viewerType)) {
      asked.current.add(id);
      api<TeamInvite>('GET', `/api/team/invite/${id}/mark-read`).then((r) => {
        if (r.ok) setInvites((all) => replaceInvite(all, r.data));
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

  const empty = emptyLine(sort, invites.length);
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
          {empty.key === 'emptySort'
            ? t('emptySort', { sort: t(`sort_${empty.sort}`).toLowerCase() })
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
      <RespondDialog
        invite={responding}
        onClose={() => setResponding(null)}
        onDone={(updated, action) => {
          setInvites((all) => replaceInvite(all, updated));
          setResponding(null);
          setOverlay(overlayAfter(action));
        }}
      />
      {overlay && (
        <div className='inv-overlay' role='status'>
          <p>{overlay === 'accepted' ? t('acceptedOverlay') : t('declinedOverlay')}</p>
        </div>
      )}
    </section>
  );
}
