// /admin/audit's filters as the query string carries them (a plain GET form, so a filtered page
// is a link staff can share): each value checked against what the trail can hold, the dates
// read as days in the staff's zone. Pure; the page shows `errors` and ignores a refused value.
// The sort and the page are the table's (AUDIT_TABLE, components/data-table-state.ts); sorting
// and paging keep `values` in the address.
import type { AdminMessageKey, AuditFilter } from './model.ts';
import { UUID } from '../../shared/ids.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type AuditFilterField = 'action' | 'actor' | 'kind' | 'from' | 'to';

export type ParsedAuditFilter = {
  filter: AuditFilter;
  /** What the form shows back, as typed. */
  values: Record<AuditFilterField, string>;
  errors: Partial<Record<AuditFilterField, AdminMessageKey>>;
};

function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 2000 && y <= 2100 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function parseAuditFilter(
  params: URLSearchParams,
  known: { actions: readonly string[]; kinds: readonly string[] },
): ParsedAuditFilter {
  const read = (name: string) => (params.get(name) ?? '').trim().slice(0, 100);
  const values: Record<AuditFilterField, string> = {
    action: read('action'),
    actor: read('actor'),
    kind: read('kind'),
    from: read('from'),
    to: read('to'),
  };
  const errors: ParsedAuditFilter['errors'] = {};
  const filter: AuditFilter = {};
  if (values.action) {
    if (known.actions.includes(values.action)) filter.action = values.action;
    else errors.action = 'auditUnknownAction';
  }
  if (values.actor) {
    if (UUID.test(values.actor)) filter.actorId = values.actor.toLowerCase();
    else errors.actor = 'auditUnknownActor';
  }
  if (values.kind) {
    if (known.kinds.includes(values.kind)) filter.recordKind = values.kind;
    else errors.kind = 'auditUnknownKind';
  }
  if (values.from) {
    if (isDay(values.from)) filter.fromDay = values.from;
    else errors.from = 'auditBadDate';
  }
  if (values.to) {
    if (isDay(values.to)) filter.toDay = values.to;
    else errors.to = 'auditBadDate';
  }
  if (filter.fromDay && filter.toDay && filter.fromDay > filter.toDay) {
    errors.to = 'auditToBeforeFrom';
    delete filter.toDay;
  }
  return { filter, values, errors };
}
