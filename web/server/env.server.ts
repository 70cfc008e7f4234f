// Configuration read once from the environment. Defaults make `npm start` work with nothing set.
const root = new URL('../../', import.meta.url).pathname;

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

const appEnv = (Deno.env.get('APP_ENV') ?? 'development') as 'development' | 'test' | 'production';
const port = Number(Deno.env.get('PORT') ?? 8000);

export const env = {
  root,
  appEnv,
  isProduction: appEnv === 'production',
  port,
  baseUrl: Deno.env.get('BASE_URL') ?? `http://localhost:${port}`,
  databaseUrl: Deno.env.get('DATABASE_URL') ??
    'postgres://postgres:postgres@127.0.0.1:54322/tendwell',
  /**
   * The database's Unix-domain socket file, when it runs on this machine (npm start, the tests and
   * the benches set it for their own cluster): a round trip costs about a quarter less than over
   * TCP on loopback (ADR 022). DATABASE_URL still names the user, password and database.
   */
  databaseSocket: Deno.env.get('DATABASE_SOCKET') || undefined,
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
