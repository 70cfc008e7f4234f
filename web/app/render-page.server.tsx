// How a route becomes a page: guard, load data, render inside the shell, send with the
// security headers. Page modules (a domain's ui/*-page.tsx) export a `definePage(...)`.
import type { Context } from 'hono';
import { renderDocument } from '../server/render.server.tsx';
import { type Access, guardRedirect, isProfileComplete } from '../server/guards.server.ts';
import type { AppEnv, Viewer } from '../server/viewer.server.ts';
import { PageShell } from './shell/page-shell.tsx';
import {
  type PageContext,
  type PageLoader,
  type PageModule,
  PageNotFound,
} from '../server/page.ts';
import { cachedPage, cacheKey, DEGRADED_HEADER, isAnonymous } from './page-cache.server.ts';
import { resolveIsland } from './islands.server.ts';
import type { Alert } from '../shared/alerts.ts';
import type { TopBarViewer } from './shell/islands/top-bar.tsx';
import { countUnread } from '../domains/notifications/actions.server.ts';

function topBarViewer(viewer: Viewer | null): TopBarViewer | null {
  if (!viewer) return null;
  return {
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    userType: viewer.userType,
    imgUrlThumb: viewer.imgUrlThumb,
    profileComplete: isProfileComplete(viewer),
  };
}

async function unreadCount(viewer: Viewer | null) {
  return viewer ? await countUnread(viewer) : 0;
}

export async function renderPage<D>(
  c: Context<AppEnv>,
  page: PageModule<D>,
  opts: { status?: number; alert?: Alert | null } = {},
): Promise<Response> {
  const viewer = c.get('viewer');
  const locale = c.get('locale');
  const url = new URL(c.req.url);
  const ctx: PageContext = {
    c,
    viewer,
    locale,
    url,
    params: c.req.param() as Record<string, string>,
  };
  // The top bar's unread count is read beside the page's data, not after it (one round trip
  // chain less per signed-in page; ADR 031). Unused when the loader redirects.
  const unread = unreadCount(viewer);
  unread.catch(() => {});
  let data = undefined as D;
  if (page.load) {
    const loaded = await page.load(ctx);
    if (loaded instanceof Response) return loaded;
    data = loaded;
  }
  const Page = page.Page;
  const html = await renderDocument(
    <PageShell
      viewer={topBarViewer(viewer)}
      unreadCount={await unread}
      pathname={url.pathname}
      search={url.search}
      footer={page.footer ?? false}
      transparentTopBar={page.transparentTopBar ?? false}
      alert={opts.alert ?? null}
    >
      <Page
        data={data}
        viewer={viewer}
        locale={locale}
        pathname={url.pathname}
        search={url.search}
        params={ctx.params}
      />
    </PageShell>,
    {
      title: `${page.title(ctx, data)} | Tendwell`,
      description: page.description?.(ctx, data),
      locale,
      nonce: c.get('nonce'),
      resolveIsland,
      inlineStyles: !viewer && !!page.cache,
    },
  );
  const response = c.html(html, (opts.status ?? page.status ?? 200) as 200);
  if (page.cache?.when && !page.cache.when(data)) response.headers.set(DEGRADED_HEADER, '1');
  return response;
}

/**
 * Renders `page`, or its 404 page when its loader says the thing is missing; a visitor without a
 * session gets a page that opted in to caching from memory.
 */
export function answerPage(
  c: Context<AppEnv>,
  page: PageModule<any>,
  notFoundPage: PageLoader,
  opts: { status?: number } = {},
): Promise<Response> {
  const render = async () => {
    try {
      return await renderPage(c, page, opts);
    } catch (err) {
      if (!(err instanceof PageNotFound)) throw err;
      return await renderPage(c, (await notFoundPage()).page, { status: 404 });
    }
  };
  if (!page.cache || !isAnonymous(c) || c.get('viewer')) return render();
  return cachedPage(
    c,
    cacheKey(c.get('locale'), new URL(c.req.url)),
    page.cache.tags ?? [],
    render,
  );
}

/** A Hono handler for one row of the route table. */
export function pageHandler(access: Access, load: PageLoader | null, notFoundPage: PageLoader) {
  return async (c: Context<AppEnv>) => {
    const url = new URL(c.req.url);
    const redirect = guardRedirect(access, c.get('viewer'), url.pathname + url.search);
    if (redirect) return c.redirect(redirect, 302);
    const page = load ? (await load()).page : (await notFoundPage()).page;
    return answerPage(c, page, notFoundPage, load ? {} : { status: 404 });
  };
}
