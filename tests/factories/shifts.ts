// Builders for shifts tests: a hired team (family, caregiver, member, the care address's point)
// and shifts/tasks placed directly at any instant (as the superuser, so a test can put a shift
// in the past or at the current moment; the insert triggers still copy the parties, the care
// plan and the care location from the member).
//
//   const team = await shiftTeam();
//   const id = await placeShift(team.memberId, new Date(Date.now() - 60_000), 4);
import { sql } from '../../web/server/db.server.ts';
import { acceptOffer, hireParties, sendOffer } from './team.ts';
import { pointNorth } from './caregiver-search.ts';

export async function shiftTeam() {
  const { family, caregiver, base } = await hireParties();
  const invite = await sendOffer(family, caregiver, {}, base);
  const { memberId } = await acceptOffer(caregiver, invite.id);
  return { family, caregiver, memberId, care: pointNorth(base, 0) };
}

/** A scheduled shift of `hours` starting at `startsAt` (Toronto: the factory's province). */
export async function placeShift(
  memberId: string,
  startsAt: Date,
  hours = 4,
  zone = 'America/Toronto',
): Promise<string> {
  const endsAt = new Date(startsAt.getTime() + hours * 3_600_000);
  const [row] = await sql`
    insert into public.shifts (member_id, starts_at, ends_at, time_zone)
    values (${memberId}, ${startsAt}, ${endsAt}, ${zone}) returning id`;
  return row.id as string;
}

/** A pending task on a shift, whatever the shift's time. */
export async function placeTask(shiftId: string, title = 'Lunch'): Promise<string> {
  const [row] = await sql`
    insert into public.tasks (shift_id, title) values (${shiftId}, ${title}) returning id`;
  return row.id as string;
}

export const actor = (
  u: { id: string; email: string },
  userType: 'family' | 'caregiver' | 'admin',
) => ({
  id: u.id,
  email: u.email,
  userType,
  firstName: 'Test',
});

/**
 * The Playwright specs run in Node and cannot load these builders; they run this file instead:
 * `deno run -A tests/factories/shifts.ts team [--shift-now]` prints a hired team (both logins,
 * the member, the care address's point; with --shift-now also a 4-hour shift starting now, so
 * "today" for the check-in rule) as one line of JSON, on the database of DATABASE_URL.
 */
if (import.meta.main && Deno.args[0] === 'team') {
  const team = await shiftTeam();
  const login = (u: { id: string; email: string; password: string }) => ({
    id: u.id,
    email: u.email,
    password: u.password,
  });
  console.log(JSON.stringify({
    family: login(team.family),
    caregiver: login(team.caregiver),
    memberId: team.memberId,
    care: team.care,
    shiftId: Deno.args.includes('--shift-now') ? await placeShift(team.memberId, new Date()) : null,
  }));
  Deno.exit(0);
}
