// The import rules of docs/decisions/015-domain-template.md, checked over the real module graph
// (`deno info --json` from a root that imports every source file under web/):
//   - no cycle between files, and none between domains;
//   - web/shared imports only web/shared; web/components imports web/shared and itself;
//     web/server (infrastructure) never imports a domain or the app layer;
//   - a domain imports another domain only through its model.ts, schemas.ts or actions.server.ts;
//   - only web/app imports a domain's register.server.ts (and web/app is imported by no one in web/);
//   - an island never reaches server code (*.server.ts(x), web/server/, web/app/ outside the shell);
//   - production code (web/, edge-functions/; their *.test.ts files aside) never imports tests/ or
//     dev/ (development tools such as the Stripe fake); only the launchers web/server/cli/{start,dev}.ts load dev/, dynamically,
//     when no real service is configured;
//   - the other entry points (edge-functions/, seed/) reach a domain only through model.ts,
//     schemas.ts, actions.server.ts or messages.ts, and never web/app;
//   - one (method, path) is served by one route (API and page routes, the running app's table).
// The graph starts from every source file under web/ (web/server/cli/ included), edge-functions/
// and seed/. Type-only imports count too: a type from another domain's internals is coupling all
// the same, except for the island rule, where only code that ships to the browser matters.
// Each rule is a function over edges or routes, and a test plants a violation in a synthetic graph
// to prove the rule can fail.
import assert from 'node:assert/strict';
import { Hono } from 'hono';

const root = new URL('../../', import.meta.url).pathname;
/** Where the graph starts: every source file under these folders. */
const SCANNED = ['web/', 'edge-functions/', 'seed/'];

type Edge = { from: string; to: string; typeOnly: boolean; dynamic?: boolean };

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of Deno.readDirSync(dir)) {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory) out.push(...sourceFiles(`${path}/`));
    else if (/\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** Every import between files of the checkout, from files under SCANNED. */
async function moduleGraph(): Promise<Edge[]> {
  // The root must sit inside the checkout so Deno resolves npm packages from its node_modules.
  const entry = `${root}.import-graph-root.${crypto.randomUUID()}.ts`;
  Deno.writeTextFileSync(
    entry,
    SCANNED.flatMap((dir) => sourceFiles(`${root}${dir}`))
      .map((f) => `import '${f.replace(root, './')}';`).join('\n') + '\n',
  );
  try {
    const out = await new Deno.Command(Deno.execPath(), {
      args: ['info', '--json', entry],
      cwd: root,
      stdout: 'piped',
      stderr: 'piped',
    }).output();
    if (!out.success) throw new Error(new TextDecoder().decode(out.stderr));
    const info = JSON.parse(new TextDecoder().decode(out.stdout));
    const edges: Edge[] = [];
    const inCheckout = (s: string) =>
      s.startsWith(`file://${root}`) && !s.startsWith(`file://${root}node_modules/`);
    for (const mod of info.modules as Array<Record<string, any>>) {
      const from = String(mod.specifier ?? '');
      if (!inCheckout(from) || !SCANNED.some((d) => from.startsWith(`file://${root}${d}`))) {
        continue;
      }
      for (const dep of mod.dependencies ?? []) {
        const target = dep.code?.specifier ?? dep.type?.specifier;
        if (typeof target !== 'string' || !inCheckout(target)) continue;
        edges.push({
          from: from.slice(`file://${root}`.length),
          to: target.slice(`file://${root}`.length),
          typeOnly: !dep.code,
          dynamic: dep.isDynamic === true,
        });
      }
    }
    return edges;
  } finally {
    Deno.removeSync(entry);
  }
}

const allEdges = await moduleGraph();
/** Imports between files of web/: the layering rules below are about these. */
const edges = allEdges.filter((e) => e.from.startsWith('web/') && e.to.startsWith('web/'));

const layer = (path: string) => {
  if (path === 'web/client.tsx' || path.startsWith('web/styles/')) return 'entry';
  const [, top, name] = path.split('/');
  return top === 'domains' ? `domain:${name}` : top;
};
const domainOf = (path: string) => path.match(/^web\/domains\/([^/]+)\//)?.[1] ?? null;
const SURFACE = /^web\/domains\/[^/]+\/(model\.ts|schemas\.ts|actions\.server\.ts)$/;

function findCycle(nodes: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of nodes.get(node) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of nodes.keys()) {
    if (!state.has(node)) {
      const found = visit(node);
      if (found) return found;
    }
  }
  return null;
}

Deno.test('the module graph covers the whole of web/', () => {
  assert.ok(edges.length > 200, `only ${edges.length} imports found: is deno info working?`);
});

Deno.test('the module graph covers edge-functions/, seed/ and web/server/cli/', () => {
  for (const dir of ['edge-functions/', 'seed/', 'web/server/cli/']) {
    assert.ok(allEdges.some((e) => e.from.startsWith(dir)), `no import from ${dir} found`);
  }
});

Deno.test('no file imports itself back through a cycle', () => {
  const graph = new Map<string, Set<string>>();
  for (const e of allEdges) {
    if (!graph.has(e.from)) graph.set(e.from, new Set());
    graph.get(e.from)!.add(e.to);
  }
  const cycle = findCycle(graph);
  assert.equal(cycle, null, `import cycle: ${cycle?.join(' → ')}`);
});

Deno.test('no two domains import each other, directly or around a loop', () => {
  const graph = new Map<string, Set<string>>();
  for (const e of edges) {
    const a = domainOf(e.from);
    const b = domainOf(e.to);
    if (!a || !b || a === b) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a)!.add(b);
  }
  const cycle = findCycle(graph);
  assert.equal(cycle, null, `domain cycle: ${cycle?.join(' → ')}`);
});

