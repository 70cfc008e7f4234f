// Files in Supabase Storage (issue 21): with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set, the
// storage module's backend (web/server/storage.server.ts) keeps objects in the project's private
// buckets through @supabase/supabase-js, so every server of a deployment sees the same files.
// The URLs people get stay ours (/storage/v1/object/public|sign/…, signed with AUTH_SECRET for
// the same lifetimes as before): the bytes come through our server, under our Content-Security-
// Policy, and the buckets themselves stay private to the service role (ADR 017).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/** The storage module's backend interface, by shape (it imports this file, not the reverse). */
type Backend = {
  put(bucket: string, path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(bucket: string, path: string): Promise<Uint8Array | null>;
  delete(bucket: string, path: string): Promise<void>;
};

export type SupabaseStorageConfig = { url: string; serviceRoleKey: string };

export function supabaseStorageConfig(
  read = (name: string) => Deno.env.get(name),
): SupabaseStorageConfig | null {
  const url = read('SUPABASE_URL')?.trim();
  const serviceRoleKey = read('SUPABASE_SERVICE_ROLE_KEY')?.trim();
  return url && serviceRoleKey ? { url: url.replace(/\/$/, ''), serviceRoleKey } : null;
}

/**
 * A missing object: Storage answers 400 with a body saying 404 'Object not found' (or a plain
 * 404). A missing bucket is not that: it is a deployment without its buckets, and must fail.
 */
function isMissingObject(error: unknown) {
  const e = error as { status?: number; statusCode?: string; message?: string } | null;
  const message = e?.message ?? '';
  if (/bucket/i.test(message)) return false;
  return /object not found/i.test(message) || e?.status === 404 || e?.statusCode === '404';
}

export function supabaseStorageBackend(
  config: SupabaseStorageConfig,
  publicBuckets: ReadonlySet<string>,
): Backend {
  const client: SupabaseClient = createClient(config.url, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const bucket = (name: string) => client.storage.from(name);
  return {
    async put(name, path, bytes, contentType) {
      const { error } = await bucket(name).upload(path, bytes, {
        contentType,
        upsert: true,
        // Objects are never rewritten in place (every upload is a new path): cache them long.
        cacheControl: publicBuckets.has(name) ? '31536000' : '0',
      });
      if (error) throw new Error(`Storage upload to ${name} failed: ${error.message}`);
    },
    async get(name, path) {
      const { data, error } = await bucket(name).download(path);
      if (error) {
        if (isMissingObject(error)) return null;
        throw new Error(`Storage download from ${name} failed: ${error.message}`);
      }
      return new Uint8Array(await data.arrayBuffer());
    },
    async delete(name, path) {
      const { error } = await bucket(name).remove([path]);
      if (error && !isMissingObject(error)) {
        throw new Error(`Storage delete in ${name} failed: ${error.message}`);
      }
    },
  };
}
