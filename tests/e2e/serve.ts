// Playwright's webServer: the web server and the job worker as one process, so one command
// starts both and one signal stops both. If either exits, the other is stopped and this exits
// with its code, so a crashed worker fails the run instead of silently leaving mail unsent.
import { exists, sleep, stopInSteps } from '../../web/server/cli/processes.ts';
import { serveStripeFake } from '../../dev/stripe-fake/fake.ts';

const root = new URL('../../', import.meta.url).pathname;
const deno = Deno.execPath();

// Payments go to a local Stripe fake (ADR 023) unless Stripe's keys are set or a fake is already
// running (tests/run-all.ts starts one and sets STRIPE_FAKE_URL).
const env = Deno.env.toObject();
if (!env.STRIPE_SECRET_KEY && !env.STRIPE_FAKE_URL) {
  env.STRIPE_FAKE_URL = serveStripeFake({ port: 0 }).url;
}

function start(file: string) {
  return new Deno.Command(deno, { args: ['run', '-A', file], cwd: root, stdin: 'null', env })
    .spawn();
}

const children: Array<{ name: string; child: Deno.ChildProcess }> = [
  { name: 'server', child: start('web/app/main.ts') },
];
if (exists(`${root}web/app/worker.ts`)) {
  children.push({ name: 'worker', child: start('web/app/worker.ts') });
} else {
  console.warn(
    'tests/e2e/serve.ts: web/app/worker.ts does not exist yet; running without the worker (no mail is sent).',
  );
}

let stopping = false;

/**
 * A signal sent to the whole process group (as Playwright does) already reached the children;
 * forwarding it at once would make the worker read it as a second, impatient signal. So give
 * them a moment, then forward to whoever is still running, then force.
 */
async function stopAll(code: number, viaSignal: boolean) {
  if (stopping) return;
  stopping = true;
  const processes = children.map(({ child }) => child);
  await stopInSteps(processes, [[viaSignal ? 2000 : 0, 'SIGTERM'], [5000, 'SIGKILL']]);
  await Promise.all(processes.map((p) => p.status));
  Deno.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  Deno.addSignalListener(signal, () => void stopAll(0, true));
}

// If whoever started us disappears without a signal, do not outlive it and hold the port.
const parent = Deno.ppid;
setInterval(() => {
  if (Deno.ppid !== parent) void stopAll(1, false);
}, 1000);

for (const { name, child } of children) {
  child.status.then(async ({ code }) => {
    // A group signal can be noticed here before our own listener runs; let it run first.
    await sleep(200);
    if (stopping) return;
    console.error(`tests/e2e/serve.ts: the ${name} exited with code ${code}; stopping.`);
    void stopAll(code === 0 ? 1 : code, false);
  });
}