Deno.test('imports go one way between layers', () => {
  const allowed: Record<string, (to: string) => boolean> = {
    shared: (to) => to === 'shared',
    components: (to) => to === 'shared' || to === 'components',
    server: (to) => to === 'shared' || to === 'server',
    entry: (to) => to === 'shared' || to === 'entry',
  };
  const wrong = edges
    .filter((e) => {
      const from = layer(e.from);
      const to = layer(e.to);
      if (from === 'app') return false;
      if (to === 'app') return !(from === 'entry' && e.to.startsWith('web/app/shell/islands/'));
      if (from.startsWith('domain:')) {
        return !(['shared', 'components', 'server'].includes(to) || to.startsWith('domain:'));
      }
      return !(allowed[from]?.(to) ?? false);
    })
    .map((e) => `${e.from} → ${e.to}`);
  assert.deepEqual(wrong, [], `imports against the layering:\n${wrong.join('\n')}`);
});

Deno.test('another domain is reached only through model.ts, schemas.ts and actions.server.ts', () => {
  const wrong = edges
    .filter((e) => {
      const a = domainOf(e.from);
      const b = domainOf(e.to);
      return a && b && a !== b && !SURFACE.test(e.to);
    })
    .map((e) => `${e.from} → ${e.to}`);
  assert.deepEqual(wrong, [], `cross-domain imports outside the surface:\n${wrong.join('\n')}`);
});

Deno.test('islands never reach server code', () => {
  const code = new Map<string, string[]>();
  for (const e of edges) {
    if (e.typeOnly) continue;
    if (!code.has(e.from)) code.set(e.from, []);
    code.get(e.from)!.push(e.to);
  }
  const islands = [...new Set(edges.map((e) => e.from))].filter((f) =>
    /^web\/(domains\/[^/]+|app\/shell)\/islands\/[^/]+\.tsx$/.test(f)
  );
  assert.ok(islands.length > 5, 'islands were found');
  const serverOnly = (f: string) =>
    /\.server\.tsx?$/.test(f) || f.startsWith('web/server/') ||
    (f.startsWith('web/app/') && !f.startsWith('web/app/shell/'));
  const wrong: string[] = [];
  for (const island of islands) {
    const seen = new Set<string>();
    const path = new Map<string, string>();
    const queue = [island];
    while (queue.length) {
      const f = queue.shift()!;
      for (const next of code.get(f) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        path.set(next, f);
        if (serverOnly(next)) {
          const chain = [next];
          for (let p = path.get(next); p; p = path.get(p)) chain.unshift(p);
          wrong.push(chain.join(' → '));
        } else {
          queue.push(next);
        }
      }
    }
  }
  assert.deepEqual(wrong, [], `islands that would ship server code:\n${wrong.join('\n')}`);
});

// ---- production code never imports development tools or tests -------------------------------

/** The launchers: they may load a development tool (dev/) with a dynamic import, nothing else. */
const LAUNCHERS = new Set(['web/server/cli/start.ts', 'web/server/cli/dev.ts']);

