// My Pay's pages (issue 12, spec 002 §2, §4, §6, §8): the guards per role, the path rules
// (/mypay → /mypay/invoice → the first current invoice; unknown id → the first; another
// family's invoice → /mypay/invoice with the authorization message), the history viewer's
// redirect and error messages, and that a caregiver's page never carries the family's cost.
// Each test generates its own week (September 2026) so it meets no other test's invoices.
import assert from 'node:assert/strict';
import { asService } from '../../web/server/db.server.ts';
import { approveInvoiceAt, markInvoicePaid } from '../../web/domains/invoices/actions.server.ts';
import { invoicedWeek } from '../factories/invoices.ts';
import { api, deleteUsers, signedInAdmin, signedInFamily, signIn, test } from './helpers.ts';

const decode = (html: string) =>
  html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

async function week(weekStart: string) {
  const w = await invoicedWeek(weekStart, { wageCents: 2496, days: 3, hours: 9 });
  assert.ok(w.invoiceId, 'the factory generated an invoice');
  const family = await signIn(w.family);
  const caregiver = await signIn(w.caregiver);
  return { ...w, family, caregiver };
}

async function pay(invoiceId: string) {
  await asService(async (tx) => {
    await approveInvoiceAt(tx, invoiceId, new Date());
    await markInvoicePaid(tx, invoiceId, new Date(), `pi_test_${invoiceId.slice(0, 8)}`);
  });
}

test('my-pay: signed out goes to /login, staff to /dashboard, /mypay and /mypay/timesheet to /mypay/invoice', async () => {
  const admin = await signedInAdmin();
  const family = await signedInFamily();
  try {
    for (const path of ['/mypay', '/mypay/invoice', '/mypay/history', '/mypay/detail']) {
      const res = await api('GET', path);
      assert.equal(res.status, 302, path);
      assert.match(res.headers.get('location') ?? '', /^\/login/, path);
    }
    const staff = await api('GET', '/mypay/invoice', { cookie: admin.cookie });
    assert.equal(staff.status, 302);
    assert.equal(staff.headers.get('location'), '/dashboard');
    for (const path of ['/mypay', '/mypay/timesheet']) {
      const res = await api('GET', path, { cookie: family.cookie });
      assert.equal(res.status, 302, path);
      assert.equal(res.headers.get('location'), '/mypay/invoice', path);
    }
    // No invoices: the empty states.
    const none = await api('GET', '/mypay/invoice', { cookie: family.cookie });
    assert.equal(none.status, 200);
    assert.match(none.body, /No active invoices/);
    assert.match(none.body, /aria-current="page"[^>]*>Invoice</);
    const history = await api('GET', '/mypay/history', { cookie: family.cookie });
    assert.equal(history.status, 200);
    assert.match(history.body, /No payment history/);
    assert.match(history.body, /data-testid="pay-chart"/);
  } finally {
    await deleteUsers(admin.id, family.id);
  }
});

