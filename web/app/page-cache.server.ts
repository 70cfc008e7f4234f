// Anonymous pages at static-file speed (docs/decisions/018-page-cache.md). A page that opts in
// (`cache` in its definePage) and is asked for by a visitor without a session is rendered once
// per build, locale, path and query, then served from memory, compressed ahead of time, with a
// strong ETag. Nothing here ever sees a signed-in request: `isAnonymous` is decided from the
// request alone, before any rendering, and a response that sets a cookie is never kept.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { listen } from '../server/db.server.ts';
import { env } from '../server/env.server.ts';
import { hasSessionCookie } from '../server/viewer.server.ts';

export const PAGE_CACHE_CHANNEL = 'tendwell_page_cache';
/** Set by the renderer on a page its `cache.when` refuses (rendered without its data); never sent. */
export const DEGRADED_HEADER = 'x-page-degraded';
/** Enough for every public page in both languages many times over; a flood of odd query strings only evicts. */
export const MAX_ENTRIES = 500;

type Entry = {
  status: number;
  etag: string;
  identity: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  tags: string[];
};

const entries = new Map<string, Entry>();
let listening: Promise<unknown> | null = null;
let buildId: string | null = null;

/** The build's identity: a new bundle means new asset names in every page. */
function currentBuild(): string {
  if (buildId) return buildId;
  try {
    const manifest = Deno.readTextFileSync(`${env.root}${env.assetsDir}/.vite/manifest.json`);
    buildId = hashText(manifest).slice(0, 16);
  } catch {
    buildId = 'no-build';
  }
  return buildId;
}

function hashText(text: string): string {
  // FNV-1a over the text twice with different seeds: a stable key, not a security boundary.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    a = Math.imul(a ^ ch, 0x01000193) >>> 0;
    b = Math.imul(b ^ ch, 0x01000193) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

async function strongEtag(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const b64 = btoa(String.fromCharCode(...digest.slice(0, 18)))
    .replace(/\+/g, '-').replace(/\//g, '_');
  return `"${b64}"`;
}

/**
 * A visitor without a session, asking to read. Any session cookie bypasses the cache, even an
 * expired one: the page it gets may depend on who it turns out to be.
 */
export function isAnonymous(c: Context): boolean {
  if (env.viteDevUrl) return false;
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  return !hasSessionCookie(c.req.header('cookie'));
}

/**
 * The stored page for this request, before any routing, session lookup or rendering: an entry
 * exists only for a URL whose page opted in and was rendered for a visitor without a session,
 * and this request is such a visitor's too.
 */
export function cachedResponse(c: Context, locale: string): Response | null {
  if (!isAnonymous(c)) return null;
  const key = cacheKey(locale, new URL(c.req.url));
  const hit = entries.get(key);
  if (!hit) return null;
  entries.delete(key);
  entries.set(key, hit);
  return respond(c, hit);
}

export function cacheKey(locale: string, url: URL): string {
  const params = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
  const query = new URLSearchParams(params).toString();
  return `${currentBuild()}|${locale}|${url.pathname}${query ? `?${query}` : ''}`;
}

function listenForChanges() {
  listening ??= listen(PAGE_CACHE_CHANNEL, (tag) => invalidateTag(tag)).catch((err) => {
    // Without the channel a change would go unnoticed: keep nothing rather than something stale.
    console.error('[page-cache] LISTEN failed; caching is off until restart', err);
    listening = Promise.reject(err);
    entries.clear();
  });
  return listening;
}

/** Forgets every page that showed data of this kind (a career published, edited, removed…). */
export function invalidateTag(tag: string) {
  for (const [key, entry] of entries) {
    if (entry.tags.includes(tag)) entries.delete(key);
  }
}

export function clearPageCache() {
  entries.clear();
}

export function pageCacheStats() {
  return { entries: entries.size };
}

function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

function etagMatches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function respond(c: Context, entry: Entry): Response {
  const headers = new Headers({
    'Content-Type': 'text/html; charset=UTF-8',
    ETag: entry.etag,
    Vary: 'Accept-Encoding, Accept-Language, Cookie',
    // Browsers keep it but ask again each time; the ETag makes the answer a 304.
    'Cache-Control': 'no-cache',
    'X-Page-Cache': 'hit',
  });
  if (etagMatches(c.req.header('if-none-match'), entry.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(c.req.method === 'HEAD' ? null : body, { status: entry.status, headers });
}

/**
 * Serves `key` from memory, rendering it once with `render` when missing. Only 200 and 404 pages
 * without Set-Cookie are kept; anything else is answered as rendered.
 */
export async function cachedPage(
  c: Context,
  key: string,
  tags: string[],
  render: () => Promise<Response>,
): Promise<Response> {
  await listenForChanges().catch(() => null);
  const hit = entries.get(key);
  if (hit) {
    // Most recently used last: the oldest key is the first to go.
    entries.delete(key);
    entries.set(key, hit);
    return respond(c, hit);
  }
  const response = await render();
  const degraded = response.headers.has(DEGRADED_HEADER);
  response.headers.delete(DEGRADED_HEADER);
  const cacheable = !degraded && (response.status === 200 || response.status === 404) &&
    !response.headers.has('set-cookie') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (!cacheable || (await listenForChanges().then(() => false, () => true))) {
    const miss = new Response(response.body, response);
    miss.headers.set('X-Page-Cache', 'bypass');
    return miss;
  }
  const identity = new Uint8Array(await response.arrayBuffer());
  const entry: Entry = {
    status: response.status,
    etag: await strongEtag(identity),
    identity,
    gzip: new Uint8Array(gzipSync(identity, { level: 9 })),
    br: new Uint8Array(brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
      },
    })),
    tags,
  };
  entries.set(key, entry);
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return respond(c, entry);
}
