-- The retention purge and the closing trigger, each domain acting on its own tables (issue 24
-- point 1, ADR 054). private.purge_retained_records and private.after_account_closed
-- (20261128001200_my_data.sql) deleted rows of invoices, shifts, invites and jobs and read users,
-- team members and invoice lines themselves. Each owner now publishes a question about its own
-- rows ("is this account closed?", "is this shift on an invoice?") and its own part of the purge;
-- the rule, the order and the counts returned are unchanged (ADR 045). The questions are plain
-- `language sql stable` functions so the planner inlines them into the purge's `exists`.

-- accounts: whether an account is closed.
create function private.account_is_closed(p_account uuid) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.users u where u.id = p_account and u.closed_at is not null);
$$;

-- invoices: whether a shift is on an invoice, and whether a team member has any.
create function private.invoices_shift_is_invoiced(p_shift uuid) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.invoice_shifts x where x.shift_id = p_shift);
$$;

create function private.invoices_member_is_invoiced(p_member uuid) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.invoices v where v.member_id = p_member);
$$;

-- shifts: whether a team member has any shift.
create function private.shifts_member_has_shifts(p_member uuid) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.shifts s where s.member_id = p_member);
$$;

-- team: whether a posting still has a team member hired from it.
create function private.team_job_has_members(p_job uuid) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.team_members m where m.job_id = p_job);
$$;

-- team: the invites whose team (member, review, emergency contacts) may go: started in
-- `p_last_year` or before, between a closed account and anyone, with no shift or invoice left.
create function private.team_purgeable_invites(p_last_year integer) returns setof uuid
language sql
stable
set search_path = ''
as $$
  select m.invite_id
    from public.team_members m
   where extract(year from m.created_at) <= p_last_year
     and (private.account_is_closed(m.family_id) or private.account_is_closed(m.caregiver_id))
     and not private.shifts_member_has_shifts(m.id)
     and not private.invoices_member_is_invoiced(m.id);
$$;

-- invoices: invoices and year-to-date records of `p_last_year` or before that concern a closed
-- account.
create function private.invoices_purge_retained(p_last_year integer) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  n_invoices integer;
  n_ytd integer;
begin
  delete from public.invoices i
   where extract(year from i.pay_date) <= p_last_year
     and (private.account_is_closed(i.family_id) or private.account_is_closed(i.caregiver_id));
  get diagnostics n_invoices = row_count;
  delete from public.payroll_ytd y
   where y.year <= p_last_year
     and (private.account_is_closed(y.family_id) or private.account_is_closed(y.caregiver_id));
  get diagnostics n_ytd = row_count;
  return jsonb_build_object('invoices', n_invoices, 'payrollYtd', n_ytd);
end
$$;

-- shifts: shifts of `p_last_year` or before that concern a closed account. A shift still on a
-- kept invoice (late December, paid in January) waits for its invoice.
create function private.shifts_purge_retained(p_last_year integer) returns integer
language plpgsql
set search_path = ''
as $$
declare
  n integer;
begin
  delete from public.shifts s
   where extract(year from (s.starts_at at time zone s.time_zone)) <= p_last_year
     and (private.account_is_closed(s.family_id) or private.account_is_closed(s.caregiver_id))
     and not private.invoices_shift_is_invoiced(s.id);
  get diagnostics n = row_count;
  return n;
end
$$;

-- invites: the teams nothing is left under; deleting the invite takes its team member with it.
create function private.invites_purge_retained(p_last_year integer) returns integer
language plpgsql
set search_path = ''
as $$
declare
  n integer;
begin
  delete from public.team_invites i
   where i.id in (select private.team_purgeable_invites(p_last_year));
  get diagnostics n = row_count;
  return n;
end
$$;

-- jobs: a closed family's postings were kept only for the teams hired from them.
create function private.jobs_purge_retained() returns integer
language plpgsql
set search_path = ''
as $$
declare
  n integer;
begin
  delete from public.jobs j
   where private.account_is_closed(j.family_id)
     and not private.invites_job_has_invites(j.id)
     and not private.team_job_has_members(j.id);
  get diagnostics n = row_count;
  return n;
end
$$;

-- my-data: a closed account's exports (a built archive is the whole of its data).
create function private.my_data_forget_account(p_account uuid) returns void
language sql
set search_path = ''
as $$
  delete from public.data_exports where user_id = p_account;
$$;

revoke all on function private.account_is_closed(uuid) from public, anon, authenticated;
revoke all on function private.invoices_shift_is_invoiced(uuid) from public, anon, authenticated;
revoke all on function private.invoices_member_is_invoiced(uuid) from public, anon, authenticated;
revoke all on function private.shifts_member_has_shifts(uuid) from public, anon, authenticated;
revoke all on function private.team_job_has_members(uuid) from public, anon, authenticated;
revoke all on function private.team_purgeable_invites(integer) from public, anon, authenticated;
revoke all on function private.invoices_purge_retained(integer) from public, anon, authenticated;
revoke all on function private.shifts_purge_retained(integer) from public, anon, authenticated;
revoke all on function private.invites_purge_retained(integer) from public, anon, authenticated;
revoke all on function private.jobs_purge_retained() from public, anon, authenticated;
revoke all on function private.my_data_forget_account(uuid) from public, anon, authenticated;

-- Records concerning a closed account go from January 1 of the seventh year after (ADR 045).
-- Daily, from pg_cron; `p_today` lets a test run the rule on another day.
create or replace function private.purge_retained_records(p_today date default current_date)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  last_year integer := extract(year from p_today)::integer - 7;
  invoiced jsonb;
  n_shifts integer;
  n_members integer;
  n_jobs integer;
begin
  invoiced := private.invoices_purge_retained(last_year);
  n_shifts := private.shifts_purge_retained(last_year);
  n_members := private.invites_purge_retained(last_year);
  n_jobs := private.jobs_purge_retained();
  return invoiced || jsonb_build_object('shifts', n_shifts, 'teams', n_members, 'postings', n_jobs);
end
$$;

-- A closed account keeps no way in and no copy of its data (ADR 040, 044, 045).
create or replace function private.after_account_closed() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from better_auth.two_factors where user_id = new.account_id;
  delete from better_auth.passkeys where user_id = new.account_id;
  update better_auth.users set two_factor_enabled = false
   where id = new.account_id and two_factor_enabled;
  perform private.my_data_forget_account(new.account_id);
  return null;
end
$$;
