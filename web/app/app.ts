// The composition root: security middleware, the API of each domain, static files and pages,
// assembled from the domain list (domains.server.ts).
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import { serveStatic } from 'hono/deno';
import { env } from '../server/env.server.ts';
import { ISLAND_LOADER_CSP } from '../server/render.server.tsx';
import { ApiError, isOwnOrigin, isOwnPageRequest, renderErrors } from '../server/http.server.ts';
import { changesStateOnGet } from './state-changing-gets.ts';
import { answerPage, pageHandler } from './render-page.server.tsx';
import { cachedResponse } from './page-cache.server.ts';
import { type AppEnv, viewerMiddleware } from '../server/viewer.server.ts';
import { setLocale } from '../domains/accounts/actions.server.ts';
import { caughtMail } from '../server/mail.server.ts';
import { notFoundPage, routeTable } from './route-table.ts';
import { negotiateLocale, translator } from '../shared/i18n.tsx';
import { commonMessages } from '../shared/common-messages.ts';
import { safeNextPath } from '../shared/safe-path.ts';
import { realtimeRoute } from './realtime-hub.server.ts';
import { serveOpenApi } from './openapi.server.ts';
import { domains } from './domains.server.ts';
import { storageRoutes } from '../server/storage.server.ts';
import { stripeCspSources } from '../server/stripe.server.ts';
import { app as paymentsFunction } from '../../edge-functions/payments/index.ts';
import { app as invoicesFunction } from '../../edge-functions/invoices/index.ts';
import { app as autopayFunction } from '../../edge-functions/autopay/index.ts';

const API_BODY_LIMIT_BYTES = 64 * 1024;
/** File uploads (profile images, background checks); each upload route checks its own, lower, size. */
const UPLOAD_BODY_LIMIT_BYTES = 12 * 1024 * 1024;

function contentSecurityPolicy(nonce: string, host: string) {
  const dev = env.viteDevUrl;
  const devWs = dev ? dev.replace(/^http/, 'ws') : '';
  // Card entry (ADR 023): the local Stripe fake's origin for connect-src while it is in use;
  // with Stripe's keys, Stripe.js and its frames. Nothing when payments are not configured.
  const stripe = stripeCspSources();
  const more = (sources: string[]) => sources.map((source) => ` ${source}`).join('');
  return [
    `default-src 'self'`,
    // The inline island loader is allowed by its hash, so a page cached for visitors needs no nonce.
    `script-src 'self' 'nonce-${nonce}' ${ISLAND_LOADER_CSP}${dev ? ` ${dev}` : ''}${
      more(stripe.script)
    }`,
    // React writes style attributes; styles cannot run code.
    `style-src 'self' 'unsafe-inline'${dev ? ` ${dev}` : ''}`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self' ws://${host} wss://${host}${dev ? ` ${dev} ${devWs}` : ''}${
      more(stripe.connect)
    }`,
    ...(stripe.frame.length ? [`frame-src${more(stripe.frame)}`] : []),
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export function createApp() {
  const app = new Hono<AppEnv>({ strict: false });

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

  // The request's language, known before anything can fail: the explicit choice (cookie) or the
  // browser's; a signed-in user's saved choice refines it once the viewer is known.
  app.use('*', async (c, next) => {
    c.set(
      'locale',
      negotiateLocale(getCookie(c, 'locale'), c.req.header('accept-language') ?? null),
    );
    await next();
  });
  // A visitor's public page straight from memory: nothing below runs for it (ADR 018).
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const cached = cachedResponse(c, c.get('locale'));
    if (cached) return cached;
    await next();
  });

  const say = (c: Context<AppEnv>, key: keyof typeof commonMessages.en) =>
    translator(commonMessages, c.get('locale'))(key);

  // A state-changing request must come from our own pages: browsers always send Origin on them.
  // The spec's few state-changing GETs get the stricter test (web/app/state-changing-gets.ts).
  app.use('*', async (c, next) => {
    const refused = ['GET', 'HEAD'].includes(c.req.method)
      ? changesStateOnGet(c.req.path) && !isOwnPageRequest(c)
      : c.req.method !== 'OPTIONS' && !isOwnOrigin(c);
    if (refused) return c.json({ general: say(c, 'foreignOrigin') }, 403);
    await next();
  });

  const jsonLimit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: (c) => c.json({ general: say(c as Context<AppEnv>, 'tooLarge') }, 413),
  });
  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT_BYTES,
    onError: (c) => c.json({ general: say(c as Context<AppEnv>, 'tooLarge') }, 413),
  });
  app.use('/api/*', (c, next) => {
    const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
    return (multipart ? uploadLimit : jsonLimit)(c, next);
  });

  app.use('*', viewerMiddleware);
  app.use('*', async (c, next) => {
    const viewer = c.get('viewer');
    if (viewer && !getCookie(c, 'locale')) c.set('locale', viewer.locale);
    await next();
  });

  // The API's own description (OpenAPI 3.1), written from the routes registered here.
  serveOpenApi(app);
  for (const domain of domains) {
    if (domain.api) app.route(`/api${domain.api.path}`, domain.api.app);
  }
  app.get('/api/realtime', realtimeRoute);
  // Files: public objects and signed URLs (web/server/storage.server.ts).
  app.route('/storage/v1', storageRoutes);
  // The edge functions (edge-functions/, ADR 028), served locally where Supabase would.
  for (const fn of [paymentsFunction, invoicesFunction, autopayFunction]) {
    app.route('/functions/v1', fn);
  }

  app.get('/locale', async (c) => {
    const choice = c.req.query('set') === 'fr' ? 'fr' : 'en';
    setCookie(c, 'locale', choice, {
      path: '/',
      maxAge: 60 * 60 * 24 * 365,
      sameSite: 'Lax',
      httpOnly: true,
    });
    await setLocale(c.get('viewer'), choice);
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
    if (c.req.path.startsWith('/api/')) return c.json({ general: say(c, 'noSuchEndpoint') }, 404);
    return answerPage(c, (await notFoundPage()).page, notFoundPage, { status: 404 });
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      return c.json(renderErrors(err.errors, c.get('locale') ?? 'en'), err.status);
    }
    if (err && typeof err === 'object' && 'getResponse' in err) {
      return (err as { getResponse: () => Response }).getResponse();
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, err);
    return c.json({ general: say(c, 'serverError') }, 500);
  });

  return app;
}
