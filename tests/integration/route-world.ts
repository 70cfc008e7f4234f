// What the access matrix and the fuzz test share (issue 22, ADR 043): the routes the composed app
// serves (its own route table, `app.routes`), one world of real records made by the factories
// (a hired team with shifts, tasks, a report, invoices, a payment, a review, an application, a
// message channel, a card, files) with the callers around it, each route's path filled in with
// that world's ids, and a fingerprint of the database to tell "nothing changed".
import { asService, sql } from '../../web/server/db.server.ts';
import { storage } from '../../web/server/storage.server.ts';
import { stripe } from '../../web/server/stripe.server.ts';
import { approveInvoiceAt, getInvoice } from '../../web/domains/invoices/actions.server.ts';
import { payInvoice } from '../../web/domains/payments/actions.server.ts';
import { endEmployment } from '../../web/domains/records-of-employment/actions.server.ts';
import { createAdmin, createFamily } from '../factories/accounts.ts';
import { createApplication } from '../factories/applications.ts';
import { createCareer } from '../factories/careers.ts';
import { createCaregiverWithProfile, DEFAULT_PROFILE } from '../factories/caregivers.ts';
import {
  completedShifts,
  generateWeekInvoices,
  invoicedWeek,
  runInvoiceJobs,
} from '../factories/invoices.ts';
import { createJob } from '../factories/jobs.ts';
import { createNotification } from '../factories/notifications.ts';
import { CARDS, customerOf, saveCard } from '../factories/payments.ts';
import { placeReport } from '../factories/reports.ts';
import { writeReview } from '../factories/reviews.ts';
import { actor, placeShift, placeTask } from '../factories/shifts.ts';
import { encodeGeohash } from '../../web/shared/address/geohash.ts';
import { api, app, origin, signIn, type TestAccount } from './helpers.ts';

export type Route = { method: string; path: string };

const SERVED = /^\/(api|functions\/v1|storage\/v1)\//;

/** Every route the app answers under /api, /functions/v1 and /storage/v1, once each. */
export function servedRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const r of app.routes) {
    // Middleware is registered for ALL methods; a route has its own.
    if (r.method === 'ALL' || !SERVED.test(r.path)) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
}

export const routeKey = (r: Route) => `${r.method} ${r.path}`;

/** The people around the world's records: its two parties, staff, and two strangers to them. */
export type CallerName =
  | 'anonymous'
  | 'family'
  | 'caregiver'
  | 'admin'
  | 'other family'
  | 'other caregiver';

export type World = Awaited<ReturnType<typeof buildWorld>>;

const WEEK_PAID = '2026-10-04';
const WEEK_DUE = '2026-10-11';

