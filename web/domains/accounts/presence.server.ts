import { asUser } from '../../server/db.server.ts';

export async function setPresence(user: { id: string; userType?: 'family' | 'caregiver' | 'admin' }, online: boolean) {
  // A socket can close after its account was deleted; there is no one left to mark offline.
  await asUser(user, (tx) => tx`
    insert into public.presence (user_id, is_online, last_seen_at)
    select ${user.id}, ${online}, now()
     where exists (select 1 from public.users where id = ${user.id})
    on conflict (user_id) do update set is_online = excluded.is_online, last_seen_at = now()`);
}
