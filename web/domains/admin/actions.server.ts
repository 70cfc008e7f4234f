// The admin home reads each queue's count through the domain that owns it. A count that fails
// shows as unavailable on its tile rather than failing the whole page: staff still reach the
// other queues.
import { countBackgroundChecksWaiting } from '../caregivers/actions.server.ts';
import { countDraftPositions } from '../careers/actions.server.ts';
import { countRecentInquiries } from '../contact/actions.server.ts';
import { countReportsAwaitingReview } from '../shifts/actions.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import type { AdminHome, AdminQueue } from './model.ts';

type Staff = Pick<Viewer, 'id' | 'userType' | 'email' | 'firstName'>;

/** Each queue's count as staff see it; the callee domains refuse anyone else. */
export async function readAdminHome(admin: Staff): Promise<AdminHome> {
  const counts: Record<AdminQueue, () => Promise<number>> = {
    reports: () => countReportsAwaitingReview(admin),
    backgroundChecks: () => countBackgroundChecksWaiting(admin),
    inquiries: () => countRecentInquiries(admin),
    careers: () => countDraftPositions(admin),
  };
  const entries = await Promise.all(
    Object.entries(counts).map(async ([queue, count]) => {
      try {
        return [queue, await count()] as const;
      } catch (err) {
        console.error(`admin home: the ${queue} count failed`, err);
        return [queue, null] as const;
      }
    }),
  );
  return { waiting: Object.fromEntries(entries) as AdminHome['waiting'] };
}
