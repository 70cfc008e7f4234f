-- Extensions a Supabase project offers: PostGIS for distances and radius search, pg_cron for
-- scheduled work. pg_cron can only live in the database named by cron.database_name, so a
-- database without it (a second test database, a provider without it) still migrates.
create extension if not exists postgis with schema extensions;

do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron')
     and current_setting('cron.database_name', true) is not distinct from current_database() then
    create extension if not exists pg_cron;
  else
    raise notice 'pg_cron is not available in database %; scheduled jobs are skipped', current_database();
  end if;
end
$$;

-- Server-only objects: never exposed to the API roles.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, anon, service_role;

-- The service path (jobs, webhooks, signup) may use everything here; API roles may not.
grant all on all tables in schema private to service_role;
alter default privileges in schema private grant all on tables to service_role;
alter default privileges in schema private grant all on sequences to service_role;