/** Builds the world: ~20 s of factories, once per test file. */
export async function buildWorld() {
  const team = await invoicedWeek(WEEK_PAID, { days: 2, hours: 4 });
  const famActor = actor(team.family, 'family');
  const [{ inviteId }] = await sql`select invite_id from public.team_members
                                    where id = ${team.memberId}`;
  // A second, unapproved week on the same member: what a family approves and pays.
  await completedShifts(team.memberId, [{ date: '2026-10-13', start: '09:00', hours: 4 }]);
  await generateWeekInvoices(WEEK_DUE);
  await runInvoiceJobs();
  const [{ id: dueInvoiceId }] = await sql`select id from public.invoices
                                            where member_id = ${team.memberId}
                                              and week_start = ${WEEK_DUE}`;
  // The first week approved and paid by card: a real payment row.
  const card = await saveCard(team.family.id, CARDS.visa);
  await asService((tx) => approveInvoiceAt(tx, team.invoiceId, new Date()));
  const shown = await getInvoice(famActor, team.invoiceId);
  const paid = await payInvoice({ ...famActor, lastName: 'Test' }, {
    amount: shown.invoiceBreakdown.payableBreakdown!.totalPayable,
    currency: 'cad',
    payment_method: card.id,
    description: team.invoiceId,
    receipt_email: 'receipts@example.ca',
    status: 'new',
  } as never);

  // The paid week's record of employment, as the family ends the employment (the member stays).
  const roe = await endEmployment(famActor, team.memberId, 'K');

  // Shifts: one tomorrow with a task; one under way (checked in) with a report on it.
  const tomorrow = await placeShift(team.memberId, new Date(Date.now() + 86_400_000), 4);
  const taskId = await placeTask(tomorrow, 'Lunch');
  // The one DELETE /api/shift/:id removes (its tasks go with it).
  const spareShiftId = await placeShift(team.memberId, new Date(Date.now() + 2 * 86_400_000), 4);
  const now = await placeShift(team.memberId, new Date(Date.now() - 60_000), 4);
  // And one checked in earlier today, for POST /api/shift/:id/complete (shifts never overlap).
  const toComplete = await placeShift(team.memberId, new Date(Date.now() - 6 * 3_600_000), 4);
  await sql`update public.shifts set state = 'checked_in' where id in (${now}, ${toComplete})`;
  const reportId = await placeReport(now, team.caregiver.id);
  const review = await writeReview(team.family, team.memberId);

  // An open posting with the caregiver's application.
  const job = await createJob(team.family);
  const application = await createApplication(team.caregiver, team.family, job.id);

  const [outsiderFamily, outsiderCaregiver, staff, closable] = await Promise.all([
    createFamily(),
    createCaregiverWithProfile({ firstName: 'Olu', lastName: 'Stranger' }),
    createAdmin(),
    createFamily(),
  ]);
  const career = await createCareer({ isPublished: false, category: `matrix-${Date.now()}` });
  for (const who of [team.family.id, team.caregiver.id]) {
    await createNotification({ recipientId: who });
  }

  const callers: Record<Exclude<CallerName, 'anonymous'>, TestAccount> = {
    family: await signIn(team.family),
    caregiver: await signIn(team.caregiver),
    admin: await signIn(staff),
    'other family': await signIn(outsiderFamily),
    'other caregiver': await signIn(outsiderCaregiver),
  };
  // Records each caller owns, named in paths of routes declared `on: 'own'`: a second session
  // (another device) of each.
  const own: Record<string, Record<string, string>> = {};
  for (const [name, account] of Object.entries(callers)) {
    await signIn(account);
    const [session] = await sql`select id from better_auth.sessions where user_id = ${account.id}
                                 order by created_at desc limit 1`;
    own[name] = { sessionId: session.id as string };
  }
  // Staff need a second factor before any admin API answers them (ADR 044); the matrix's admin
  // has one (set after signing in: the password alone makes this session).
  await sql`update better_auth.users set two_factor_enabled = true where id = ${staff.id}`;
  const opened = await api('POST', `/api/message/new/${team.caregiver.userIdNumber}`, {
    cookie: callers.family.cookie,
    body: {},
  });
  if (opened.status !== 200) throw new Error(`channel: ${JSON.stringify(opened.body)}`);

  // The caregiver's own rows named in paths, made through the API as the caregiver.
  const made = async (path: string, body: unknown, list: string, id: string) => {
    const res = await api('POST', path, { cookie: callers.caregiver.cookie, body });
    if (res.status !== 200) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
    return (res.body[list] as Record<string, string>[]).at(-1)![id];
  };
  const workExpId = await made(
    '/api/user/work-exp',
    DEFAULT_PROFILE.workExp[0],
    'workExp',
    'workExpId',
  );
  const eduAccredId = await made(
    '/api/user/edu-accred',
    DEFAULT_PROFILE.eduAccred[0],
    'eduAccred',
    'eduAccredId',
  );
  const availId = await made('/api/user/avail/set', DEFAULT_PROFILE.availability, 'myAvail', 'id');
  // For each family, a card set up at the processor but not saved yet: what the browser hands
  // POST /api/payment/add/payment-method after Stripe.js confirmed the SetupIntent.
  const setUpCard = async (userId: string) => {
    const customer = await customerOf(userId);
    const pm = await stripe().paymentMethods.create({
      type: 'card',
      card: { number: CARDS.visa, exp_month: 12, exp_year: 2040, cvc: '123' },
    } as never);
    await stripe().setupIntents.create({
      customer,
      payment_method: pm.id,
      confirm: true,
      usage: 'off_session',
    });
    return pm.id;
  };
  const newCards = {
    family: await setUpCard(team.family.id),
    'other family': await setUpCard(outsiderFamily.id),
  };

  // Files: a public avatar and a private background check (with a signed URL).
  const avatarPath = `${team.caregiver.id}/${crypto.randomUUID()}.png`;
  await storage.from('avatars').upload(avatarPath, new Uint8Array([137, 80, 78, 71]));
  const checkPath = `${team.caregiver.id}/${crypto.randomUUID()}.pdf`;
  await storage.from('background-checks').upload(checkPath, new TextEncoder().encode('%PDF-1.4'));
  const signedCheckUrl = await storage.from('background-checks').createSignedUrl(checkPath, 3600);

  const [{ userIdNumber: outsiderCaregiverNumber }] = await sql`
    select user_id_number from public.users where id = ${outsiderCaregiver.id}`;

  return {
    team,
    callers,
    own,
    ids: {
      memberId: team.memberId,
      inviteId: inviteId as string,
      invoiceId: team.invoiceId,
      dueInvoiceId: dueInvoiceId as string,
      paymentId: paid.id,
      cardId: card.id,
      shiftId: tomorrow,
      shiftNowId: now,
      spareShiftId,
      toCompleteShiftId: toComplete,
      newCards,
      searchGeohash: encodeGeohash(team.care.lat, team.care.lng),
      taskId,
      reportId,
      reviewId: review.id,
      jobId: job.id,
      applicationId: application.id,
      roeId: roe.id,
      channelId: opened.body.channelId as string,
      careerId: career.id,
      caregiverNumber: team.caregiver.userIdNumber,
      outsiderCaregiverNumber: outsiderCaregiverNumber as string,
      closableId: closable.id,
      workExpId,
      eduAccredId,
      availId,
      avatarPath,
      signedCheckUrl,
    },
    userIds: [
      team.family.id,
      team.caregiver.id,
      outsiderFamily.id,
      outsiderCaregiver.id,
      staff.id,
      closable.id,
    ],
  };
}

