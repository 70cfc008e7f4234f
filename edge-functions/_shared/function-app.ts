// What every edge function shares (Supabase Edge Functions layout: `_shared/` is not deployed as
// a function; each sibling folder is one). A function is a Hono app under its own name, so the
// same app answers `POST /functions/v1/<name>/…` when the server mounts it (web/app/app.ts)
// and when `supabase functions deploy <name>` ships it (Supabase passes the path with the
// function's name first). Errors answer like the server's API: `{field: text}` in the
// request's language, 4xx for bad input.
import { Hono } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import { ApiError, forbidden, renderErrors } from '../../web/server/http.server.ts';
import { type AppEnv, loadViewer, type Viewer } from '../../web/server/viewer.server.ts';
import { negotiateLocale } from '../../web/shared/i18n.tsx';

export function functionApp(name: string) {
  const app = new Hono<AppEnv>().basePath(`/${name}`);
  // Deployed alone, nothing before us set the language; mounted, the server already did.
  app.use('*', async (c, next) => {
    if (!c.get('locale')) {
      c.set('locale', negotiateLocale(undefined, c.req.header('accept-language') ?? null));
    }
    await next();
  });
  // What a load balancer or `npm test`'s deploy check asks: the function loaded every module it
  // imports and serves. It reads nothing and needs no session.
  app.get('/health', (c) => c.json({ status: 'ok', function: name }));
  app.onError((err, c) => {
    if (err instanceof ApiError) {
      return c.json(renderErrors(err.errors, c.get('locale') ?? 'en'), err.status);
    }
    console.error(`edge function ${name}: ${c.req.method} ${c.req.path} failed:`, err);
    return c.json({ general: 'Server error' }, 500);
  });
  return app;
}

/** The signed-in user: set by the server's middleware when mounted, else read from the session. */
export async function viewerOf(c: { get: (k: 'viewer') => Viewer | null; req: { raw: Request } }) {
  return c.get('viewer') ?? await loadViewer(c.req.raw.headers);
}

/**
 * A scheduled caller (Supabase's cron with the FUNCTIONS_SECRET as a bearer token) acts as the
 * system; anyone else must be a signed-in admin. Answers which one it is.
 */
export async function systemOrAdmin(
  c: {
    get: (k: 'viewer') => Viewer | null;
    req: { raw: Request; header: (n: string) => string | undefined };
  },
): Promise<{ system: true } | { system: false; viewer: Viewer }> {
  const secret = Deno.env.get('FUNCTIONS_SECRET');
  const given = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (secret && given && sameText(secret, given)) return { system: true };
  const viewer = await viewerOf(c);
  if (!viewer || viewer.userType !== 'admin') throw forbidden();
  return { system: false, viewer };
}

function sameText(a: string, b: string) {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
