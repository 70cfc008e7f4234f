// Builders for reviews tests (and the demo seed): completed shifts on a member (as the
// superuser, through the shifts lifecycle: scheduled → checked_in → completed, so the shifts
// trigger counts each one), a review payload that passes every rule, and a review written
// through the reviews domain's own action.
//
//   const team = await shiftTeam();
//   await completeShifts(team.memberId, 3);                       // eligible
//   const { id } = await writeReview(team.family, team.memberId);  // reviewed
import { sql } from '../../web/server/db.server.ts';
import { addReview } from '../../web/domains/reviews/actions.server.ts';
import type { ReviewInput } from '../../web/domains/reviews/schemas.ts';
import { placeShift } from './shifts.ts';

/** `n` completed 4-hour shifts of the member, on the days before `before` (one a day). */
export async function completeShifts(memberId: string, n: number, before = new Date()) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const start = new Date(before.getTime() - (i + 1) * 86_400_000 - 6 * 3_600_000);
    const id = await placeShift(memberId, start, 4);
    await sql`update public.shifts set state = 'checked_in' where id = ${id}`;
    await sql`update public.shifts set state = 'completed' where id = ${id}`;
    ids.push(id);
  }
  return ids;
}

/** The add/edit body of spec 001 §7, valid unless overridden. */
export function reviewPayload(overrides: Partial<Record<keyof ReviewInput, unknown>> = {}) {
  return {
    empathy: 5,
    punctuality: 4,
    knowledge: 4,
    helpfulness: 5,
    title: 'Kind and reliable',
    message: 'Carla is always on time and my mother looks forward to every visit.',
    ...overrides,
  };
}

/** The family's review of its member, through the reviews domain's action. */
export async function writeReview(
  family: { id: string; email: string; firstName?: string },
  memberId: string,
  overrides: Partial<ReviewInput> = {},
) {
  return await addReview(
    { id: family.id, email: family.email, userType: 'family', firstName: family.firstName },
    memberId,
    reviewPayload(overrides) as ReviewInput,
  );
}

/**
 * The demo seed: the family's review of the caregiver on its team (3 completed shifts first,
 * placed in the days before `now` minus 2 days, clear of the demo's own shifts). Does nothing
 * without that team or once the member is reviewed.
 */
export async function seedDemoReview(
  familyEmail: string,
  caregiverEmail: string,
  log: (line: string) => void = () => {},
  now = new Date(),
) {
  const [member] = await sql`
    select m.id, m.is_reviewed, m.family_id, f.email as family_email, f.first_name,
           (select count(*)::int from public.shifts s
             where s.member_id = m.id and s.state = 'completed') as completed
      from public.team_members m
      join public.users f on f.id = m.family_id
      join public.users c on c.id = m.caregiver_id
     where lower(f.email) = lower(${familyEmail}) and lower(c.email) = lower(${caregiverEmail})`;
  if (!member || member.isReviewed) return;
  const missing = 3 - Number(member.completed);
  if (missing > 0) {
    await completeShifts(member.id as string, missing, new Date(now.getTime() - 2 * 86_400_000));
  }
  await writeReview(
    {
      id: member.familyId as string,
      email: member.familyEmail as string,
      firstName: member.firstName as string,
    },
    member.id as string,
    {
      empathy: 5,
      punctuality: 5,
      knowledge: 4,
      helpfulness: 5,
      title: 'Mum looks forward to every visit',
      message:
        'Amara is warm, patient and always on time. She keeps us posted after each shift and my mother is happier since she joined our team.',
    },
  );
  log(`  ${familyEmail} reviewed ${caregiverEmail}`);
}

/**
 * The Playwright specs run in Node and cannot load these builders; they run this file instead:
 * `deno run -A tests/factories/reviews.ts team` prints a hired team whose member has 3 completed
 * shifts (both logins, the member, the caregiver's public number) as one line of JSON, on the
 * database of DATABASE_URL.
 */
if (import.meta.main && Deno.args[0] === 'team') {
  const { shiftTeam } = await import('./shifts.ts');
  const team = await shiftTeam();
  await completeShifts(team.memberId, 3);
  const login = (u: { id: string; email: string; password: string }) => ({
    id: u.id,
    email: u.email,
    password: u.password,
  });
  console.log(JSON.stringify({
    family: login(team.family),
    caregiver: login(team.caregiver),
    caregiverUserIdNumber: team.caregiver.userIdNumber,
    memberId: team.memberId,
  }));
  Deno.exit(0);
}
