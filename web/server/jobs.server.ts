// Background work is a row in private.jobs; the worker process takes it (see worker.ts).
import { sql, type Tx } from './db.server.ts';

export type JobKind = 'send-email';

export async function enqueue(
  kind: JobKind,
  payload: Record<string, unknown>,
  opts: { runAt?: Date; dedupeKey?: string; maxAttempts?: number; tx?: Tx } = {},
) {
  const db = (opts.tx ?? sql) as Tx;
  await db`
    insert into private.jobs (kind, payload, run_at, dedupe_key, max_attempts)
    values (${kind}, ${sql.json(payload as never)}, ${opts.runAt ?? new Date()},
            ${opts.dedupeKey ?? null}, ${opts.maxAttempts ?? 5})
    on conflict (dedupe_key) do nothing`;
}
