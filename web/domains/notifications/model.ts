// The Notification of spec 000 §3 as the API sends it, and the page sizes of §9. No
// dependencies, so the page's island stays small.

export type Notification = {
  id: string;
  /** The recipient's user id. */
  recipient: string;
  class: string;
  refId: string | null;
  /** HTML limited to <b>, <strong>, <em>, <i> and <br>; see message-html.ts. */
  message: string;
  read: boolean;
  /** ISO 8601. */
  createdAt: string;
  senderImgUrlThumb: string | null;
};

export type NotificationPage = { notifications: Notification[]; nextCursor: string | null };

export const FIRST_PAGE_SIZE = 25;
export const NEXT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 25;
export const MAX_MARK_READ_IDS = 100;
