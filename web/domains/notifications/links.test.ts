import assert from 'node:assert/strict';
import { linkForNotification } from './links.ts';

Deno.test('linkForNotification follows the spec table', () => {
  assert.equal(linkForNotification('Job Application', 'app-1'), '/jobs/applications/app-1');
  assert.equal(linkForNotification('Invite', 'inv-2'), '/invites/inv-2');
  assert.equal(linkForNotification('Shift', 'member-3'), '/myteam/member-3');
  assert.equal(linkForNotification('Invoice', 'inv-4'), '/mypay/invoice/inv-4');
  assert.equal(linkForNotification('Report', 'rep-5'), '/reports/rep-5');
  assert.equal(linkForNotification('Review', 'member-6'), '/reviews/member-6');
});

Deno.test('linkForNotification sends any other class home', () => {
  for (const cls of ['Message', 'Welcome', '', 'invite', 'constructor', 'toString', '__proto__']) {
    assert.equal(linkForNotification(cls, 'x'), '/', cls);
  }
});

Deno.test('linkForNotification without a reference goes home', () => {
  assert.equal(linkForNotification('Invite', null), '/');
  assert.equal(linkForNotification('Invite', undefined), '/');
  assert.equal(linkForNotification('Invite', ''), '/');
});

Deno.test('linkForNotification keeps a stored reference inside its path', () => {
  assert.equal(linkForNotification('Invite', '../admin'), '/invites/..%2Fadmin');
  assert.equal(
    linkForNotification('Report', '//evil.example/x'),
    '/reports/%2F%2Fevil.example%2Fx',
  );
  assert.equal(linkForNotification('Review', 'a?b#c'), '/reviews/a%3Fb%23c');
});
