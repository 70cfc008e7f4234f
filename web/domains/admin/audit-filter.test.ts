import assert from 'node:assert/strict';
import { tableHref } from '../../components/data-table-state.ts';
import { parseAuditFilter } from './audit-filter.ts';
import { AUDIT_TABLE } from './model.ts';

const known = { actions: ['reportActioned', 'invoicesRun'], kinds: ['report', 'invoiceWeek'] };
const parse = (query: string) => parseAuditFilter(new URLSearchParams(query), known);
const ID = '0b6f7d2e-3c1a-4f7e-9a55-1d2c3b4a5f60';

Deno.test('audit filter: known values pass through, nothing set means no filter', () => {
  assert.deepEqual(parse('').filter, {});
  assert.deepEqual(parse('').errors, {});
  assert.deepEqual(
    parse(
      `action=reportActioned&actor=${ID.toUpperCase()}&kind=report&from=2026-11-01&to=2026-11-28&sort=actor&page=2`,
    )
      .filter,
    {
      action: 'reportActioned',
      actorId: ID,
      recordKind: 'report',
      fromDay: '2026-11-01',
      toDay: '2026-11-28',
    },
  );
});

Deno.test('audit filter: an unknown or malformed value is refused with its message', () => {
  const { filter, errors, values } = parse(
    'action=dropTable&actor=me&kind=x&from=2026-02-30&to=soon',
  );
  assert.deepEqual(filter, {});
  assert.deepEqual(errors, {
    action: 'auditUnknownAction',
    actor: 'auditUnknownActor',
    kind: 'auditUnknownKind',
    from: 'auditBadDate',
    to: 'auditBadDate',
  });
  assert.equal(values.action, 'dropTable');
});

Deno.test('audit filter: a range that ends before it starts keeps only its start', () => {
  const { filter, errors } = parse('from=2026-11-20&to=2026-11-01');
  assert.deepEqual(filter, { fromDay: '2026-11-20' });
  assert.deepEqual(errors, { to: 'auditToBeforeFrom' });
});

Deno.test('audit filter: sorting and paging keep the filters', () => {
  const { values } = parse('action=invoicesRun&from=2026-11-01&page=4');
  const href = (sort: 'when' | 'actor', direction: 'asc' | 'desc', page: number) =>
    tableHref('/admin/audit', AUDIT_TABLE, { sort: { column: sort, direction }, page }, values);
  assert.equal(href('when', 'desc', 1), '/admin/audit?action=invoicesRun&from=2026-11-01');
  assert.equal(href('when', 'desc', 2), '/admin/audit?action=invoicesRun&from=2026-11-01&page=2');
  assert.equal(
    href('actor', 'asc', 1),
    '/admin/audit?action=invoicesRun&from=2026-11-01&sort=actor',
  );
  assert.equal(
    tableHref('/admin/audit', AUDIT_TABLE, { sort: AUDIT_TABLE.defaultSort, page: 1 }, {}),
    '/admin/audit',
  );
});
