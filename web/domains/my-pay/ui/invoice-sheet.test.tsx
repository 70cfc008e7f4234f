// The invoice as My Pay renders it, from a typed fixture: each role's side of the money, the
// daily breakdown and the rule, the unverified note, and the chart's server-rendered SVG.
import assert from 'node:assert/strict';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { type Locale, LocaleContext } from '../../../shared/i18n.tsx';
import type { Invoice } from '../../invoices/model.ts';
import { payrollMessages } from '../../payroll/model.ts';
import PayChart from '../islands/pay-chart.tsx';
import { chartSeries } from '../model.ts';
import { InvoiceBody, InvoiceFacts } from './invoice-sheet.tsx';

const day = (date: string, ot1Minutes: number) => ({
  date,
  shifts: [{
    id: `s-${date}`,
    startTime: `${date}T13:00:00Z`,
    endTime: `${date}T22:00:00Z`,
    minutes: 480 + ot1Minutes,
    tasks: [],
  }],
  breakdown: {
    isOt: ot1Minutes > 0,
    dailyOtHours: ot1Minutes / 60,
    wage: 2496,
    regularHours: 8,
    dailyRegularIncome: 19200,
    ot1Hours: ot1Minutes / 60,
    ot2Hours: 0,
    dailyOt1Income: ot1Minutes ? 3600 : 0,
    dailyOt2Income: 0,
    dailyOperatingIncome: 19200 + (ot1Minutes ? 3600 : 0),
    regularMinutes: 480,
    ot1Minutes,
    ot2Minutes: 0,
  },
});

const familyInvoice: Invoice = {
  id: '0f1e2d3c-4b5a-4678-9abc-def012345678',
  createdAt: '2026-11-15T09:00:00Z',
  approvedAt: null,
  paidOn: null,
  status: { isApproved: false, isPaid: false },
  paymentInfo: { paidOn: null, paymentId: null },
  sortedShifts: [day('2026-11-09', 60), day('2026-11-10', 0)],
  caregiverInfo: { userIdNumber: 'c1', firstName: 'Carla', lastName: 'Nguyen', imgUrlThumb: null },
  familyInfo: {
    userIdNumber: 'f1',
    firstName: 'Olivia',
    lastName: 'Chen',
    clientFirstName: 'Mei',
    clientLastName: 'Chen',
  },
  memberInfo: {
    jobId: 'abcdef12-0000-4000-8000-000000000000',
    memberId: '123456ab-0000-4000-8000-000000000000',
    address: { addressFull: '1 King St W, Toronto, ON' },
  },
  invoiceBreakdown: {
    grossIncome: 43680,
    netIncome: 36512,
    totalVacation: 1680,
    totalHours: 17,
    totalOtHours: 1,
    totalOt1Hours: 1,
    totalOt2Hours: 0,
    totalRegularIncome: 38400,
    totalOt1Income: 3600,
    totalOt2Income: 0,
    totalOperatingIncome: 42000,
    currWage: 2496,
    totalMinutes: 1020,
    regularMinutes: 960,
    ot1Minutes: 60,
    ot2Minutes: 0,
    taxes: {
      fedTax: { total: 2345 },
      provTax: { total: 1234 },
      taxProv: 'ON',
      taxCountry: 'CA',
      grossIncomeTax: 3579,
    },
    payrollTaxes: {
      cppEmployee: 2353,
      cpp2Employee: 0,
      eiEmployee: 716,
      qpipEmployee: 0,
      wcb: 0,
    },
    employeeDeductions: 7168,
    employerContributions: {
      cpp: 2353,
      cpp2: 0,
      ei: 1002,
      qpip: 0,
      workersComp: 0,
      workersCompRatePer100: null,
      total: 3355,
    },
    payableBreakdown: { base: 43680, poyoFee: 8736, salesTax: 4220, totalPayable: 56636 },
    edition: 'T4127-2026-01',
    pensionPlan: 'CPP',
    unverified: ['workersCompNotRegistered', 'somethingNew'],
    overtimeRule: 'spec-daily',
  },
  state: 'pending',
  familyId: 'f-id',
  caregiverId: 'c-id',
  weekStart: '2026-11-08',
  weekEnd: '2026-11-14',
  timeZone: 'America/Toronto',
  province: 'ON',
  payDate: '2026-11-20',
  dueAt: '2026-11-18T04:59:00Z',
  reimbursement: null,
};

