-- The year-end records join the retention rule (docs/decisions/045-what-we-keep-and-for-how-long.md,
-- issue 23 point 7): what closing an account keeps of the employer's and the employee's tax
-- records, and when it goes. Each owner purges its own tables (ADR 054):
--
--   T4/RL-1 slips and T4 Summaries (tax-slips)   seven years, open account or not: through
--                                                keep_until (December 31 of year + 7)
--   remittances a closed family marked (employer) the payroll clock: through December 31 of
--                                                year + 6, as ADR 045's purge of the invoices
--   a closed caregiver's SIN, a closed family's   while a slip may still be issued (paid pay of
--   employer details (employer)                  theirs is left) or filed again (a slip or
--                                                Summary of theirs is kept); then they go
set local statement_timeout = '60s';

-- ------------------------------------------------------------------ tax-slips

-- Issued slips refuse deletion before their keep_until. The purge runs the rule for `p_today`
-- (a test runs it on a later day): it says so for its own transaction only, never earlier than
-- today, and only the server (no API role may delete these rows) ever deletes them.
create or replace function private.keep_tax_records() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  today date := greatest(
    current_date,
    coalesce(nullif(current_setting('tendwell.retention_today', true), '')::date, current_date)
  );
begin
  if tg_op = 'DELETE' and old.keep_until < today then
    return old;
  end if;
  raise exception 'tax_record_kept' using errcode = '42501',
    detail = 'Issued slips and summaries are never changed and are kept seven years (ADR 048).';
end
$$;
revoke all on function private.keep_tax_records() from public, anon, authenticated;

-- Slips and Summaries past their keep_until, then the runs with nothing left under them (a
-- run's row names no one but by id). Yearly from pg_cron (tax-slips-retention).
create function private.purge_expired_tax_records(p_today date default current_date)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  n_slips integer;
  n_summaries integer;
  n_runs integer;
begin
  perform set_config('tendwell.retention_today', p_today::text, true);
  delete from public.tax_slips t where t.keep_until < p_today;
  get diagnostics n_slips = row_count;
  delete from public.tax_summaries t where t.keep_until < p_today;
  get diagnostics n_summaries = row_count;
  delete from public.tax_year_runs r
   where r.tax_year + 7 < extract(year from p_today)
     and not exists (select 1 from public.tax_slips t where t.run_id = r.id)
     and not exists (select 1 from public.tax_summaries t where t.run_id = r.id);
  get diagnostics n_runs = row_count;
  return jsonb_build_object('taxSlips', n_slips, 'taxSummaries', n_summaries, 'taxYearRuns', n_runs);
end
$$;
revoke all on function private.purge_expired_tax_records(date) from public, anon, authenticated;

-- Whether a slip or Summary of this person (as employee or employer) is still kept on `p_today`:
-- the employer domain's purge asks before removing what is written on them.
create function private.tax_records_kept(p_person uuid, p_today date)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
           select 1 from public.tax_slips t
            where (t.caregiver_id = p_person or t.family_id = p_person) and t.keep_until >= p_today
         )
      or exists (
           select 1 from public.tax_summaries t
            where t.family_id = p_person and t.keep_until >= p_today
         )
$$;
revoke all on function private.tax_records_kept(uuid, date) from public, anon, authenticated;


-- ------------------------------------------------------------------ accounts

-- Whether the account is closed (ADR 040): the accounts domain's answer, so that another
-- domain's purge asks it rather than reading the accounts' table.
create function private.account_closed(p_user uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.users u where u.id = p_user and u.closed_at is not null)
$$;
revoke all on function private.account_closed(uuid) from public, anon, authenticated;

-- ------------------------------------------------------------------ employer

-- Daily from pg_cron (employer-retention), after ADR 045's purge of the invoices: what a closed
-- account kept of the employer domain's rows, once the rule above lets it go.
create function private.purge_retained_employer_records(p_today date default current_date)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  last_year integer := extract(year from p_today)::integer - 7;
  counts jsonb;
begin
  with remittances as (
    delete from public.employer_remittances r
     where extract(year from r.month) <= last_year
       and private.account_closed(r.family_id)
    returning 1
  ), sins as (
    -- The SIN is written on slips and on the XML return.
    delete from public.employee_sins s
     where private.account_closed(s.caregiver_id)
       and not exists (select 1 from public.payroll_lines l where l.caregiver_id = s.caregiver_id)
       and not private.tax_records_kept(s.caregiver_id, p_today)
    returning 1
  ), details as (
    -- The employer's name, address and payroll account head its slips, Summary and return.
    delete from public.employer_details d
     where private.account_closed(d.family_id)
       and not exists (select 1 from public.payroll_lines l where l.family_id = d.family_id)
       and not private.tax_records_kept(d.family_id, p_today)
    returning 1
  )
  select jsonb_build_object(
           'remittances', (select count(*) from remittances),
           'sins', (select count(*) from sins),
           'employerDetails', (select count(*) from details)
         )
    into counts;
  return counts;
end
$$;
revoke all on function private.purge_retained_employer_records(date) from public, anon, authenticated;
