import assert from 'node:assert/strict';
import { translator } from '../../shared/i18n.tsx';
import { shellMessages } from './messages.ts';
import { appLinks, badgeText, initials, isCurrent, isSolid } from './top-bar-state.ts';

const en = translator(shellMessages, 'en');
const fr = translator(shellMessages, 'fr');

Deno.test('a family and a caregiver see the product, each with their own search', () => {
  const family = appLinks({ userType: 'family', profileComplete: true }, en);
  assert.deepEqual(family.map((l) => l.href), [
    '/dashboard',
    '/caregivers',
    '/myteam',
    '/messages',
    '/mypay',
  ]);
  const caregiver = appLinks({ userType: 'caregiver', profileComplete: true }, fr);
  assert.equal(caregiver[1].href, '/jobs');
  assert.equal(caregiver[0].label, fr('dashboard'));
});

Deno.test('a caregiver still completing signup sees no sections; staff see their queues', () => {
  assert.deepEqual(appLinks({ userType: 'caregiver', profileComplete: false }, en), []);
  const staff = appLinks({ userType: 'admin', profileComplete: false }, en);
  assert.equal(staff[0].href, '/admin');
  assert.ok(staff.some((l) => l.href === '/admin/inquiries'));
  assert.ok(!staff.some((l) => l.href === '/mypay'));
});

Deno.test('a section is current on its page and below it, not on a page that merely starts alike', () => {
  assert.ok(isCurrent('/jobs', '/jobs'));
  assert.ok(isCurrent('/jobs/123', '/jobs'));
  assert.ok(!isCurrent('/jobsearch', '/jobs'));
});

Deno.test('initials, the badge and when the bar turns solid', () => {
  assert.equal(initials({ firstName: 'erin', lastName: 'tester' }), 'ET');
  assert.equal(initials({ firstName: '', lastName: '' }), '?');
  assert.equal(badgeText(0), null);
  assert.equal(badgeText(7), '7');
  assert.equal(badgeText(100), '99+');
  assert.ok(!isSolid(8));
  assert.ok(isSolid(9));
});
