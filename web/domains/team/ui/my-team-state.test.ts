import assert from 'node:assert/strict';
import type { EmergencyContact, TeamMember } from '../model.ts';
import {
  addCarePlanItem,
  addContact,
  canAddContact,
  contactsToSave,
  EMPTY_CONTACT,
  layoutClass,
  openPanel,
  replaceMember,
  reviewButton,
  withoutIndex,
} from './my-team-state.ts';

const review = (over: Partial<TeamMember['review']> = {}): TeamMember['review'] => ({
  isReviewed: false,
  id: null,
  score: null,
  shouldInquire: false,
  blockReview: false,
  ...over,
});

const marie: EmergencyContact = {
  name: 'Marie Nguyen',
  relationship: 'Sibling',
  specifyRelationship: '',
  phoneNum: '(416) 555-0101',
  primary: false,
};

Deno.test('the narrow layout slides the panel in, and the list back', () => {
  assert.equal(layoutClass({ panelOpen: true, slid: null }), 'team team--panel');
  assert.equal(layoutClass(openPanel(true)), 'team team--panel team--slide-in');
  assert.equal(layoutClass(openPanel(false)), 'team team--list team--slide-back');
});

Deno.test('a saved member replaces its old self, the others stay', () => {
  const a = { id: 'a', pinnedNote: '' } as TeamMember;
  const b = { id: 'b', pinnedNote: '' } as TeamMember;
  const saved = { id: 'b', pinnedNote: 'Keys under the mat' } as TeamMember;
  assert.deepEqual(replaceMember([a, b], saved), [a, saved]);
});

Deno.test('a caregiver may view a review only once it exists', () => {
  assert.deepEqual(reviewButton({ numShifts: 9, review: review() }, 'caregiver'), {
    kind: 'viewDisabled',
  });
  assert.deepEqual(
    reviewButton({ numShifts: 0, review: review({ isReviewed: true }) }, 'caregiver'),
    { kind: 'view' },
  );
});

Deno.test('a family submits from the third completed shift, edits once reviewed', () => {
  assert.deepEqual(reviewButton({ numShifts: 2, review: review() }, 'family'), {
    kind: 'notEligible',
    hint: true,
  });
  assert.deepEqual(reviewButton({ numShifts: 3, review: review() }, 'family'), { kind: 'submit' });
  assert.deepEqual(
    reviewButton({ numShifts: 0, review: review({ isReviewed: true }) }, 'family'),
    { kind: 'edit' },
  );
  // Blocked reviews: never eligible, and no hint about shifts.
  assert.deepEqual(
    reviewButton({ numShifts: 30, review: review({ blockReview: true }) }, 'family'),
    { kind: 'notEligible', hint: false },
  );
});

Deno.test('care plan items are stored camel-case; a blank one adds nothing', () => {
  assert.deepEqual(addCarePlanItem(['bathing'], '  evening walk '), ['bathing', 'eveningWalk']);
  assert.deepEqual(addCarePlanItem(['bathing'], '   '), ['bathing']);
  assert.deepEqual(withoutIndex(['a', 'b', 'c'], 1), ['a', 'c']);
});

Deno.test('a contact is added with its phone formatted, or refused with its own errors', () => {
  const added = addContact([], { ...marie, phoneNum: '4165550101' });
  assert.deepEqual(added.errors, {});
  assert.equal(added.contacts[0].phoneNum, '(416) 555-0101');

  const refused = addContact([marie], EMPTY_CONTACT);
  assert.deepEqual(refused.contacts, [marie]);
  assert.deepEqual(refused.errors, {
    name: 'nameInvalid',
    phoneNum: 'mustNotBeEmpty',
    relationship: 'relationshipRequired',
  });

  const unspecified = addContact([], { ...marie, relationship: 'Other' });
  assert.deepEqual(unspecified.errors, { specifyRelationship: 'specifyRequired' });
});

Deno.test('the list is saved only with two contacts, the first one primary', () => {
  assert.deepEqual(contactsToSave([]), { ok: false, errors: { list: 'missingContact1' } });
  assert.deepEqual(contactsToSave([marie]), { ok: false, errors: { list: 'missingContact2' } });
  const paul = { ...marie, name: 'Paul Nguyen', primary: true };
  const saved = contactsToSave([marie, paul]);
  assert.ok(saved.ok);
  assert.deepEqual(saved.body.emergencyContacts.map((c) => [c.name, c.primary]), [
    ['Marie Nguyen', true],
    ['Paul Nguyen', false],
  ]);
  assert.equal(canAddContact([marie]), true);
  assert.equal(canAddContact([marie, paul]), false);
});
