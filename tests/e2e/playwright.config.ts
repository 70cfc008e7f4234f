// End-to-end tests on the system Chromium (never a downloaded browser), against the server and
// the worker started by tests/e2e/serve.ts with the environment tests/run-all.ts prepares.
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.PORT ?? 8100);
const baseURL = process.env.BASE_URL ?? `http://localhost:${port}`;
const deno = process.env.DENO_BIN ?? `${root}node_modules/.bin/deno`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `${root}.data/test-results${port === 8100 ? '' : `-${port}`}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // exec: serve.ts is then Playwright's own child and notices if Playwright dies.
    command: `exec "${deno}" run -A tests/e2e/serve.ts`,
    cwd: root,
    url: `${baseURL}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      APP_ENV: process.env.APP_ENV ?? 'test',
      PORT: String(port),
      BASE_URL: baseURL,
    },
  },
});
