// /admin (issue 13): the staff's home counts what waits in each queue, only staff reach it, and
// each count refuses anyone else on the server, not only by hiding the page.
import assert from 'node:assert/strict';
import { readAdminHome } from '../../web/domains/admin/actions.server.ts';
import { countBackgroundChecksWaiting } from '../../web/domains/background-checks/actions.server.ts';
import { countReportsAwaitingReview } from '../../web/domains/reports/actions.server.ts';
import { sql } from '../../web/server/db.server.ts';
import { createCareer } from '../factories/careers.ts';
import { createContactInquiry } from '../factories/contact.ts';
import { actor } from '../factories/shifts.ts';
import { api, deleteUsers, signedInAdmin, signedInFamily, test } from './helpers.ts';

test('the admin home counts what waits in each queue and links to it', async () => {
  const admin = await signedInAdmin();
  const careerIds: string[] = [];
  const inquiryIds: string[] = [];
  try {
    const staff = actor(admin, 'admin');
    const before = await readAdminHome(staff);
    careerIds.push((await createCareer({ isPublished: false })).id);
    careerIds.push((await createCareer({ isPublished: true })).id);
    inquiryIds.push((await createContactInquiry({ minutesAgo: 5 })).id);
    inquiryIds.push((await createContactInquiry({ minutesAgo: 8 * 24 * 60 })).id);
    const after = await readAdminHome(staff);
    // Only the draft waits; only the inquiry of this week counts.
    assert.equal(after.waiting.careers, (before.waiting.careers ?? 0) + 1);
    assert.equal(after.waiting.inquiries, (before.waiting.inquiries ?? 0) + 1);
    assert.equal(typeof after.waiting.reports, 'number');
    assert.equal(typeof after.waiting.backgroundChecks, 'number');

    const page = await api('GET', '/admin', { cookie: admin.cookie });
    assert.equal(page.status, 200);
    for (
      const href of ['/reports', '/admin/background-checks', '/admin/inquiries', '/admin/careers']
    ) {
      assert.ok(String(page.body).includes(`href="${href}"`), href);
    }
    // Staff land on their home, not on a marketplace dashboard.
    const dash = await api('GET', '/dashboard', { cookie: admin.cookie });
    assert.equal(dash.status, 302);
    assert.equal(dash.headers.get('location'), '/admin');
  } finally {
    if (careerIds.length) await sql`delete from public.careers where id = any(${careerIds})`;
    if (inquiryIds.length) {
      await sql`delete from public.contact_inquiries where id = any(${inquiryIds})`;
    }
    await deleteUsers(admin.id);
  }
});

test('only staff reach /admin and its counts', async () => {
  const family = await signedInFamily();
  try {
    const out = await api('GET', '/admin');
    assert.equal(out.status, 302);
    assert.equal(out.headers.get('location'), '/login?next=%2Fadmin');
    const fam = await api('GET', '/admin', { cookie: family.cookie });
    assert.equal(fam.status, 302);
    assert.equal(fam.headers.get('location'), '/dashboard');
    const viewer = actor(family, 'family');
    await assert.rejects(countReportsAwaitingReview(viewer), { status: 403 });
    await assert.rejects(countBackgroundChecksWaiting(viewer), { status: 403 });
  } finally {
    await deleteUsers(family.id);
  }
});
