// The background worker's loop (the process is web/app/worker.ts, which npm start runs beside
// the server, with the handlers every domain registers). It takes due rows of private.jobs one at a time with `for update skip locked`, runs
// the handler for the job's kind while holding the row, and records the outcome in the same
// transaction. Any number of workers can run; none takes a job another holds.
//
// Stopping: SIGTERM/SIGINT stop taking work and let the current job finish (up to a grace
// period). Killed at any other moment, the open transaction rolls back and the job is simply due
// again: delivery is at least once, so handlers must tolerate a repeat.
import { listen, sql, type Tx } from './db.server.ts';
import { type Job, type JobHandler, PermanentJobError } from './queue.server.ts';

export const JOBS_CHANNEL = 'tendwell_jobs';
export const POLL_MS = 2000;
export const BACKOFF_BASE_SECONDS = 15;
export const BACKOFF_MAX_SECONDS = 3600;
export const JOB_TIMEOUT_MS = Number(Deno.env.get('JOB_TIMEOUT_MS') ?? 5 * 60_000);
export const SHUTDOWN_GRACE_MS = Number(Deno.env.get('WORKER_SHUTDOWN_GRACE_MS') ?? 30_000);
const MAX_ERROR_LENGTH = 2000;

export type RunOptions = {
  /** The handler for each job kind. */
  handlers: Record<string, JobHandler>;
  /** Only these job ids (tests, so they never take someone else's work). */
  only?: Array<string | number | bigint>;
  /** Only these kinds (a worker dedicated to some kinds; WORKER_KINDS=a,b for the process). */
  kinds?: string[];
  timeoutMs?: number;
};

export type JobOutcome = {
  id: string;
  kind: string;
  status: 'finished' | 'retry' | 'failed';
  attempts: number;
  error?: string;
  retryInSeconds?: number;
  ms: number;
};

/** Seconds until the next try after `failedBefore` earlier failures: 15 s, 30 s, 1 min … 1 h. */
export function backoffSeconds(failedBefore: number): number {
  return Math.min(BACKOFF_BASE_SECONDS * 2 ** Math.max(0, failedBefore), BACKOFF_MAX_SECONDS);
}

function toJob(row: Record<string, unknown>): Job {
  return {
    id: String(row.id),
    kind: row.kind as string,
    payload: (row.payload ?? {}) as Record<string, unknown>,
    attempts: row.attempts as number,
    maxAttempts: row.maxAttempts as number,
    runAt: row.runAt as Date,
    createdAt: row.createdAt as Date,
  };
}

async function runHandler(handler: JobHandler, job: Job, timeoutMs: number) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Settle first: a handler that returns as soon as it is aborted has still run out of time.
      reject(new Error(`timed out after ${timeoutMs} ms`));
      controller.abort();
    }, timeoutMs);
  });
  try {
    await Promise.race([handler(job.payload, { job, signal: controller.signal }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs one job that `tx` holds locked and records the outcome in `tx`. */
export async function processJob(tx: Tx, job: Job, opts: RunOptions): Promise<JobOutcome> {
  const started = performance.now();
  const handlers = opts.handlers;
  const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
  try {
    if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
    await runHandler(handler, job, opts.timeoutMs ?? JOB_TIMEOUT_MS);
    await tx`update private.jobs set finished_at = now() where id = ${job.id}`;
    return {
      id: job.id,
      kind: job.kind,
      status: 'finished',
      attempts: job.attempts,
      ms: performance.now() - started,
    };
  } catch (err) {
    const permanent = err instanceof PermanentJobError;
    const message = (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(
      0,
      MAX_ERROR_LENGTH,
    );
    const delay = backoffSeconds(job.attempts);
    const [row] = await tx`
      update private.jobs
         set attempts = attempts + 1,
             last_error = ${message},
             run_at = now() + make_interval(secs => ${delay}),
             failed_at = case when ${permanent} or attempts + 1 >= max_attempts then now() end
       where id = ${job.id}
      returning attempts, failed_at`;
    const failed = row.failedAt !== null;
    return {
      id: job.id,
      kind: job.kind,
      status: failed ? 'failed' : 'retry',
      attempts: row.attempts as number,
      error: message,
      retryInSeconds: failed ? undefined : delay,
      ms: performance.now() - started,
    };
  }
}

/** Takes the next due job, if any, runs it and commits. Null when nothing is due. */
export async function runOnce(opts: RunOptions): Promise<JobOutcome | null> {
  const only = opts.only?.map(String);
  if (only && !only.every((id) => /^\d+$/.test(id))) throw new Error('Job ids are whole numbers');
  return await sql.begin(async (tx) => {
    const [row] = await tx`
      select id, kind, payload, attempts, max_attempts, run_at, created_at
        from private.jobs
       where finished_at is null and failed_at is null and run_at <= now()
         ${only ? tx`and id = any(${`{${only.join(',')}}`}::bigint[])` : tx``}
         ${opts.kinds ? tx`and kind in ${tx(opts.kinds.length ? opts.kinds : [''])}` : tx``}
       order by run_at, id
       limit 1
         for update skip locked`;
    if (!row) return null;
    return await processJob(tx, toJob(row), opts);
  }) as JobOutcome | null;
}

function describe(outcome: JobOutcome) {
  const head = `job ${outcome.id} (${outcome.kind})`;
  if (outcome.status === 'finished') return `${head} finished in ${Math.round(outcome.ms)} ms`;
  if (outcome.status === 'retry') {
    return `${head} failed (attempt ${outcome.attempts}), retry in ${outcome.retryInSeconds} s: ${outcome.error}`;
  }
  return `${head} failed for good after ${outcome.attempts} attempt(s): ${outcome.error}`;
}

/**
 * Works until `signal` aborts: drains due jobs, then sleeps until a new job is announced on
 * `tendwell_jobs` or the poll interval passes (scheduled and retried jobs become due silently).
 */
export async function runWorker(
  opts: RunOptions & {
    signal: AbortSignal;
    concurrency?: number;
    pollMs?: number;
    log?: (line: string) => void;
    /** Called each time a loop finds nothing due and goes to sleep (tests wait on it). */
    onIdle?: () => void;
  },
) {
  const { signal } = opts;
  const pollMs = opts.pollMs ?? POLL_MS;
  const log = opts.log ?? ((line: string) => console.log(`[worker] ${line}`));
  const sleepers = new Set<() => void>();
  // A job announced while no loop is asleep (between "nothing due" and the nap) must still
  // wake the next nap, or it would wait for the poll.
  let missedWake = false;
  const wakeAll = () => {
    if (sleepers.size === 0) missedWake = true;
    [...sleepers].forEach((wake) => wake());
  };

  const listener = await listen(JOBS_CHANNEL, wakeAll).catch((err) => {
    log(`LISTEN ${JOBS_CHANNEL} failed, polling only: ${err instanceof Error ? err.message : err}`);
    return null;
  });
  signal.addEventListener('abort', wakeAll, { once: true });

  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      if (signal.aborted || missedWake) {
        missedWake = false;
        return resolve();
      }
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });

  const loop = async () => {
    while (!signal.aborted) {
      let outcome: JobOutcome | null = null;
      try {
        outcome = await runOnce(opts);
      } catch (err) {
        log(`could not take a job: ${err instanceof Error ? err.message : err}`);
        await nap(pollMs);
        continue;
      }
      if (outcome) {
        log(describe(outcome));
      } else {
        opts.onIdle?.();
        await nap(pollMs);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 1) }, loop));
  await listener?.unlisten().catch(() => {});
}
