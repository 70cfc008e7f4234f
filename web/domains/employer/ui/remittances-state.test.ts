import assert from 'node:assert/strict';
import { lineFigures, type PayrollLineAmounts } from '../model.ts';
import {
  detailErrors,
  monthRows,
  remittedOnError,
  suggestedDate,
  valuesOf,
} from './remittances-state.ts';

const base: PayrollLineAmounts = {
  caregiverId: 'a',
  province: 'ON',
  grossCents: 100_000,
  cppEmployeeCents: 5_000,
  cpp2EmployeeCents: 0,
  eiEmployeeCents: 1_640,
  qpipEmployeeCents: 0,
  federalTaxCents: 7_000,
  provincialTaxCents: 3_000,
  cppEmployerCents: 5_000,
  cpp2EmployerCents: 0,
  eiEmployerCents: 2_296,
  qpipEmployerCents: 0,
};

Deno.test('an Ontario month shows CPP and provincial tax, and no Revenu Québec group', () => {
  const rows = monthRows(lineFigures(base));
  assert.deepEqual(rows.cra.map((r) => r.key), [
    'cppEmployee',
    'cppEmployer',
    'cpp2Employee',
    'cpp2Employer',
    'eiEmployee',
    'eiEmployer',
    'federalTax',
    'provincialTax',
  ]);
  assert.deepEqual(rows.rq, []);
});

Deno.test('a Quebec month shows EI and federal tax for the CRA, the rest for Revenu Québec', () => {
  const rows = monthRows(lineFigures({ ...base, province: 'QC', qpipEmployeeCents: 400 }));
  assert.deepEqual(rows.cra.map((r) => r.key), ['eiEmployee', 'eiEmployer', 'federalTax']);
  assert.deepEqual(rows.rq.map((r) => [r.key, r.cents]), [
    ['qppEmployee', 5_000],
    ['qppEmployer', 5_000],
    ['qpp2Employee', 0],
    ['qpp2Employer', 0],
    ['qpipEmployee', 400],
    ['qpipEmployer', 0],
    ['quebecTax', 3_000],
  ]);
});

Deno.test('the remittance date form refuses what the server refuses', () => {
  assert.equal(remittedOnError('2026-10', '', '2026-11-20'), 'required');
  assert.equal(remittedOnError('2026-10', '2026-11-21', '2026-11-20'), 'remittedOnFuture');
  assert.equal(remittedOnError('2026-10', '2026-10-15', '2026-11-20'), 'remittedOnBeforeMonthEnd');
  assert.equal(remittedOnError('2026-10', '2026-11-12', '2026-11-20'), null);
  assert.equal(suggestedDate('2026-11-16', '2026-11-20'), '2026-11-16');
  assert.equal(suggestedDate('2026-12-15', '2026-11-20'), '2026-11-20');
});

Deno.test('employer details: the schema’s keys per field', () => {
  const good = {
    ...valuesOf(null),
    legalName: 'Ada Lovelace',
    addressLine1: '1 King St W',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'm5h1a1',
  };
  assert.deepEqual(detailErrors(good), {});
  assert.deepEqual(detailErrors({ ...good, payrollAccount: '123456782RP0001' }), {});
  assert.deepEqual(detailErrors({ ...good, payrollAccount: '123456789RP0001' }), {
    payrollAccount: 'payrollAccountCheckDigit',
  });
  assert.deepEqual(detailErrors({ ...good, payrollAccount: '123456782' }), {
    payrollAccount: 'payrollAccountFormat',
  });
  assert.deepEqual(detailErrors({ ...good, legalName: ' ', province: '', postalCode: '12345' }), {
    legalName: 'required',
    province: 'provinceInvalid',
    postalCode: 'postalCodeInvalid',
  });
});
