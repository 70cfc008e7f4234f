// The banking rules of spec 002 §5 and their messages, word for word (through the catalog), and
// the catalog itself: both languages carry every key.
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { englishMessageFor } from '../../../tests/schema-messages.ts';
import { bankingMessages } from './messages.ts';
import { digitsOnly, maskDigits } from './model.ts';
import { BankingSchema } from './schemas.ts';

const EN = bankingMessages.en;

const messageFor = (schema: v.GenericSchema, value: unknown, field?: string) =>
  englishMessageFor(bankingMessages, schema, value, field);

Deno.test('the catalog: English and French carry the same keys', () => {
  assert.deepEqual(Object.keys(bankingMessages.fr).sort(), Object.keys(EN).sort());
});

Deno.test('catalog: the spec texts, character for character', () => {
  const spec = [
    'Must not be empty',
    'Please enter a valid insitution number',
    'Please enter a valid account number',
    'Please enter a valid transit/branch number',
    'Please input and select a valid address from the options provided',
  ];
  const values = new Set(Object.values(EN));
  for (const s of spec) assert.ok(values.has(s), s);
});

const address = {
  addressFull: '100 Queen St W, Toronto, ON M5H 2N2',
  addressParams: {
    streetNumber: '100',
    streetRoute: 'queen st w',
    locality: 'toronto',
    adminAreaLevel1: 'on',
    country: 'canada',
    postalCode: 'm5h 2n2',
  },
  coordinates: { lat: 43.6535, lng: -79.3839 },
  geohash: 'dpz83dffm',
};

const banking = {
  instNum: '003',
  accNum: '1234567',
  transitNum: '12345',
  bankName: 'Royal Bank',
  bankAddress: address,
  homeAddress: address,
};

Deno.test('banking: every message', () => {
  assert.ok(v.is(BankingSchema, banking));
  assert.equal(
    messageFor(BankingSchema, { ...banking, instNum: '03' }, 'instNum'),
    'Please enter a valid insitution number',
  );
  assert.equal(
    messageFor(BankingSchema, { ...banking, accNum: '123456a' }, 'accNum'),
    'Please enter a valid account number',
  );
  assert.equal(
    messageFor(BankingSchema, { ...banking, transitNum: '1234' }, 'transitNum'),
    'Please enter a valid transit/branch number',
  );
  for (const f of ['instNum', 'accNum', 'transitNum', 'bankName'] as const) {
    assert.equal(messageFor(BankingSchema, { ...banking, [f]: '' }, f), 'Must not be empty', f);
  }
  assert.equal(
    messageFor(BankingSchema, { ...banking, bankAddress: { addressFull: 'x' } }, 'bankAddress'),
    'Please input and select a valid address from the options provided',
  );
  const { homeAddress: _, ...missing } = banking;
  assert.equal(
    messageFor(BankingSchema, missing, 'homeAddress'),
    'Please input and select a valid address from the options provided',
  );
  assert.equal(digitsOnly('12-34 5678', 7), '1234567');
  assert.equal(maskDigits('1234567'), '•••4567');
  assert.equal(maskDigits('12345'), '•••2345');
});
