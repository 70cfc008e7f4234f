import assert from 'node:assert/strict';
import { onboardingStep, stepAllowed } from './lifecycle.ts';

Deno.test('onboarding: the first unfinished step, and which calls may run', () => {
  const f = (b: boolean, s: boolean, e: boolean, p = false) => ({
    isBasicCompleted: b,
    isServiceCompleted: s,
    isEduAccredCompleted: e,
    isProfileCompleted: p,
  });
  assert.equal(onboardingStep(f(false, false, false)), 'basic-info');
  assert.equal(onboardingStep(f(true, false, false)), 'services');
  assert.equal(onboardingStep(f(true, true, false)), 'education-experience');
  assert.equal(onboardingStep(f(true, true, true)), 'finish');
  assert.equal(onboardingStep(f(true, true, true, true)), 'done');
  // A missing earlier step moves back.
  assert.equal(onboardingStep(f(false, true, true)), 'basic-info');
  assert.ok(stepAllowed(f(false, false, false), 'basic-info'));
  assert.ok(!stepAllowed(f(false, false, false), 'services'));
  assert.ok(stepAllowed(f(true, false, false), 'services'));
  assert.ok(stepAllowed(f(true, true, false), 'basic-info'));
  assert.ok(!stepAllowed(f(true, true, false), 'finish'));
  assert.ok(stepAllowed(f(true, true, true), 'finish'));
});
