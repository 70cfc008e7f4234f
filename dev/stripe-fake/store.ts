// Where the local Stripe fake keeps its state between runs (ADR 023). `npm start` and
// `npm run dev` give the fake a file store (.data/stripe-fake.json, see ./local.ts), so a card
// saved today is still known to the fake at the next start, as it would be at Stripe; the test
// harness gives none and the fake stays purely in memory.
//
// The file is a versioned JSON snapshot, written after every request that may change something
// (write a temporary file, then rename it over the old one: a crash leaves the old snapshot or
// the new one, never half of one). A snapshot of another version, or one that does not parse,
// is set aside with a warning and the fake starts empty: a format change never stops a start.

/** Bump when the snapshot's shape changes: older snapshots are then ignored (the fake starts empty). */
export const SNAPSHOT_VERSION = 1;

export type FakeObject = Record<string, unknown> & { id: string; object: string };

/** An Idempotency-Key's first answer (replayed for 24 hours, as Stripe does). */
export type IdempotentAnswer = {
  fingerprint: string;
  status: number;
  body: string;
  /** When it was first answered (ms since the epoch). */
  at: number;
};

/** Everything the fake must remember to answer as before: objects in creation order. */
export type FakeState = {
  objects: FakeObject[];
  /** Card numbers by payment method (the fake's vault). */
  vault: [string, string][];
  /** Newest first. */
  events: FakeObject[];
  /** Payment methods set up for future use (off-session 3-D Secure cards then pay). */
  setUpForFutureUse: string[];
  idempotent: [string, IdempotentAnswer][];
};

export type StripeFakeStore = {
  /** The saved state, or null to start empty. */
  load(): FakeState | null;
  save(state: FakeState): void;
  /** For messages: where the state is kept. */
  readonly where: string;
};

/** How long Stripe keeps an idempotency key, and events. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
export const EVENT_TTL_S = 30 * 86_400;

/** A store in one JSON file, created (with its folder) on the first save. */
export function fileStore(
  path: string,
  warn: (line: string) => void = (line) => console.warn(line),
): StripeFakeStore {
  return {
    where: path,
    load() {
      let text: string;
      try {
        text = Deno.readTextFileSync(path);
      } catch (err) {
        if (err instanceof Deno.errors.NotFound) return null;
        throw err;
      }
      try {
        const parsed = JSON.parse(text);
        if (parsed?.version !== SNAPSHOT_VERSION) {
          throw new Error(`version ${parsed?.version}, expected ${SNAPSHOT_VERSION}`);
        }
        return validState(parsed.state);
      } catch (err) {
        const aside = `${path}.unreadable`;
        Deno.renameSync(path, aside);
        warn(
          `Test payments: the Stripe fake's saved state could not be used (${
            (err as Error).message
          }); starting empty (the old file is ${aside}).`,
        );
        return null;
      }
    },
    save(state) {
      const folder = path.slice(0, path.lastIndexOf('/'));
      if (folder) Deno.mkdirSync(folder, { recursive: true });
      const temporary = `${path}.${Deno.pid}.tmp`;
      Deno.writeTextFileSync(
        temporary,
        JSON.stringify({ version: SNAPSHOT_VERSION, savedAt: new Date().toISOString(), state }),
        // Only its owner reads it: it holds the (test) card numbers of the fake's vault.
        { mode: 0o600 },
      );
      Deno.renameSync(temporary, path);
    },
  };
}

function validState(state: unknown): FakeState {
  const s = state as Partial<FakeState> | null;
  const arrays = ['objects', 'vault', 'events', 'setUpForFutureUse', 'idempotent'] as const;
  if (!s || typeof s !== 'object' || arrays.some((k) => !Array.isArray(s[k]))) {
    throw new Error('not a Stripe fake snapshot');
  }
  return s as FakeState;
}
