import assert from 'node:assert/strict';
import { isSameSitePath, safeNextPath } from './safe-path.ts';

Deno.test('only same-site paths are followed', () => {
  assert.equal(isSameSitePath('/dashboard'), true);
  assert.equal(isSameSitePath('//evil.example'), false);
  assert.equal(isSameSitePath('/\\evil.example'), false);
  assert.equal(isSameSitePath('https://evil.example'), false);
  assert.equal(safeNextPath('/invites/1', '/dashboard'), '/invites/1');
  assert.equal(safeNextPath('//evil.example', '/dashboard'), '/dashboard');
  assert.equal(safeNextPath(undefined, '/dashboard'), '/dashboard');
  assert.equal(safeNextPath(null), '/');
});
