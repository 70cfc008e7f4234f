// The edge functions as `supabase functions deploy` ships them (issue 21). Each function in
// `edge-functions/<name>/` gets a `deno.json` of its own: every bare specifier its module graph
// uses, mapped to `npm:<package>@<the lockfile's version>`, and the compiler options its .tsx
// files need. The deploy uploads the function's local module graph and that file, nothing else
// (no node_modules, no root deno.json), so `--verify` rebuilds exactly that: it copies the graph's
// local files alone into a folder outside the checkout and, from there, type-checks each
// function with its own deno.json, starts it, and asks its health route. A function that
// reaches a file or package the upload would not carry fails here.
//
//   deno run -A web/server/cli/edge-functions.ts --write    regenerate edge-functions/*/deno.json
//   deno run -A web/server/cli/edge-functions.ts --verify   what CI runs (npm test's stage)
//
// npm packages come from the npm registry into a Deno cache kept under .data/ (the first run
// downloads them; later runs are offline).

import { freePort } from './processes.ts';

const root = new URL('../../../', import.meta.url).pathname;
const functionsDir = `${root}edge-functions`;
const deno = Deno.execPath();

export function functionNames(): string[] {
  return [...Deno.readDirSync(functionsDir)]
    .filter((e) => e.isDirectory && !e.name.startsWith('_') && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
}

type Graph = { localFiles: string[]; bare: string[] };

type InfoModule = { specifier: string; dependencies?: { specifier: string }[] };

/** The function's module graph: its local files (relative to the root) and bare specifiers. */
async function moduleGraph(name: string): Promise<Graph> {
  const out = await new Deno.Command(deno, {
    args: ['info', '--json', `edge-functions/${name}/index.ts`],
    cwd: root,
    stdout: 'piped',
    stderr: 'piped',
  }).output();
  if (!out.success) {
    throw new Error(`deno info ${name} failed: ${new TextDecoder().decode(out.stderr)}`);
  }
  const info = JSON.parse(new TextDecoder().decode(out.stdout)) as { modules: InfoModule[] };
  const localFiles = new Set<string>();
  const bare = new Set<string>();
  for (const module of info.modules) {
    if (!module.specifier.startsWith('file://')) continue;
    localFiles.add(new URL(module.specifier).pathname.slice(root.length));
    for (const { specifier } of module.dependencies ?? []) {
      if (/^(\.|\/|node:|npm:|jsr:|file:|https?:)/.test(specifier)) continue;
      bare.add(specifier);
    }
  }
  // The jsx runtime is imported by the compiler, not by a line of ours.
  if ([...localFiles].some((f) => f.endsWith('.tsx'))) bare.add('react/jsx-runtime');
  return { localFiles: [...localFiles].sort(), bare: [...bare].sort() };
}

/** 'hono/utils/http-status' → ['hono', '/utils/http-status']; '@date-fns/tz' → ['@date-fns/tz', ''] */
function splitSpecifier(specifier: string): [string, string] {
  const parts = specifier.split('/');
  const size = specifier.startsWith('@') ? 2 : 1;
  const subpath = parts.slice(size).join('/');
  return [parts.slice(0, size).join('/'), subpath ? `/${subpath}` : ''];
}

function lockedVersions(): Record<string, string> {
  const lock = JSON.parse(Deno.readTextFileSync(`${root}package-lock.json`)) as {
    packages: Record<string, { version?: string }>;
  };
  const versions: Record<string, string> = {};
  for (const [path, entry] of Object.entries(lock.packages)) {
    const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(path);
    if (match && entry.version) versions[match[1]] = entry.version;
  }
  return versions;
}

/** The deno.json a function is deployed with. */
export async function functionConfig(name: string) {
  const graph = await moduleGraph(name);
  const versions = lockedVersions();
  const imports: Record<string, string> = {};
  for (const specifier of graph.bare) {
    const [pkg, subpath] = splitSpecifier(specifier);
    const version = versions[pkg];
    if (!version) {
      throw new Error(`${name}: '${specifier}' is not in package-lock.json; npm install it first`);
    }
    imports[specifier] = `npm:${pkg}@${version}${subpath}`;
  }
  const rootConfig = JSON.parse(Deno.readTextFileSync(`${root}deno.json`)) as {
    compilerOptions: Record<string, unknown>;
  };
  return {
    config: { imports, compilerOptions: rootConfig.compilerOptions },
    localFiles: graph.localFiles,
  };
}

const configText = (config: unknown) => JSON.stringify(config, null, 2) + '\n';

async function write() {
  for (const name of functionNames()) {
    const { config } = await functionConfig(name);
    Deno.writeTextFileSync(`${functionsDir}/${name}/deno.json`, configText(config));
    console.log(`edge-functions/${name}/deno.json: ${Object.keys(config.imports).length} imports`);
  }
}

/** Environment a function needs to start in production, from the test run's own. */
function functionEnv(port: number): Record<string, string> {
  const from = (name: string, fallback: string) => Deno.env.get(name) || fallback;
  return {
    APP_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: from('DATABASE_URL', 'postgres://postgres:postgres@127.0.0.1:54322/tendwell'),
    AUTH_SECRET: from('AUTH_SECRET', 'edge-function-check-secret-0123456789abcdef'),
    BASE_URL: `http://localhost:${port}`,
    BANKING_KEY: from('BANKING_KEY', 'edge1:' + btoa(String.fromCharCode(...new Uint8Array(32)))),
    STRIPE_FAKE_URL: from('STRIPE_FAKE_URL', 'http://127.0.0.1:12111'),
    DENO_NO_UPDATE_CHECK: '1',
  };
}

/** The parent's environment less what configures the app (the function gets its own). */
function withoutAppVariables(vars: Record<string, string>) {
  const appVariable = /^(DATABASE_|AUTH_|BASE_URL|BANKING_|STRIPE_|APP_ENV|PORT$|MAIL_|ASSETS_)/;
  return Object.fromEntries(Object.entries(vars).filter(([name]) => !appVariable.test(name)));
}

async function verifyOne(name: string, cache: string): Promise<string | null> {
  const { config, localFiles } = await functionConfig(name);
  const committed = (() => {
    try {
      return Deno.readTextFileSync(`${functionsDir}/${name}/deno.json`);
    } catch {
      return '';
    }
  })();
  if (committed !== configText(config)) {
    return `edge-functions/${name}/deno.json is out of date: run deno run -A web/server/cli/edge-functions.ts --write`;
  }
  // Outside the checkout: no node_modules, no root deno.json, nothing the upload would not carry.
  const upload = Deno.makeTempDirSync({ prefix: `tendwell-fn-${name}-` });
  try {
    for (const file of [...localFiles, `edge-functions/${name}/deno.json`]) {
      const target = `${upload}/${file}`;
      Deno.mkdirSync(target.slice(0, target.lastIndexOf('/')), { recursive: true });
      Deno.copyFileSync(`${root}${file}`, target);
    }
    const entry = `edge-functions/${name}/index.ts`;
    const configFile = `edge-functions/${name}/deno.json`;
    // The environment stays (the machine's certificate settings reach the npm registry); the
    // database and secrets of this run do not: the function gets only functionEnv's.
    // The machine's certificate store, where a proxy's own CA is installed for every client.
    const env = {
      DENO_DIR: cache,
      DENO_NO_UPDATE_CHECK: '1',
      DENO_TLS_CA_STORE: Deno.env.get('DENO_TLS_CA_STORE') ?? 'system',
    };
    const check = await new Deno.Command(deno, {
      args: ['check', '--quiet', '--no-remote', '--config', configFile, entry],
      cwd: upload,
      env,
      stdout: 'piped',
      stderr: 'piped',
    }).output();
    if (!check.success) {
      return `${name}: deno check of the upload failed:\n${new TextDecoder().decode(check.stderr)}`;
    }
    const port = freePort();
    const child = new Deno.Command(deno, {
      args: ['run', '-A', '--no-remote', '--config', configFile, entry],
      cwd: upload,
      env: { ...withoutAppVariables(Deno.env.toObject()), ...functionEnv(port), ...env },
      clearEnv: true,
      stdout: 'null',
      stderr: 'piped',
    }).spawn();
    try {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/${name}/health`);
          const body = await res.json();
          if (res.status === 200 && body.status === 'ok') {
            console.log(
              `  ${name}: ${localFiles.length} files uploaded, checked, started, healthy`,
            );
            return null;
          }
          return `${name}: the health route answered ${res.status} ${JSON.stringify(body)}`;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      return `${name}: did not answer its health route within 30 s`;
    } finally {
      child.kill('SIGKILL');
      const { stderr } = await child.output().catch(() => ({ stderr: new Uint8Array() }));
      const text = new TextDecoder().decode(stderr).split('\n')
        .filter((line) => line.trim() && !line.startsWith('Listening on')).join('\n');
      if (text) console.log(text.split('\n').slice(-5).map((l) => `    ${l}`).join('\n'));
    }
  } finally {
    Deno.removeSync(upload, { recursive: true });
  }
}

async function verify() {
  const cache = `${root}.data/edge-functions-deno-dir`;
  Deno.mkdirSync(cache, { recursive: true });
  console.log('Edge functions, each from a copy of what the deploy uploads:');
  const failures: string[] = [];
  for (const name of functionNames()) {
    const failure = await verifyOne(name, cache);
    if (failure) failures.push(failure);
  }
  for (const failure of failures) console.error(failure);
  const total = functionNames().length;
  console.log(`${total - failures.length} passed, ${failures.length} failed`);
  return failures.length === 0;
}

if (import.meta.main) {
  if (Deno.args.includes('--write')) await write();
  else if (Deno.args.includes('--verify')) Deno.exit((await verify()) ? 0 : 1);
  else console.error('usage: edge-functions.ts --write | --verify');
}
