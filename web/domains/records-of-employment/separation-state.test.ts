import assert from 'node:assert/strict';
import { chosenReason, panelActions } from './separation-state.ts';
import type { SeparationPanel } from './model.ts';

const panel = (over: Partial<SeparationPanel>): SeparationPanel => ({
  memberId: 'm',
  viewer: 'family',
  records: [],
  lastPeriodEnd: '2026-11-21',
  ...over,
});

Deno.test('a reason is one of the ROE guide codes, anything else asks for one', () => {
  assert.deepEqual(chosenReason('E'), { code: 'E' });
  assert.deepEqual(chosenReason('Z'), { code: 'Z' });
  for (const bad of ['', 'C', 'e', 'AA', 'reason.A']) {
    assert.deepEqual(chosenReason(bad), { error: 'reasonRequired' });
  }
});

Deno.test('the family may end, the caregiver leave, once per last paid period', () => {
  assert.equal(panelActions(panel({})).action, 'end');
  assert.equal(panelActions(panel({ viewer: 'caregiver' })).action, 'leave');
  // No pay: nothing to issue.
  assert.equal(panelActions(panel({ lastPeriodEnd: null })).action, null);
  const left = panel({
    records: [{
      id: 'r1',
      cause: 'caregiver_left',
      reasonCode: null,
      finalPeriodEnd: '2026-11-21',
    }],
  });
  assert.equal(panelActions(left).action, null);
  assert.deepEqual(panelActions(left).needsReason, ['r1']);
  assert.deepEqual(panelActions({ ...left, viewer: 'caregiver' }).needsReason, []);
  // An interruption the job found: the family can still end (which gives its reason).
  const paused = panel({
    records: [{ id: 'r2', cause: 'interruption', reasonCode: null, finalPeriodEnd: '2026-11-21' }],
  });
  assert.equal(panelActions(paused).action, 'end');
  // Pay after an earlier ROE: a new period of employment can end again.
  const back = panel({
    records: [{
      id: 'r3',
      cause: 'ended_by_family',
      reasonCode: 'A',
      finalPeriodEnd: '2026-06-06',
    }],
  });
  assert.equal(panelActions(back).action, 'end');
});
