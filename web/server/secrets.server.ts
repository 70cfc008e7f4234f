// Field encryption for data that must never sit in the database in clear (banking numbers):
// AES-256-GCM through WebCrypto, a random 96-bit IV per value, and associated data binding each
// ciphertext to its row and column (a value copied to another row or field fails to decrypt).
//
// Keys come from BANKING_KEY: a comma-separated list of `<keyId>:<base64 of 32 bytes>`. The first
// key encrypts; every listed key decrypts (rows carry the id of their key). Without BANKING_KEY,
// outside production, one key is generated into `.data/banking-key` (like AUTH_SECRET), so local
// data survives restarts. Rotation: put a new key first, keep the old ones after it, run
// `deno run -A web/domains/banking/rotate-banking-key.ts` to re-encrypt every row with the new
// key, then drop the old key. docs/decisions/055-banking-encryption.md.
import { env } from './env.server.ts';

export type KeyRing = { currentId: string; keys: Map<string, CryptoKey> };
export type Sealed = { ciphertext: string; keyId: string };

const KEY_ID = /^[A-Za-z0-9_-]{1,40}$/;
const IV_BYTES = 12;

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** Parses `id:base64[,id:base64…]`; throws with a message naming what is wrong. */
export async function parseKeyRing(spec: string): Promise<KeyRing> {
  const keys = new Map<string, CryptoKey>();
  let currentId = '';
  for (const part of spec.split(',').map((p) => p.trim()).filter(Boolean)) {
    const colon = part.indexOf(':');
    const id = colon > 0 ? part.slice(0, colon) : '';
    if (!KEY_ID.test(id)) throw new Error('BANKING_KEY: each key is <keyId>:<base64 of 32 bytes>');
    let raw: Uint8Array;
    try {
      raw = fromBase64(part.slice(colon + 1));
    } catch {
      throw new Error(`BANKING_KEY: key ${id} is not base64`);
    }
    if (raw.length !== 32) throw new Error(`BANKING_KEY: key ${id} must be 32 bytes`);
    keys.set(
      id,
      await crypto.subtle.importKey('raw', raw as BufferSource, 'AES-GCM', false, [
        'encrypt',
        'decrypt',
      ]),
    );
    currentId ||= id;
  }
  if (!currentId) throw new Error('BANKING_KEY is empty');
  return { currentId, keys };
}

/** A new key line for BANKING_KEY: `<id>:<base64>`. */
export function generateKeySpec(
  id = `k${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`,
) {
  return `${id}:${toBase64(crypto.getRandomValues(new Uint8Array(32)))}`;
}

function localKeySpec(): string {
  const file = `${env.root}.data/banking-key`;
  try {
    return Deno.readTextFileSync(file).trim();
  } catch {
    const spec = generateKeySpec('local1');
    Deno.mkdirSync(`${env.root}.data`, { recursive: true });
    Deno.writeTextFileSync(file, spec, { mode: 0o600 });
    return spec;
  }
}

let ring: Promise<KeyRing> | null = null;

/** The server's key ring, read once. Production refuses to run without BANKING_KEY. */
export function bankingKeyRing(): Promise<KeyRing> {
  ring ??= (async () => {
    const fromEnv = Deno.env.get('BANKING_KEY');
    if (!fromEnv && env.isProduction) throw new Error('BANKING_KEY must be set in production');
    return await parseKeyRing(fromEnv || localKeySpec());
  })();
  return ring;
}

/** Encrypts `plain` with the ring's current key; `context` is bound as associated data. */
export async function seal(keyRing: KeyRing, plain: string, context: string): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = keyRing.keys.get(keyRing.currentId)!;
  const encrypted = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(context) },
      key,
      new TextEncoder().encode(plain),
    ),
  );
  const out = new Uint8Array(IV_BYTES + encrypted.length);
  out.set(iv);
  out.set(encrypted, IV_BYTES);
  return { ciphertext: toBase64(out), keyId: keyRing.currentId };
}

/** Decrypts what `seal` made; throws if the key is unknown or the data or context differ. */
export async function open(keyRing: KeyRing, sealed: Sealed, context: string): Promise<string> {
  const key = keyRing.keys.get(sealed.keyId);
  if (!key) throw new Error(`No key ${sealed.keyId} in BANKING_KEY`);
  const bytes = fromBase64(sealed.ciphertext);
  const plain = await crypto.subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: bytes.slice(0, IV_BYTES),
      additionalData: new TextEncoder().encode(context),
    },
    key,
    bytes.slice(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}
