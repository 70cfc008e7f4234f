// Configuration read once from the environment. Defaults make `npm start` work with nothing set;
// production (APP_ENV=production: the servers behind the load balancer, the edge functions) takes
// its secrets from the environment only, and refuses to start, naming every missing variable,
// rather than invent one: a file written on one server would be a different secret on the next,
// and an edge function's file system is read-only.
const root = new URL('../../', import.meta.url).pathname;

const appEnv = (Deno.env.get('APP_ENV') ?? 'development') as 'development' | 'test' | 'production';

/** What production needs from its environment (docs/deploy.md says where each comes from). */
export const PRODUCTION_VARIABLES = [
  'DATABASE_URL',
  'AUTH_SECRET',
  'BASE_URL',
  'BANKING_KEY',
] as const;

/** Payments need Stripe's three keys; a staging or bench deployment may name the local fake. */
const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'];

/** The production variables that are missing or empty. */
export function missingProductionVariables(read = (name: string) => Deno.env.get(name)) {
  const set = (name: string) => Boolean(read(name)?.trim());
  const missing: string[] = PRODUCTION_VARIABLES.filter((name) => !set(name));
  if (!set('STRIPE_FAKE_URL')) missing.push(...STRIPE_VARIABLES.filter((name) => !set(name)));
  return missing;
}

if (appEnv === 'production') {
  const missing = missingProductionVariables();
  if (missing.length > 0) {
    throw new Error(
      `Tendwell cannot start in production without ${missing.join(', ')}: set ${
        missing.length === 1 ? 'it' : 'them'
      } in the environment (docs/deploy.md).`,
    );
  }
}

function authSecret(): string {
  const fromEnv = Deno.env.get('AUTH_SECRET');
  if (fromEnv) return fromEnv;
  // Generated once per checkout and kept beside the local database, so sessions survive restarts.
  const file = `${root}.data/auth-secret`;
  try {
    return Deno.readTextFileSync(file).trim();
  } catch {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    const secret = btoa(String.fromCharCode(...bytes));
    Deno.mkdirSync(`${root}.data`, { recursive: true });
    Deno.writeTextFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

const port = Number(Deno.env.get('PORT') ?? 8000);
const databaseUrl = Deno.env.get('DATABASE_URL') ??
  'postgres://postgres:postgres@127.0.0.1:54322/tendwell';

function pooled() {
  const said = Deno.env.get('DATABASE_POOLED');
  if (said === '1' || said === 'true') return true;
  if (said === '0' || said === 'false') return false;
  const direct = Deno.env.get('DATABASE_DIRECT_URL');
  return Boolean(direct && direct !== Deno.env.get('DATABASE_URL'));
}

export const env = {
  root,
  appEnv,
  isProduction: appEnv === 'production',
  port,
  baseUrl: Deno.env.get('BASE_URL') ?? `http://localhost:${port}`,
  databaseUrl,
  /**
   * The database's Unix-domain socket file, when it runs on this machine (npm start, the tests and
   * the benches set it for their own cluster): a round trip costs about a quarter less than over
   * TCP on loopback (ADR 022). DATABASE_URL still names the user, password and database.
   */
  databaseSocket: Deno.env.get('DATABASE_SOCKET') || undefined,
  /**
   * A session-mode route to the same database, for what a transaction-mode pooler (Supabase's
   * pooler on 6543, PgBouncer `pool_mode = transaction`) cannot carry: LISTEN, and migrations.
   * Defaults to DATABASE_URL (no pooler).
   */
  databaseDirectUrl: Deno.env.get('DATABASE_DIRECT_URL') || databaseUrl,
  /**
   * Whether DATABASE_URL goes through a transaction-mode pooler: then a statement is never
   * prepared under a name, since the next transaction may run on another server connection
   * that never saw it. Said by DATABASE_POOLED (1/0), else inferred: a DATABASE_DIRECT_URL
   * other than DATABASE_URL means the latter is pooled.
   */
  databasePooled: pooled(),
  authSecret: authSecret(),
  /** SMTP server URL (smtp://user:pass@host:587); without it mail goes to the local catcher. */
  smtpUrl: Deno.env.get('SMTP_URL'),
  mailFrom: Deno.env.get('MAIL_FROM') ?? 'Tendwell <hello@tendwell.ca>',
  mailDir: Deno.env.get('MAIL_DIR') ?? `${root}.data/mail`,
  /**
   * Whether X-Forwarded-For names the client. Only a proxy we run may set it, so production
   * trusts it only when told to (TRUST_PROXY=1); locally and in tests there is nothing to spoof.
   */
  trustProxy: (Deno.env.get('TRUST_PROXY') ?? (appEnv === 'production' ? '0' : '1')) === '1',
  /** Where Vite's build is (relative to the repo root); separate builds can run side by side. */
  assetsDir: Deno.env.get('ASSETS_DIR') ?? 'dist',
  /** Set by `npm run dev`: pages load scripts from Vite's dev server for hot reload. */
  viteDevUrl: Deno.env.get('VITE_DEV_URL'),
};
