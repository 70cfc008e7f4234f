import assert from 'node:assert/strict';
import { auditHref, parseAuditFilter } from './audit-filter.ts';

const known = { actions: ['reportActioned', 'invoicesRun'], kinds: ['report', 'invoiceWeek'] };
const parse = (query: string) => parseAuditFilter(new URLSearchParams(query), known);
const ID = '0b6f7d2e-3c1a-4f7e-9a55-1d2c3b4a5f60';

Deno.test('audit filter: known values pass through, nothing set means no filter', () => {
  assert.deepEqual(parse('').filter, {});
  assert.deepEqual(parse('').errors, {});
  assert.deepEqual(
    parse(
      `action=reportActioned&actor=${ID.toUpperCase()}&kind=report&from=2026-11-01&to=2026-11-28&before=${ID}`,
    )
      .filter,
    {
      action: 'reportActioned',
      actorId: ID,
      recordKind: 'report',
      fromDay: '2026-11-01',
      toDay: '2026-11-28',
      before: ID,
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

Deno.test('audit filter: the next page keeps the filters', () => {
  const { values } = parse('action=invoicesRun&from=2026-11-01');
  assert.equal(auditHref(values), '/admin/audit?action=invoicesRun&from=2026-11-01');
  assert.equal(
    auditHref(values, ID),
    `/admin/audit?action=invoicesRun&from=2026-11-01&before=${ID}`,
  );
  assert.equal(auditHref({ action: '', actor: '', kind: '', from: '', to: '' }), '/admin/audit');
});