test('my-pay: the family reaches its invoice, sees the cost and Approve Invoice; an unknown id leads to the first', async () => {
  const w = await week('2026-09-06');
  try {
    const tab = await api('GET', '/mypay/invoice', { cookie: w.family.cookie });
    assert.equal(tab.status, 302);
    assert.equal(tab.headers.get('location'), `/mypay/invoice/${w.invoiceId}`);

    const page = await api('GET', `/mypay/invoice/${w.invoiceId}`, { cookie: w.family.cookie });
    assert.equal(page.status, 200);
    const html = decode(page.body);
    assert.match(html, /Approve Invoice/);
    assert.match(html, /data-testid="invoice-status"[^>]*>Pending</);
    assert.match(html, /data-testid="family-cost"/);
    assert.match(html, /Total payable/);
    assert.match(html, /Fee model: wage × 1\.2966/);
    assert.match(html, /Actual employer contributions/);
    assert.match(
      html,
      /data-testid="overtime-rule">Daily overtime: over 8 h at 1\.5x, over 12 h at 2x</,
    );
    assert.match(html, /href="\/resources"/);
    assert.match(html, new RegExp(`href="/myteam/${w.memberId}"`));
    // Three days of nine hours: each day's hour beyond 8 is overtime at 1.5x (the daily rule).
    assert.match(html, /Overtime 1\.5×/);
    assert.doesNotMatch(html, /data-testid="caregiver-pay"/);
    // Family tabs: Invoice, Pay History, Payment Methods.
    for (const href of ['/mypay/invoice', '/mypay/history', '/mypay/detail']) {
      assert.match(html, new RegExp(`class="mp-tabs__tab[^"]*" href="${href}"`), href);
    }

    for (const unknown of [crypto.randomUUID(), 'not-an-id']) {
      const res = await api('GET', `/mypay/invoice/${unknown}`, { cookie: w.family.cookie });
      assert.equal(res.status, 302, unknown);
      assert.equal(res.headers.get('location'), `/mypay/invoice/${w.invoiceId}`, unknown);
    }

    // Approved: the button becomes Pay Invoice, linking to the pay page.
    const approved = await api('GET', `/api/invoice/approve/${w.invoiceId}`, {
      cookie: w.family.cookie,
    });
    assert.equal(approved.status, 200);
    const after = decode(
      (await api('GET', `/mypay/invoice/${w.invoiceId}`, { cookie: w.family.cookie })).body,
    );
    assert.match(after, new RegExp(`href="/mypay/invoice/${w.invoiceId}/pay"[^>]*>Pay Invoice<`));
    assert.match(after, /data-testid="invoice-status"[^>]*>Approved</);
  } finally {
    await deleteUsers(w.family.id, w.caregiver.id);
  }
});

test("my-pay: another family's invoice leads to /mypay/invoice with the spec's authorization message", async () => {
  const w = await week('2026-09-13');
  const other = await signedInFamily();
  try {
    const res = await api('GET', `/mypay/invoice/${w.invoiceId}`, { cookie: other.cookie });
    assert.equal(res.status, 302);
    const location = res.headers.get('location')!;
    assert.equal(location, `/mypay/invoice?denied=${w.invoiceId}`);
    const page = await api('GET', location, { cookie: other.cookie });
    assert.equal(page.status, 200);
    assert.ok(
      decode(page.body).includes(
        `You do not have authorization to view invoice #${w.invoiceId} and have been redirected to your current outsitanding invoices.`,
      ),
    );
    assert.match(page.body, /No active invoices/);
    // Nothing of the invoice reached the other family.
    assert.doesNotMatch(page.body, /Approve Invoice|family-cost/);

    // The paid-invoice viewer answers the other family with the 'Unauthorized' text.
    await pay(w.invoiceId);
    const viewer = await api('GET', `/mypay/history/${w.invoiceId}`, { cookie: other.cookie });
    assert.equal(viewer.status, 200);
    const html = decode(viewer.body);
    assert.ok(
      html.includes(
        'Uh oh! It seems you are not authorized to view this invoice. Please verify the Invoice ID or try again.',
      ),
    );
    assert.match(html, /Redirecting to dashboard in\.{7}10\./);
    const missing = decode(
      (await api('GET', `/mypay/history/${crypto.randomUUID()}`, { cookie: other.cookie })).body,
    );
    assert.ok(missing.includes('Uh oh! It seems we can not locate this invoice.'));
  } finally {
    await deleteUsers(w.family.id, w.caregiver.id, other.id);
  }
});

