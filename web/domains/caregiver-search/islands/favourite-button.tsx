// A Favourite toggle for one caregiver, also for pages of other domains (the family's view of a
// caregiver's profile places it by name: <Island name='caregiver-search/favourite-button'
// props={{ userIdNumber, name }} /> and the button reads its state from
// GET /api/user/favourite/{userIdNumber}). POST or DELETE the same; a failure puts it back.
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { searchMessages } from '../messages.ts';
import type { FavouriteButtonProps } from '../model.ts';

export default function FavouriteButton({ userIdNumber, name, isFavourite }: FavouriteButtonProps) {
  const t = useT(searchMessages);
  const [on, setOn] = useState(isFavourite ?? false);
  const [busy, setBusy] = useState(isFavourite === undefined);
  useEffect(() => {
    if (isFavourite !== undefined) return;
    void api<{ isFavourite: boolean }>(
      'GET',
      `/api/user/favourite/${encodeURIComponent(userIdNumber)}`,
    ).then((res) => {
      if (res.ok) setOn(res.data.isFavourite);
      setBusy(false);
    });
  }, [isFavourite, userIdNumber]);
  const toggle = async () => {
    const want = !on;
    setBusy(true);
    setOn(want);
    const res = await api(
      want ? 'POST' : 'DELETE',
      `/api/user/favourite/${encodeURIComponent(userIdNumber)}`,
    );
    if (!res.ok) setOn(!want);
    setBusy(false);
  };
  return (
    <button
      type='button'
      className={`cs-card__favourite${on ? ' is-on' : ''}`}
      aria-pressed={on}
      disabled={busy}
      onClick={toggle}
    >
      {/* The name heard starts with the words seen (WCAG 2.5.3); whose card it is follows. */}
      <span aria-hidden>{on ? '♥' : '♡'}</span> {on ? t('favourited') : t('favourite')}
      <span className='visually-hidden'>{` ${name}`}</span>
    </button>
  );
}
