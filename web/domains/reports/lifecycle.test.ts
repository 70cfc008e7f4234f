import assert from 'node:assert/strict';
import { filingRefusal, nextReportState } from './lifecycle.ts';

Deno.test('reports lifecycle: pending review → read → actioned (action editable)', () => {
  assert.equal(nextReportState('pending_review', 'read'), 'read');
  assert.equal(nextReportState('pending_review', 'action'), 'actioned');
  assert.equal(nextReportState('read', 'action'), 'actioned');
  assert.equal(nextReportState('read', 'read'), null);
  assert.equal(nextReportState('actioned', 'read'), null);
  assert.equal(nextReportState('actioned', 'action'), 'actioned');
});

Deno.test('reports lifecycle: filed from the scheduled date, or earlier once checked in; never once completed', () => {
  assert.equal(filingRefusal({ state: 'scheduled', onOrAfterScheduledDate: false }), 'reportDate');
  assert.equal(filingRefusal({ state: 'scheduled', onOrAfterScheduledDate: true }), null);
  assert.equal(filingRefusal({ state: 'checked_in', onOrAfterScheduledDate: false }), null);
  for (const onOrAfterScheduledDate of [false, true]) {
    assert.equal(
      filingRefusal({ state: 'completed', onOrAfterScheduledDate }),
      'reportShiftCompleted',
    );
  }
});
