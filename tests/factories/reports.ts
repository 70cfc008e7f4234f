// Builders for the reports pages' tests and the demo seed: a report filed on a shift, placed
// directly (as the superuser, so any shift will do whatever the date; the insert trigger still
// copies the member and both parties from the shift and starts it Pending Review).
//
//   const reportId = await placeReport(shiftId, caregiver.id, { title: 'Fall' });
import * as v from 'valibot';
import { sql } from '../../web/server/db.server.ts';
import { respondToInvite, sendInvite } from '../../web/domains/invites/actions.server.ts';
import { InvitePayloadSchema } from '../../web/domains/invites/schemas.ts';
import { checkIn } from '../../web/domains/shifts/actions.server.ts';
import { encodeGeohash } from '../../web/shared/address/geohash.ts';
import { actor, placeShift, shiftTeam } from './shifts.ts';
import { offerPayload } from './team.ts';

export async function placeReport(
  shiftId: string,
  filerId: string,
  r: { title?: string; note?: string; daysAgo?: number } = {},
): Promise<string> {
  const [row] = await sql`
    insert into public.reports (shift_id, filer_id, title, note)
    values (${shiftId}, ${filerId}, ${r.title ?? 'Slipped in the kitchen'},
            ${r.note ?? 'Caught her arm on the counter; no injury, ice applied for 10 minutes.'})
    returning id`;
  const id = row.id as string;
  if (r.daysAgo) {
    // The filing time is immutable (private.check_report_transition); only a test backdates it.
    await sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`
        update public.reports set created_at = now() - make_interval(days => ${r.daysAgo!})
         where id = ${id}`;
    });
  }
  return id;
}

/**
 * A hired team with a shift that began a minute ago, checked in by the caregiver at the care
 * address: what a caregiver files a report on. For the Playwright spec, which runs in Node and
 * cannot load these builders, `deno run -A tests/factories/reports.ts` prints it as JSON.
 */
export async function checkedInShiftScene() {
  const team = await shiftTeam();
  const shiftId = await placeShift(team.memberId, new Date(Date.now() - 60_000), 4);
  await checkIn(actor(team.caregiver, 'caregiver'), shiftId, { ...team.care, accuracy: 10 });
  return {
    family: { id: team.family.id, email: team.family.email, password: team.family.password },
    caregiver: {
      id: team.caregiver.id,
      email: team.caregiver.email,
      password: team.caregiver.password,
    },
    memberId: team.memberId,
    shiftId,
  };
}

/**
 * The demo's report (seed/demo.ts): the demo family hires the demo caregiver (through the invites
 * domain's own actions) unless they are already a team (the shifts demo makes it first), a shift in Toronto that began a minute
 * ago is checked in, and the caregiver reports on it. Nothing happens if the family has a report.
 */
export async function seedDemoReport(
  familyEmail: string,
  caregiverEmail: string,
  log: (line: string) => void,
) {
  const [family] = await sql`
    select u.id, u.email, (select j.id from public.jobs j where j.family_id = u.id
                            order by j.created_at limit 1) as job_id
      from public.users u where lower(u.email) = lower(${familyEmail})`;
  const [caregiver] = await sql`
    select id, email, user_id_number from public.users where lower(email) = lower(${caregiverEmail})`;
  if (!family?.jobId || !caregiver) return;
  const [existing] = await sql`select 1 from public.reports where family_id = ${family.id}`;
  if (existing) return;

  const care = { lat: 43.6487, lng: -79.3817 };
  let [member] = await sql`
    select id from public.team_members
     where family_id = ${family.id} and caregiver_id = ${caregiver.id}`;
  if (!member) {
    const input = v.parse(
      InvitePayloadSchema,
      offerPayload(family.jobId as string, {
        clientFirstName: 'Wei',
        clientLastName: 'Chen',
        propWage: 22,
        message: 'Hi Amara, we would love to have you help my mother on weekday mornings.',
        address: {
          addressFull: '100 King St W, Toronto, ON M5X 1A9, Canada',
          addressParams: {
            streetNumber: '100',
            streetRoute: 'king st w',
            locality: 'toronto',
            adminAreaLevel1: 'on',
            country: 'canada',
            postalCode: 'm5x 1a9',
          },
          coordinates: care,
          geohash: encodeGeohash(care.lat, care.lng),
        },
        caregiverInfo: { firstName: 'Amara', lastName: 'Okafor', imgUrlThumb: null },
      }),
    );
    const invite = await sendInvite(
      { ...actor(family as { id: string; email: string }, 'family'), firstName: 'Margaret' },
      caregiver.userIdNumber as string,
      input,
    );
    const { memberId } = await respondToInvite(
      actor(caregiver as { id: string; email: string }, 'caregiver'),
      invite.id,
      'accept',
      'Happy to join, see you Monday!',
    );
    member = { id: memberId };
  }
  // A shift under way (another seed step may have placed one), or one begun a minute ago: still
  // the scheduled date in Toronto, so the check-in is accepted.
  const [current] = await sql`
    select id, state from public.shifts
     where member_id = ${member.id} and state <> 'completed'
       and starts_at <= now() and ends_at > now()`;
  const shiftId = (current?.id as string | undefined) ??
    await placeShift(member.id as string, new Date(Date.now() - 60_000), 4);
  if (current?.state !== 'checked_in') {
    // At the care address, whoever made the team.
    const [point] = await sql`
      select extensions.st_y(a.location::extensions.geometry) as lat,
             extensions.st_x(a.location::extensions.geometry) as lng
        from public.team_members tm join public.team_invites i on i.id = tm.invite_id
        join public.addresses a on a.id = i.address_id
       where tm.id = ${member.id}`;
    const here = point ? { lat: Number(point.lat), lng: Number(point.lng) } : care;
    await checkIn(actor(caregiver as { id: string; email: string }, 'caregiver'), shiftId, {
      ...here,
      accuracy: 15,
    });
  }
  await placeReport(shiftId, caregiver.id as string, {
    title: 'Slipped in the kitchen',
    note:
      'Mrs. Chen slipped on a wet spot by the sink while I was making lunch and caught her arm on the counter. No visible injury; ice applied for 10 minutes and she rested afterwards. The mat by the sink should be replaced.',
  });
  log(`  filed a report on a shift of ${familyEmail} with ${caregiverEmail}`);
}

if (import.meta.main) {
  console.log(JSON.stringify(await checkedInShiftScene()));
  // Imported server modules keep timers alive; the scene is written, so stop here.
  Deno.exit(0);
}
