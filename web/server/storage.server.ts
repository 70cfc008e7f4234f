// File storage in the shape of Supabase Storage: buckets, object paths `<userId>/<uuid>.<ext>`,
// public URLs for public buckets and short-lived signed URLs for private ones:
//
//   GET /storage/v1/object/public/<bucket>/<path>            public buckets only
//   GET /storage/v1/object/sign/<bucket>/<path>?token=…      any bucket, token not expired
//
// Objects live behind a StorageBackend; the default keeps them on the local disk under
// STORAGE_DIR (default `.data/storage`). A hosted Supabase Storage or S3 bucket fills the same
// interface (put/get/delete by bucket and path). Who may get a signed URL is decided by the
// caller before it signs one (row-level security on the row that names the object); the token
// then proves that decision for `expiresIn` seconds, for that one object only.
// docs/decisions/017-files-banking-encryption.md.
import { Hono } from 'hono';
import { env } from './env.server.ts';
import { forbidden, notFound } from './http.server.ts';
import { supabaseStorageBackend, supabaseStorageConfig } from './supabase-storage.server.ts';

export const BUCKETS = {
  avatars: { public: true },
  'background-checks': { public: false },
} as const;
export type BucketName = keyof typeof BUCKETS;

export function isBucket(name: string): name is BucketName {
  return Object.hasOwn(BUCKETS, name);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  webp: 'image/webp',
};

/** Object paths: `<segment>/<segment>.<ext>`, letters, digits, dash and underscore only. */
const OBJECT_PATH = /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64})*\.(jpg|png|pdf|webp)$/;

export function isObjectPath(path: string): boolean {
  return OBJECT_PATH.test(path);
}

