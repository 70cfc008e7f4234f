// The rules of Supabase's database advisors (the splinter lints behind the dashboard's Security
// and Performance Advisor), asserted over the catalog of the migrated database, so every later
// migration is held to them. docs/decisions/016-schema-rules-and-migrations.md says why each
// rule matters and how to satisfy it. Each failure names the offending objects.
//
// splinter lints mirrored: 0001 unindexed_foreign_keys, 0003 auth_rls_initplan,
// 0006 multiple_permissive_policies, 0011 function_search_path_mutable, 0013
// rls_disabled_in_public, 0014 extension_in_public, 0028/0029 anon/authenticated
// security_definer_function_executable (here also for the `private` schema).
import assert from 'node:assert/strict';
import postgres from 'postgres';

const databaseUrl = Deno.env.get('DATABASE_URL') ??
  'postgres://postgres:postgres@127.0.0.1:54322/tendwell';

/** Schemas the API roles reach (Supabase exposes `public`) and our server-only one. */
const OWN_SCHEMAS = ['public', 'private'];
const EXPOSED_SCHEMAS = ['public'];

/**
 * SECURITY DEFINER functions the API roles may execute, each with the ADR that says why no
 * security-invoker form can do its work. Add one only with such an ADR.
 */
const DEFINER_ALLOWED: Record<string, string> = {
  // Policy helper: says whether the caller is an admin. A definer so that a policy on
  // public.users may call it without recursing into the policies of public.users.
  'private.is_admin()': 'docs/decisions/016-schema-rules-and-migrations.md',
  // The family's way to its own job's exact address: column privileges hide jobs.address_id
  // from every signed-in user and RLS cannot show a column to some rows' owners only.
  'private.job_address(job_id uuid)': 'docs/decisions/016-schema-rules-and-migrations.md',
};

function test(name: string, fn: (sql: postgres.Sql) => Promise<void>) {
  Deno.test({
    name: `schema advisors: ${name}`,
    sanitizeOps: false,
    sanitizeResources: false,
    fn: async () => {
      const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      try {
        await fn(sql);
      } finally {
        await sql.end();
      }
    },
  });
}

const list = (rows: { name: string }[]) => rows.map((r) => `\n  ${r.name}`).join('');

test('every function in public and private pins its search_path (function_search_path_mutable)', async (sql) => {
  const rows = await sql<{ name: string }[]>`
    select format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as name
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = any(${OWN_SCHEMAS})
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
       and not exists (
         select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%'
       )
     order by 1`;
  assert.equal(
    rows.length,
    0,
    `functions without a pinned search_path (add \`set search_path = ''\`):${list(rows)}`,
  );
});

test('no SECURITY DEFINER function is executable by anon or authenticated unless an ADR allows it', async (sql) => {
  const rows = await sql<{ name: string; signature: string }[]>`
    select format('%I.%I(%s) executable by %s', n.nspname, p.proname,
                  pg_get_function_identity_arguments(p.oid), r.rolname) as name,
           format('%s.%s(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid))
             as signature
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      cross join (values ('anon'), ('authenticated')) as r (rolname)
     where n.nspname = any(${OWN_SCHEMAS})
       and p.prosecdef
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
       and has_function_privilege(r.rolname, p.oid, 'execute')
     order by 1`;
  const offending = rows.filter((r) => !(r.signature in DEFINER_ALLOWED));
  assert.equal(
    offending.length,
    0,
    `SECURITY DEFINER functions the API roles may call (revoke execute, make them security ` +
      `invoker, or name an ADR in DEFINER_ALLOWED):${list(offending)}`,
  );
  // Splinter's rule proper: none in a schema the Data API exposes, allowed or not (a Supabase
  // project would publish it to every signed-in user).
  const exposed = rows.filter((r) => r.signature.startsWith('public.'));
  assert.equal(exposed.length, 0, `SECURITY DEFINER functions in public:${list(exposed)}`);
  // The allow-list stays honest: every entry still exists and is still a definer.
  const allowed = new Set(rows.map((r) => r.signature));
  for (const signature of Object.keys(DEFINER_ALLOWED)) {
    assert.ok(allowed.has(signature), `${signature} is in DEFINER_ALLOWED but no longer needs it`);
  }
});

test('extensions live outside public (extension_in_public)', async (sql) => {
  const rows = await sql<{ name: string }[]>`
    select e.extname as name
      from pg_extension e join pg_namespace n on n.oid = e.extnamespace
     where n.nspname = 'public'
     order by 1`;
  assert.equal(rows.length, 0, `extensions installed in public:${list(rows)}`);
});

