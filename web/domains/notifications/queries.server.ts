// The notifications table, read and written. Every function takes the caller's transaction and
// never opens one: under `asUser` row-level security limits it to the user's own rows, whatever
// the arguments say (actions.server.ts opens the transactions).
import type { Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import {
  FIRST_PAGE_SIZE,
  NEXT_PAGE_SIZE,
  type Notification,
  type NotificationPage,
} from './model.ts';

/** The API's field names (spec 000 §3), selected the same way everywhere. */
export const NOTIFICATION_COLUMNS =
  `n.id, n.recipient_id as recipient, n.class, n.ref_id, n.message,
  n.is_read as read, n.created_at, n.sender_img_url_thumb`;

/** A row as NOTIFICATION_COLUMNS selects it (two columns renamed to the API's names). */
export type NotificationRow =
  & Pick<
    Row<'public.notifications'>,
    'id' | 'class' | 'refId' | 'message' | 'createdAt' | 'senderImgUrlThumb'
  >
  & { recipient: string; read: boolean };

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    recipient: row.recipient,
    class: row.class,
    refId: row.refId,
    message: row.message,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    senderImgUrlThumb: row.senderImgUrlThumb,
  };
}

/**
 * Newest first (created_at desc, id desc). The cursor is the id of the last notification of the
 * previous page, so it compares at the database's own precision. A full page carries a cursor
 * (spec 000 §4: a next-page key exists when a full page was returned).
 */
export async function selectNotificationPage(
  tx: Tx,
  userId: string,
  opts: { before?: string | null; limit?: number } = {},
): Promise<NotificationPage> {
  const limit = opts.limit ?? (opts.before ? NEXT_PAGE_SIZE : FIRST_PAGE_SIZE);
  const after = opts.before
    ? tx`and (n.created_at, n.id) < (
           select c.created_at, c.id from public.notifications c
            where c.id = ${opts.before} and c.recipient_id = ${userId})`
    : tx``;
  const rows = await tx<NotificationRow[]>`
    select ${tx.unsafe(NOTIFICATION_COLUMNS)}
      from public.notifications n
     where n.recipient_id = ${userId} ${after}
     order by n.created_at desc, n.id desc
     limit ${limit}`;
  const notifications = rows.map(toNotification);
  return {
    notifications,
    nextCursor: notifications.length === limit ? notifications[notifications.length - 1].id : null,
  };
}

/** One notification as the transaction's user may see it; null when it is not theirs. */
export async function readNotification(tx: Tx, id: string): Promise<Notification | null> {
  const [row] = await tx<NotificationRow[]>`select ${
    tx.unsafe(NOTIFICATION_COLUMNS)
  } from public.notifications n where n.id = ${id}`;
  return row ? toNotification(row) : null;
}

export async function countUnreadNotifications(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx<{ n: number }[]>`
    select count(*)::int as n from public.notifications where recipient_id = ${userId} and not is_read`;
  return row.n;
}

/** Marks the given notifications read; returns how many changed (already read ones do not). */
export async function markNotificationsRead(
  tx: Tx,
  userId: string,
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx`
    update public.notifications set is_read = true
     where id in ${tx([...new Set(ids)])} and recipient_id = ${userId} and not is_read
    returning id`;
  return rows.count;
}

/** Inserts one notification already checked by the caller (see actions.server.ts). */
export async function insertNotification(
  tx: Tx,
  row: {
    recipientId: string;
    class: string;
    refId: string | null;
    message: string;
    senderImgUrlThumb: string | null;
  },
): Promise<Notification> {
  const [inserted] = await tx<NotificationRow[]>`
    insert into public.notifications as n (recipient_id, class, ref_id, message, sender_img_url_thumb)
    values (${row.recipientId}, ${row.class}, ${row.refId}, ${row.message}, ${row.senderImgUrlThumb})
    returning ${tx.unsafe(NOTIFICATION_COLUMNS)}`;
  return toNotification(inserted);
}
