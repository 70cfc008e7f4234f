// The notifications domain's verbs: the only server file other domains import.
//
// The reader's verbs (listNotifications, countUnread, markRead) each open one
// transaction as the viewer, so row-level security limits them to the viewer's own rows.
//
// `createNotification` is how other domains tell a user that something happened. It takes the
// caller's transaction on purpose and opens none: call it on the service path (the recipient is
// not the one acting), inside the transaction of the change it reports, so the notification
// exists exactly when the change does:
//
//   await createNotification(tx, {
//     recipientId: family.id, class: 'Job Application', refId: application.id,
//     message: html`<b>${caregiver.firstName}</b> applied to your job.`,
//     senderImgUrlThumb: caregiver.imgUrlThumb,
//   });
//
// The insert fires the realtime trigger, so the recipient's open pages update at once.
import { asUser, type Tx } from '../../server/db.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import type { NotificationClass } from './links.ts';
import { escapeHtml, SafeHtml, sanitizeMessageHtml } from './message-html.ts';
import {
  countUnreadNotifications,
  insertNotification,
  markNotificationsRead,
  selectNotificationPage,
} from './queries.server.ts';
import type { Notification, NotificationPage } from './model.ts';
import { isSameSitePath } from '../../shared/safe-path.ts';

export { html, SafeHtml } from './message-html.ts';

export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_CLASS_LENGTH = 40;

export type NewNotification = {
  recipientId: string;
  class: NotificationClass;
  refId?: string | null;
  /** Build markup with html`…`; a plain string is treated as text and escaped. */
  message: SafeHtml | string;
  senderImgUrlThumb?: string | null;
};

export class NotificationRejected extends Error {}

function checkedMessage(message: SafeHtml | string): string {
  const markup = message instanceof SafeHtml ? message.value : escapeHtml(message);
  if (sanitizeMessageHtml(markup) !== markup) {
    throw new NotificationRejected(
      'A notification message may only use <b>, <strong>, <em>, <i> and <br>, with & written as &amp;.',
    );
  }
  if (markup.trim().length === 0 || markup.length > MAX_MESSAGE_LENGTH) {
    throw new NotificationRejected(
      `A notification message must be 1 to ${MAX_MESSAGE_LENGTH} characters of HTML.`,
    );
  }
  return markup;
}

function checkedImage(url: string | null | undefined): string | null {
  if (url === null || url === undefined || url === '') return null;
  const local = isSameSitePath(url);
  if (!local && !/^https:\/\/[^\s"'<>]+$/.test(url)) {
    throw new NotificationRejected(
      'A sender image must be a path on this site or an https address.',
    );
  }
  return url;
}

/** Joins the caller's transaction `tx` (see the top of this file); opens none. */
export async function createNotification(tx: Tx, input: NewNotification): Promise<Notification> {
  const cls = input.class.trim();
  if (cls.length === 0 || cls.length > MAX_CLASS_LENGTH) {
    throw new NotificationRejected(
      `A notification class must be 1 to ${MAX_CLASS_LENGTH} characters.`,
    );
  }
  return await insertNotification(tx, {
    recipientId: input.recipientId,
    class: cls,
    refId: input.refId ?? null,
    message: checkedMessage(input.message),
    senderImgUrlThumb: checkedImage(input.senderImgUrlThumb),
  });
}

/**
 * The viewer's notifications, newest first: the first page without `before` (25), then pages of
 * 10 after the cursor `before` (the last id of the previous page), unless `limit` says otherwise.
 */
export function listNotifications(
  viewer: Viewer,
  opts: { before?: string | null; limit?: number } = {},
): Promise<NotificationPage> {
  return asUser(viewer, (tx) => selectNotificationPage(tx, viewer.id, opts));
}

/** How many of the viewer's notifications are unread (the top bar's badge). */
export function countUnread(viewer: Viewer): Promise<number> {
  return asUser(viewer, (tx) => countUnreadNotifications(tx, viewer.id));
}

/** Marks the viewer's notifications `ids` read; returns how many changed. */
export function markRead(viewer: Viewer, ids: string[]): Promise<number> {
  return asUser(viewer, (tx) => markNotificationsRead(tx, viewer.id, ids));
}
