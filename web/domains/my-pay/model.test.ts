import assert from 'node:assert/strict';
import {
  applyInvoiceFilter,
  CHART_COLOURS,
  chartSeries,
  displayStatus,
  dueDate,
  familyAction,
  formatDay,
  isInvoiceFilter,
  jobPath,
  neighbours,
  parsePage,
  tabRedirect,
  weekRange,
} from './model.ts';

const party = (firstName: string, lastName: string) => ({ firstName, lastName, userIdNumber: 'u' });
const inv = (id: string, createdAt: string, isPaid: boolean, cg: [string, string]) => ({
  id,
  createdAt,
  status: { isApproved: isPaid, isPaid },
  caregiverInfo: { ...party(...cg), imgUrlThumb: null },
  familyInfo: { ...party('Fam' + id, 'Ily' + id), clientFirstName: '', clientLastName: '' },
});

Deno.test('my-pay: /mypay and /mypay/{tab} lead to the tab named by the path, else /mypay/invoice', () => {
  assert.equal(tabRedirect(undefined), '/mypay/invoice');
  assert.equal(tabRedirect('timesheet'), '/mypay/invoice');
  assert.equal(tabRedirect('invoice'), null);
  assert.equal(tabRedirect('history'), null);
});

Deno.test('my-pay: display status and the family button (spec 002 §4)', () => {
  const s = (isApproved: boolean, isPaid: boolean) => ({ status: { isApproved, isPaid } });
  assert.equal(displayStatus(s(false, false)), 'pending');
  assert.equal(displayStatus(s(true, false)), 'approved');
  assert.equal(displayStatus(s(true, true)), 'paid');
  // Paid wins even if a row says not approved (an auto-pay approves and pays at once).
  assert.equal(displayStatus(s(false, true)), 'paid');
  assert.equal(familyAction(s(false, false)), 'approve');
  assert.equal(familyAction(s(true, false)), 'pay');
  assert.equal(familyAction(s(true, true)), 'paid');
});

Deno.test('my-pay: the due date is the creation date while unapproved, the approval date once approved', () => {
  const createdAt = '2026-11-15T08:00:00Z';
  const approvedAt = '2026-11-16T20:30:00Z';
  const status = (isApproved: boolean) => ({ isApproved, isPaid: false });
  assert.equal(dueDate({ createdAt, approvedAt: null, status: status(false) }), createdAt);
  assert.equal(dueDate({ createdAt, approvedAt, status: status(true) }), approvedAt);
  // An approval time without the flag (not expected) still shows the creation date.
  assert.equal(dueDate({ createdAt, approvedAt, status: status(false) }), createdAt);
});

Deno.test('my-pay: invoice filters (spec 002 §9)', () => {
  const list = [
    inv('a', '2026-10-01T00:00:00Z', true, ['Zoe', 'Adams']),
    inv('b', '2026-11-01T00:00:00Z', false, ['Amy', 'Young']),
    inv('c', '2026-10-15T00:00:00Z', false, ['Mia', 'Brown']),
  ];
  const ids = (
    f: Parameters<typeof applyInvoiceFilter>[1],
    role: 'family' | 'caregiver' = 'family',
  ) => applyInvoiceFilter(list, f, role).map((i) => i.id);
  assert.deepEqual(ids('newest'), ['b', 'c', 'a']);
  assert.deepEqual(ids('oldest'), ['a', 'c', 'b']);
  assert.deepEqual(ids('unpaid'), ['b', 'c']);
  assert.deepEqual(ids('paid'), ['a']);
  assert.deepEqual(ids('firstName'), ['b', 'c', 'a']);
  assert.deepEqual(ids('lastName'), ['a', 'c', 'b']);
  // A caregiver sorts by the family's names.
  assert.deepEqual(ids('firstName', 'caregiver'), ['a', 'b', 'c']);
  assert.ok(isInvoiceFilter('paid'));
  assert.ok(!isInvoiceFilter('startDate'));
  assert.ok(!isInvoiceFilter(null));
});

Deno.test('my-pay: newer/older arrows step through the list', () => {
  assert.deepEqual(neighbours(['b', 'c', 'a'], 'c'), {
    newer: 'b',
    older: 'a',
    position: 2,
    count: 3,
  });
  assert.deepEqual(neighbours(['b', 'c', 'a'], 'b'), {
    newer: null,
    older: 'c',
    position: 1,
    count: 3,
  });
  assert.deepEqual(neighbours(['b'], 'x'), { newer: null, older: null, position: 0, count: 1 });
});

Deno.test('my-pay: the week of the first shift, Sunday to Saturday, as MMM DD, YYYY', () => {
  assert.deepEqual(weekRange('2026-11-18'), { start: '2026-11-15', end: '2026-11-21' });
  assert.deepEqual(weekRange('2026-11-15'), { start: '2026-11-15', end: '2026-11-21' });
  assert.deepEqual(weekRange('2026-12-31'), { start: '2026-12-27', end: '2027-01-02' });
  assert.equal(formatDay('2026-11-05', 'en'), 'Nov 05, 2026');
  assert.equal(formatDay('2026-11-05', 'fr'), '05 nov. 2026');
});

Deno.test('my-pay: chart series: trailing 12 months, colours cycling through 7', () => {
  const bars = chartSeries(
    [
      { paidAt: '2026-11-03T12:00:00Z', cents: 1000 },
      { paidAt: '2026-11-20T12:00:00Z', cents: 500 },
      { paidAt: '2025-12-01T00:00:00Z', cents: 7 },
      { paidAt: '2025-11-30T23:00:00Z', cents: 99 }, // 13 months ago: left out
      { paidAt: '2026-12-01T00:00:00Z', cents: 99 }, // after today's month: left out
    ],
    '2026-11-22',
  );
  assert.equal(bars.length, 12);
  assert.equal(bars[0].month, '2025-12');
  assert.equal(bars[11].month, '2026-11');
  assert.equal(bars[0].cents, 7);
  assert.equal(bars[11].cents, 1500);
  assert.equal(bars.reduce((s, b) => s + b.cents, 0), 1507);
  assert.equal(bars[0].colour, CHART_COLOURS[0]);
  assert.equal(bars[7].colour, CHART_COLOURS[0]);
  assert.equal(bars[8].colour, CHART_COLOURS[1]);
  assert.equal(new Set(bars.map((b) => b.colour)).size, 7);
  // January wraps the year.
  assert.equal(chartSeries([], '2027-01-10')[0].month, '2026-02');
});

Deno.test('my-pay: links per role and the pager', () => {
  assert.equal(jobPath('j1', 'family'), '/profile/jobs/j1');
  assert.equal(jobPath('j1', 'caregiver'), '/job/j1');
  assert.equal(parsePage('3', 25), 3);
  assert.equal(parsePage('9', 25), 3);
  assert.equal(parsePage('x'), 1);
  assert.equal(parsePage('0'), 1);
});
