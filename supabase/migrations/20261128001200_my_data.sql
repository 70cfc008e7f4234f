-- My data (issue 22 point 5): a person downloads what we hold about them, and what closing an
-- account keeps is purged once the law no longer asks us to keep it
-- (docs/decisions/045-what-we-keep-and-for-how-long.md).

-- ------------------------------------------------------------------ data_exports

-- One request to download one's data. The worker builds the ZIP into `archive` and mails a link
-- whose token only the mail holds (the row keeps its SHA-256). The link works once, for 7 days.
create table public.data_exports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  requested_at timestamptz not null default now(),
  ready_at timestamptz,
  failed_at timestamptz,
  token_hash text unique check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz,
  downloaded_at timestamptz,
  archive bytea,
  archive_bytes integer check (archive_bytes >= 0),
  check ((ready_at is null) = (token_hash is null) and (ready_at is null) = (expires_at is null)),
  check (downloaded_at is null or ready_at is not null)
);
comment on table public.data_exports is
  'Requests to download one''s own data (ZIP built by the worker, link by mail, single use, 7 days). The person reads the state of their own; only the server reads the token hash and the archive (ADR 045).';
alter table public.data_exports enable row level security;

create policy "Users read their own data exports"
  on public.data_exports for select to authenticated
  using ((select auth.uid()) = user_id);

-- The state only: the token's hash and the archive stay with the server (service role).
revoke all on public.data_exports from public, anon, authenticated;
grant select (id, user_id, requested_at, ready_at, failed_at, expires_at, downloaded_at)
  on public.data_exports to authenticated;
grant select, insert, update, delete on public.data_exports to service_role;

create index data_exports_user_id_idx on public.data_exports (user_id, requested_at desc);
-- One export in the making per person: a second request while one is pending is refused (409).
create unique index data_exports_one_pending_idx on public.data_exports (user_id)
  where ready_at is null and failed_at is null;

-- ------------------------------------------------------------------ expired exports

-- An archive is dropped once used or expired; the row itself goes after 30 days (the person's
-- page no longer needs it). Hourly, from pg_cron (the my-data domain's cron).
create function private.purge_data_exports(p_now timestamptz default now()) returns integer
language plpgsql
set search_path = ''
as $$
declare
  dropped integer;
begin
  -- A build the worker gave up on without saying so: the person may ask again.
  update public.data_exports set failed_at = p_now
   where ready_at is null and failed_at is null and requested_at < p_now - interval '1 day';
  update public.data_exports set archive = null
   where archive is not null and (downloaded_at is not null or expires_at <= p_now);
  delete from public.data_exports
   where requested_at < p_now - interval '30 days'
     and (ready_at is not null or failed_at is not null);
  get diagnostics dropped = row_count;
  return dropped;
end
$$;
revoke all on function private.purge_data_exports(timestamptz) from public, anon, authenticated;

-- ------------------------------------------------------------------ retained records

-- Closing an account keeps the payroll records (invoices with their employer costs and payments,
-- payroll year-to-date, the shifts they pay with their tasks and visit records) and the incident
-- reports filed on those shifts: the CRA asks for six years after the end of the year they
-- concern, and incident reports follow the shift they are about. Once that period has passed
-- for a record that concerns a closed account, it goes; so do the team and posting it hung from
-- once nothing is left under them. Records of two open accounts are theirs and stay.
-- A record of year Y is kept through December 31 of Y + 6: it goes from January 1 of Y + 7.
-- Daily, from pg_cron; `p_today` lets a test run the rule on another day.
create function private.purge_retained_records(p_today date default current_date)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  last_year integer := extract(year from p_today)::integer - 7;
  n_invoices integer;
  n_ytd integer;
  n_shifts integer;
  n_members integer;
  n_jobs integer;
begin
  delete from public.invoices i
   where extract(year from i.pay_date) <= last_year
     and exists (
       select 1 from public.users u
        where u.id in (i.family_id, i.caregiver_id) and u.closed_at is not null
     );
  get diagnostics n_invoices = row_count;

  delete from public.payroll_ytd y
   where y.year <= last_year
     and exists (
       select 1 from public.users u
        where u.id in (y.family_id, y.caregiver_id) and u.closed_at is not null
     );
  get diagnostics n_ytd = row_count;

  -- A shift still on a kept invoice (late December, paid in January) waits for its invoice.
  delete from public.shifts s
   where extract(year from (s.starts_at at time zone s.time_zone)) <= last_year
     and exists (
       select 1 from public.users u
        where u.id in (s.family_id, s.caregiver_id) and u.closed_at is not null
     )
     and not exists (select 1 from public.invoice_shifts x where x.shift_id = s.id);
  get diagnostics n_shifts = row_count;

  -- The team (and its review and emergency contacts) once no shift or invoice is left under it;
  -- deleting the invite takes its team member with it.
  delete from public.team_invites i
   using public.team_members m
   where m.invite_id = i.id
     and extract(year from m.created_at) <= last_year
     and exists (
       select 1 from public.users u
        where u.id in (m.family_id, m.caregiver_id) and u.closed_at is not null
     )
     and not exists (select 1 from public.shifts s where s.member_id = m.id)
     and not exists (select 1 from public.invoices v where v.member_id = m.id);
  get diagnostics n_members = row_count;

  -- A closed family's postings were kept only for the teams hired from them.
  delete from public.jobs j
   using public.users u
   where u.id = j.family_id and u.closed_at is not null
     and not exists (select 1 from public.team_invites i where i.job_id = j.id)
     and not exists (select 1 from public.team_members m where m.job_id = j.id);
  get diagnostics n_jobs = row_count;

  return jsonb_build_object(
    'invoices', n_invoices, 'payrollYtd', n_ytd, 'shifts', n_shifts, 'teams', n_members,
    'postings', n_jobs
  );
end
$$;
revoke all on function private.purge_retained_records(date) from public, anon, authenticated;

-- ------------------------------------------------------------------ at closing

-- A closed account keeps no way in and no copy of its data: private.close_account (ADR 040)
-- removes the password and the sessions; its second factors (one-time-code secret, backup codes,
-- passkeys; ADR 044) and its data exports (a built archive is the whole of its data) go in the
-- same transaction, when the closure is written to the trail.
create function private.after_account_closed() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from better_auth.two_factors where user_id = new.account_id;
  delete from better_auth.passkeys where user_id = new.account_id;
  update better_auth.users set two_factor_enabled = false
   where id = new.account_id and two_factor_enabled;
  delete from public.data_exports where user_id = new.account_id;
  return null;
end
$$;
revoke all on function private.after_account_closed() from public, anon, authenticated;

create trigger account_closures_after_closing
  after insert on public.account_closures
  for each row execute function private.after_account_closed();
