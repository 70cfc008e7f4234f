// The T4 return against the CRA's published schema (T619 layout 1.24.1, ../shared/cra-xml):
// every return the generator writes validates with xmllint, the amounts are the sums of the
// lines, zero amounts are left out, names and addresses fit the schema's lengths.
import assert from 'node:assert/strict';
import { test } from './helpers.ts';
import { cents, elements, validateT4 } from './xmllint.ts';
import { draftSlips, summarize, type YearLine } from '../../web/domains/tax-slips/slips.ts';
import { latin1, t4ReturnXml, type Transmitter } from '../../web/domains/tax-slips/xml.ts';

const address = {
  line1: '1250 boulevard René-Lévesque Ouest, bureau 2200',
  line2: 'Tour Ouest & annexe',
  city: 'Montréal-Nord-de-la-Rivière-des-Prairies',
  province: 'QC',
  postalCode: 'H3B 4W8',
};
const transmitter: Transmitter = {
  number: 'MM555555',
  typeCode: '2',
  name: 'Tendwell Inc.',
  address,
  contact: {
    name: 'Tendwell Payroll',
    areaCode: '416',
    phone: '555-0100',
    email: 'payroll@tendwell.ca',
  },
};

function line(over: Partial<YearLine>): YearLine {
  return {
    familyId: 'f1',
    caregiverId: 'c1',
    payDate: '2026-03-03',
    province: 'ON',
    pensionPlan: 'CPP',
    grossCents: 10_400_000,
    cppEmployeeCents: 423_045,
    cpp2EmployeeCents: 41_600,
    eiEmployeeCents: 112_307,
    qpipEmployeeCents: 0,
    federalTaxCents: 1_500_012,
    provincialTaxCents: 700_099,
    cppEmployerCents: 423_045,
    cpp2EmployerCents: 41_600,
    eiEmployerCents: 157_230,
    qpipEmployerCents: 0,
    ...over,
  };
}

const lines = [
  line({}),
  // Quebec for the same family: QPP, PPIP, federal tax only in box 22.
  line({
    caregiverId: 'c2',
    province: 'QC',
    pensionPlan: 'QPP',
    grossCents: 2_000_000,
    cppEmployeeCents: 103_950,
    cpp2EmployeeCents: 0,
    eiEmployeeCents: 26_000,
    qpipEmployeeCents: 8_600,
    federalTaxCents: 150_000,
    provincialTaxCents: 180_000,
    cppEmployerCents: 103_950,
    cpp2EmployerCents: 0,
    eiEmployerCents: 36_400,
    qpipEmployerCents: 12_040,
  }),
  // A small slip: no CPP2, so box 16A is left out.
  line({
    caregiverId: 'c3',
    grossCents: 50_000,
    cppEmployeeCents: 2_575,
    cpp2EmployeeCents: 0,
    eiEmployeeCents: 815,
    federalTaxCents: 0,
    provincialTaxCents: 0,
    cppEmployerCents: 2_575,
    cpp2EmployerCents: 0,
    eiEmployerCents: 1_141,
  }),
];
const names = {
  employerName: () => 'Famille Bélanger-Ouellette & Fils (employeur domestique)',
  employee: (id: string) =>
    id === 'c1'
      ? { firstName: 'Marie-Ève Geneviève', lastName: 'Vaillancourt-Desrosiers' }
      : id === 'c2'
      ? { firstName: 'Zoë', lastName: "O'Connor <Dupré>" }
      : { firstName: 'Sam', lastName: '' },
};

function build(reportType: 'O' | 'A', draft: boolean) {
  const slips = draftSlips(2026, lines, names);
  const summary = summarize(2026, 'f1', names.employerName(), slips, lines, 1_000_000);
  const xml = t4ReturnXml({
    year: 2026,
    reportType,
    submissionRef: 'T4TEST01',
    language: 'F',
    transmitter,
    employer: { legalName: names.employerName(), address, payrollAccount: '123456782RP0001' },
    slips: slips.map((s, i) => ({ ...s, sin: i === 0 ? '046454286' : null })),
    summary,
    draft,
  });
  return { slips, summary, bytes: latin1(xml) };
}

test('T4 XML: an original draft return validates against the CRA schema', async () => {
  const { bytes } = build('O', true);
  const result = await validateT4(bytes);
  assert.ok(result.valid, result.output);
  assert.match(new TextDecoder('latin1').decode(bytes), /DRAFT/);
});

test('T4 XML: an amended return validates; every slip and the summary say A', async () => {
  const { bytes } = build('A', false);
  const result = await validateT4(bytes);
  assert.ok(result.valid, result.output);
  assert.deepEqual(elements(bytes, 'rpt_tcd'), ['A', 'A', 'A', 'A', 'A']);
});

test('T4 XML: amounts are the sums of the lines; zero amounts are left out', async () => {
  const { bytes } = build('O', false);
  const sum = (pick: (l: YearLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  assert.deepEqual(elements(bytes, 'tot_empt_incamt').map(cents), [sum((l) => l.grossCents)]);
  const onlyCpp = lines.filter((l) => l.pensionPlan === 'CPP');
  assert.deepEqual(
    elements(bytes, 'tot_empe_cpp_amt').map(cents),
    [onlyCpp.reduce((s, l) => s + l.cppEmployeeCents, 0)],
  );
  assert.deepEqual(elements(bytes, 'tot_empe_eip_amt').map(cents), [sum((l) => l.eiEmployeeCents)]);
  assert.deepEqual(
    elements(bytes, 'tot_itx_ddct_amt').map(cents),
    // Quebec's provincial tax is Revenu Québec's: not on the T4.
    [sum((l) => l.federalTaxCents + (l.province === 'QC' ? 0 : l.provincialTaxCents))],
  );
  assert.deepEqual(elements(bytes, 'tot_empr_eip_amt').map(cents), [
    sum((l) => l.eiEmployerCents ?? 0),
  ]);
  // One CPP2 amount (the small slip and the Quebec slip have none), one QPP amount.
  assert.equal(elements(bytes, 'cppe_cntrb_amt').length, 1);
  assert.deepEqual(elements(bytes, 'qpp_cntrb_amt').map(cents), [103_950]);
  assert.deepEqual(elements(bytes, 'prov_pip_amt').map(cents), [8_600]);
  // Capped boxes: 24 at the EI maximum, 26 at the YAMPE for the $104,000 slip.
  assert.ok(elements(bytes, 'ei_insu_ern_amt').includes('68900.00'));
  assert.ok(elements(bytes, 'cpp_qpp_ern_amt').includes('85000.00'));
  assert.ok(!new TextDecoder('latin1').decode(bytes).includes('>0.00<'));
  // The SIN in full where given, nine zeros (the CRA's rule) where not; names cut to the schema.
  assert.deepEqual(elements(bytes, 'sin').sort(), ['000000000', '000000000', '046454286']);
  assert.ok(elements(bytes, 'snm').every((n) => n.length <= 20 + 10)); // escapes may lengthen
  const result = await validateT4(bytes);
  assert.ok(result.valid, result.output);
});

test('T4 XML: a return the schema refuses is reported (the check can fail)', async () => {
  const { bytes } = build('O', false);
  const broken = latin1(new TextDecoder('latin1').decode(bytes).replace('<bn>', '<bn>X'));
  const result = await validateT4(broken);
  assert.equal(result.valid, false);
});
