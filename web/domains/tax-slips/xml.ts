// The T4 return for the CRA's Internet File Transfer (pure): the T619 transmitter record, the
// slips and the Summary, in the XML layout of the CRA's schema version 1.24.1
// (../shared/cra-xml/layout-topologie.xsd; t4.xsd, complex.xsd, simple.xsd). The integration
// test validates every generated return with xmllint against those files.
//
// Rules of the layout this follows: amounts are dollars with two decimals and no sign; an
// optional amount that is zero is left out (the CRA asks for it); names and address lines are
// cut to the schema's lengths; the file is ISO-8859-1, as the CRA's own samples are.
import type { T4Summary, TaxSlip } from './model.ts';

export type XmlAddress = {
  line1: string;
  line2: string | null;
  city: string;
  province: string; // 'ON'
  postalCode: string; // 'M5V 2T6'
};

/** Tendwell, the transmitter (transmitter.server.ts reads it from the environment). */
export type Transmitter = {
  number: string; // 'MM' + six digits, assigned by the CRA
  /** T619 transmitter type: 2 = a service provider filing returns for others. */
  typeCode: '1' | '2' | '3' | '4';
  name: string;
  address: XmlAddress;
  contact: { name: string; areaCode: string; phone: string; email: string };
};

export type XmlEmployer = { legalName: string; address: XmlAddress; payrollAccount: string };

export type XmlSlip = TaxSlip & { sin: string | null };

