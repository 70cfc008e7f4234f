// Builders for the reports pages' tests and the demo seed: a report filed on a shift, placed
// directly (as the superuser, so any shift will do whatever the date; the insert trigger still
// copies the member and both parties from the shift and starts it Pending Review).
//
//   const reportId = await placeReport(shiftId, caregiver.id, { title: 'Fall' });
import { sql } from '../../web/server/db.server.ts';
import { checkIn } from '../../web/domains/shifts/actions.server.ts';
import { actor, placeShift, shiftTeam } from './shifts.ts';

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

if (import.meta.main) {
  console.log(JSON.stringify(await checkedInShiftScene()));
  // Imported server modules keep timers alive; the scene is written, so stop here.
  Deno.exit(0);
}
