import assert from 'node:assert/strict';
import { todayIn } from '../../../shared/dates.ts';
import {
  applyInviteChange,
  canChoose,
  type HireFlow,
  hireFlow,
  initialHireFlow,
  initialJobId,
  initialOffer,
  jobHireState,
  keepChoosable,
  offerErrors,
  offerPayload,
  offerSummary,
  wageInput,
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

Deno.test('hire flow: shown after the wait, then the intro, step 1 and the posting', () => {
  let s = initialHireFlow(false);
  assert.equal(s.phase, 'waiting');
  s = hireFlow(s, { type: 'shown' });
  assert.equal(s.phase, 'intro');
  // A late timer does not take the family back to the intro.
  s = hireFlow(hireFlow(s, { type: 'go', phase: 'payment' }), { type: 'shown' });
  assert.equal(s.phase, 'payment');
  // No card yet: step 1 waits for one.
  assert.equal(hireFlow(s, { type: 'cardReady' }), s);
  s = hireFlow(s, { type: 'cardAdded' });
  assert.equal(s.card, 'added');
  s = hireFlow(s, { type: 'cardReady' });
  assert.equal(s.phase, 'select');
});

Deno.test('hire flow: a card on file stays on file; a card ready elsewhere than step 1 moves nothing', () => {
  const onFile = initialHireFlow(true);
  assert.equal(onFile.card, 'onFile');
  assert.equal(hireFlow(onFile, { type: 'cardAdded' }).card, 'onFile');
  const intro: HireFlow = { ...onFile, phase: 'intro' };
  assert.equal(hireFlow(intro, { type: 'cardReady' }).phase, 'intro');
});

Deno.test('hire flow: the review opens and closes; sending closes it and starts the countdown', () => {
  let s: HireFlow = { ...initialHireFlow(true), phase: 'select' };
  s = hireFlow(s, { type: 'slide', to: 1 });
  assert.equal(s.slide, 1);
  s = hireFlow(s, { type: 'review' });
  assert.equal(s.reviewing, true);
  assert.equal(hireFlow(s, { type: 'closeReview' }).reviewing, false);
  const sent = hireFlow(s, { type: 'sent', at: 1234 });
  assert.deepEqual([sent.phase, sent.reviewing, sent.sentAt], ['sent', false, 1234]);
});

Deno.test('hire flow: a chosen posting invited elsewhere meanwhile is dropped', () => {
  assert.equal(keepChoosable('a', { a: 'invited' }, []), '');
  assert.equal(keepChoosable('a', {}, ['a']), 'a');
  assert.equal(keepChoosable('', {}, []), '');
});

const toronto = {
  addressFull: '1 King St W, Toronto, ON',
  addressParams: { locality: 'toronto', adminAreaLevel1: 'on', country: 'canada' },
  coordinates: { lat: 43.70011, lng: -79.4163 },
  geohash: 'dpz88g6gd',
};
const jobId = '2f1c9a52-8c1e-4d0f-9a53-6b7d2f8e1a01';
const caregiver = { firstName: 'Amélie', lastName: 'Tremblay', imgUrlThumb: null };

Deno.test('hire offer: the form starts today at 10 hours; a negative wage becomes 0', () => {
  const form = initialOffer('2026-11-20', 'Hello Amélie');
  assert.deepEqual([form.startDate, form.estimatedHours, form.message], [
    '2026-11-20',
    '10',
    'Hello Amélie',
  ]);
  assert.equal(wageInput('-3'), '0');
  assert.equal(wageInput('21.5'), '21.5');
  assert.equal(wageInput(''), '');
});

Deno.test('hire offer: the payload sends numbers, and the schema names each wrong field once', () => {
  const form = {
    ...initialOffer(todayIn(), 'Hello Amélie'),
    clientFirstName: 'Rose',
    clientLastName: 'Nguyen',
    propWage: '21',
  };
  const payload = offerPayload(form, jobId, toronto, caregiver);
  assert.equal(payload.propWage, 21);
  assert.equal(payload.estimatedHours, 10);
  assert.deepEqual(payload.caregiverInfo, caregiver);
  assert.deepEqual(offerErrors(payload), {});

  const errors = offerErrors(offerPayload({ ...form, propWage: '14' }, '', null, caregiver));
  assert.deepEqual(errors, {
    jobId: 'jobRequired',
    address: 'addressRequired',
  });
  // The minimum is checked once the fields themselves are right.
  assert.deepEqual(
    offerErrors(offerPayload({ ...form, propWage: '14' }, jobId, toronto, caregiver)),
    {
      propWage: 'wageMin',
    },
  );
  assert.deepEqual(
    offerErrors(
      offerPayload(
        { ...form, propWage: '15.5', isVacationIncluded: true },
        jobId,
        toronto,
        caregiver,
      ),
    ),
    { propWage: 'wageMinVacation' },
  );
});
