// The admin trail's reads (public.admin_audit; RLS: admins only). Lines are written by
// recordAdminAction (web/server/admin-audit.server.ts), never here.
import type { Tx } from '../../server/db.server.ts';
import type { AuditLine } from './model.ts';

export type AuditQuery = {
  action?: string;
  actorId?: string;
  recordKind?: string;
  from?: Date;
  until?: Date;
  before?: string;
  limit: number;
};

/** Newest first, keyset-paged on (created_at, id) as the database holds them. */
export async function selectAuditLines(tx: Tx, query: AuditQuery): Promise<AuditLine[]> {
  const rows = await tx`
    select id, actor_id, actor_name, action, record_kind, record_id, details, created_at
      from public.admin_audit l
     where ${query.action ? tx`l.action = ${query.action}` : tx`true`}
       and ${query.actorId ? tx`l.actor_id = ${query.actorId}` : tx`true`}
       and ${query.recordKind ? tx`l.record_kind = ${query.recordKind}` : tx`true`}
       and ${query.from ? tx`l.created_at >= ${query.from}` : tx`true`}
       and ${query.until ? tx`l.created_at < ${query.until}` : tx`true`}
       and ${
    query.before
      ? tx`(l.created_at, l.id) < (select c.created_at, c.id from public.admin_audit c
                                    where c.id = ${query.before}::uuid)`
      : tx`true`
  }
     order by l.created_at desc, l.id desc
     limit ${query.limit}`;
  return rows as unknown as AuditLine[];
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
