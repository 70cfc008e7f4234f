import assert from 'node:assert/strict';
import { defaultJobDescription } from './description.ts';

Deno.test('the default description names up to 3 services and conditions, in list order', () => {
  assert.equal(
    defaultJobDescription({
      services: ['mobility', 'companionship', 'mealPrep'],
      conditions: ['dementia'],
    }, 'en'),
    'Looking for a caregiver to help with companionship, meal preparation and mobility assistance for a loved one living with dementia.',
  );
  assert.equal(
    defaultJobDescription(
      {
        services: ['transportation', 'bathing', 'shopping', 'grooming'],
        conditions: ['alzheimers', 'diabetes', 'copd', 'cancer'],
      },
      'en',
    ),
    "Looking for a caregiver to help with bathing, grooming and shopping & errands for a loved one living with Alzheimer's, diabetes and COPD.",
  );
  assert.equal(
    defaultJobDescription({ services: ['bathing'], conditions: ['stroke', 'arthritis'] }, 'en'),
    'Looking for a caregiver to help with bathing for a loved one living with the effects of a stroke and arthritis.',
  );
});

Deno.test('the default description is written in French for French families', () => {
  assert.equal(
    defaultJobDescription({
      services: ['companionship', 'mealPrep', 'mobility'],
      conditions: ['dementia'],
    }, 'fr'),
    'Nous cherchons une personne soignante pour aider avec la compagnie, la préparation des repas et la mobilité auprès d’un proche vivant avec la démence.',
  );
});

Deno.test('conditions without a phrase fall back to their label; none at all still reads well', () => {
  assert.equal(
    defaultJobDescription({
      services: ['exercise'],
      conditions: ['als'],
      labels: { als: 'ALS Care' },
    }, 'en'),
    'Looking for a caregiver to help with exercise for a loved one living with ALS care.',
  );
  assert.equal(
    defaultJobDescription({ services: ['exercise'], conditions: [] }, 'en'),
    'Looking for a caregiver to help with exercise for a loved one.',
  );
});
