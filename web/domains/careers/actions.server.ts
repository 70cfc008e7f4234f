// What the careers domain does, one function per verb. Each opens its own transaction as the
// person asking (a visitor as anon), so RLS decides what they may read and write; staff-only
// verbs are also guarded by their route or endpoint.
import { recordAdminAction } from '../../server/admin-audit.server.ts';
import { asAnon, asUser, type Tx } from '../../server/db.server.ts';
import { notFound } from '../../server/http.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { text } from '../../shared/i18n.tsx';
import type { AdminCareer, CareerSummary } from './model.ts';
import { careersMessages } from './messages.ts';
import {
  countDraftCareers,
  insertCareer,
  selectAllCareers,
  selectCareer,
  selectPublishedCareers,
  setCareerPublished,
  updateCareerRow,
} from './queries.server.ts';
import type { CareerValues } from './schemas.ts';

function asViewer<T>(viewer: Viewer | null, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return viewer ? asUser(viewer, fn) : asAnon(fn);
}

const positionNotFound = () => notFound(text(careersMessages, 'notFound'));

/** Staff's change of a position, with its admin-trail line in the same transaction (ADR 046). */
async function audited(
  tx: Tx,
  admin: Viewer,
  action: 'careerUpdated' | 'careerPublished' | 'careerUnpublished',
  change: Promise<AdminCareer | null>,
): Promise<AdminCareer | null> {
  const career = await change;
  if (career) await recordAdminAction(tx, admin, action, career.id, { title: career.title });
  return career;
}

/** The open positions of /careers, by category then title. */
export async function listPublishedCareers(viewer: Viewer | null): Promise<CareerSummary[]> {
  return await asViewer(viewer, selectPublishedCareers);
}

/**
 * One position for its public page, or null. Visitors get published positions only; an admin
 * may preview a draft (the page says so).
 */
export async function viewCareer(viewer: Viewer | null, id: string): Promise<AdminCareer | null> {
  const career = await asViewer(viewer, (tx) => selectCareer(tx, id));
  if (!career || (!career.isPublished && viewer?.userType !== 'admin')) return null;
  return career;
}

/** Every position, published or not (staff; RLS shows anyone else nothing). */
export async function listAllCareers(admin: Viewer): Promise<AdminCareer[]> {
  return await asUser(admin, selectAllCareers);
}

/** A new position, as a draft. */
export async function createCareer(admin: Viewer, input: CareerValues): Promise<AdminCareer> {
  return await asUser(admin, async (tx) => {
    const career = await insertCareer(tx, input);
    await recordAdminAction(tx, admin, 'careerCreated', career.id, { title: career.title });
    return career;
  });
}

/** Rewrites a position; 404 when there is no such position. */
export async function updateCareer(
  admin: Viewer,
  id: string,
  input: CareerValues,
): Promise<AdminCareer> {
  const career = await asUser(
    admin,
    (tx) => audited(tx, admin, 'careerUpdated', updateCareerRow(tx, id, input)),
  );
  if (!career) throw positionNotFound();
  return career;
}

/** Puts a position on /careers; 404 when there is no such position. */
export async function publishCareer(admin: Viewer, id: string): Promise<AdminCareer> {
  const career = await asUser(
    admin,
    (tx) => audited(tx, admin, 'careerPublished', setCareerPublished(tx, id, true)),
  );
  if (!career) throw positionNotFound();
  return career;
}

/** Takes a position off /careers (it stays as a draft); 404 when there is no such position. */
export async function unpublishCareer(admin: Viewer, id: string): Promise<AdminCareer> {
  const career = await asUser(
    admin,
    (tx) => audited(tx, admin, 'careerUnpublished', setCareerPublished(tx, id, false)),
  );
  if (!career) throw positionNotFound();
  return career;
}

/** Drafts waiting to be published, for the admin home (RLS shows anyone but staff none). */
export async function countDraftPositions(
  admin: Pick<Viewer, 'id' | 'email' | 'userType'>,
): Promise<number> {
  return await asUser(admin, countDraftCareers);
}
