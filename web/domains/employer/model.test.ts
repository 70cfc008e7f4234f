import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  federalHolidays,
  lineFigures,
  luhnValid,
  maskSin,
  monthEnd,
  monthFigures,
  normalizePayrollAccount,
  normalizePostalCode,
  payrollAccountProblem,
  type PayrollLineAmounts,
  reminderDay,
  remittanceDueDate,
  remittedOnProblem,
  sinProblem,
} from './model.ts';

Deno.test('luhn: known valid and invalid nine-digit numbers', () => {
  assert.equal(luhnValid('130692544'), true);
  assert.equal(luhnValid('046454286'), true);
  assert.equal(luhnValid('123456782'), true);
  assert.equal(luhnValid('123456789'), false);
  assert.equal(luhnValid('130692545'), false);
  assert.equal(luhnValid('12345678'), false);
  assert.equal(luhnValid('12345678a'), false);
});

Deno.test('luhn: exactly one check digit completes any eight digits', () => {
  fc.assert(fc.property(fc.stringMatching(/^\d{8}$/), (eight) => {
    const valid = [...'0123456789'].filter((d) => luhnValid(eight + d));
    assert.equal(valid.length, 1);
  }));
});

Deno.test('payroll account: 9 digits with a valid check digit, RP, 4 digits', () => {
  assert.equal(payrollAccountProblem('123456782RP0001'), null);
  assert.equal(payrollAccountProblem('123456789RP0001'), 'checkDigit');
  assert.equal(payrollAccountProblem('123456782RT0001'), 'format');
  assert.equal(payrollAccountProblem('123456782RP001'), 'format');
  assert.equal(payrollAccountProblem('12345678RP0001'), 'format');
  assert.equal(payrollAccountProblem(''), 'format');
  assert.equal(normalizePayrollAccount(' 123 456 782 rp-0001 '), '123456782RP0001');
});

Deno.test('SIN: Luhn, nine digits, never starting with 0 or 8', () => {
  assert.equal(sinProblem('130692544'), null);
  assert.equal(sinProblem('046454286'), 'prefix');
  assert.equal(sinProblem('812345675'), 'prefix');
  assert.equal(sinProblem('130692545'), 'checkDigit');
  assert.equal(sinProblem('13069254'), 'format');
  assert.equal(maskSin('544'), '*** *** 544');
});

Deno.test('postal codes are written as the post office writes them', () => {
  assert.equal(normalizePostalCode('m5v2t6'), 'M5V 2T6');
  assert.equal(normalizePostalCode(' h2x 1y4 '), 'H2X 1Y4');
});

Deno.test('federal holidays of 2026 (observed days)', () => {
  const h = federalHolidays(2026);
  for (
    const d of [
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-18',
      '2026-07-01',
      '2026-08-03',
      '2026-09-07',
      '2026-09-30',
      '2026-10-12',
      '2026-11-11',
      '2026-12-25',
      '2026-12-28',
    ]
  ) assert.ok(h.has(d), d);
  assert.equal(h.size, 12);
});

Deno.test('due date: the 15th of the next month, or the next business day', () => {
  assert.deepEqual(remittanceDueDate('2026-03'), { dueDate: '2026-04-15', moved: false });
  // 15 February 2026 is a Sunday.
  assert.deepEqual(remittanceDueDate('2026-01'), { dueDate: '2026-02-16', moved: true });
  assert.deepEqual(remittanceDueDate('2026-10'), { dueDate: '2026-11-16', moved: true });
  assert.deepEqual(remittanceDueDate('2026-12'), { dueDate: '2027-01-15', moved: false });
  // 15 April 2022 was Good Friday, then a weekend, then Easter Monday.
  assert.deepEqual(remittanceDueDate('2022-03'), { dueDate: '2022-04-19', moved: true });
  assert.equal(reminderDay('2026-03'), '2026-04-08');
  assert.equal(reminderDay('2026-01'), '2026-02-09');
});

Deno.test('a remittance date is not in the future and not before the month’s end', () => {
  assert.equal(monthEnd('2026-02'), '2026-02-28');
  assert.equal(monthEnd('2028-02'), '2028-02-29');
  assert.equal(remittedOnProblem('2026-10', '2026-11-10', '2026-11-20'), null);
  assert.equal(remittedOnProblem('2026-10', '2026-10-31', '2026-11-20'), null);
  assert.equal(remittedOnProblem('2026-10', '2026-10-30', '2026-11-20'), 'beforeMonthEnd');
  assert.equal(remittedOnProblem('2026-10', '2026-11-21', '2026-11-20'), 'future');
  assert.equal(remittedOnProblem('2026-10', '2026-11-31', '2026-12-20'), 'format');
  assert.equal(remittedOnProblem('2026-10', 'yesterday', '2026-12-20'), 'format');
});

const ontario: PayrollLineAmounts = {
  caregiverId: 'a',
  province: 'ON',
  grossCents: 100_000,
  cppEmployeeCents: 5_000,
  cpp2EmployeeCents: 100,
  eiEmployeeCents: 1_640,
  qpipEmployeeCents: 0,
  federalTaxCents: 7_000,
  provincialTaxCents: 3_000,
  cppEmployerCents: 5_000,
  cpp2EmployerCents: 100,
  eiEmployerCents: 2_296,
  qpipEmployerCents: 0,
};

