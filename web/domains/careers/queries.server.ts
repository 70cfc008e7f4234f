// Career positions. Visitors and members read published positions; staff (admins) read and
// write every position. Every function runs inside the caller's transaction (actions.server.ts
// opens it as the person asking), so RLS decides; the explicit `is_published` filter keeps an
// admin's public pages identical to everyone else's.
import type { Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';
import type { CareerValues } from './schemas.ts';
import type { AdminCareer, CareerSummary } from './model.ts';
import { UUID } from '../../shared/ids.ts';

export const isCareerId = (id: string) => UUID.test(id);

type CareerRow = Row<'public.careers'>;
type SummaryRow = Pick<CareerRow, 'id' | 'title' | 'category' | 'locations' | 'summary'>;

function toAdminCareer(r: CareerRow): AdminCareer {
  return {
    id: r.id,
    title: r.title,
    category: r.category,
    locations: r.locations,
    summary: r.summary,
    description: r.description,
    howToApply: r.howToApply,
    isPublished: r.isPublished,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const ALL_COLUMNS =
  'id, title, category, locations, summary, description, how_to_apply, is_published, published_at, created_at, updated_at';

export async function selectPublishedCareers(tx: Tx): Promise<CareerSummary[]> {
  const rows = await tx<SummaryRow[]>`
    select id, title, category, locations, summary
      from public.careers
     where is_published
     order by category, title`;
  return rows.map(({ id, title, category, locations, summary }) => ({
    id,
    title,
    category,
    locations,
    summary,
  }));
}

/** One position as the transaction's user may see it, or null (unknown id, or hidden by RLS). */
export async function selectCareer(tx: Tx, id: string): Promise<AdminCareer | null> {
  if (!isCareerId(id)) return null;
  const [r] = await tx<CareerRow[]>`select ${
    tx.unsafe(ALL_COLUMNS)
  } from public.careers where id = ${id}`;
  return r ? toAdminCareer(r) : null;
}

export async function selectAllCareers(tx: Tx): Promise<AdminCareer[]> {
  const rows = await tx<CareerRow[]>`
    select ${tx.unsafe(ALL_COLUMNS)} from public.careers
     order by is_published desc, category, title`;
  return rows.map(toAdminCareer);
}

export async function insertCareer(tx: Tx, input: CareerValues): Promise<AdminCareer> {
  const [r] = await tx<CareerRow[]>`
    insert into public.careers (title, category, locations, summary, description, how_to_apply)
    values (${input.title}, ${input.category}, ${tx.array(input.locations)}::text[],
            ${input.summary}, ${input.description}, ${input.howToApply})
    returning ${tx.unsafe(ALL_COLUMNS)}`;
  return toAdminCareer(r);
}

export async function updateCareerRow(
  tx: Tx,
  id: string,
  input: CareerValues,
): Promise<AdminCareer | null> {
  if (!isCareerId(id)) return null;
  const [r] = await tx<CareerRow[]>`
    update public.careers
       set title = ${input.title}, category = ${input.category},
           locations = ${tx.array(input.locations)}::text[], summary = ${input.summary},
           description = ${input.description}, how_to_apply = ${input.howToApply}
     where id = ${id}
    returning ${tx.unsafe(ALL_COLUMNS)}`;
  return r ? toAdminCareer(r) : null;
}

export async function setCareerPublished(
  tx: Tx,
  id: string,
  published: boolean,
): Promise<AdminCareer | null> {
  if (!isCareerId(id)) return null;
  // published_at records when a position last went up; taking it down keeps that date.
  const [r] = await tx<CareerRow[]>`
    update public.careers
       set is_published = ${published},
           published_at = case when ${published} and not is_published then now() else published_at end
     where id = ${id}
    returning ${tx.unsafe(ALL_COLUMNS)}`;
  return r ? toAdminCareer(r) : null;
}

/** Positions written but not published (the admin home's count). */
export async function countDraftCareers(tx: Tx): Promise<number> {
  const [row] = await tx<{ n: number }[]>`
    select count(*)::int as n from public.careers where not is_published`;
  return row.n;
}
