-- Gives a plain PostgreSQL what every Supabase project already has, so our migrations and
-- row-level security policies run unchanged here and on a hosted project (ADR 004).
--
-- On a Supabase project this file does nothing at all: the platform's own set-up (its roles,
-- GoTrue's auth functions, the database's search_path) is the reference, and a second writer
-- of any of it could only drift from it. `supabase_admin` is the role every Supabase project
-- has and a plain PostgreSQL does not; its presence ends the block before any statement runs.
do $bootstrap$
begin
  if exists (select from pg_roles where rolname = 'supabase_admin') then
    raise notice 'Supabase project: the local bootstrap changes nothing here';
    return;
  end if;

  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;

  -- The connecting role switches into these per transaction (`set local role`), as PostgREST
  -- does.
  execute 'grant anon, authenticated, service_role to current_user';

  create schema if not exists extensions;
  grant usage on schema extensions to anon, authenticated, service_role;

  create schema if not exists auth;
  grant usage on schema auth to anon, authenticated, service_role;

  -- The claims as GoTrue's own functions read them: the per-claim setting first (PostgREST's
  -- older style), then the `request.jwt.claims` JSON; an empty string at either level counts as
  -- missing, so a connection that carries an emptied setting from an earlier transaction (a
  -- pooled one does) reads NULL instead of failing on '' as JSON. Replaced on every run, so a
  -- cluster made before this definition gets it too.
  create or replace function auth.uid() returns uuid
  language sql stable
  as $f$
    select coalesce(
      nullif(current_setting('request.jwt.claim.sub', true), ''),
      nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
    )::uuid
  $f$;

  create or replace function auth.role() returns text
  language sql stable
  as $f$
    select coalesce(
      nullif(current_setting('request.jwt.claim.role', true), ''),
      nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
    )::text
  $f$;

  create or replace function auth.jwt() returns jsonb
  language sql stable
  as $f$
    select coalesce(
      nullif(current_setting('request.jwt.claim', true), ''),
      nullif(current_setting('request.jwt.claims', true), '')
    )::jsonb
  $f$;

  grant execute on function auth.uid(), auth.role(), auth.jwt()
    to anon, authenticated, service_role;

  -- Supabase's default privileges: the API roles may touch tables, and row-level security
  -- decides which rows. Policies, not grants, are the guard.
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public
    grant all on functions to anon, authenticated, service_role;
  alter default privileges in schema public
    grant all on sequences to anon, authenticated, service_role;

  -- Supabase resolves extension types (geography, …) through this search path; a project has
  -- it already.
  execute format(
    'alter database %I set search_path = "$user", public, extensions',
    current_database()
  );
end
$bootstrap$;
