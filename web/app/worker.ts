// The background worker process: `deno run -A web/app/worker.ts` (npm start runs it beside the
// server). It runs the loop of web/server/worker-loop.server.ts with every domain's job handlers
// and first brings the domains' pg_cron schedules up to date.
import { sql } from '../server/db.server.ts';
import { sendEmailJob } from '../server/mail.server.ts';
import type { JobHandler } from '../server/queue.server.ts';
import { POLL_MS, runWorker, SHUTDOWN_GRACE_MS } from '../server/worker-loop.server.ts';
import { queueProvisionalCorrection } from '../domains/invoices/actions.server.ts';
import { domains } from './domains.server.ts';

/** Every job kind the product knows: the infrastructure's own, then each domain's. */
export function jobHandlers(): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = { 'send-email': sendEmailJob };
  for (const domain of domains) {
    for (const [kind, handler] of Object.entries(domain.jobs ?? {})) {
      if (Object.hasOwn(handlers, kind)) throw new Error(`Two handlers for the job kind "${kind}"`);
      handlers[kind] = handler;
    }
  }
  return handlers;
}

/** Schedules (or reschedules, by name) each domain's pg_cron jobs, where pg_cron is installed. */
export async function syncCronSchedules() {
  const [cron] = await sql`select 1 from pg_extension where extname = 'pg_cron'`;
  if (!cron) return;
  for (const domain of domains) {
    for (const job of domain.cron ?? []) {
      await sql`select cron.schedule(${job.name}, ${job.schedule}, ${job.command})`;
    }
  }
}

if (import.meta.main) {
  const controller = new AbortController();
  const concurrency = Number(Deno.env.get('WORKER_CONCURRENCY') ?? 1);
  const kinds = Deno.env.get('WORKER_KINDS')?.split(',').map((k) => k.trim()).filter(Boolean);
  const stop = (signal: Deno.Signal) => {
    if (controller.signal.aborted) {
      console.log(
        `[worker] ${signal} again: exiting now; the current job rolls back and runs again later`,
      );
      Deno.exit(1);
    }
    console.log(`[worker] ${signal}: finishing the current job, taking no more`);
    controller.abort();
    const timer = setTimeout(() => {
      console.error(
        '[worker] the current job did not finish in time; exiting, it rolls back and runs again later',
      );
      Deno.exit(1);
    }, SHUTDOWN_GRACE_MS);
    Deno.unrefTimer(timer);
  };
  Deno.addSignalListener('SIGINT', () => stop('SIGINT'));
  Deno.addSignalListener('SIGTERM', () => stop('SIGTERM'));
  console.log(
    `[worker] taking ${
      kinds ? kinds.join(', ') : 'all'
    } jobs (concurrency ${concurrency}, poll ${POLL_MS} ms)`,
  );
  await syncCronSchedules();
  // A new T4127 edition arrives with a deploy: correct the provisional pays it covers (ADR 049).
  await queueProvisionalCorrection();
  await runWorker({ signal: controller.signal, concurrency, kinds, handlers: jobHandlers() });
  await sql.end({ timeout: 5 });
  console.log('[worker] stopped');
  Deno.exit(0);
}
