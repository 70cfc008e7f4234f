// The database seam (issue 24 point 1, ADR 054), twin of the import-graph test: every table and
// view has one owning domain in supabase/table-owners.json, and a statement of one domain that
// touches another domain's table outside what that domain publishes is a crossing. Today's
// crossings are recorded in table-ownership-baseline.json, counted by (domain, read or write,
// table); the test fails when a count rises above it, so the number can only go down. When you
// remove crossings, lower the baseline with
//   deno run -A tests/architecture/table-ownership.test.ts --update-baseline
// (and never raise it that way: publish a view or call the owner's function instead).
import assert from 'node:assert/strict';
import {
  aboveBaseline,
  BASELINE_PATH,
  crossings,
  currentCrossings,
  type Manifest,
  readBaseline,
  splitStatements,
  tableRefs,
  tally,
  templateTexts,
} from './table-ownership.ts';

if (import.meta.main && Deno.args.includes('--update-baseline')) {
  const now = currentCrossings();
  const counts = tally(now.crossings);
  Deno.writeTextFileSync(
    BASELINE_PATH,
    JSON.stringify(
      {
        $comment:
          'Cross-domain table references known when the ownership test arrived (issue 24 point 1). Counts may only go down; see tests/architecture/table-ownership.test.ts.',
        total: now.crossings.length,
        crossings: counts,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`baseline: ${now.crossings.length} crossings written to ${BASELINE_PATH}`);
}

Deno.test('every table and view the migrations create has an owning domain', () => {
  const { relations, unowned, problems } = currentCrossings();
  assert.ok(relations.size > 50, `only ${relations.size} tables found in the migrations`);
  assert.deepEqual(
    unowned,
    [],
    `tables missing from supabase/table-owners.json (give each its domain):\n${unowned.join('\n')}`,
  );
  assert.deepEqual(problems, [], `supabase/table-owners.json:\n${problems.join('\n')}`);
});

Deno.test('cross-domain table references never rise above the baseline', () => {
  const { crossings: found } = currentCrossings();
  const baseline = readBaseline();
  const counts = tally(found);
  const recorded = Object.values(baseline).reduce((a, b) => a + b, 0);
  console.log(
    `cross-domain table references outside what owners publish: ${found.length} (baseline ${recorded}, target 0)`,
  );
  const risen = aboveBaseline(counts, baseline);
  const detail = risen.flatMap((line) => {
    const key = line.slice(0, line.lastIndexOf(':'));
    return [
      line,
      ...found
        .filter((c) =>
          `${c.from} ${c.write ? 'writes' : 'reads'} ${c.relation} (${c.owner})` === key
        )
        .map((c) => `    ${c.where}`),
    ];
  });
  assert.deepEqual(
    risen,
    [],
    `new statements touch another domain's table (read it through a view or function its owner publishes, write it through the owner's functions or triggers):\n${
      detail.join('\n')
    }`,
  );
});

// ---- the rule proves it can fail ----------------------------------------------------------------

const manifest: Manifest = {
  domains: {
    reference: { tables: ['public.languages'], publishes: 'all' },
    accounts: { tables: ['public.users'], publishes: [] },
    jobs: { tables: ['public.jobs', 'public.job_postings'], publishes: ['public.job_postings'] },
    shifts: { tables: ['public.shifts'], publishes: [] },
  },
};
const migration = {
  file: 'supabase/migrations/1_planted.sql',
  text: `
create table public.languages (key text primary key);
create table public.users (id uuid primary key);
create table public.jobs (id uuid primary key, family_id uuid references public.users (id));
-- a comment naming from public.users is not a statement
create view public.job_postings as select j.id from public.jobs j;
create table public.shifts (id uuid primary key, job_id uuid references public.jobs (id));
create policy "Caregivers' shifts" on public.shifts for select using (
  exists (select 1 from public.jobs j where j.id = job_id)
);
create function private.touch_users() returns trigger language plpgsql set search_path = '' as $$
begin
  update public.users set id = id where id = new.id; -- a write from a shifts trigger
  return new;
end $$;
create trigger shifts_touch after insert on public.shifts
  for each row execute function private.touch_users();
`,
};

Deno.test('the ownership rule finds planted crossings, and only those', () => {
  const fine = {
    file: 'web/domains/shifts/queries.server.ts',
    text: [
      'const a = await tx`select * from public.shifts s join public.job_postings p on p.id = s.id`;',
      "const b = await tx`select key from languages where key = ${'fr'}`;",
      "const note = 'select * from public.users'; // not a template",
    ].join('\n'),
  };
  const planted = {
    file: 'web/domains/shifts/actions.server.ts',
    text: [
      'const c = await tx`select u.id from public.users u where ${tx`true`}`;',
      'await tx`insert into public.job_postings (id) values (${id})`;',
      'await tx`update languages set key = ${k}`;',
    ].join('\n'),
  };
  const { crossings: found, unowned } = crossings(manifest, [migration], [fine, planted]);
  assert.deepEqual(unowned, []);
  const seen = found.map((c) =>
    `${c.where} ${c.from} ${c.write ? 'writes' : 'reads'} ${c.relation}`
  );
  assert.deepEqual(seen, [
    'supabase/migrations/1_planted.sql:8 shifts reads public.jobs',
    'supabase/migrations/1_planted.sql:11 shifts writes public.users',
    'web/domains/shifts/actions.server.ts:1 shifts reads public.users',
    'web/domains/shifts/actions.server.ts:2 shifts writes public.job_postings',
    'web/domains/shifts/actions.server.ts:3 shifts writes public.languages',
  ]);
  const counts = tally(found);
  assert.deepEqual(aboveBaseline(counts, counts), []);
  assert.deepEqual(
    aboveBaseline(counts, { ...counts, 'shifts reads public.jobs (jobs)': 0 }),
    ['shifts reads public.jobs (jobs): 1 (baseline 0)'],
  );
});

Deno.test('a function or policy replaced or dropped by a later migration no longer crosses', () => {
  const later = {
    file: 'supabase/migrations/2_later.sql',
    text: `
drop policy "Caregivers' shifts" on public.shifts;
create policy "Caregivers' shifts" on public.shifts for select using (true);
create or replace function private.touch_users() returns trigger language plpgsql as $$
begin
  return new;
end $$;
`,
  };
  const { crossings: found } = crossings(manifest, [migration, later], []);
  assert.deepEqual(found, []);
  // Dropping without a new definition removes it too; a third definition that crosses counts.
  const again = {
    file: 'supabase/migrations/3_again.sql',
    text: `create or replace function private.touch_users() returns trigger as $$
begin update public.users set id = id; return new; end $$;`,
  };
  const after = crossings(manifest, [migration, later, again], []).crossings;
  assert.deepEqual(after.map((c) => `${c.where} ${c.relation}`), [
    'supabase/migrations/3_again.sql:1 public.users',
  ]);
});

Deno.test("an applied migration's one-time data move is history; a later one, or a definition, counts", () => {
  const backfill = (file: string) => ({
    file,
    text: `
-- Backfill: the rows already there.
update public.shifts s set job_id = j.id from public.jobs j where j.id = s.job_id;
with moved as (select u.id from public.users u) insert into public.shifts (id) select id from moved;
create or replace function private.shift_count() returns int language sql as $$
  select count(*)::int from public.shifts s join public.users u on u.id = s.id
$$;
`,
  });
  const withHistory: Manifest = { ...manifest, historyBefore: '3_rule' };
  const seen = (files: { file: string; text: string }[]) =>
    crossings(withHistory, [migration, ...files], []).crossings
      .filter((c) => !c.where.startsWith('supabase/migrations/1_planted.sql'))
      .map((c) => `${c.where} ${c.from} ${c.write ? 'writes' : 'reads'} ${c.relation}`);
  // Before the rule: the two data moves are history, the function still stands and counts.
  assert.deepEqual(seen([backfill('supabase/migrations/2_applied.sql')]), [
    'supabase/migrations/2_applied.sql:5 shifts reads public.users',
  ]);
  // After it, the same statements count, each of them.
  assert.deepEqual(seen([backfill('supabase/migrations/4_new.sql')]), [
    'supabase/migrations/4_new.sql:3 shifts reads public.jobs',
    'supabase/migrations/4_new.sql:4 shifts reads public.users',
    'supabase/migrations/4_new.sql:5 shifts reads public.users',
  ]);
});

Deno.test('a table no domain owns is reported', () => {
  const extra = {
    file: 'supabase/migrations/2_more.sql',
    text: 'create table public.orphans (id int);',
  };
  const { unowned } = crossings(manifest, [migration, extra], []);
  assert.deepEqual(unowned, ['public.orphans']);
});

Deno.test('the readers: statements, templates and references', () => {
  const statements = splitStatements(
    "select 1; create function f() returns int as $$ select 1; $$ language sql; -- x;\nselect 'a;b'",
  );
  assert.equal(statements.length, 3);
  assert.deepEqual(templateTexts('x`select ${y`a`} from t` + `b`').map((t) => t.text), [
    'a',
    'select  ?  from t',
    'b',
  ]);
  const known = new Set(['public.users', 'public.jobs']);
  assert.deepEqual(tableRefs('delete from users using jobs where true', known), [
    { relation: 'public.users', write: true },
    { relation: 'public.jobs', write: false },
  ]);
  assert.deepEqual(tableRefs("select 'from users' from generate_series(1, 2)", known), []);
  assert.deepEqual(tableRefs('select 1 from public.users_archive', known), []);
});
