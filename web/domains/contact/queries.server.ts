// Contact inquiries: stored as whoever sends them, read only by staff. RLS is the guard in both
// directions. Every function runs inside the caller's transaction (actions.server.ts opens it).
import type { Tx } from '../../server/db.server.ts';
import type { ContactInquiry } from './schemas.ts';
import { INQUIRIES_PER_PAGE, type InquiryPage, type StoredInquiry } from './model.ts';

/** Stores a message; `userId` is the signed-in sender, null for a visitor. */
export async function insertInquiry(
  tx: Tx,
  userId: string | null,
  input: ContactInquiry,
): Promise<void> {
  // No RETURNING: a visitor may add an inquiry but not read one back.
  await tx`insert into public.contact_inquiries
             (user_id, name, email, subject, message, browser_name, device_type, mobile_vendor)
           values (${userId}, ${input.name}, ${input.email}, ${input.subject}, ${input.message},
                   ${input.browserName}, ${input.deviceType}, ${input.mobileVendor})`;
}

/** One page of inquiries, newest first, as the transaction's user may see them. */
export async function selectInquiryPage(tx: Tx, page: number): Promise<InquiryPage> {
  const [{ total }] = await tx`select count(*)::int as total from public.contact_inquiries`;
  const pageCount = Math.max(1, Math.ceil((total as number) / INQUIRIES_PER_PAGE));
  const rows = await tx`
    select id, user_id, name, email, subject, message, browser_name, device_type, mobile_vendor, created_at
      from public.contact_inquiries
     order by created_at desc, id
     limit ${INQUIRIES_PER_PAGE} offset ${(page - 1) * INQUIRIES_PER_PAGE}`;
  return {
    inquiries: rows.map((r) =>
      ({ ...r, createdAt: (r.createdAt as Date).toISOString() }) as StoredInquiry
    ),
    page,
    pageSize: INQUIRIES_PER_PAGE,
    total: total as number,
    pageCount,
  };
}

/** Inquiries received since the given instant (the admin home's "new this week"). */
export async function countInquiriesSince(tx: Tx, since: Date): Promise<number> {
  const [row] = await tx`
    select count(*)::int as n from public.contact_inquiries where created_at >= ${since}`;
  return row.n as number;
}