export type T4ReturnInput = {
  year: number;
  reportType: 'O' | 'A';
  /** T619 sbmt_ref_id: up to 8 letters or digits, unique per submission. */
  submissionRef: string;
  language: 'E' | 'F';
  transmitter: Transmitter;
  employer: XmlEmployer;
  slips: XmlSlip[];
  summary: T4Summary;
  /** A draft (before 1 January) says so in a comment: it is not for filing yet. */
  draft: boolean;
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Trimmed, one line, cut to `max` characters, escaped. */
function field(value: string, max: number): string {
  const clean = value.replace(/\s+/g, ' ').trim().slice(0, max).trim();
  return clean.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** 123456 cents → '1234.56' (the schema's decimal types: digits, a point, two decimals). */
export function amount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`an amount on a T4 return is whole cents, not negative: ${cents}`);
  }
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** The largest amount a decimal7Type field holds: 99999.99. */
export const MAX_DECIMAL7 = 9_999_999;

function tag(name: string, value: string | null): string {
  return value === null || value === '' ? '' : `<${name}>${value}</${name}>`;
}

/** An amount element, left out when zero (or less: a return carries no negative amounts). */
function money(name: string, cents: number): string {
  return cents > 0 ? tag(name, amount(cents)) : '';
}

function address(name: string, a: XmlAddress): string {
  return `<${name}>` +
    tag('addr_l1_txt', field(a.line1, 30)) +
    tag('addr_l2_txt', a.line2 ? field(a.line2, 30) : null) +
    tag('cty_nm', field(a.city, 28)) +
    tag('prov_cd', a.province) +
    tag('cntry_cd', 'CAN') +
    tag('pstl_cd', field(a.postalCode, 10)) +
    `</${name}>`;
}

function slipXml(slip: XmlSlip, bn: string, reportType: 'O' | 'A'): string {
  const surname = slip.employeeLastName.trim() || slip.employeeFirstName.trim() || '-';
  const given = slip.employeeLastName.trim() ? slip.employeeFirstName : '';
  const b = slip.t4;
  const amounts = money('empt_incamt', b.box14) +
    money('cpp_cntrb_amt', b.box16) +
    money('cppe_cntrb_amt', b.box16A) +
    money('qpp_cntrb_amt', b.box17) +
    money('qppe_cntrb_amt', b.box17A) +
    money('empe_eip_amt', b.box18) +
    money('itx_ddct_amt', b.box22) +
    money('ei_insu_ern_amt', b.box24) +
    money('cpp_qpp_ern_amt', b.box26) +
    money('prov_pip_amt', b.box55) +
    // Layout 1.24.1 gives box 56 five digits (decimal7Type), below 2026's QPIP maximum of
    // $103,000: an amount the field cannot hold is left out (it is optional) rather than cut to a
    // wrong figure; the PDF slip and the RL-1 (box I) carry it in full (ADR 048).
    (b.box56 <= MAX_DECIMAL7 ? money('prov_insu_ern_amt', b.box56) : '');
  return '<T4Slip>' +
    `<EMPE_NM>${tag('snm', field(surname, 20))}${tag('gvn_nm', field(given, 12))}</EMPE_NM>` +
    // The CRA's rule when the employee has not given a SIN: nine zeros (RC4120).
    tag('sin', slip.sin && /^\d{9}$/.test(slip.sin) ? slip.sin : '000000000') +
    tag('bn', bn) +
    tag('cpp_qpp_xmpt_cd', '0') +
    tag('ei_xmpt_cd', '0') +
    (slip.province === 'QC' ? tag('prov_pip_xmpt_cd', '0') : '') +
    tag('empt_cd', slip.t4.box29) +
    tag('rpt_tcd', reportType) +
    tag('empt_prov_cd', slip.province) +
    (amounts ? `<T4_AMT>${amounts}</T4_AMT>` : '') +
    '</T4Slip>';
}

/** The XML text of a T4 return (one employer). Encode it with `latin1` before sending. */
export function t4ReturnXml(input: T4ReturnInput): string {
  const { transmitter: tr, employer, summary: s } = input;
  const bn = employer.payrollAccount;
  const contact = tr.contact;
  const totals = money('tot_empt_incamt', s.box14) +
    money('tot_empe_cpp_amt', s.box16) +
    money('tot_empe_cppe_amt', s.box16A) +
    money('tot_empe_eip_amt', s.box18) +
    money('tot_itx_ddct_amt', s.box22) +
    money('tot_empr_cpp_amt', s.box27) +
    money('tot_empr_cppe_amt', s.box27A) +
    money('tot_empr_eip_amt', s.box19);
  const parts = [
    '<?xml version="1.0" encoding="ISO-8859-1"?>\n',
    input.draft
      ? `<!-- DRAFT: the ${input.year} figures so far. Not for filing before 1 January ${
        input.year + 1
      }. -->\n`
      : '',
    '<Submission xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ',
    'xsi:noNamespaceSchemaLocation="layout-topologie.xsd">\n',
    '<T619>',
    tag('sbmt_ref_id', field(input.submissionRef, 8)),
    tag('rpt_tcd', input.reportType),
    tag('trnmtr_nbr', tr.number),
    tag('trnmtr_tcd', tr.typeCode),
    tag('summ_cnt', '1'),
    tag('lang_cd', input.language),
    `<TRNMTR_NM>${tag('l1_nm', field(tr.name, 30))}</TRNMTR_NM>`,
    address('TRNMTR_ADDR', tr.address),
    '<CNTC>',
    tag('cntc_nm', field(contact.name, 22)),
    tag('cntc_area_cd', contact.areaCode),
    tag('cntc_phn_nbr', contact.phone),
    tag('cntc_email_area', field(contact.email, 60)),
    '</CNTC>',
    '</T619>\n<Return><T4>\n',
    ...input.slips.map((slip) => slipXml(slip, bn, input.reportType) + '\n'),
    '<T4Summary>',
    tag('bn', bn),
    `<EMPR_NM>${tag('l1_nm', field(employer.legalName, 30))}</EMPR_NM>`,
    address('EMPR_ADDR', employer.address),
    // The person the CRA calls about the return: Tendwell prepares it for the family.
    '<CNTC>',
    tag('cntc_nm', field(contact.name, 22)),
    tag('cntc_area_cd', contact.areaCode),
    tag('cntc_phn_nbr', contact.phone),
    '</CNTC>',
    tag('tx_yr', String(input.year)),
    tag('slp_cnt', String(input.slips.length)),
    tag('rpt_tcd', input.reportType),
    totals ? `<T4_TAMT>${totals}</T4_TAMT>` : '',
    '</T4Summary>\n</T4></Return>\n</Submission>\n',
  ];
  return parts.join('');
}

/** ISO-8859-1 bytes; a character outside Latin-1 (rare in a name) becomes '?'. */
export function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes[i] = code <= 0xff ? code : 0x3f;
  }
  return bytes;
}
