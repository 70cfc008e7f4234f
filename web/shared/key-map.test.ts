import assert from 'node:assert/strict';
import { keyMap } from './key-map.ts';

Deno.test('chosen keys become { key: true }, each once', () => {
  assert.deepEqual(keyMap(['cooking', 'bathing', 'cooking']), { cooking: true, bathing: true });
  assert.deepEqual(keyMap(new Set(['a'])), { a: true });
});

Deno.test('nothing chosen is an empty map', () => {
  assert.deepEqual(keyMap([]), {});
  assert.deepEqual(keyMap(null), {});
  assert.deepEqual(keyMap(undefined), {});
});
