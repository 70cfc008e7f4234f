// The admin trail's reads (public.admin_audit; RLS: admins only). Lines are written by
// recordAdminAction (web/server/admin-audit.server.ts), never here.
import type { Tx } from '../../server/db.server.ts';
import type { TableSort } from '../../components/data-table-state.ts';
import type { AuditColumn, AuditLine } from './model.ts';

export type AuditMatch = {
  action?: string;
  actorId?: string;
  recordKind?: string;
  from?: Date;
  until?: Date;
  before?: string;
};

export type AuditQuery = AuditMatch & {
  /** Newest first unless told otherwise. */
  sort?: TableSort<AuditColumn>;
  limit: number;
  offset?: number;
};

function matching(tx: Tx, query: AuditMatch) {
  return tx`${query.action ? tx`l.action = ${query.action}` : tx`true`}
       and ${query.actorId ? tx`l.actor_id = ${query.actorId}` : tx`true`}
       and ${query.recordKind ? tx`l.record_kind = ${query.recordKind}` : tx`true`}
       and ${query.from ? tx`l.created_at >= ${query.from}` : tx`true`}
       and ${query.until ? tx`l.created_at < ${query.until}` : tx`true`}
       and ${
    query.before
      ? tx`(l.created_at, l.id) < (select c.created_at, c.id from public.admin_audit c
                                    where c.id = ${query.before}::uuid)`
      : tx`true`
  }`;
}

/**
 * A page of the trail: newest first by default (keyset-pageable on (created_at, id) with
 * `before`), or by who acted; ties newest first, so every order is total and pages never overlap.
 */
export async function selectAuditLines(tx: Tx, query: AuditQuery): Promise<AuditLine[]> {
  const sort = query.sort ?? { column: 'when', direction: 'desc' };
  const asc = sort.direction === 'asc';
  const order = sort.column === 'actor'
    ? tx`lower(l.actor_name) ${asc ? tx`asc` : tx`desc`}, l.created_at desc, l.id desc`
    : asc
    ? tx`l.created_at asc, l.id asc`
    : tx`l.created_at desc, l.id desc`;
  const rows = await tx`
    select id, actor_id, actor_name, action, record_kind, record_id, details, created_at
      from public.admin_audit l
     where ${matching(tx, query)}
     order by ${order}
     limit ${query.limit} offset ${query.offset ?? 0}`;
  return rows as unknown as AuditLine[];
}

/** How many lines the filters match (the pager's "page n of m"). */
export async function countAuditLines(tx: Tx, query: AuditMatch): Promise<number> {
  const [row] = await tx`
    select count(*)::int as n from public.admin_audit l where ${matching(tx, query)}`;
  return Number(row.n);
}

/** Everyone who has a line, under the name of their latest one: the actor filter's choices. */
export async function selectAuditActors(tx: Tx): Promise<{ id: string; name: string }[]> {
  const rows = await tx`
    select distinct on (actor_id) actor_id as id, actor_name as name
      from public.admin_audit
     order by actor_id, created_at desc`;
  return (rows as unknown as { id: string; name: string }[])
    .sort((a, b) => a.name.localeCompare(b.name));
}
