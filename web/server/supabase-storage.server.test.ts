// The Supabase Storage backend through @supabase/supabase-js, unchanged, against a local fake
// of Storage's HTTP API (tests/fakes/supabase-storage-fake.ts): what our routes serve is what
// the bucket holds, the service role's key is sent, and the URLs people get stay ours.
import assert from 'node:assert/strict';
import { Hono } from 'hono';
import { serveStorageFake } from '../../tests/fakes/supabase-storage-fake.ts';
import { ApiError } from './http.server.ts';
import { newObjectPath, setStorageBackend, storage, storageRoutes } from './storage.server.ts';
import { supabaseStorageBackend, supabaseStorageConfig } from './supabase-storage.server.ts';

function app() {
  const a = new Hono();
  a.route('/storage/v1', storageRoutes);
  a.onError((err, c) => c.json({}, err instanceof ApiError ? err.status : 500));
  return a;
}

const test = (name: string, fn: () => Promise<void> | void) =>
  Deno.test({ name, sanitizeOps: false, sanitizeResources: false, fn });

test('supabase storage: configured only by SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY together', () => {
  const from = (vars: Record<string, string>) => (name: string) => vars[name];
  assert.equal(supabaseStorageConfig(from({})), null);
  assert.equal(supabaseStorageConfig(from({ SUPABASE_URL: 'https://x.supabase.co' })), null);
  assert.deepEqual(
    supabaseStorageConfig(
      from({ SUPABASE_URL: 'https://x.supabase.co/', SUPABASE_SERVICE_ROLE_KEY: 'k' }),
    ),
    { url: 'https://x.supabase.co', serviceRoleKey: 'k' },
  );
});

test('supabase storage: uploads, serves through our routes, signs, removes', async () => {
  const fake = serveStorageFake();
  const previous = setStorageBackend(
    supabaseStorageBackend(
      { url: fake.url, serviceRoleKey: fake.serviceRoleKey },
      new Set(['avatars']),
    ),
  );
  const user = crypto.randomUUID();
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  const pdf = new TextEncoder().encode('%PDF-1.4 a check');
  try {
    const avatar = newObjectPath(user, 'png');
    await storage.from('avatars').upload(avatar, png, { contentType: 'image/png' });
    assert.deepEqual(fake.objects.get(`avatars/${avatar}`)?.bytes, png);
    assert.equal(fake.objects.get(`avatars/${avatar}`)?.contentType, 'image/png');

    const res = await app().request(storage.from('avatars').getPublicUrl(avatar));
    assert.equal(res.status, 200);
    assert.deepEqual(new Uint8Array(await res.arrayBuffer()), png);

    const check = newObjectPath(user, 'pdf');
    await storage.from('background-checks').upload(check, pdf);
    const leaked = await app().request(`/storage/v1/object/public/background-checks/${check}`);
    assert.equal(leaked.status, 404);
    await leaked.body?.cancel();
    const signed = await storage.from('background-checks').createSignedUrl(check, 300);
    assert.match(signed, /^\/storage\/v1\/object\/sign\/background-checks\//);
    const opened = await app().request(signed);
    assert.equal(opened.status, 200);
    assert.equal(opened.headers.get('cache-control'), 'private, no-store');
    assert.deepEqual(new Uint8Array(await opened.arrayBuffer()), pdf);

    // A missing object is a 404 of ours, not a server error.
    const missing = await app().request(
      storage.from('avatars').getPublicUrl(newObjectPath(user, 'png')),
    );
    assert.equal(missing.status, 404);
    await missing.body?.cancel();
    assert.equal(await storage.from('avatars').download(newObjectPath(user, 'png')), null);

    await storage.from('background-checks').remove([check]);
    assert.equal(fake.objects.has(`background-checks/${check}`), false);
    const gone = await app().request(signed);
    assert.equal(gone.status, 404);
    await gone.body?.cancel();
    // Removing what is already gone is not an error.
    await storage.from('background-checks').remove([check]);

    // Every call went to Storage's own endpoints, the way the SDK makes them.
    const seen = new Set(fake.requests.map((r) => `${r.method} ${r.path.split('/')[4]}`));
    assert.deepEqual([...seen].sort(), [
      'DELETE background-checks',
      'GET avatars',
      'GET background-checks',
      'POST avatars',
      'POST background-checks',
    ]);
  } finally {
    setStorageBackend(previous);
    await fake.close();
  }
});

test('supabase storage: a refused key is an error, never a silent success', async () => {
  const fake = serveStorageFake();
  const backend = supabaseStorageBackend(
    { url: fake.url, serviceRoleKey: 'not-the-key' },
    new Set(['avatars']),
  );
  try {
    await assert.rejects(
      backend.put('avatars', `${crypto.randomUUID()}/x.png`, new Uint8Array([1]), 'image/png'),
      /Storage upload to avatars failed/,
    );
    await assert.rejects(backend.get('avatars', `${crypto.randomUUID()}/x.png`), /failed/);
  } finally {
    await fake.close();
  }
});
