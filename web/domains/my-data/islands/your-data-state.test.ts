import assert from 'node:assert/strict';
import {
  afterRefusal,
  canRequestExport,
  closeFormErrors,
  closePayload,
  downloadName,
  exportStatusKey,
  initialCloseForm,
} from './your-data-state.ts';

const at = '2026-11-28T10:00:00.000Z';

Deno.test('your data: each export state has its sentence; none has none', () => {
  assert.equal(exportStatusKey({ state: 'none' }), null);
  assert.equal(exportStatusKey({ state: 'pending', requestedAt: at }), 'pending');
  assert.equal(exportStatusKey({ state: 'ready', requestedAt: at, expiresAt: at }), 'ready');
  assert.equal(exportStatusKey({ state: 'failed', requestedAt: at }), 'failed');
  assert.equal(exportStatusKey({ state: 'used', requestedAt: at }), 'used');
  assert.equal(exportStatusKey({ state: 'expired', requestedAt: at }), 'expired');
});

Deno.test('your data: a new export may be asked for unless one is being built', () => {
  assert.equal(canRequestExport({ state: 'pending', requestedAt: at }), false);
  for (const state of ['none', 'failed', 'used', 'expired'] as const) {
    assert.equal(canRequestExport({ state, requestedAt: at } as never), true, state);
  }
  assert.equal(canRequestExport({ state: 'ready', requestedAt: at, expiresAt: at }), true);
});

Deno.test('close: the password is required and sent as typed; the code only once asked', () => {
  const form = initialCloseForm();
  assert.deepEqual(closeFormErrors(form), { password: 'passwordRequired' });
  const typed = { ...form, password: ' pass word ' };
  assert.equal(closeFormErrors(typed), null);
  assert.deepEqual(closePayload({ ...typed, code: '123456' }), { password: ' pass word ' });

  const asked = { ...typed, needsCode: true };
  assert.deepEqual(closeFormErrors(asked), { code: 'codeRequired' });
  assert.deepEqual(closePayload({ ...asked, code: ' 123456 ' }), {
    password: ' pass word ',
    code: '123456',
  });
});

Deno.test('close: a refusal shows the server errors; a code error brings the code field', () => {
  const busy = { ...initialCloseForm(), password: 'x', busy: true };
  const wrong = afterRefusal(busy, { password: 'This password is not correct.' });
  assert.equal(wrong.busy, false);
  assert.equal(wrong.needsCode, false);
  assert.equal(wrong.errors.password, 'This password is not correct.');

  const second = afterRefusal(busy, { code: 'Please enter the code.' });
  assert.equal(second.needsCode, true);
  assert.equal(second.errors.code, 'Please enter the code.');
  // Once asked, the code stays asked even if the next error is about the password.
  assert.equal(afterRefusal(second, { password: 'no' }).needsCode, true);

  assert.equal(afterRefusal(busy, { general: 'Too many' }).errors.general, 'Too many');
  assert.equal(afterRefusal(busy, { reason: 'Other' }).errors.general, 'Other');
});

Deno.test('download: the name comes from Content-Disposition, else a default', () => {
  assert.equal(
    downloadName('attachment; filename="tendwell-my-data-2026-11-28.zip"'),
    'tendwell-my-data-2026-11-28.zip',
  );
  assert.equal(downloadName(null), 'tendwell-my-data.zip');
});
