import { asUser } from '../../server/db.server.ts';

export async function setPresence(user: { id: string; userType?: 'family' | 'caregiver' | 'admin' }, online: boolean) {
  await asUser(user, (tx) => tx`
    insert into public.presence (user_id, is_online, last_seen_at)
    values (${user.id}, ${online}, now())
    on conflict (user_id) do update set is_online = excluded.is_online, last_seen_at = now()`);
}
