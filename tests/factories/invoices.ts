// Builders for invoices tests and the demo seed: a hired team member with a given wage and
// province, completed shifts placed at local wall-clock times of the care zone, then the week's
// invoices generated through the domain's own action.
//
//   const team = await invoiceTeam({ wageCents: 2080 });
//   await completedShifts(team.memberId, [{ date: '2026-03-02', start: '09:00', hours: 8 }]);
//   await generateWeekInvoices('2026-03-02');
import { TZDate } from '@date-fns/tz';
import { asService, sql } from '../../web/server/db.server.ts';
import {
  AFTER_GENERATE_JOB,
  afterGenerate,
  approveInvoiceAt,
  generateWeekInvoices,
  markInvoicePaid,
} from '../../web/domains/invoices/actions.server.ts';
import { placeShift, shiftTeam } from './shifts.ts';

export { generateWeekInvoices };

/** A family, a caregiver and their team member (wage in cents incl. vacation; province code). */
export async function invoiceTeam(opts: { wageCents?: number; province?: string } = {}) {
  const team = await shiftTeam();
  if (opts.wageCents) {
    await sql`update public.team_members set wage_cents = ${opts.wageCents} where id = ${team.memberId}`;
  }
  if (opts.province) {
    await sql`
      update public.team_invites set admin_area_level1 = ${opts.province.toLowerCase()}
       where id = (select invite_id from public.team_members where id = ${team.memberId})`;
  }
  return team;
}

/** The instant of a local wall-clock time (`HH:mm`) on a local date in `zone`. */
export function localInstant(date: string, time: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, zone).getTime());
}

export type ShiftSpec = {
  date: string;
  start: string;
  /** Real elapsed hours (a night across a DST change is still this long). */
  hours: number;
};

/** Completed shifts of the member (placed as the superuser, then checked in and completed). */
export async function completedShifts(
  memberId: string,
  shifts: ShiftSpec[],
  zone = 'America/Toronto',
): Promise<string[]> {
  const ids: string[] = [];
  for (const s of shifts) {
    const id = await placeShift(memberId, localInstant(s.date, s.start, zone), s.hours, zone);
    await sql`update public.shifts set state = 'checked_in' where id = ${id}`;
    await sql`update public.shifts set state = 'completed' where id = ${id}`;
    ids.push(id);
  }
  return ids;
}

/**
 * Runs the follow-up jobs generation queued (shifts show Submitted, both parties notified), as
 * the worker would: each claimed once (deleted with skip locked), so tests beside each other
 * never run one twice.
 */
export async function runInvoiceJobs(): Promise<number> {
  const jobs = await sql`
    delete from private.jobs where id in (
      select id from private.jobs where kind = ${AFTER_GENERATE_JOB} and finished_at is null
         for update skip locked)
    returning payload`;
  for (const job of jobs) {
    await afterGenerate((job.payload as { invoiceIds: string[] }).invoiceIds);
  }
  return jobs.length;
}

/** A team member with `days` completed shifts (9:00, `hours` long) from the Monday of the week. */
export async function invoicedWeek(
  weekStart: string,
  opts: { wageCents?: number; province?: string; days?: number; hours?: number } = {},
) {
  const team = await invoiceTeam(opts);
  const monday = new Date(`${weekStart}T12:00:00Z`);
  const specs: ShiftSpec[] = Array.from({ length: opts.days ?? 5 }, (_, i) => ({
    date: new Date(monday.getTime() + (i + 1) * 86_400_000).toISOString().slice(0, 10),
    start: '09:00',
    hours: opts.hours ?? 8,
  }));
  const shiftIds = await completedShifts(team.memberId, specs);
  await generateWeekInvoices(weekStart);
  await runInvoiceJobs();
  const [row] = await sql`
    select id from public.invoices where member_id = ${team.memberId} and week_start = ${weekStart}`;
  return { ...team, shiftIds, invoiceId: row?.id as string };
}

/**
 * The demo seed: the family's team member with the caregiver gets two past weeks of completed
 * morning shifts (four and three weeks ago), invoiced; the older one approved and paid, the
 * newer one pending. Does nothing when the member is missing or already has those invoices.
 */
export async function seedDemoInvoices(
  familyEmail: string,
  caregiverEmail: string,
  log: (line: string) => void = () => {},
  now = new Date(),
): Promise<void> {
  const [member] = await sql`
    select m.id from public.team_members m
      join public.users f on f.id = m.family_id
      join public.users c on c.id = m.caregiver_id
     where lower(f.email) = lower(${familyEmail}) and lower(c.email) = lower(${caregiverEmail})
     order by m.created_at limit 1`;
  if (!member) return;
  const memberId = member.id as string;
  const sunday = (weeksAgo: number) => {
    const d = new Date(now.getTime() - weeksAgo * 7 * 86_400_000);
    d.setUTCDate(d.getUTCDate() - d.getUTCDay());
    return d.toISOString().slice(0, 10);
  };
  const weeks = [sunday(4), sunday(3)];
  const [done] = await sql`
    select count(*)::int as n from public.invoices
     where member_id = ${memberId} and week_start in ${sql(weeks)}`;
  if (done.n > 0) return;
  const ids: string[] = [];
  for (const weekStart of weeks) {
    const day = (offset: number) =>
      new Date(new Date(`${weekStart}T12:00:00Z`).getTime() + offset * 86_400_000)
        .toISOString().slice(0, 10);
    await completedShifts(
      memberId,
      [1, 2, 3, 4, 5].map((d) => ({
        date: day(d),
        start: '09:00',
        hours: d === 3 ? 9.5 : 4,
      })),
    );
    await generateWeekInvoices(weekStart);
    const [row] = await sql`
      select id from public.invoices where member_id = ${memberId} and week_start = ${weekStart}`;
    if (row) ids.push(row.id as string);
  }
  await runInvoiceJobs();
  if (ids.length === 2) {
    // Service path: the seed stands in for the payment webhook.
    await asService(async (tx) => {
      await approveInvoiceAt(tx, ids[0], now);
      await markInvoicePaid(tx, ids[0], now, 'demo-seed');
    });
  }
  log(`  invoiced ${ids.length} past weeks for ${familyEmail} (one paid, one pending)`);
}