const unknownId = '00000000-0000-4000-8000-00000000cafe';

/**
 * `route`'s path with the world's ids in place of its parameters; on routes of the caller's own
 * records (`on: 'own'`), `owner`'s record (the caller's own, or another's to be refused).
 */
export function concretePath(route: Route, w: World, owner?: CallerName): string {
  const i = w.ids;
  const p = route.path;
  if (p === '/storage/v1/object/public/*') {
    return `/storage/v1/object/public/avatars/${i.avatarPath}`;
  }
  if (p === '/storage/v1/object/sign/*') return i.signedCheckUrl;
  const idFor = (): string => {
    if (p.startsWith('/api/job-applications/')) return i.applicationId;
    if (p.startsWith('/api/records-of-employment/')) return i.roeId;
    if (p.startsWith('/api/admin/careers/')) return i.careerId;
    if (p.startsWith('/api/user/avail/')) return i.availId;
    if (p.startsWith('/api/team/invite/')) return i.inviteId;
    if (p.startsWith('/api/team/member/')) return i.memberId;
    if (p.startsWith('/api/job/')) return i.jobId;
    if (p.startsWith('/api/payment/methods/')) return i.cardId;
    if (p.startsWith('/api/payment/payments/')) return i.paymentId;
    if (p.startsWith('/api/task/')) return i.taskId;
    if (p.startsWith('/api/report/')) return i.reportId;
    if (p === '/api/shift/:id/complete') return i.toCompleteShiftId;
    if (p.includes('/report/submit') || p.includes('/check-in')) return i.shiftNowId;
    if (p === '/api/shift/:id' && route.method === 'DELETE') return i.spareShiftId;
    if (p.startsWith('/api/shift/')) return i.shiftId;
    return unknownId;
  };
  const values: Record<string, () => string> = {
    id: idFor,
    accountId: () => i.closableId,
    jobId: () => i.jobId,
    userIdNumber: () =>
      p.includes('/background-checks/') || p.includes('/team/invite/user/')
        ? i.outsiderCaregiverNumber
        : i.caregiverNumber,
    workExpId: () => i.workExpId,
    eduAccredId: () => i.eduAccredId,
    invoiceId: () => p.includes('/approve/') ? i.dueInvoiceId : i.invoiceId,
    channelId: () => i.channelId,
    memberId: () => i.memberId,
    teamMemberId: () => i.memberId,
    reviewId: () => i.reviewId,
    shiftId: () => i.shiftNowId,
    reportId: () => i.reportId,
    action: () => 'decline',
    year: () => '2026',
    month: () => '2026-10',
  };
  // A parameter the world has no record for gets an id nobody has: a new route whose callers
  // should pass on a real record adds that record to buildWorld and its name here.
  const owned = owner && owner !== 'anonymous' ? w.own[owner] : undefined;
  return p.replace(
    /:([A-Za-z]+)/g,
    (_, name: string) => owned?.[name] ?? values[name]?.() ?? unknownId,
  );
}