/** A new object path for a user's file: `<userId>/<uuid>.<ext>`. */
export function newObjectPath(userId: string, ext: 'jpg' | 'png' | 'pdf' | 'webp'): string {
  return `${userId}/${crypto.randomUUID()}.${ext}`;
}

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export interface StorageBackend {
  put(bucket: BucketName, path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(bucket: BucketName, path: string): Promise<Uint8Array | null>;
  delete(bucket: BucketName, path: string): Promise<void>;
}

/** Files under `<dir>/<bucket>/<path>`, written atomically (temporary file, then rename). */
export function localDiskBackend(dir: string): StorageBackend {
  const fileOf = (bucket: BucketName, path: string) => {
    if (!isObjectPath(path)) throw new Error(`Invalid object path: ${path}`);
    return `${dir}/${bucket}/${path}`;
  };
  return {
    async put(bucket, path, bytes) {
      const file = fileOf(bucket, path);
      await Deno.mkdir(file.slice(0, file.lastIndexOf('/')), { recursive: true });
      const temp = `${file}.${crypto.randomUUID()}.tmp`;
      await Deno.writeFile(temp, bytes, { mode: 0o600 });
      await Deno.rename(temp, file);
    },
    async get(bucket, path) {
      try {
        return await Deno.readFile(fileOf(bucket, path));
      } catch (err) {
        if (err instanceof Deno.errors.NotFound) return null;
        throw err;
      }
    },
    async delete(bucket, path) {
      try {
        await Deno.remove(fileOf(bucket, path));
      } catch (err) {
        if (!(err instanceof Deno.errors.NotFound)) throw err;
      }
    },
  };
}

/**
 * Supabase Storage when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set (a deployment: every
 * server sees the same files), else the local disk under STORAGE_DIR.
 */
export function defaultStorageBackend(): StorageBackend {
  const supabase = supabaseStorageConfig();
  if (supabase) {
    const publicBuckets = new Set(
      Object.entries(BUCKETS).filter(([, b]) => b.public).map(([name]) => name),
    );
    return supabaseStorageBackend(supabase, publicBuckets);
  }
  return localDiskBackend(Deno.env.get('STORAGE_DIR') ?? `${env.root}.data/storage`);
}

let backend: StorageBackend = defaultStorageBackend();

/** Swaps the backend (a hosted bucket, or a test double); returns the previous one. */
export function setStorageBackend(next: StorageBackend): StorageBackend {
  const previous = backend;
  backend = next;
  return previous;
}

// Signed URLs: `<base64url payload>.<base64url HMAC-SHA256>`, payload {url, exp} as Supabase's.

const encoder = new TextEncoder();
let signingKey: Promise<CryptoKey> | null = null;

function key(): Promise<CryptoKey> {
  signingKey ??= crypto.subtle.importKey(
    'raw',
    encoder.encode(`storage-url-signing:${env.authSecret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return signingKey;
}

function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array {
  const s = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(s, (ch) => ch.charCodeAt(0));
}

export async function signToken(bucket: BucketName, path: string, expiresInSeconds: number) {
  const exp = Math.floor(Date.now() / 1000) + Math.max(1, Math.floor(expiresInSeconds));
  const payload = base64url(encoder.encode(JSON.stringify({ url: `${bucket}/${path}`, exp })));
  const signature = new Uint8Array(
    await crypto.subtle.sign('HMAC', await key(), encoder.encode(payload)),
  );
  return `${payload}.${base64url(signature)}`;
}

/** Whether `token` was signed by this server for exactly this object and has not expired. */
export async function verifyToken(token: string, bucket: string, path: string): Promise<boolean> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return false;
  try {
    const ok = await crypto.subtle.verify(
      'HMAC',
      await key(),
      fromBase64url(signature) as BufferSource,
      encoder.encode(payload),
    );
    if (!ok) return false;
    const claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload)));
    return claims.url === `${bucket}/${path}` && typeof claims.exp === 'number' &&
      claims.exp > Date.now() / 1000;
  } catch {
    return false;
  }
}

/** A bucket's handle, as `supabase.storage.from(bucket)`. */
export function from(bucket: BucketName) {
  return {
    async upload(path: string, bytes: Uint8Array, options: { contentType?: string } = {}) {
      if (!isObjectPath(path)) throw new Error(`Invalid object path: ${path}`);
      await backend.put(bucket, path, bytes, options.contentType ?? contentTypeOf(path));
      return { path };
    },
    download(path: string): Promise<Uint8Array | null> {
      return isObjectPath(path) ? backend.get(bucket, path) : Promise.resolve(null);
    },
    async remove(paths: string[]) {
      for (const path of paths) if (isObjectPath(path)) await backend.delete(bucket, path);
    },
    /** A same-origin URL anyone may fetch; public buckets only. */
    getPublicUrl(path: string): string {
      if (!BUCKETS[bucket].public) throw new Error(`Bucket ${bucket} is private`);
      return `/storage/v1/object/public/${bucket}/${path}`;
    },
    /** A same-origin URL valid for `expiresInSeconds`, for this object only. */
    async createSignedUrl(path: string, expiresInSeconds: number): Promise<string> {
      const token = await signToken(bucket, path, expiresInSeconds);
      return `/storage/v1/object/sign/${bucket}/${path}?token=${token}`;
    },
  };
}

export const storage = { from };

/** The two read routes, mounted at /storage/v1 by the app. */
export const storageRoutes = new Hono();

function objectOf(fullPath: string, marker: string): { bucket: string; path: string } | null {
  const at = fullPath.indexOf(marker);
  if (at < 0) return null;
  let rest: string;
  try {
    rest = decodeURIComponent(fullPath.slice(at + marker.length));
  } catch {
    // Broken percent-encoding names no object: not found, like any other path we do not hold.
    return null;
  }
  const slash = rest.indexOf('/');
  if (slash < 0) return null;
  return { bucket: rest.slice(0, slash), path: rest.slice(slash + 1) };
}

async function answer(bucket: BucketName, path: string, cache: string) {
  const bytes = await backend.get(bucket, path);
  if (!bytes) throw notFound();
  return new Response(bytes as BodyInit, {
    headers: {
      'Content-Type': contentTypeOf(path),
      'Content-Length': String(bytes.length),
      'Cache-Control': cache,
      'Content-Disposition': 'inline',
      // Files are shown, never run: no scripts even if a PDF or image viewer is tricked.
      'Content-Security-Policy':
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

storageRoutes.get('/object/public/*', async (c) => {
  const object = objectOf(c.req.path, '/object/public/');
  if (!object || !isBucket(object.bucket) || !BUCKETS[object.bucket].public) throw notFound();
  if (!isObjectPath(object.path)) throw notFound();
  return await answer(object.bucket, object.path, 'public, max-age=31536000, immutable');
});

storageRoutes.get('/object/sign/*', async (c) => {
  const object = objectOf(c.req.path, '/object/sign/');
  if (!object || !isBucket(object.bucket) || !isObjectPath(object.path)) throw notFound();
  const token = c.req.query('token') ?? '';
  if (!(await verifyToken(token, object.bucket, object.path))) throw forbidden();
  return await answer(object.bucket, object.path, 'private, no-store');
});
