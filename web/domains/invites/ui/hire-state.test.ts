import assert from 'node:assert/strict';
import {
  applyInviteChange,
  canChoose,
  initialJobId,
  jobHireState,
  offerSummary,
} from './hire-state.ts';

Deno.test('hire state: a posting is Accepted, Invited or Applied, and only the free or applied are choosable', () => {
  const invites = { a: 'accepted' as const, b: 'invited' as const };
  assert.equal(jobHireState('a', invites, ['a']), 'accepted');
  assert.equal(jobHireState('b', invites, []), 'invited');
  assert.equal(jobHireState('c', invites, ['c']), 'applied');
  assert.equal(jobHireState('d', invites, ['c']), null);
  assert.equal(canChoose('accepted'), false);
  assert.equal(canChoose('invited'), false);
  assert.equal(canChoose('applied'), true);
  assert.equal(canChoose(null), true);
});

Deno.test("hire state: the posting asked for is chosen only when it is the family's and choosable", () => {
  const invites = { b: 'invited' as const };
  assert.equal(initialJobId(['a', 'b'], 'a', invites, ['a']), 'a');
  assert.equal(initialJobId(['a', 'b'], 'b', invites, []), '');
  assert.equal(initialJobId(['a', 'b'], 'zzz', invites, []), '');
  assert.equal(initialJobId(['a', 'b'], null, invites, []), '');
});

Deno.test('hire state: a live invite change of this caregiver moves its posting; others change nothing', () => {
  const cg = { userIdNumber: '100', firstName: '', lastName: '', imgUrlThumb: null };
  const other = { ...cg, userIdNumber: '200' };
  const row = (jobId: string, isAccepted: boolean, isDeclined: boolean, who = cg) => ({
    jobId,
    isAccepted,
    isDeclined,
    caregiverInfo: who,
  });
  assert.deepEqual(applyInviteChange({}, row('a', false, false), '100'), { a: 'invited' });
  assert.deepEqual(applyInviteChange({ a: 'invited' }, row('a', true, false), '100'), {
    a: 'accepted',
  });
  assert.deepEqual(applyInviteChange({ a: 'invited' }, row('a', false, true), '100'), {});
  const before = { a: 'invited' as const };
  assert.equal(applyInviteChange(before, row('b', false, false, other), '100'), before);
});

Deno.test('hire state: the offer summary uses the one savings formula (base ÷ 0.65 − total payable)', () => {
  // $20.00 without vacation: $20.80 with it; the family pays 20.80 × 1.2966 = 26.97/hr.
  const s = offerSummary(20, false, 10)!;
  assert.equal(s.wageCents, 2080);
  assert.equal(s.hourlyCostCents, 2697);
  assert.equal(s.weeklyCostCents, 26970);
  // Base 20.00 × 10 h = 20000; 20000 ÷ 0.65 = 30769; 30769 − 26970 = 3799.
  assert.equal(s.weeklySavingsCents, 3799);
  // Vacation included: the offer is the wage as-is.
  assert.equal(offerSummary(20.8, true, 10)!.wageCents, 2080);
  assert.equal(offerSummary(0, false, 10), null);
  assert.equal(offerSummary(20, false, 0), null);
});
