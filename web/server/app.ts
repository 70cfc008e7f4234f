// The composition root: security middleware, the API of each domain, static files and pages.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import { serveStatic } from 'hono/deno';
import { env } from './env.server.ts';
import { ApiError } from './http.server.ts';
import { renderPage, pageHandler } from './pages.server.tsx';
import { type AppEnv, viewerMiddleware } from './viewer.server.ts';
import { asUser } from './db.server.ts';
import { caughtMail } from './mail.server.ts';
import { notFoundPage, routeTable } from '../routes/route-table.ts';
import { negotiateLocale } from '../shared/i18n.tsx';
import { safeNextPath } from '../shared/safe-path.ts';
import { accountsApi } from '../domains/accounts/api.server.ts';
import { addressesApi } from '../domains/addresses/api.server.ts';
import { notificationsApi } from '../domains/notifications/api.server.ts';
import { realtimeRoute } from './realtime.server.ts';
import { publicApi } from '../domains/public/api.server.ts';

const API_BODY_LIMIT_BYTES = 64 * 1024;

function contentSecurityPolicy(nonce: string, host: string) {
  const dev = env.viteDevUrl;
  const devWs = dev ? dev.replace(/^http/, 'ws') : '';
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}'${dev ? ` ${dev}` : ''}`,
    // React writes style attributes; styles cannot run code.
    `style-src 'self' 'unsafe-inline'${dev ? ` ${dev}` : ''}`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self' ws://${host} wss://${host}${dev ? ` ${dev} ${devWs}` : ''}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export function createApp() {
  const app = new Hono<AppEnv>({ strict: false });
  const allowedOrigins = new Set([new URL(env.baseUrl).origin]);

  app.use('*', async (c, next) => {
    const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
    c.set('nonce', nonce);
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Permissions-Policy', 'geolocation=(self), camera=(), microphone=(), payment=(self)');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (env.isProduction) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if ((h.get('content-type') ?? '').startsWith('text/html')) {
      h.set('Content-Security-Policy', contentSecurityPolicy(nonce, new URL(c.req.url).host));
    }
  });

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', serveStatic({ root: `./${env.assetsDir}` }));
  app.use('/static/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=86400');
  });
  app.use('/static/*', serveStatic({ root: './web' }));

  // A state-changing request must come from our own pages: browsers always send Origin on them.
  app.use('*', async (c, next) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const sameHost = origin && origin === new URL(c.req.url).origin;
      if (origin ? !(allowedOrigins.has(origin) || sameHost) : fetchSite && fetchSite !== 'same-origin') {
        return c.json({ general: 'This request did not come from Tendwell and was refused.' }, 403);
      }
    }
    await next();
  });

  app.use(
    '/api/*',
    bodyLimit({
      maxSize: API_BODY_LIMIT_BYTES,
      onError: (c) => c.json({ general: 'The request is too large.' }, 413),
    }),
  );

  app.use('*', viewerMiddleware);
  app.use('*', async (c, next) => {
    const viewer = c.get('viewer');
    c.set('locale', negotiateLocale(getCookie(c, 'locale') ?? viewer?.locale, c.req.header('accept-language') ?? null));
    await next();
  });

  app.route('/api', accountsApi);
  app.route('/api/address', addressesApi);
  app.route('/api/notifications', notificationsApi);
  app.get('/api/realtime', realtimeRoute);
  app.route('/api', publicApi);

  app.get('/locale', async (c) => {
    const choice = c.req.query('set') === 'fr' ? 'fr' : 'en';
    setCookie(c, 'locale', choice, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'Lax', httpOnly: true });
    const viewer = c.get('viewer');
    if (viewer) {
      await asUser(viewer, (tx) => tx`update public.users set locale = ${choice} where id = ${viewer.id}`);
    }
    return c.redirect(safeNextPath(c.req.query('next')), 303);
  });

  if (!env.isProduction) {
    // The local mail catcher: what would have been emailed, newest first.
    app.get('/__dev/mail.json', (c) => c.json(caughtMail(c.req.query('to'))));
  }

  for (const entry of routeTable) {
    app.get(entry.path, pageHandler(entry.access, entry.page, notFoundPage));
  }

  app.notFound(async (c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ general: 'There is no such API endpoint.' }, 404);
    return renderPage(c, (await notFoundPage()).page, { status: 404 });
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.errors, err.status);
    if (err && typeof err === 'object' && 'getResponse' in err) {
      return (err as { getResponse: () => Response }).getResponse();
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, err);
    return c.json({ general: 'Something went wrong on our side. Please try again.' }, 500);
  });

  return app;
}