export function productionImportsOfDevOrTests(graph: Edge[]): string[] {
  return graph
    // A unit test beside its code is not production code: it may use a fake from tests/fakes/.
    .filter((e) => /^(web|edge-functions)\//.test(e.from) && !/\.test\.tsx?$/.test(e.from))
    .filter((e) => /^(tests|dev)\//.test(e.to))
    .filter((e) => !(LAUNCHERS.has(e.from) && e.to.startsWith('dev/') && e.dynamic))
    .map((e) => `${e.from} → ${e.to}${e.dynamic ? ' (dynamic)' : ''}`);
}

Deno.test('nothing under web/ or edge-functions/ imports tests/ or dev/', () => {
  const wrong = productionImportsOfDevOrTests(allEdges);
  assert.deepEqual(wrong, [], `production code importing tests/ or dev/:\n${wrong.join('\n')}`);
});

Deno.test('the dev/tests rule fails on a planted import', () => {
  const e = (from: string, to: string, dynamic = false): Edge => ({
    from,
    to,
    typeOnly: false,
    dynamic,
  });
  assert.deepEqual(
    productionImportsOfDevOrTests([
      e('web/server/cli/start.ts', 'dev/stripe-fake/local.ts', true),
      e('tests/run-all.ts', 'dev/stripe-fake/fake.ts'),
      e('seed/demo.ts', 'tests/factories/accounts.ts'),
      e('web/server/supabase-storage.server.test.ts', 'tests/fakes/supabase-storage-fake.ts'),
    ]),
    [],
  );
  assert.deepEqual(
    productionImportsOfDevOrTests([
      e('web/server/stripe.server.ts', 'dev/stripe-fake/fake.ts'),
      e('edge-functions/payments/index.ts', 'tests/fakes/supabase-storage-fake.ts'),
      e('web/server/cli/start.ts', 'dev/stripe-fake/local.ts'),
      e('web/server/cli/start.ts', 'tests/factories/accounts.ts', true),
      e('web/domains/jobs/actions.server.ts', 'dev/stripe-fake/cards.ts', true),
    ]).length,
    5,
  );
});

// ---- edge functions and the seed reach domains through their surface -------------------------

const ENTRY_SURFACE =
  /^web\/domains\/[^/]+\/(model\.ts|schemas\.ts|actions\.server\.ts|messages\.ts)$/;

export function entryPointsPastTheSurface(graph: Edge[]): string[] {
  return graph
    .filter((e) => /^(edge-functions|seed)\//.test(e.from))
    .filter((e) =>
      e.to.startsWith('web/app/') || (e.to.startsWith('web/domains/') && !ENTRY_SURFACE.test(e.to))
    )
    .map((e) => `${e.from} → ${e.to}`);
}

Deno.test('edge functions and the seed reach a domain only through its surface, never web/app', () => {
  const wrong = entryPointsPastTheSurface(allEdges);
  assert.deepEqual(wrong, [], `entry points past a domain's surface:\n${wrong.join('\n')}`);
});

Deno.test('the entry-point rule fails on a planted import', () => {
  const e = (from: string, to: string): Edge => ({ from, to, typeOnly: false });
  assert.deepEqual(
    entryPointsPastTheSurface([
      e('edge-functions/invoices/index.ts', 'web/domains/invoices/actions.server.ts'),
      e('seed/demo.ts', 'web/domains/careers/model.ts'),
      e('edge-functions/payments/index.ts', 'web/server/http.server.ts'),
    ]),
    [],
  );
  assert.deepEqual(
    entryPointsPastTheSurface([
      e('edge-functions/invoices/index.ts', 'web/domains/invoices/queries.server.ts'),
      e('seed/demo.ts', 'web/domains/jobs/register.server.ts'),
      e('edge-functions/autopay/index.ts', 'web/app/app.ts'),
    ]).length,
    3,
  );
});

// ---- one (method, path), one route ---------------------------------------------------------------

type RouteRow = { method: string; path: string; basePath: string };

/**
 * (method, path) pairs that two registrations serve, from a Hono app's route list. Middleware
 * (method ALL, or a path ending in `*`) is not a route. One registration with several handlers
 * (a validator then the handler) lists consecutive rows; those count once. Parameter names do
 * not matter: `/a/:id` and `/a/:invoiceId` are the same route.
 */
export function servedTwice(routes: RouteRow[]): string[] {
  const count = new Map<string, number>();
  let previous = '';
  for (const r of routes) {
    const row = `${r.method} ${r.path} ${r.basePath}`;
    const same = row === previous;
    previous = row;
    if (same || r.method === 'ALL' || r.path.endsWith('*')) continue;
    const key = `${r.method} ${r.path.replace(/:[^/]+/g, ':')}`;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  return [...count].filter(([, n]) => n > 1).map(([key, n]) => `${key} (${n} routes)`);
}

Deno.test('no (method, path) is served by two routes (API and page routes)', async () => {
  const { createApp } = await import('../../web/app/app.ts');
  const routes = createApp().routes as RouteRow[];
  assert.ok(routes.length > 150, `only ${routes.length} routes found`);
  assert.ok(routes.some((r) => r.method === 'GET' && r.path === '/dashboard'), 'page routes');
  assert.ok(routes.some((r) => r.method === 'POST' && r.path.startsWith('/api/')), 'API routes');
  const twice = servedTwice(routes);
  assert.deepEqual(twice, [], `served by two routes:\n${twice.join('\n')}`);
});

Deno.test('the two-routes rule fails on a planted route', () => {
  const users = new Hono().get('/user', (c) => c.text('a')).post('/user/:id', (c) => c.text('b'));
  const caregivers = new Hono().get('/user', (c) => c.text('c'));
  const app = new Hono()
    .use('*', async (_c, next) => await next())
    .route('/api', users)
    .get('/dashboard', (c) => c.text('page'))
    .post('/api/user/:userId', async (_c, next) => await next(), (c) => c.text('d'));
  assert.deepEqual(servedTwice(app.routes), ['POST /api/user/: (2 routes)']);
  app.route('/api', caregivers).get('/dashboard', (c) => c.text('another page'));
  assert.deepEqual(servedTwice(app.routes), [
    'GET /api/user (2 routes)',
    'POST /api/user/: (2 routes)',
    'GET /dashboard (2 routes)',
  ]);
});
