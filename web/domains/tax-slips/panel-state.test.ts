import assert from 'node:assert/strict';
import type { TaxSlip, TaxYearView } from './model.ts';
import { panelModel } from './panel-state.ts';

const slip = { province: 'ON' } as TaxSlip;
const view = (over: Partial<TaxYearView>): TaxYearView => ({
  year: 2026,
  role: 'family',
  draft: true,
  finalFrom: '2027-01-01',
  unverified: [],
  slips: [slip],
  summary: null,
  runs: [],
  changedSinceIssue: false,
  missing: [],
  ...over,
});
const date = (iso: string) => iso.slice(0, 10);

Deno.test('panel: a draft year offers the draft XML and PDFs, no issue', () => {
  const m = panelModel(view({}), date);
  assert.equal(m.notice, 'draft');
  assert.equal(m.issue, null);
  assert.deepEqual(m.xml, [{ href: '/api/tax-slips/2026/return.xml', label: 'downloadXmlDraft' }]);
  assert.equal(m.slipsPdf?.href, '/api/tax-slips/2026/slips.pdf');
  assert.equal(m.summaryPdf?.href, '/api/tax-slips/2026/summary.pdf');
});

Deno.test('panel: a final year never issued offers the issue; then only a changed pay does', () => {
  assert.equal(panelModel(view({ draft: false }), date).issue, 'issueSlips');
  const runs = [{
    id: 'r1',
    reportType: 'O' as const,
    issuedAt: '2027-01-05T15:00:00Z',
    slipCount: 1,
  }];
  const issued = panelModel(view({ draft: false, runs }), date);
  assert.equal(issued.issue, null);
  assert.deepEqual(issued.xml, [{
    href: '/api/tax-slips/2026/return.xml?run=r1',
    label: 'downloadOriginalXml',
    params: { date: '2027-01-05' },
  }]);
  assert.equal(
    panelModel(view({ draft: false, runs, changedSinceIssue: true }), date).issue,
    'issueAmended',
  );
});

Deno.test('panel: no XML while the employer details are missing; the caregiver gets only a slip', () => {
  assert.deepEqual(panelModel(view({ missing: ['payrollAccount'] }), date).xml, []);
  const m = panelModel(view({ role: 'caregiver' }), date);
  assert.deepEqual(m.xml, []);
  assert.equal(m.summaryPdf, null);
  assert.equal(m.slipsPdf?.label, 'downloadSlip');
});

Deno.test('panel: the balance of the Summary: due, overpaid or nothing; empty year', () => {
  const summary = (differenceCents: number) => ({ differenceCents } as TaxYearView['summary']);
  assert.deepEqual(panelModel(view({ summary: summary(1234) }), date).balance, {
    label: 'balanceDue',
    cents: 1234,
  });
  assert.deepEqual(panelModel(view({ summary: summary(-5) }), date).balance, {
    label: 'overpayment',
    cents: 5,
  });
  assert.deepEqual(panelModel(view({ summary: summary(0) }), date).balance, {
    label: 'nothingOwed',
    cents: 0,
  });
  const empty = panelModel(view({ slips: [] }), date);
  assert.equal(empty.notice, 'empty');
  assert.equal(empty.slipsPdf, null);
});