test('every foreign key has a covering index (unindexed_foreign_keys)', async (sql) => {
  // Covered: the foreign key's columns are the leading columns of some valid index, in any order.
  const rows = await sql<{ name: string }[]>`
    select format('%I.%I (%s), constraint %I', n.nspname, c.relname,
                  (select string_agg(a.attname, ', ' order by k.ord)
                     from unnest(con.conkey) with ordinality k (attnum, ord)
                     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum),
                  con.conname) as name
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
     where con.contype = 'f'
       and n.nspname not in ('pg_catalog', 'information_schema', 'cron', 'extensions')
       and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
       and not exists (
         select 1 from pg_index i
          where i.indrelid = con.conrelid
            and i.indisvalid
            and i.indpred is null
            and (i.indkey::int2[])[0:cardinality(con.conkey) - 1] @> con.conkey
       )
     order by 1`;
  assert.equal(rows.length, 0, `foreign keys without a covering index:${list(rows)}`);
});

test('at most one permissive policy per table, role and action (multiple_permissive_policies)', async (sql) => {
  // `for all` counts for each of select, insert, update and delete; a policy `to public` for
  // every role the API uses.
  const rows = await sql<{ name: string }[]>`
    with expanded as (
      select n.nspname, c.relname, pol.polname, r.rolname, act.action
        from pg_policy pol
        join pg_class c on c.oid = pol.polrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_roles r
          on r.oid = any(pol.polroles) or pol.polroles = array[0::oid]
        cross join lateral (
          select unnest(case pol.polcmd
                          when 'r' then array['SELECT']
                          when 'a' then array['INSERT']
                          when 'w' then array['UPDATE']
                          when 'd' then array['DELETE']
                          else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) as action
        ) act
       where pol.polpermissive
         and r.rolname in ('anon', 'authenticated', 'service_role', 'authenticator')
    )
    select format('%I.%I: role %s, %s: %s', nspname, relname, rolname, action,
                  string_agg(format('%L', polname), ', ' order by polname)) as name
      from expanded
     group by nspname, relname, rolname, action
    having count(*) > 1
     order by 1`;
  assert.equal(
    rows.length,
    0,
    `tables with several permissive policies for one role and action (merge them with or):${
      list(rows)
    }`,
  );
});

test('row-level security is enabled on every table in an exposed schema (rls_disabled_in_public)', async (sql) => {
  const rows = await sql<{ name: string }[]>`
    select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p')
       and n.nspname = any(${EXPOSED_SCHEMAS})
       and not c.relrowsecurity
       and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
     order by 1`;
  assert.equal(rows.length, 0, `tables without row-level security:${list(rows)}`);
});

test('policies call auth.<function>() once per statement, as (select auth.uid()) (auth_rls_initplan)', async (sql) => {
  const policies = await sql<{ name: string; qual: string | null; withCheck: string | null }[]>`
    select format('%I.%I policy %L', schemaname, tablename, policyname) as name,
           qual, with_check as "withCheck"
      from pg_policies
     where schemaname = any(${OWN_SCHEMAS})`;
  // pg_get_expr prints a wrapped call as `( SELECT auth.uid() AS uid)`: every call must be
  // directly inside such a sub-select, never compared row by row.
  const bare = /(?<!SELECT\s)\b(auth\.(?:uid|jwt|role|email)\(\)|current_setting\()/i;
  const offending = policies.filter((p) => [p.qual, p.withCheck].some((e) => e && bare.test(e)));
  assert.equal(
    offending.length,
    0,
    `policies that call auth.<function>() or current_setting() per row (write ` +
      `(select auth.uid())):${list(offending)}`,
  );
});

test('every view in an exposed schema reads as its reader, and anon reads none (security_definer_view)', async (sql) => {
  // A view runs with its owner's rights unless security_invoker is on: the published views
  // (ADR 054) would then show every row of the owner's table to whoever may read the view,
  // past the table's RLS.
  const definer = await sql<{ name: string }[]>`
    select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('v', 'm')
       and n.nspname = any(${EXPOSED_SCHEMAS})
       and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
       and not coalesce(
         (select o.option_value::boolean
            from pg_options_to_table(c.reloptions) o
           where o.option_name = 'security_invoker'),
         false)
     order by 1`;
  assert.equal(
    definer.length,
    0,
    `views that run as their owner (create … with (security_invoker = on)):${list(definer)}`,
  );
  const anon = await sql<{ name: string }[]>`
    select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('v', 'm')
       and n.nspname = any(${EXPOSED_SCHEMAS})
       and has_table_privilege('anon', c.oid, 'select')
     order by 1`;
  assert.equal(anon.length, 0, `views anon may read:${list(anon)}`);
});