test("my-pay: the caregiver sees gross, deductions and net, never the family's cost; history redirects an unpaid invoice", async () => {
  const w = await week('2026-09-20');
  try {
    // The family's figures, to look for in the caregiver's pages.
    const familyView = await api('GET', `/api/invoice/get/${w.invoiceId}`, {
      cookie: w.family.cookie,
    });
    assert.equal(familyView.status, 200);
    const payable = familyView.body.invoiceBreakdown.payableBreakdown;
    const employer = familyView.body.invoiceBreakdown.employerContributions;
    assert.ok(payable.totalPayable > 0);
    const dollars = (cents: number) =>
      (cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 });

    const unpaid = await api('GET', `/mypay/history/${w.invoiceId}`, {
      cookie: w.caregiver.cookie,
    });
    assert.equal(unpaid.status, 302);
    assert.equal(unpaid.headers.get('location'), `/mypay/invoice/${w.invoiceId}`);

    const current = await api('GET', `/mypay/invoice/${w.invoiceId}`, {
      cookie: w.caregiver.cookie,
    });
    assert.equal(current.status, 200);
    let html = decode(current.body);
    assert.match(html, /data-testid="caregiver-pay"/);
    assert.match(html, /Current Invoice/);
    assert.doesNotMatch(html, /href="\/mypay\/detail"/);
    assert.doesNotMatch(html, /Approve Invoice/);
    assert.match(html, new RegExp(`href="/job/`));

    await pay(w.invoiceId);
    const history = await api('GET', '/mypay/history', { cookie: w.caregiver.cookie });
    assert.equal(history.status, 200);
    assert.match(history.body, new RegExp(`href="/mypay/history/${w.invoiceId}"`));
    const paid = await api('GET', `/mypay/history/${w.invoiceId}`, { cookie: w.caregiver.cookie });
    assert.equal(paid.status, 200);
    html = decode(paid.body);
    for (const label of ['Gross income', 'CPP', 'EI', 'Federal income tax', 'Net income']) {
      assert.ok(html.includes(label), label);
    }
    assert.match(html, /data-testid="invoice-status"[^>]*>Paid</);

    // The family's Pay History: the caregiver picker narrows the list; a page past the end goes back.
    const path = (q: string) => `/mypay/history?${q}`;
    const mine = await api('GET', path(`member=${w.memberId}`), { cookie: w.family.cookie });
    assert.match(mine.body, new RegExp(`href="/mypay/history/${w.invoiceId}"`));
    assert.match(mine.body, new RegExp(`<option value="${w.memberId}" selected="">Carla Nguyen`));
    const nobody = await api('GET', path(`member=${crypto.randomUUID()}`), {
      cookie: w.family.cookie,
    });
    assert.match(nobody.body, /No payment history/);
    const beyond = await api('GET', path(`member=${w.memberId}&page=4`), {
      cookie: w.family.cookie,
    });
    assert.equal(beyond.status, 302);
    assert.equal(beyond.headers.get('location'), path(`member=${w.memberId}`));

    for (const page of [current.body, history.body, paid.body].map(decode)) {
      assert.doesNotMatch(page, /family-cost|Total payable|Fee model|employer contributions/i);
      assert.ok(!page.includes(dollars(payable.totalPayable)), 'total payable');
      assert.ok(!page.includes(dollars(payable.poyoFee)), 'platform fee');
      assert.ok(!page.includes(`"totalPayable":${payable.totalPayable}`));
      assert.ok(!page.includes(`"workersComp":${employer.workersComp}`));
    }
  } finally {
    await deleteUsers(w.family.id, w.caregiver.id);
  }
});

test('my-pay: /mypay/detail is the Payment Methods tab for families only', async () => {
  const family = await signedInFamily();
  const w = await week('2026-09-27');
  try {
    const page = await api('GET', '/mypay/detail', { cookie: family.cookie });
    assert.equal(page.status, 200);
    assert.match(page.body, /<h1[^>]*>Payment Methods<\/h1>/);
    assert.match(page.body, /data-name="payments\/payment-methods"/);
    assert.match(page.body, /aria-current="page"[^>]*>Payment Methods</);
    const caregiver = await api('GET', '/mypay/detail', { cookie: w.caregiver.cookie });
    assert.equal(caregiver.status, 302);
    assert.equal(caregiver.headers.get('location'), '/dashboard');
  } finally {
    await deleteUsers(family.id, w.family.id, w.caregiver.id);
  }
});
