import assert from 'node:assert/strict';
import type { SignupMaterials } from '../../accounts/model.ts';
import {
  initialServicesWizard,
  servicesRefusal,
  type ServicesWizardAction,
  servicesWizardReducer,
  type ServicesWizardState,
  waitsForMaterials,
} from './services-wizard-state.ts';

const run = (state: ServicesWizardState, ...actions: ServicesWizardAction[]) =>
  actions.reduce(servicesWizardReducer, state);
const fresh = initialServicesWizard();
const materials = {
  service: {},
  conditions: {},
  jobType: {},
  language: [],
} as unknown as SignupMaterials;

Deno.test('the intro shows first; the first panel is not announced, a moved-to one is', () => {
  assert.equal(fresh.showIntro, true);
  assert.equal(fresh.panel, 0);
  const after = run(fresh, { type: 'introDone' });
  assert.equal(after.showIntro, false);
  assert.equal(after.announced, null);
  const leaving = run(after, { type: 'switchStart' });
  assert.equal(leaving.switching, true);
  const moved = run(leaving, { type: 'switched', panel: 1 });
  assert.deepEqual([moved.panel, moved.switching, moved.announced], [1, false, 1]);
});

Deno.test('the choice panels wait for the vocabularies; a failure offers Retry, which asks again', () => {
  assert.equal(waitsForMaterials(fresh), true);
  const failed = run(fresh, { type: 'materialsFailed' });
  assert.equal(failed.materialsFailed, true);
  const asked = run(failed, { type: 'materialsAsked' });
  assert.equal(asked.materialsFailed, false);
  assert.equal(waitsForMaterials(run(asked, { type: 'materialsLoaded', materials })), false);
  // The wage panel needs none.
  assert.equal(waitsForMaterials(run(fresh, { type: 'switched', panel: 3 })), false);
});

Deno.test("the server's field errors go to their fields and send the caregiver to the first panel", () => {
  const refusal = servicesRefusal(
    { bio: 'About me section must not be empty', conditions: 'Pick one', general: 'Nope' },
    3,
  );
  assert.deepEqual(refusal.fieldErrors, [
    ['bio', 'About me section must not be empty'],
    ['conditions', 'Pick one'],
  ]);
  assert.equal(refusal.general, 'Nope');
  assert.equal(refusal.panel, 1);
  // Already on that panel: nowhere to go.
  assert.equal(servicesRefusal({ bio: 'Empty' }, 3).panel, null);
  assert.equal(servicesRefusal({ general: 'Down' }, 3).panel, null);
});

Deno.test('a refusal shows its general message and panel; sending again clears the message', () => {
  const atWage = run(fresh, { type: 'introDone' }, { type: 'switched', panel: 3 });
  const refused = run(atWage, { type: 'send' }, { type: 'refused', general: 'Down', panel: 0 });
  assert.equal(refused.general, 'Down');
  assert.equal(refused.panel, 0);
  assert.equal(refused.announced, 3);
  assert.equal(run(refused, { type: 'send' }).general, undefined);
  const stays = run(atWage, { type: 'refused', panel: null });
  assert.equal(stays.panel, 3);
  assert.equal(run(atWage, { type: 'saved' }).saved, true);
});
