import assert from 'node:assert/strict';
import { missingProductionVariables } from './env.server.ts';

Deno.test('production names every missing secret; the Stripe fake stands in for the three keys', () => {
  const from = (vars: Record<string, string>) => (name: string) => vars[name];
  assert.deepEqual(missingProductionVariables(from({})), [
    'DATABASE_URL',
    'AUTH_SECRET',
    'BASE_URL',
    'BANKING_KEY',
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
  ]);
  const complete = {
    DATABASE_URL: 'postgres://db',
    AUTH_SECRET: 'secret',
    BASE_URL: 'https://tendwell.ca',
    BANKING_KEY: 'k1:abc',
  };
  assert.deepEqual(missingProductionVariables(from({ ...complete, AUTH_SECRET: '  ' })), [
    'AUTH_SECRET',
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
  ]);
  assert.deepEqual(
    missingProductionVariables(from({ ...complete, STRIPE_FAKE_URL: 'http://127.0.0.1:12111' })),
    [],
  );
  assert.deepEqual(
    missingProductionVariables(
      from({
        ...complete,
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_PUBLISHABLE_KEY: 'pk',
        STRIPE_WEBHOOK_SECRET: 'wh',
      }),
    ),
    [],
  );
});

Deno.test('a production start without its secrets stops with one clear line and writes no file', async () => {
  const scratch = Deno.makeTempDirSync({ prefix: 'tendwell-env-' });
  try {
    const out = await new Deno.Command(Deno.execPath(), {
      args: [
        'eval',
        `await import(${JSON.stringify(new URL('./env.server.ts', import.meta.url).href)})`,
      ],
      // Nothing but what a bare process has: no secret, no database.
      clearEnv: true,
      env: {
        APP_ENV: 'production',
        PATH: Deno.env.get('PATH') ?? '',
        HOME: scratch,
        DENO_DIR: Deno.env.get('DENO_DIR') ?? `${Deno.env.get('HOME')}/.cache/deno`,
      },
      cwd: scratch,
      stdout: 'piped',
      stderr: 'piped',
    }).output();
    const stderr = new TextDecoder().decode(out.stderr);
    assert.equal(out.success, false);
    assert.match(
      stderr,
      /Tendwell cannot start in production without DATABASE_URL, AUTH_SECRET, BASE_URL, BANKING_KEY, STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
    assert.deepEqual(
      [...Deno.readDirSync(scratch)].map((e) => e.name).filter((n) => n !== '.cache'),
      [],
    );
  } finally {
    Deno.removeSync(scratch, { recursive: true });
  }
});
