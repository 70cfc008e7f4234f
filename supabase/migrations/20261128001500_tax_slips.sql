-- T4 and RL-1 slips, the T4 Summary and the year-end runs that issue them (issue 23 points 3, 4
-- and 7; ADR 048). Figures are sums of public.payroll_lines by pay date, computed by the server
-- with the payroll engine's box helpers; a row here is what was issued (filed) and is never
-- changed: a correction is a new row with report type 'A'. Kept seven years after the tax year
-- (the privacy issue's retention rule), so no foreign key to the accounts: closing an account
-- must not take its slips with it. Only the server writes (service path).
set local statement_timeout = '60s';

-- ---------------------------------------------------------------------------------------------
-- tax_year_runs

create table public.tax_year_runs (
  id uuid primary key default gen_random_uuid(),
  tax_year smallint not null check (tax_year between 2026 and 2100),
  -- The family whose slips this run issued; null = every family (an admin's re-run).
  family_id uuid,
  -- Who asked for it (the family or an admin); null for the scheduled run.
  run_by uuid,
  run_at timestamptz not null default now(),
  slips_original integer not null default 0 check (slips_original >= 0),
  slips_amended integer not null default 0 check (slips_amended >= 0),
  slips_unchanged integer not null default 0 check (slips_unchanged >= 0)
);
comment on table public.tax_year_runs is 'One year-end run (the family issuing its slips, an admin re-running the year): what it issued, amended or left unchanged. The audit trail hooks here. The family reads its own runs; only the server writes.';
alter table public.tax_year_runs enable row level security;

create policy "Families read their year-end runs"
  on public.tax_year_runs for select to authenticated
  using ((select auth.uid()) = family_id);

revoke all on public.tax_year_runs from anon;
revoke insert, update, delete, truncate, references, trigger on public.tax_year_runs from authenticated;
grant select on public.tax_year_runs to authenticated;

create index tax_year_runs_family_id_idx on public.tax_year_runs (family_id, tax_year);

-- ---------------------------------------------------------------------------------------------
-- tax_slips

create table public.tax_slips (
  id uuid primary key default gen_random_uuid(),
  run_id uuid not null references public.tax_year_runs (id) on delete restrict,
  family_id uuid not null,
  caregiver_id uuid not null,
  tax_year smallint not null check (tax_year between 2026 and 2100),
  -- Box 10: one slip per province of employment.
  province text not null check (
    province in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT')
  ),
  -- 'O' original, 'A' amended (T619 report type code).
  report_type text not null check (report_type in ('O', 'A')),
  issued_at timestamptz not null default now(),
  keep_until date generated always as (make_date(tax_year + 7, 12, 31)) stored,
  -- Names as issued (the slip must read the same in seven years).
  employer_name text not null check (length(employer_name) between 1 and 200),
  employee_first_name text not null default '' check (length(employee_first_name) <= 100),
  employee_last_name text not null default '' check (length(employee_last_name) <= 100),
  -- T4 boxes in cents (payroll's t4Boxes); 0 = left empty on the slip.
  box14_cents bigint not null,
  box16_cents bigint not null default 0,
  box16a_cents bigint not null default 0,
  box17_cents bigint not null default 0,
  box17a_cents bigint not null default 0,
  box18_cents bigint not null default 0,
  box22_cents bigint not null default 0,
  box24_cents bigint not null default 0,
  box26_cents bigint not null default 0,
  box55_cents bigint not null default 0,
  box56_cents bigint not null default 0,
  box29 text check (box29 ~ '^[0-9]{2}$'),
  -- RL-1 box E (the other RL-1 boxes are the T4's Quebec amounts).
  quebec_tax_cents bigint not null default 0,
  constraint tax_slips_quebec check (
    province = 'QC' or (box17_cents = 0 and box17a_cents = 0 and box55_cents = 0
      and box56_cents = 0 and quebec_tax_cents = 0)
  )
);
comment on table public.tax_slips is 'Issued T4 slips (with the RL-1 figures in Quebec), one per family, caregiver, province and issue; report type O or A. Kept seven years after the tax year, never changed. The family and the caregiver read theirs; only the server writes.';
alter table public.tax_slips enable row level security;

create policy "Families and caregivers read their slips"
  on public.tax_slips for select to authenticated
  using ((select auth.uid()) = family_id or (select auth.uid()) = caregiver_id);

revoke all on public.tax_slips from anon;
revoke insert, update, delete, truncate, references, trigger on public.tax_slips from authenticated;
grant select on public.tax_slips to authenticated;

create index tax_slips_run_id_idx on public.tax_slips (run_id);
create index tax_slips_family_id_idx on public.tax_slips (family_id, tax_year, caregiver_id, province, issued_at desc);
create index tax_slips_caregiver_id_idx on public.tax_slips (caregiver_id, tax_year);

-- ---------------------------------------------------------------------------------------------
-- tax_summaries

create table public.tax_summaries (
  id uuid primary key default gen_random_uuid(),
  run_id uuid not null references public.tax_year_runs (id) on delete restrict,
  family_id uuid not null,
  tax_year smallint not null check (tax_year between 2026 and 2100),
  report_type text not null check (report_type in ('O', 'A')),
  issued_at timestamptz not null default now(),
  keep_until date generated always as (make_date(tax_year + 7, 12, 31)) stored,
  employer_name text not null check (length(employer_name) between 1 and 200),
  slip_count integer not null check (slip_count >= 0),
  -- T4 Summary lines in cents: 14, 16, 16A, 18, 22 (totals of the slips), 27, 27A, 19 (employer).
  box14_cents bigint not null,
  box16_cents bigint not null,
  box16a_cents bigint not null,
  box18_cents bigint not null,
  box22_cents bigint not null,
  box27_cents bigint not null,
  box27a_cents bigint not null,
  box19_cents bigint not null,
  -- Line 82: what the family marked remitted to the CRA for the year (the employer domain).
  remitted_cents bigint not null,
  constraint tax_summaries_one_per_run unique (run_id, family_id)
);
comment on table public.tax_summaries is 'Issued T4 Summaries: the totals of a family''s slips, the employer''s CPP, CPP2 and EI, and the remittances made. Kept seven years after the tax year, never changed. Only the family reads; only the server writes.';
alter table public.tax_summaries enable row level security;

create policy "Families read their T4 summaries"
  on public.tax_summaries for select to authenticated
  using ((select auth.uid()) = family_id);

revoke all on public.tax_summaries from anon;
revoke insert, update, delete, truncate, references, trigger on public.tax_summaries from authenticated;
grant select on public.tax_summaries to authenticated;

create index tax_summaries_family_id_idx on public.tax_summaries (family_id, tax_year, issued_at desc);

-- ---------------------------------------------------------------------------------------------
-- Issued is final: no change ever, and no deletion before the retention ends.

create function private.keep_tax_records() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and old.keep_until < current_date then
    return old;
  end if;
  raise exception 'tax_record_kept' using errcode = '42501',
    detail = 'Issued slips and summaries are never changed and are kept seven years (ADR 048).';
end
$$;
revoke all on function private.keep_tax_records() from public, anon, authenticated;

create trigger tax_slips_kept
  before update or delete on public.tax_slips
  for each row execute function private.keep_tax_records();

create trigger tax_summaries_kept
  before update or delete on public.tax_summaries
  for each row execute function private.keep_tax_records();
