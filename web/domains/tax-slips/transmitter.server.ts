// Tendwell as the transmitter of the T4 returns it prepares (the T619 record): configuration,
// read once from the environment. The CRA assigns the transmitter number (MM + six digits) on
// request; until Tendwell has one, MM555555 is the number the CRA tells filers without one to
// use. Every default below is for development and tests: production sets the variables
// (docs/decisions/048-t4-and-rl1-slips.md lists them).
import type { Transmitter } from './xml.ts';

const read = (name: string, fallback: string) => Deno.env.get(name)?.trim() || fallback;

export const TRANSMITTER: Transmitter = {
  number: read('CRA_TRANSMITTER_NUMBER', 'MM555555'),
  typeCode: '2', // a service provider filing returns for others (the families)
  name: read('CRA_TRANSMITTER_NAME', 'Tendwell Inc.'),
  address: {
    line1: read('CRA_TRANSMITTER_ADDRESS_LINE1', '100 King Street West'),
    line2: Deno.env.get('CRA_TRANSMITTER_ADDRESS_LINE2')?.trim() || null,
    city: read('CRA_TRANSMITTER_CITY', 'Toronto'),
    province: read('CRA_TRANSMITTER_PROVINCE', 'ON'),
    postalCode: read('CRA_TRANSMITTER_POSTAL_CODE', 'M5X 1A9'),
  },
  contact: {
    name: read('CRA_TRANSMITTER_CONTACT_NAME', 'Tendwell Payroll'),
    areaCode: read('CRA_TRANSMITTER_CONTACT_AREA_CODE', '416'),
    phone: read('CRA_TRANSMITTER_CONTACT_PHONE', '555-0100'),
    email: read('CRA_TRANSMITTER_CONTACT_EMAIL', 'payroll@tendwell.ca'),
  },
};

if (!/^MM\d{6}$/i.test(TRANSMITTER.number)) {
  throw new Error(`CRA_TRANSMITTER_NUMBER must be MM and six digits, got ${TRANSMITTER.number}`);
}