/** What the database hands a caregiver: the family's side is null. */
const caregiverInvoice: Invoice = {
  ...familyInvoice,
  invoiceBreakdown: {
    ...familyInvoice.invoiceBreakdown,
    payrollTaxes: { ...familyInvoice.invoiceBreakdown.payrollTaxes, wcb: null },
    employerContributions: null,
    payableBreakdown: null,
  },
};

const render = (node: ReactNode, locale: Locale = 'en') =>
  renderToString(<LocaleContext.Provider value={locale}>{node}</LocaleContext.Provider>)
    .replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

Deno.test('my-pay sheet: the family sees the fee model beside the employer contributions and the total payable', () => {
  const html = render(<InvoiceBody invoice={familyInvoice} role='family' />);
  assert.match(html, /Fee model: wage × 1\.2966/);
  assert.match(html, /Payroll tax \(9\.66%\)<\/th><td>\$42\.20</);
  assert.match(html, /Platform fee \(20%[^<]*<\/th><td>\$87\.36</);
  assert.match(html, /Total at wage × 1\.2966<\/th><td>\$566\.36</);
  assert.match(html, /CPP \(employer match\)<\/th><td>\$23\.53</);
  assert.match(html, /EI \(1\.4× the employee’s\)<\/th><td>\$10\.02</);
  assert.match(html, /Total payable<\/span> <strong>\$566\.36</);
  assert.doesNotMatch(html, /Net income|Federal income tax/);
  // The rule and the unverified part are named.
  assert.ok(html.includes(payrollMessages.en['spec-daily']));
  assert.ok(html.includes(payrollMessages.en.workersCompNotRegistered));
  assert.ok(html.includes('A part of this pay’s deductions.')); // a key payroll does not know
});

Deno.test('my-pay sheet: the caregiver sees gross, each deduction and net, and no cost', () => {
  const html = render(<InvoiceBody invoice={caregiverInvoice} role='caregiver' />);
  assert.match(html, /Gross income<\/th><td>\$436\.80</);
  assert.match(html, /<th scope="row">CPP<\/th><td>\$23\.53</);
  assert.match(html, /<th scope="row">CPP2<\/th><td>\$0\.00</);
  assert.match(html, /<th scope="row">EI<\/th><td>\$7\.16</);
  assert.match(html, /Federal income tax<\/th><td>\$23\.45</);
  assert.match(html, /Provincial income tax<\/th><td>\$12\.34</);
  assert.match(html, /Total deductions<\/th><td>\$71\.68</);
  assert.match(html, /Net income<\/span> <strong>\$365\.12</);
  assert.doesNotMatch(html, /QPIP/); // CPP province, none withheld
  assert.doesNotMatch(html, /Total payable|Fee model|employer/i);
  // Even handed the family's figures, the caregiver's side shows none of them.
  const leaked = render(<InvoiceBody invoice={familyInvoice} role='caregiver' />);
  assert.doesNotMatch(leaked, /Total payable|566\.36|87\.36/);
});

Deno.test('my-pay sheet: a background-check reimbursement is beside the pay, never in it', () => {
  const reimbursement = {
    kind: 'backgroundCheck' as const,
    amount: 4550,
    paidBy: 'platform' as const,
  };
  const caregiver = render(
    <InvoiceBody invoice={{ ...caregiverInvoice, reimbursement }} role='caregiver' />,
  );
  // Gross, deductions and net are those of the same invoice without it.
  assert.match(caregiver, /Gross income<\/th><td>\$436\.80</);
  assert.match(caregiver, /Total deductions<\/th><td>\$71\.68</);
  assert.match(caregiver, /Net income<\/span> <strong>\$365\.12</);
  assert.match(caregiver, /Background check reimbursement \(not taxable\)<\/th><td>\$45\.50</);
  assert.match(caregiver, /Total deposited<\/span> <strong>\$410\.62</);
  const family = render(
    <InvoiceBody invoice={{ ...familyInvoice, reimbursement }} role='family' />,
  );
  assert.match(family, /Total payable<\/span> <strong>\$566\.36</);
  assert.match(family, /paid by Tendwell, not charged to your card/);
  assert.match(family, /\$45\.50/);
  const fr = render(
    <InvoiceBody invoice={{ ...familyInvoice, reimbursement }} role='family' />,
    'fr',
  );
  assert.match(fr, /payé par Tendwell/);
  // Without one, no line.
  const none = render(<InvoiceBody invoice={caregiverInvoice} role='caregiver' />);
  assert.doesNotMatch(none, /reimbursement|Total deposited/i);
});

Deno.test('my-pay sheet: a correction of a provisional pay is withheld beside the pay (ADR 049)', () => {
  const adjustment = {
    id: 'adj-1',
    correctedInvoiceId: 'inv-0',
    correctedPayDate: '2027-01-12',
    edition: 'T4127-2027-01',
    provisionalEdition: 'T4127-2026-07',
    employee: {
      cpp: 0,
      cpp2: 0,
      ei: 14,
      qpip: 0,
      federalTax: -163,
      provincialTax: -30,
      total: -179,
    },
    employer: { cpp: 0, cpp2: 0, ei: 20, qpip: 0, total: 20 },
  };
  const caregiver = render(
    <InvoiceBody
      invoice={{ ...caregiverInvoice, adjustments: [{ ...adjustment, employer: null }] }}
      role='caregiver'
    />,
  );
  // The week's own figures are unchanged; the correction is its own table.
  assert.match(caregiver, /Net income<\/span> <strong>\$365\.12</);
  assert.match(caregiver, /Pay of Jan 12, 2027, recomputed with the T4127-2027-01 tables/);
  assert.match(caregiver, /<th scope="row">EI<\/th><td>\$0\.14</);
  assert.match(caregiver, /Federal income tax<\/th><td>-\$1\.63</);
  assert.match(caregiver, /Correction withheld<\/th><td>-\$1\.79</);
  assert.match(caregiver, /Total deposited<\/span> <strong>\$366\.91</);
  assert.doesNotMatch(caregiver, /Correction of your contributions/);
  const family = render(
    <InvoiceBody invoice={{ ...familyInvoice, adjustments: [adjustment] }} role='family' />,
  );
  assert.match(family, /Correction of your contributions<\/th><td>\$0\.20</);
  assert.match(family, /Total payable<\/span> <strong>\$566\.36</);
  const fr = render(
    <InvoiceBody invoice={{ ...familyInvoice, adjustments: [adjustment] }} role='family' />,
    'fr',
  );
  assert.match(fr, /Corrections d’une paie antérieure/);
  assert.match(fr, /recalculée avec les tables T4127-2027-01/);
});

Deno.test('my-pay sheet: days grouped with their breakdown, the week, links per role, the due date', () => {
  const family = render(<InvoiceFacts invoice={familyInvoice} role='family' />);
  assert.match(family, /Nov 08, 2026 – Nov 14, 2026/);
  assert.match(family, /href="\/profile\/jobs\/abcdef12-0000-4000-8000-000000000000">ABCDEF12</);
  assert.match(family, /href="\/myteam\/123456ab-0000-4000-8000-000000000000">123456</);
  assert.match(family, /data-testid="invoice-due">Nov 15, 2026</);
  assert.match(family, /Carla Nguyen/);
  const caregiver = render(<InvoiceFacts invoice={caregiverInvoice} role='caregiver' />);
  assert.match(caregiver, /href="\/job\/abcdef12-0000-4000-8000-000000000000"/);
  assert.match(caregiver, /Olivia Chen/);
  const approved = render(
    <InvoiceFacts
      invoice={{
        ...familyInvoice,
        approvedAt: '2026-11-17T15:00:00Z',
        status: { isApproved: true, isPaid: false },
      }}
      role='family'
    />,
  );
  assert.match(approved, /data-testid="invoice-due">Nov 17, 2026</);
  assert.match(approved, />Approved</);

  const body = render(<InvoiceBody invoice={familyInvoice} role='family' />);
  assert.match(body, /Nov 09, 2026<\/h3>/);
  assert.match(body, /08:00 – 17:00/); // 13:00Z in Toronto
  assert.match(body, /Overtime 1\.5×<\/th><td>1\.00<\/td><td>\$36\.00</);
  const fr = render(<InvoiceBody invoice={familyInvoice} role='family' />, 'fr');
  assert.match(fr, /Total à payer/);
  assert.match(fr, /566,36\s\$/);
});

Deno.test('my-pay chart: twelve bars drawn as SVG on the server, colours cycling', () => {
  const bars = chartSeries([{ paidAt: '2026-11-02T00:00:00Z', cents: 56636 }], '2026-11-22');
  const html = render(<PayChart title='chartFamily' bars={bars} />);
  assert.equal(html.match(/<rect/g)?.length, 12);
  assert.match(html, /role="img"/);
  assert.match(html, /<title>Nov 2026: \$566\.36<\/title>/);
  assert.match(html, /Total over 12 months: \$566\.36/);
  assert.match(html, /fill="#1b7f5b"/);
});
