// Applies sql/bootstrap (idempotent, every time) then each supabase/migrations file not yet
// recorded, in name order, each in its own transaction. The record table is the one the
// Supabase CLI keeps, so a database migrated here is understood by `supabase db push`.
import postgres from 'postgres';

const root = new URL('../../../', import.meta.url).pathname;

function sqlFiles(dir: string) {
  return [...Deno.readDirSync(`${root}${dir}`)]
    .filter((e) => e.isFile && e.name.endsWith('.sql'))
    .map((e) => e.name)
    .sort();
}

export async function migrate(databaseUrl: string, log = console.log) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    for (const file of sqlFiles('sql/bootstrap')) {
      await sql.unsafe(Deno.readTextFileSync(`${root}sql/bootstrap/${file}`));
    }
    await sql.unsafe(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key,
        statements text[],
        name text
      );
    `);
    const applied = new Set(
      (await sql`select version from supabase_migrations.schema_migrations`).map((r) => r.version),
    );
    let count = 0;
    for (const file of sqlFiles('supabase/migrations')) {
      const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
      if (applied.has(version)) continue;
      const text = Deno.readTextFileSync(`${root}supabase/migrations/${file}`);
      await sql.begin(async (tx) => {
        await tx.unsafe(text);
        await tx`insert into supabase_migrations.schema_migrations (version, statements, name)
                 values (${version}, ${[text]}, ${rest.join('_')})`;
      });
      log(`  applied ${file}`);
      count++;
    }
    return count;
  } finally {
    await sql.end();
  }
}

if (import.meta.main) {
  const url = Deno.env.get('DATABASE_URL');
  if (!url) {
    console.error('Set DATABASE_URL to the database to migrate.');
    Deno.exit(1);
  }
  const n = await migrate(url);
  console.log(n ? `${n} migration(s) applied.` : 'Database is up to date.');
}
