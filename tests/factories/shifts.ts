// Builders for shifts tests: a hired team (family, caregiver, member, the care address's point)
// and shifts/tasks placed directly at any instant (as the superuser, so a test can put a shift
// in the past or at the current moment; the insert triggers still copy the parties, the care
// plan and the care location from the member).
//
//   const team = await shiftTeam();
//   const id = await placeShift(team.memberId, new Date(Date.now() - 60_000), 4);
import { sql } from '../../web/server/db.server.ts';
import * as v from 'valibot';
import { respondToInvite, sendInvite } from '../../web/domains/invites/actions.server.ts';
import { InvitePayloadSchema } from '../../web/domains/invites/schemas.ts';
import { actionTask, checkIn, completeShift } from '../../web/domains/shifts/actions.server.ts';
import { addLocalDays, today, wallClockToInstant } from '../../web/domains/shifts/time.ts';
import { acceptOffer, hireParties, offerPayload, sendOffer } from './team.ts';
import { addressNorth, pointNorth } from './caregiver-search.ts';
import { createCaregiverWithProfile } from './caregivers.ts';

export async function shiftTeam() {
  const { family, caregiver, base } = await hireParties();
  const invite = await sendOffer(family, caregiver, {}, base);
  const { memberId } = await acceptOffer(caregiver, invite.id);
  return { family, caregiver, memberId, care: pointNorth(base, 0) };
}

/**
 * A family with two caregivers on its team (My Team's 'Show All'): the first hire leaves the job
 * open so the second caregiver can be hired through it too.
 */
export async function twoMemberTeam() {
  const { family, caregiver, base } = await hireParties();
  const first = await sendOffer(family, caregiver, { deactivateJobOnHire: false }, base);
  const { memberId } = await acceptOffer(caregiver, first.id);
  const second = await createCaregiverWithProfile({
    address: addressNorth(base, 4),
    workExp: [],
    eduAccred: [],
    availability: [],
    firstName: 'Omar',
    lastName: 'Haddad',
  });
  const invite = await sendOffer(family, second, {}, base);
  const { memberId: secondMemberId } = await acceptOffer(second, invite.id);
  return { family, caregiver, memberId, second, secondMemberId };
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
 * The demo's shifts (seed/demo.ts): the demo family and caregiver form a team (hired through the
 * invites domain's own actions unless they already are one), and the member gets a few shifts
 * around today: one completed a little earlier (both tasks actioned, checked in and completed at
 * the care address through the shifts actions) and the next two mornings with a task each.
 * Does nothing once the member has a completed shift.
 */
export async function demoTeamShifts(
  familyEmail: string,
  caregiverEmail: string,
  now = new Date(),
): Promise<string | null> {
  const [family] = await sql`
    select u.id, u.email, (select j.id from public.jobs j where j.family_id = u.id
                            order by j.created_at limit 1) as job_id
      from public.users u where lower(u.email) = lower(${familyEmail})`;
  const [caregiver] = await sql`
    select id, email, user_id_number from public.users where lower(email) = lower(${caregiverEmail})`;
  if (!family?.jobId || !caregiver) return null;
  const fam = { id: family.id as string, email: family.email as string };
  const cg = { id: caregiver.id as string, email: caregiver.email as string };
  const zone = 'America/Toronto';

  let [member] = await sql`
    select id from public.team_members
     where family_id = ${fam.id} and caregiver_id = ${cg.id}`;
  if (!member) {
    const home = { lat: 43.6629, lng: -79.3957, locality: 'Toronto', province: 'ON' };
    const invite = await sendInvite(
      { ...fam, userType: 'family', firstName: 'Margaret' },
      caregiver.userIdNumber as string,
      v.parse(
        InvitePayloadSchema,
        offerPayload(family.jobId as string, {
          clientFirstName: 'Helen',
          clientLastName: 'Chen',
          propWage: 24,
          message: 'Hi Amara, my mother Helen would love your company on weekday mornings.',
          caregiverInfo: { firstName: 'Amara', lastName: 'Okafor', imgUrlThumb: null },
          deactivateJobOnHire: false,
        }, home),
      ),
    );
    const { memberId } = await respondToInvite(
      { ...cg, userType: 'caregiver', firstName: 'Amara' },
      invite.id,
      'accept',
      'Happy to join your team!',
    );
    member = { id: memberId };
  }
  const memberId = member.id as string;
  const [done] = await sql`
    select 1 from public.shifts where member_id = ${memberId} and state = 'completed'`;
  if (done) return null;

  // The care address's point, so the visits match it.
  const [care] = await sql`
    select extensions.st_y(a.location::extensions.geometry) as lat,
           extensions.st_x(a.location::extensions.geometry) as lng
      from public.team_members tm join public.team_invites i on i.id = tm.invite_id
      join public.addresses a on a.id = i.address_id
     where tm.id = ${memberId}`;
  const here = {
    lat: Number(care?.lat ?? 43.6532),
    lng: Number(care?.lng ?? -79.3832),
    accuracy: 15,
  };
  const carer = actor(cg, 'caregiver');

  // Earlier today (or late yesterday): done, its two tasks actioned.
  const at = new Date(now.getTime() - 6 * 3_600_000);
  const shiftId = await placeShift(memberId, at, 4, zone);
  const tasks = [
    await placeTask(shiftId, 'Lunch'),
    await placeTask(shiftId, 'Medication reminder'),
  ];
  await checkIn(carer, shiftId, here, at);
  await actionTask(carer, tasks[0], 'complete', 'Soup and a sandwich.');
  await actionTask(carer, tasks[1], 'complete', 'Morning pills taken with breakfast.');
  await completeShift(carer, shiftId, { coordinates: here, shiftNote: 'A calm, happy visit.' }, at);

  // Upcoming: the next two mornings, 9:00 to 13:00 in Toronto.
  for (const days of [1, 2]) {
    const date = addLocalDays(today(zone, now), days);
    const id = await placeShift(memberId, wallClockToInstant(date, '09:00', zone), 4, zone);
    await placeTask(id, 'Walk around the block');
  }
  return memberId;
}

/**
 * The Playwright specs run in Node and cannot load these builders; they run this file instead:
 * `deno run -A tests/factories/shifts.ts team [--shift-now]` prints a hired team (both logins,
 * the member, the care address's point; with --shift-now also a 4-hour shift starting now, so
 * "today" for the check-in rule) as one line of JSON, on the database of DATABASE_URL.
 */
// `deno run -A tests/factories/shifts.ts two-members`: a family with two caregivers, each with a
// shift two hours from now, as JSON (Playwright runs in Node and cannot load these builders).
if (import.meta.main && Deno.args[0] === 'two-members') {
  const team = await twoMemberTeam();
  const login = (u: { id: string; email: string; password: string }) => ({
    id: u.id,
    email: u.email,
    password: u.password,
  });
  const soon = new Date(Date.now() + 2 * 3_600_000);
  console.log(JSON.stringify({
    family: login(team.family),
    caregiver: login(team.caregiver),
    second: login(team.second),
    memberId: team.memberId,
    secondMemberId: team.secondMemberId,
    shiftId: await placeShift(team.memberId, soon),
    secondShiftId: await placeShift(team.secondMemberId, soon),
  }));
  Deno.exit(0);
}

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
