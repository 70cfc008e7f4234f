// Builders for the reports pages' tests and the demo seed: a report filed on a shift, placed
// directly (as the superuser, so any shift will do whatever the date; the insert trigger still
// copies the member and both parties from the shift and starts it Pending Review).
//
//   const reportId = await placeReport(shiftId, caregiver.id, { title: 'Fall' });
import { sql } from '../../web/server/db.server.ts';

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
