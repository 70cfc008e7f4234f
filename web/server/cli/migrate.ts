// Applies sql/bootstrap (idempotent, every time) then each supabase/migrations file not yet
// recorded, in name order, each in its own transaction. The record table is the one the
// Supabase CLI keeps, so a database migrated here is understood by `supabase db push`.
//
// Like `supabase db push`, a pending migration whose version is older than the newest applied
// one is refused before anything runs: applying it here would give this database an order of
// changes no other database had. Give it a version after the newest applied one.
import postgres from 'postgres';

const root = new URL('../../../', import.meta.url).pathname;
const LOCK_TIMEOUT = '10s';

/** A failure with a message meant to be printed alone, on one line. */
export class MigrationError extends Error {}

export type MigrateOptions = {
  /** Folder of `<version>_<name>.sql` files; default `supabase/migrations` of this checkout. */
  migrationsDir?: string;
  /** Folder of idempotent SQL run before the migrations every time; default `sql/bootstrap`. */
  bootstrapDir?: string;
};

function sqlFiles(dir: string) {
  return [...Deno.readDirSync(dir)]
    .filter((e) => e.isFile && e.name.endsWith('.sql'))
    .map((e) => e.name)
    .sort();
}

const byVersion = (a: string, b: string) =>
  /^\d+$/.test(a) && /^\d+$/.test(b) ? Number(BigInt(a) - BigInt(b)) : a < b ? -1 : a > b ? 1 : 0;

export async function migrate(
  databaseUrl: string,
  log = console.log,
  options: MigrateOptions = {},
) {
  const migrationsDir = options.migrationsDir ?? `${root}supabase/migrations`;
  const bootstrapDir = options.bootstrapDir ?? `${root}sql/bootstrap`;
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    for (const file of sqlFiles(bootstrapDir)) {
      await run(file, () => sql.unsafe(Deno.readTextFileSync(`${bootstrapDir}/${file}`)));
    }
    await sql.unsafe(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key,
        statements text[],
        name text
      );
    `);
    const applied = (await sql`select version from supabase_migrations.schema_migrations`)
      .map((r) => r.version as string)
      .sort(byVersion);
    const appliedSet = new Set(applied);
    const newest = applied.at(-1);
    const pending = sqlFiles(migrationsDir)
      .map((file) => {
        const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
        return { file, version, name: rest.join('_') };
      })
      .filter((m) => !appliedSet.has(m.version));
    const early = newest === undefined
      ? undefined
      : pending.find((m) => byVersion(m.version, newest) < 0);
    if (early) {
      throw new MigrationError(
        `Refusing migration ${early.file}: its version ${early.version} is older than ${newest}, the newest ` +
          `applied migration (supabase db push refuses it too); rename it with a version after ${newest}.`,
      );
    }
    let count = 0;
    for (const m of pending) {
      const text = Deno.readTextFileSync(`${migrationsDir}/${m.file}`);
      await run(m.file, () =>
        sql.begin(async (tx) => {
          // Fail rather than wait behind live traffic: a statement queued for a table lock
          // holds up every query on that table that arrives after it. A file may set its own.
          await tx.unsafe(`set local lock_timeout = '${LOCK_TIMEOUT}'`);
          await tx.unsafe(text);
          await tx`insert into supabase_migrations.schema_migrations (version, statements, name)
                   values (${m.version}, ${[text]}, ${m.name})`;
        }));
      log(`  applied ${m.file}`);
      count++;
    }
    return count;
  } catch (err) {
    if (err instanceof MigrationError) throw err;
    // postgres.js raises a connection failure with a code such as ECONNREFUSED and no SQL state.
    const code = (err as { code?: string }).code;
    if (code && /^E[A-Z]+$/.test(code)) {
      throw new MigrationError(`Could not reach the database (${(err as Error).message}).`);
    }
    throw err;
  } finally {
    await sql.end();
  }
}

/** Runs one file's SQL; an SQL error names the file and the statement's message on one line. */
async function run(file: string, apply: () => Promise<unknown>) {
  try {
    await apply();
  } catch (err) {
    const e = err as { message?: string; severity?: string; code?: string };
    if (e.severity && e.code) {
      throw new MigrationError(`${file} failed: ${e.message} (SQLSTATE ${e.code})`);
    }
    throw err;
  }
}

if (import.meta.main) {
  // Migrations take locks and run DDL in long transactions: never through a pooler.
  const url = Deno.env.get('DATABASE_DIRECT_URL') || Deno.env.get('DATABASE_URL');
  if (!url) {
    console.error('Set DATABASE_URL (or DATABASE_DIRECT_URL) to the database to migrate.');
    Deno.exit(1);
  }
  try {
    const n = await migrate(url);
    console.log(n ? `${n} migration(s) applied.` : 'Database is up to date.');
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    Deno.exit(1);
  }
}