// ------------------------------------------------------------------------------- fingerprint
//
// "Nothing changed" is checked cheaply: a write anywhere in the cluster takes a transaction id,
// so when the next id to be handed out has not moved, nothing was written. When it has, every
// table is read (row count and a hash of each row's xmin and ctid: an insert, update or delete
// changes them) and compared. Rate-limit counters are left out (counting a refused attempt is
// what they are for), and so are sessions (any request may note a session's "last seen").

const SKIPPED_TABLES = new Set(['private.rate_limits', 'better_auth.sessions']);
let fingerprintSql: string | null = null;
let digests = 0;

/** How many times every table was read (the cost of the fingerprint). */
export const tableReads = () => digests;

async function nextXid(): Promise<string> {
  const [row] = await sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`;
  return row.x as string;
}

async function tablesDigest(): Promise<Map<string, string>> {
  if (!fingerprintSql) {
    const tables = await sql`
      select schemaname || '.' || tablename as name from pg_tables
       where schemaname in ('public', 'private', 'better_auth') order by 1`;
    fingerprintSql = tables.map((t) => t.name as string).filter((n) => !SKIPPED_TABLES.has(n))
      .map((n) =>
        `select '${n}' as t, count(*)::text || ':' ||
                coalesce(sum(hashtext(xmin::text || ctid::text)::bigint), 0)::text as d from ${n}`
      ).join('\nunion all\n');
  }
  digests++;
  // Prepared: planning the union of every table costs more than reading them.
  const rows = await sql.unsafe(fingerprintSql, [], { prepare: true });
  return new Map(rows.map((r) => [r.t as string, r.d as string]));
}

/**
 * A view of the database that tells whether a refused request changed anything, and where. It
 * keeps an image of every table; `changedTables` after a refused request compares (and takes the
 * new image), `settle` after a request allowed to write takes a new image if anything was written.
 */
export class Fingerprint {
  #xid = '';
  #tables = new Map<string, string>();

  /** Takes the current state as the reference. */
  async snapshot() {
    this.#tables = await tablesDigest();
    this.#xid = await nextXid();
  }

  /** After a request that was allowed to change things: the new state is the reference. */
  async settle() {
    if ((await nextXid()) !== this.#xid) await this.snapshot();
  }

  /** The tables that differ from the reference (none: nothing changed); then re-references. */
  async changedTables(): Promise<string[]> {
    if ((await nextXid()) === this.#xid) return [];
    const before = this.#tables;
    await this.snapshot();
    return [...this.#tables].filter(([t, d]) => before.get(t) !== d).map(([t]) => t);
  }
}

/** One request to the in-process app, as a browser page of ours would send it. */
export async function send(
  method: string,
  path: string,
  opts: {
    cookie?: string;
    body?: BodyInit | null;
    headers?: Record<string, string>;
  } = {},
) {
  const headers = new Headers({
    origin,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${
      Math.floor(Math.random() * 250)
    }`,
    ...opts.headers,
  });
  if (opts.cookie) headers.set('cookie', opts.cookie);
  const res = await app.request(new URL(path, origin).toString(), {
    method,
    headers,
    body: ['GET', 'HEAD'].includes(method) ? undefined : opts.body ?? undefined,
  });
  const text = await res.text();
  return { status: res.status, text };
}

export { DEFAULT_PROFILE };
