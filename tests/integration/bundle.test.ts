// What the browser bundle holds (ADR 019): the loader table in web/client.tsx names islands and
// nothing else. Component tests sit beside their islands (`*.dom.test.tsx`); a glob that caught
// them made each a chunk and an entry every page downloads with the loader.
import assert from 'node:assert/strict';
import { env } from '../../web/server/env.server.ts';

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
const dist = `${env.root}${env.assetsDir}`;
const manifest: Record<string, Chunk> = JSON.parse(
  Deno.readTextFileSync(`${dist}/.vite/manifest.json`),
);

Deno.test('the island loader table names islands (and the runtime they start), never a test', () => {
  const loaded = manifest['web/client.tsx']?.dynamicImports ?? [];
  const islands = loaded.filter((path) => /\/islands\/[a-z0-9-]+\.tsx$/.test(path));
  assert.ok(islands.length > 20, `only ${islands.length} islands in the loader table`);
  assert.deepEqual(loaded.filter((path) => /\.test\.|(?:^|\/)tests?\//.test(path)), []);
});

Deno.test('no chunk of the bundle carries test tooling', () => {
  const carrying = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'))
    .filter((file) =>
      /@testing-library|happy-dom|vitest/.test(Deno.readTextFileSync(`${dist}/${file}`))
    );
  assert.deepEqual(carrying, []);
});
