// Contact inquiries: stored as whoever sends them, read only by staff. RLS is the guard in both
// directions. Every function runs inside the caller's transaction (actions.server.ts opens it).
// Each query declares the row it reads (ADR 059) and maps it to the model at its edge.
import type { Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import type { ContactInquiry } from './schemas.ts';
import {
  INQUIRIES_PER_PAGE,
  type InquiryPage,
  type InquirySort,
  type StoredInquiry,
} from './model.ts';

type InquiryRow = Row<'public.contact_inquiries'>;
/** count(*)::int: an int4, so a number (a bare count(*) would be an int8 string). */
type CountRow = { n: number };

function toInquiry(r: InquiryRow): StoredInquiry {
  return { ...r, createdAt: r.createdAt.toISOString() };
}

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

/**
 * One page of inquiries, newest first unless `sort` says otherwise, as the transaction's user
 * may see them; with `search`, only those whose name, email or subject contains it. Ties fall
 * back to newest first, then the id, so pages never overlap.
 */
export async function selectInquiryPage(
  tx: Tx,
  page: number,
  sort: InquirySort = { column: 'date', direction: 'desc' },
  search = '',
): Promise<InquiryPage> {
  const like = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const matching = search
    ? tx`where name ilike ${like} or email ilike ${like} or subject ilike ${like}`
    : tx``;
  const dir = sort.direction === 'asc' ? tx`asc` : tx`desc`;
  const order = sort.column === 'name'
    ? tx`lower(name) ${dir}, created_at desc, id`
    : sort.column === 'email'
    ? tx`lower(email) ${dir}, created_at desc, id`
    : sort.column === 'subject'
    ? tx`lower(subject) ${dir}, created_at desc, id`
    : tx`created_at ${dir}, id`;
  const [{ n: total }] = await tx<CountRow[]>`
    select count(*)::int as n from public.contact_inquiries ${matching}`;
  const pageCount = Math.max(1, Math.ceil(total / INQUIRIES_PER_PAGE));
  const rows = await tx<InquiryRow[]>`
    select id, user_id, name, email, subject, message, browser_name, device_type, mobile_vendor, created_at
      from public.contact_inquiries
      ${matching}
     order by ${order}
     limit ${INQUIRIES_PER_PAGE} offset ${(page - 1) * INQUIRIES_PER_PAGE}`;
  return {
    inquiries: rows.map(toInquiry),
    page,
    pageSize: INQUIRIES_PER_PAGE,
    total,
    pageCount,
  };
}

/** Inquiries received since the given instant (the admin home's "new this week"). */
export async function countInquiriesSince(tx: Tx, since: Date): Promise<number> {
  const [row] = await tx<CountRow[]>`
    select count(*)::int as n from public.contact_inquiries where created_at >= ${since}`;
  return row.n;
}
