// A local stand-in for Supabase Storage's HTTP API: the endpoints @supabase/supabase-js calls
// for what Tendwell does with files (upload, download, remove), with the service role's bearer
// key required, buckets that must exist, and errors in Storage's own shape (a missing object is
// a 400 whose body says statusCode '404', as the hosted API answers). The SDK is used unchanged
// against it, as the Stripe fake stands in for Stripe (ADR 023).
//
//   POST|PUT /storage/v1/object/{bucket}/{path}    upload (raw body; x-upsert)
//   GET      /storage/v1/object/{bucket}/{path}    download (authenticated)
//   DELETE   /storage/v1/object/{bucket}           remove {prefixes: [paths]}
export type StorageFake = {
  url: string;
  serviceRoleKey: string;
  objects: Map<string, { bytes: Uint8Array; contentType: string }>;
  requests: Array<{ method: string; path: string }>;
  close(): Promise<void>;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const storageError = (statusCode: string, error: string, message: string) =>
  json(400, { statusCode, error, message });

export function serveStorageFake(
  options: { buckets?: string[]; serviceRoleKey?: string } = {},
): StorageFake {
  const buckets = new Set(options.buckets ?? ['avatars', 'background-checks']);
  const serviceRoleKey = options.serviceRoleKey ?? `fake-service-role-${crypto.randomUUID()}`;
  const objects = new Map<string, { bytes: Uint8Array; contentType: string }>();
  const requests: StorageFake['requests'] = [];

  const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, async (req) => {
    const url = new URL(req.url);
    requests.push({ method: req.method, path: url.pathname });
    if (req.headers.get('authorization') !== `Bearer ${serviceRoleKey}`) {
      return storageError('403', 'Unauthorized', 'invalid signature');
    }
    const match = /^\/storage\/v1\/object\/([^/]+)(?:\/(.+))?$/.exec(url.pathname);
    if (!match) return json(404, { statusCode: '404', error: 'not_found', message: 'Not found' });
    const [, bucket, rawPath] = match;
    if (!buckets.has(bucket)) return storageError('404', 'Bucket not found', 'Bucket not found');
    const path = rawPath ? decodeURIComponent(rawPath) : '';
    const key = `${bucket}/${path}`;
    if ((req.method === 'POST' || req.method === 'PUT') && path) {
      const exists = objects.has(key);
      if (req.method === 'POST' && exists && req.headers.get('x-upsert') !== 'true') {
        return storageError('409', 'Duplicate', 'The resource already exists');
      }
      if (req.method === 'PUT' && !exists) {
        return storageError('404', 'not_found', 'Object not found');
      }
      const bytes = new Uint8Array(await req.arrayBuffer());
      objects.set(key, {
        bytes,
        contentType: req.headers.get('content-type') ?? 'application/octet-stream',
      });
      return json(200, { Id: crypto.randomUUID(), Key: key });
    }
    if (req.method === 'GET' && path) {
      const object = objects.get(key);
      if (!object) return storageError('404', 'not_found', 'Object not found');
      return new Response(object.bytes as BodyInit, {
        headers: { 'content-type': object.contentType },
      });
    }
    if (req.method === 'DELETE' && !path) {
      const { prefixes } = await req.json() as { prefixes?: unknown };
      if (!Array.isArray(prefixes)) {
        return storageError('400', 'Invalid Input', 'body must have required property prefixes');
      }
      const removed = prefixes.filter((p) => objects.delete(`${bucket}/${p}`))
        .map((p) => ({ name: p, bucket_id: bucket }));
      return json(200, removed);
    }
    return json(405, { statusCode: '405', error: 'Method not allowed', message: req.method });
  });

  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    serviceRoleKey,
    objects,
    requests,
    close: () => server.shutdown(),
  };
}
