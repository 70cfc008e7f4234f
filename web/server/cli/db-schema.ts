// Writes web/server/db-schema.ts: the type of a row of every table and view, read from the
// migrated database (ADR 059). Queries build their row types from it (`Pick<Row<'public.jobs'>,
// 'id' | 'title'>`), so a renamed or retyped column breaks `deno check` where it is read instead
// of surfacing as `undefined` at run time. tests/integration/db-schema.test.ts fails when the file
// is not what the migrations give.
//
//   DATABASE_URL=… deno run -A web/server/cli/db-schema.ts --write
//
// The TypeScript types are what postgres.js hands back with its default parsers (and the pool's
// camelCase names): int8 and numeric come back as strings, dates and timestamps as Date, json as
// parsed JSON. A text column whose check constraint lists its values (`status in ('a', 'b')`) gets
// their union. Postgres cannot say whether a view's column may be null, so a view's columns are.
import postgres from 'postgres';

const root = new URL('../../../', import.meta.url).pathname;
export const SCHEMA_FILE = `${root}web/server/db-schema.ts`;
const SCHEMAS = ['public', 'private', 'better_auth'];

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  oid: 'number',
  float4: 'number',
  float8: 'number',
  int8: 'string',
  numeric: 'string',
  date: 'Date',
  timestamp: 'Date',
  timestamptz: 'Date',
  json: 'unknown',
  jsonb: 'unknown',
  bytea: 'Uint8Array',
};

type Column = {
  relation: string;
  kind: string;
  column: string;
  type: string;
  elementType: string | null;
  notNull: boolean;
  checks: string[] | null;
};

export async function readColumns(url: string): Promise<Column[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await sql<Column[]>`
      select n.nspname || '.' || c.relname as relation, c.relkind::text as kind,
             a.attname as column,
             coalesce(bt.typname, t.typname) as type,
             et.typname as "elementType",
             a.attnotnull as "notNull",
             (select array_agg(pg_get_constraintdef(k.oid) order by k.conname)
                from pg_constraint k
               where k.conrelid = c.oid and k.contype = 'c' and k.conkey = array[a.attnum]) as checks
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_type t on t.oid = a.atttypid
        left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
        left join pg_type et on et.oid = coalesce(bt.typelem, t.typelem) and et.oid <> 0
       where n.nspname = any(${SCHEMAS}) and c.relkind in ('r', 'p', 'v', 'm')
         and a.attnum > 0 and not a.attisdropped
       order by 1, a.attnum`;
  } finally {
    await sql.end();
  }
}

/** The values a check constraint allows (`col = any (array['a'::text, …])`), if that is all it says. */
export function allowedValues(checks: string[] | null): string[] | null {
  for (const check of checks ?? []) {
    const list = check.match(/^CHECK \(\(\w+ = ANY \(ARRAY\[(.*)\]\)\)\)$/)?.[1] ??
      check.match(/^CHECK \(\(\w+ = ANY \(\(ARRAY\[(.*)\]\)::text\[\]\)\)\)$/)?.[1];
    if (!list) continue;
    const values = [...list.matchAll(/'((?:[^']|'')*)'::(?:text|character varying)/g)].map((m) =>
      m[1].replaceAll("''", "'")
    );
    if (values.length) return values;
  }
  return null;
}

export function tsType(c: Pick<Column, 'type' | 'elementType' | 'checks'>): string {
  if (c.type.startsWith('_') && c.elementType) {
    const element = SCALARS[c.elementType] ?? 'string';
    return `${element}[]`;
  }
  const values = allowedValues(c.checks);
  if (values && c.type === 'text') {
    return values.map((v) => `'${v.replaceAll("'", "\\'")}'`).join(' | ');
  }
  return SCALARS[c.type] ?? 'string';
}

export function render(columns: Column[]): string {
  const byRelation = Map.groupBy(columns, (c) => c.relation);
  const lines = [
    '// Generated from the migrated schema by web/server/cli/db-schema.ts (ADR 059): do not edit.',
    '// Regenerate with: DATABASE_URL=… deno run -A web/server/cli/db-schema.ts --write',
    '',
    '/** A row of each table and view, as postgres.js returns it (camelCase names). */',
    'export type Tables = {',
  ];
  for (const [relation, cols] of byRelation) {
    const view = cols[0].kind === 'v' || cols[0].kind === 'm';
    lines.push(`  '${relation}': {`);
    for (const c of cols) {
      const nullable = view || !c.notNull;
      const type = tsType(c);
      const union = type.includes(' | ');
      lines.push(
        `    ${postgres.toCamel(c.column)}: ${nullable && union ? `(${type})` : type}${
          nullable ? ' | null' : ''
        };`,
      );
    }
    lines.push('  };');
  }
  lines.push('};', '', '/** One row of `relation` (schema-qualified). */');
  lines.push('export type Row<Relation extends keyof Tables> = Tables[Relation];', '');
  return lines.join('\n');
}

/** The file's text as `deno fmt` leaves it (the check compares like with like). */
export async function formatted(text: string): Promise<string> {
  const fmt = new Deno.Command(Deno.execPath(), {
    args: ['fmt', '--ext=ts', '-'],
    cwd: root,
    stdin: 'piped',
    stdout: 'piped',
    stderr: 'inherit',
  }).spawn();
  const writer = fmt.stdin.getWriter();
  await writer.write(new TextEncoder().encode(text));
  await writer.close();
  const out = await fmt.output();
  if (!out.success) throw new Error('deno fmt refused the generated schema');
  return new TextDecoder().decode(out.stdout);
}

export async function generate(url: string): Promise<string> {
  return await formatted(render(await readColumns(url)));
}

if (import.meta.main) {
  const url = Deno.env.get('DATABASE_URL') ??
    'postgres://postgres:postgres@127.0.0.1:54322/tendwell';
  const text = await generate(url);
  if (Deno.args.includes('--write')) {
    Deno.writeTextFileSync(SCHEMA_FILE, text);
    console.log(`wrote ${SCHEMA_FILE}`);
  } else console.log(text);
}
