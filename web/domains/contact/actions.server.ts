// What the contact domain does, one function per verb. Each opens its own transaction as the
// person acting, so row-level security decides: anyone may add an inquiry, only staff read them.
import { asAnon, asUser, hitRateLimit } from '../../server/db.server.ts';
import { tooManyRequests } from '../../server/http.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { text } from '../../shared/i18n.tsx';
import { contactMessages } from './messages.ts';
import type { InquiryPage, InquirySort } from './model.ts';
import { countInquiriesSince, insertInquiry, selectInquiryPage } from './queries.server.ts';
import type { ContactInquiry } from './schemas.ts';

/** Messages a person may send from one address before being asked to wait. */
export const CONTACT_LIMIT = { max: 5, windowSeconds: 10 * 60 };

/**
 * Stores a Contact Us message; a signed-in sender is recorded as its author. More than
 * CONTACT_LIMIT messages from one address answer 429 and store nothing.
 */
export async function submitInquiry(
  viewer: Viewer | null,
  input: ContactInquiry,
  from: { ip: string },
): Promise<void> {
  const { max, windowSeconds } = CONTACT_LIMIT;
  if (!(await hitRateLimit(`contact:ip:${from.ip}`, max, windowSeconds))) {
    throw tooManyRequests(text(contactMessages, 'rateLimited'));
  }
  if (viewer) await asUser(viewer, (tx) => insertInquiry(tx, viewer.id, input));
  else await asAnon((tx) => insertInquiry(tx, null, input));
}

/** One page of inquiries, newest first or as sorted; staff see all of them, anyone else none (RLS). */
export async function listInquiries(
  viewer: Viewer,
  page: number,
  sort?: InquirySort,
  search?: string,
): Promise<InquiryPage> {
  return await asUser(viewer, (tx) => selectInquiryPage(tx, page, sort, search));
}

/** Inquiries of the last 7 days, for the admin home; RLS shows anyone but staff none. */
export async function countRecentInquiries(
  viewer: Pick<Viewer, 'id' | 'email' | 'userType'>,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  return await asUser(viewer, (tx) => countInquiriesSince(tx, since));
}