const quebec: PayrollLineAmounts = {
  caregiverId: 'b',
  province: 'QC',
  grossCents: 100_000,
  cppEmployeeCents: 6_300,
  cpp2EmployeeCents: 50,
  eiEmployeeCents: 1_310,
  qpipEmployeeCents: 430,
  federalTaxCents: 5_000,
  provincialTaxCents: 8_000,
  cppEmployerCents: 6_300,
  cpp2EmployerCents: 50,
  eiEmployerCents: 1_834,
  qpipEmployerCents: 602,
};

Deno.test('an Ontario pay: every line to the CRA', () => {
  const f = lineFigures(ontario);
  assert.equal(f.cppEmployeeCents, 5_000);
  assert.equal(f.cppEmployerCents, 5_000);
  assert.equal(f.cpp2EmployeeCents, 100);
  assert.equal(f.cpp2EmployerCents, 100);
  assert.equal(f.eiEmployeeCents, 1_640);
  assert.equal(f.eiEmployerCents, 2_296);
  assert.equal(f.federalTaxCents, 7_000);
  assert.equal(f.provincialTaxCents, 3_000);
  assert.equal(f.qppEmployeeCents, 0);
  assert.equal(f.quebecTaxCents, 0);
  assert.equal(f.craCents, 5_000 + 100 + 5_000 + 100 + 1_640 + 2_296 + 7_000 + 3_000);
  assert.equal(f.rqCents, 0);
});

Deno.test('a Quebec pay: federal tax and EI to the CRA, QPP, QPIP and Quebec tax to Revenu Québec', () => {
  const f = lineFigures(quebec);
  assert.equal(f.cppEmployeeCents, 0);
  assert.equal(f.qppEmployeeCents, 6_300);
  assert.equal(f.qppEmployerCents, 6_300);
  assert.equal(f.qpp2EmployeeCents, 50);
  assert.equal(f.qpp2EmployerCents, 50);
  assert.equal(f.qpipEmployeeCents, 430);
  assert.equal(f.qpipEmployerCents, 602);
  assert.equal(f.quebecTaxCents, 8_000);
  assert.equal(f.provincialTaxCents, 0);
  assert.equal(f.craCents, 1_310 + 1_834 + 5_000);
  assert.equal(f.rqCents, 6_300 + 50 + 6_300 + 50 + 430 + 602 + 8_000);
});

Deno.test('a caregiver-side row (no employer columns) counts the employer shares as zero', () => {
  const f = lineFigures({
    ...ontario,
    cppEmployerCents: null,
    cpp2EmployerCents: null,
    eiEmployerCents: null,
    qpipEmployerCents: null,
  });
  assert.equal(f.craCents, 5_000 + 100 + 1_640 + 7_000 + 3_000);
});

Deno.test('a month: lines summed (negative corrections too), employees counted once', () => {
  const correction: PayrollLineAmounts = {
    ...ontario,
    grossCents: 0,
    cppEmployeeCents: -12,
    cpp2EmployeeCents: 0,
    eiEmployeeCents: 3,
    federalTaxCents: -40,
    provincialTaxCents: 0,
    cppEmployerCents: -12,
    cpp2EmployerCents: 0,
    eiEmployerCents: 4,
  };
  const m = monthFigures([ontario, ontario, quebec, correction]);
  assert.equal(m.employees, 2);
  assert.equal(m.grossCents, 300_000);
  assert.equal(m.cppEmployeeCents, 9_988);
  assert.equal(
    m.craCents,
    2 * lineFigures(ontario).craCents + lineFigures(quebec).craCents - 12 + 3 - 40 - 12 + 4,
  );
  assert.equal(m.rqCents, lineFigures(quebec).rqCents);
});

const cents = fc.integer({ min: -50_000, max: 500_000 });
const line = fc.record({
  caregiverId: fc.constantFrom('a', 'b', 'c'),
  province: fc.constantFrom('ON', 'QC', 'BC', 'AB'),
  grossCents: cents,
  cppEmployeeCents: cents,
  cpp2EmployeeCents: cents,
  eiEmployeeCents: cents,
  qpipEmployeeCents: cents,
  federalTaxCents: cents,
  provincialTaxCents: cents,
  cppEmployerCents: fc.option(cents),
  cpp2EmployerCents: fc.option(cents),
  eiEmployerCents: fc.option(cents),
  qpipEmployerCents: fc.option(cents),
});

Deno.test('every cent withheld or contributed goes to exactly one of the CRA and Revenu Québec', () => {
  fc.assert(fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
    const m = monthFigures(lines);
    const all = lines.reduce(
      (s, l) =>
        s + l.cppEmployeeCents + l.cpp2EmployeeCents + l.eiEmployeeCents + l.qpipEmployeeCents +
        l.federalTaxCents + l.provincialTaxCents + (l.cppEmployerCents ?? 0) +
        (l.cpp2EmployerCents ?? 0) + (l.eiEmployerCents ?? 0) + (l.qpipEmployerCents ?? 0),
      0,
    );
    assert.equal(m.craCents + m.rqCents, all);
    assert.equal(m.grossCents, lines.reduce((s, l) => s + l.grossCents, 0));
  }));
});
