import assert from 'node:assert/strict';
import * as v from 'valibot';
import { translator } from '../../../shared/i18n.tsx';
import { securityMessages } from '../messages.ts';
import type { SessionSummary } from '../model.ts';
import { BackupCodeSchema, SecondStepSchema, TotpCodeSchema } from '../schemas.ts';
import {
  backupCodesFile,
  deviceLabel,
  emptyPasswordChange,
  firstError,
  groupSecret,
  initialTotp,
  orderSessions,
  otpauthAccount,
  passkeyNameTooLong,
  placeLabel,
  promptRefusal,
  totpDigits,
  totpPromptLabel,
  totpReducer,
  type TotpState,
} from './security-settings-state.ts';

const en = translator(securityMessages, 'en');
const fr = translator(securityMessages, 'fr');

Deno.test('a device reads as its browser on its system, in both languages', () => {
  assert.equal(deviceLabel({ browser: 'Chrome 131', os: 'macOS' }, en), 'Chrome 131 on macOS');
  assert.equal(deviceLabel({ browser: 'Chrome 131', os: 'macOS' }, fr), 'Chrome 131 sur macOS');
  assert.equal(deviceLabel({ browser: null, os: 'Android' }, en), 'Unknown browser on Android');
  assert.equal(deviceLabel({ browser: 'Firefox 133', os: null }, en), 'Firefox 133');
});

Deno.test('a place claims no more than the address says', () => {
  assert.equal(placeLabel({ kind: 'unknown' }, en), 'Place unknown');
  assert.equal(placeLabel({ kind: 'local' }, en), 'This computer or local network');
  assert.equal(
    placeLabel({ kind: 'network', prefix: '203.0.113.x', same: true }, en),
    'This network (203.0.113.x)',
  );
  assert.equal(
    placeLabel({ kind: 'network', prefix: '198.51.100.x', same: false }, fr),
    'Réseau 198.51.100.x',
  );
});

Deno.test('the setup key is grouped for typing and the account read from the URI', () => {
  assert.equal(groupSecret('jbswy3dpehpk3pxp'), 'JBSW Y3DP EHPK 3PXP');
  assert.equal(groupSecret('ABCDEF'), 'ABCD EF');
  assert.equal(
    otpauthAccount('otpauth://totp/Tendwell:erin%40example.com?secret=JBSW&issuer=Tendwell'),
    'erin@example.com',
  );
  assert.equal(otpauthAccount('not a uri'), '');
});

Deno.test('the backup codes file holds every code on its own line', () => {
  const file = backupCodesFile(['abcde-12345', 'fghij-67890'], {
    title: 'Tendwell backup codes',
    note: 'Each code works once.',
    account: 'erin@example.com',
    date: 'Nov 28, 2026',
  });
  const lines = file.split('\n');
  assert.equal(lines[0], 'Tendwell backup codes');
  assert.ok(lines.includes('abcde-12345') && lines.includes('fghij-67890'));
  assert.ok(file.endsWith('Each code works once.\n'));
});

Deno.test('this device is listed first, then the most recently active', () => {
  const s = (id: string, current: boolean, lastSeenAt: string): SessionSummary => ({
    id,
    current,
    browser: null,
    os: null,
    place: { kind: 'unknown' },
    signedInAt: lastSeenAt,
    lastSeenAt,
  });
  const ordered = orderSessions([
    s('old', false, '2026-11-01T00:00:00Z'),
    s('me', true, '2026-11-02T00:00:00Z'),
    s('new', false, '2026-11-27T00:00:00Z'),
  ]);
  assert.deepEqual(ordered.map((x) => x.id), ['me', 'new', 'old']);
});

Deno.test('codes: six digits from the app, backup codes with or without the dash', () => {
  assert.equal(v.parse(TotpCodeSchema, ' 123 456 '), '123456');
  assert.equal(v.safeParse(TotpCodeSchema, '12345').success, false);
  assert.equal(v.safeParse(TotpCodeSchema, 'abcdef').success, false);
  assert.equal(v.parse(BackupCodeSchema, 'abcde12345'), 'abcde-12345');
  assert.equal(v.parse(BackupCodeSchema, 'AbCdE-12345'), 'AbCdE-12345');
  assert.equal(v.safeParse(BackupCodeSchema, 'abc-123').success, false);
  const wrong = v.safeParse(SecondStepSchema, { method: 'totp', code: 'nope' });
  assert.equal(wrong.success, false);
  assert.equal(wrong.issues?.[0].message, 'codeFormat');
  assert.equal(v.safeParse(SecondStepSchema, { method: 'sms', code: '123456' }).success, false);
});

Deno.test('setting up an app: the password, the key and a code, then the codes once', () => {
  let state: TotpState = totpReducer(initialTotp, { type: 'ask', purpose: 'setup' });
  assert.deepEqual(state.phase, { step: 'password', purpose: 'setup' });
  state = totpReducer(state, {
    type: 'started',
    uri: 'otpauth://totp/Tendwell:erin%40example.com?secret=JBSW',
    secret: 'JBSW',
    backupCodes: ['abcde-12345'],
  });
  assert.equal(state.phase.step, 'scan');
  state = totpReducer(state, { type: 'typed', code: '12345' });
  state = totpReducer(state, { type: 'refused', error: en('codeFormat') });
  assert.equal(state.codeError, 'Enter the 6 digits your app shows.');
  assert.equal(state.code, '12345', 'a refused code stays to be corrected');
  state = totpReducer(state, { type: 'typed', code: '123 456' });
  state = totpReducer(state, { type: 'checking' });
  assert.equal(state.busy, true);
  state = totpReducer(state, { type: 'confirmed' });
  assert.deepEqual(state, {
    phase: { step: 'codes', backupCodes: ['abcde-12345'] },
    code: '',
    busy: false,
  });
  assert.deepEqual(totpReducer(state, { type: 'done' }), initialTotp);
});

Deno.test('renewing shows the new codes; a confirmation outside the setup changes nothing', () => {
  const asked = totpReducer(initialTotp, { type: 'ask', purpose: 'renew' });
  const renewed = totpReducer(asked, { type: 'renewed', backupCodes: ['fghij-67890'] });
  assert.deepEqual(renewed.phase, { step: 'codes', backupCodes: ['fghij-67890'] });
  assert.equal(totpReducer(renewed, { type: 'confirmed' }), renewed);
  const refused = totpReducer({ ...asked, busy: true }, { type: 'refused', error: 'x' });
  assert.equal(refused.busy, false);
});

Deno.test('the password prompt names what it unlocks and where a refusal shows', () => {
  assert.equal(en(totpPromptLabel('setup')), 'Set up an authenticator app');
  assert.equal(en(totpPromptLabel('renew')), 'New backup codes');
  assert.equal(en(totpPromptLabel('remove')), 'Remove the app and its backup codes');
  assert.deepEqual(promptRefusal({ password: 'That password is not right.' }), {
    field: 'That password is not right.',
  });
  assert.deepEqual(promptRefusal({ general: 'Network down' }), { general: 'Network down' });
  assert.equal(firstError({}), undefined);
});

Deno.test('an app code may be typed with spaces; a passkey name has at most 80 characters', () => {
  assert.equal(totpDigits(' 123 456 '), '123456');
  assert.equal(totpDigits('12345'), null);
  assert.equal(totpDigits('12345a'), null);
  assert.equal(passkeyNameTooLong(`  ${'a'.repeat(80)}  `), false);
  assert.equal(passkeyNameTooLong('a'.repeat(81)), true);
  assert.deepEqual(Object.values(emptyPasswordChange()), ['', '', '']);
});
