// The job search's definition, to check the fast query against (tests/integration/job-cells.test.ts
// and the search bench's --verify): every available job within the radius on the spheroid, the
// filters written as plain SQL (a multi-select: the job has any chosen key, as `&&`). Slow on purpose: no cells, no planar copy.
//
//   const [r] = await sql`select count(*)::int as n from public.jobs j
//                          where ${jobsWithinDefinition(sql, place, 25, { dateDays: 7 })}`;
import type postgres from 'postgres';
import type { JobSearchFilters } from '../../web/domains/jobs/queries.server.ts';

// deno-lint-ignore no-explicit-any
type Sql = postgres.Sql<any>;

/** The place as a geography, for the definition's distances. */
export function geographyAt(sql: Sql, place: { lat: number; lng: number }) {
  return sql`extensions.st_setsrid(extensions.st_makepoint(${place.lng}::float8,
               ${place.lat}::float8), 4326)::extensions.geography`;
}

/** The condition on `public.jobs j` that a job of the search's answer meets. */
export function jobsWithinDefinition(
  sql: Sql,
  place: { lat: number; lng: number },
  radiusKm: number,
  filters: JobSearchFilters,
) {
  return sql`j.is_available
    and extensions.st_dwithin(j.location, ${geographyAt(sql, place)}, ${radiusKm * 1000})
    ${
    filters.dateDays
      ? sql`and j.created_at >= date_trunc('day', now()) - make_interval(days => ${filters.dateDays})`
      : sql``
  }
    ${filters.serviceStart ? sql`and j.service_start = ${filters.serviceStart}` : sql``}
    ${filters.servicePerWeek ? sql`and j.service_per_week = ${filters.servicePerWeek}` : sql``}
    ${filters.serviceLength ? sql`and j.service_length = ${filters.serviceLength}` : sql``}
    ${filters.language ? sql`and ${filters.language} = any(j.language_pref)` : sql``}
    ${filters.services ? sql`and j.services && ${filters.services}::text[]` : sql``}
    ${filters.conditions ? sql`and j.conditions && ${filters.conditions}::text[]` : sql``}`;
}
