-- Issue 23 points 5 and 6. docs/decisions/049-records-of-employment-and-provisional-pay.md has
-- the why.
--
-- 1. invoice_adjustments (+ invoice_adjustment_employer_costs): when a new T4127 edition is
--    added, a pay computed with the previous edition (marked 'provisionalEdition') is recomputed
--    and the difference per deduction is carried on the pair's next invoice, never by editing the
--    paid one. The employee side both parties read; the employer side (CPP/CPP2 match, EI 1.4x,
--    QPIP employer) only the family, as for invoice_employer_costs. The server writes; the
--    invoice insert trigger attaches an adjustment to the first invoice generated after it.
-- 2. payroll_lines: the same columns in the same order, then kind ('pay' | 'adjustment'), the
--    invoice an adjustment corrects, and a pay's first and last days worked (the ROE's). An
--    adjustment is a row dated by the invoice that carries it, once that invoice is paid.
-- 3. records_of_employment: an ROE the family owes when employment ends (the family ends it,
--    the caregiver leaves) or is interrupted (no pay for 7 days, found by a daily job). Figures
--    are computed from payroll_lines when read; the row holds the cause, the reason code and the
--    final pay period it covers (set by the database from paid pay). The family and the
--    caregiver of the member read; the family gives or changes the reason; nobody else.

set local lock_timeout = '5s';
set local statement_timeout = '60s';

-- ---------------------------------------------------------------------------------------------
-- invoice_adjustments

create table public.invoice_adjustments (
  id uuid primary key default gen_random_uuid(),
  -- The paid pay it corrects and the pair (copies for the policy and the attach trigger).
  corrects_invoice_id uuid not null references public.invoices (id) on delete cascade,
  family_id uuid not null,
  caregiver_id uuid not null,
  corrected_pay_date date not null,
  province text not null check (
    province in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT')
  ),
  pension_plan text not null check (pension_plan in ('CPP', 'QPP')),
  -- The edition used to recompute, and the provisional one the pay was computed with.
  edition text not null check (length(edition) between 1 and 80),
  provisional_edition text not null check (length(provisional_edition) between 1 and 80),
  -- The invoice that carries it (set once by private.attach_invoice_adjustments); null until the
  -- pair's next invoice is generated. An all-zero correction is never attached.
  invoice_id uuid references public.invoices (id) on delete set null,
  attached_at timestamptz,
  -- Corrected minus withheld, per deduction (negative: withheld too much, given back).
  cpp_employee_cents integer not null,
  cpp2_employee_cents integer not null,
  ei_employee_cents integer not null,
  qpip_employee_cents integer not null,
  federal_tax_cents integer not null,
  provincial_tax_cents integer not null,
  employee_total_cents integer not null,
  created_at timestamptz not null default now(),
  constraint invoice_adjustments_once unique (corrects_invoice_id, edition),
  constraint invoice_adjustments_total check (
    employee_total_cents = cpp_employee_cents + cpp2_employee_cents + ei_employee_cents
      + qpip_employee_cents + federal_tax_cents + provincial_tax_cents
  ),
  constraint invoice_adjustments_attached check (invoice_id is null or attached_at is not null)
);
comment on table public.invoice_adjustments is 'A correction of a provisional pay (computed with the previous T4127 edition) once the edition for its pay date is added: the difference per employee deduction, carried on the pair''s next invoice (invoice_id). Both parties read; only the server writes.';
alter table public.invoice_adjustments enable row level security;

create policy "Both parties read their pay corrections"
  on public.invoice_adjustments for select to authenticated
  using ((select auth.uid()) = family_id or (select auth.uid()) = caregiver_id);

revoke all on public.invoice_adjustments from anon;
revoke insert, update, delete, truncate, references, trigger on public.invoice_adjustments from authenticated;
grant select on public.invoice_adjustments to authenticated;

create index invoice_adjustments_invoice_id_idx on public.invoice_adjustments (invoice_id);
create index invoice_adjustments_family_id_idx on public.invoice_adjustments (family_id);
create index invoice_adjustments_caregiver_id_idx on public.invoice_adjustments (caregiver_id);
create index invoice_adjustments_waiting_idx on public.invoice_adjustments (caregiver_id, family_id)
  where attached_at is null;

-- The figures never change; only the landing invoice is set, once (or cleared by its cascade).
create function private.check_invoice_adjustment_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (to_jsonb(new) - array['invoice_id', 'attached_at'])
     is distinct from (to_jsonb(old) - array['invoice_id', 'attached_at'])
     or (old.attached_at is not null and new.attached_at is distinct from old.attached_at)
     or (old.invoice_id is not null and new.invoice_id is not null
         and new.invoice_id <> old.invoice_id) then
    raise exception 'invoice_immutable' using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger invoice_adjustments_immutable
  before update on public.invoice_adjustments
  for each row execute function private.check_invoice_adjustment_change();

-- ---------------------------------------------------------------------------------------------
-- invoice_adjustment_employer_costs

create table public.invoice_adjustment_employer_costs (
  adjustment_id uuid primary key references public.invoice_adjustments (id) on delete cascade,
  family_id uuid not null,
  cpp_employer_cents integer not null,
  cpp2_employer_cents integer not null,
  ei_employer_cents integer not null,
  qpip_employer_cents integer not null,
  employer_total_cents integer not null,
  constraint invoice_adjustment_employer_costs_total check (
    employer_total_cents = cpp_employer_cents + cpp2_employer_cents + ei_employer_cents
      + qpip_employer_cents
  )
);
comment on table public.invoice_adjustment_employer_costs is 'The employer''s side of a pay correction (CPP/CPP2 match, EI 1.4x, QPIP employer: corrected minus paid). Only the family reads; only the server writes.';
alter table public.invoice_adjustment_employer_costs enable row level security;

create policy "Families read their pay corrections' employer costs"
  on public.invoice_adjustment_employer_costs for select to authenticated
  using ((select auth.uid()) = family_id);

revoke all on public.invoice_adjustment_employer_costs from anon;
revoke insert, update, delete, truncate, references, trigger
  on public.invoice_adjustment_employer_costs from authenticated;
grant select on public.invoice_adjustment_employer_costs to authenticated;

create index invoice_adjustment_employer_costs_family_id_idx
  on public.invoice_adjustment_employer_costs (family_id);

create trigger invoice_adjustment_employer_costs_immutable
  before update on public.invoice_adjustment_employer_costs
  for each row execute function private.refuse_employer_cost_change();

-- The first invoice generated for the pair after a correction carries it: one set-based
-- statement per generated batch (ADR 027's bench pays one join, not a call per row). The attach
-- re-checks attached_at after the row lock, so two batches racing attach it once.
create function private.attach_invoice_adjustments() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.invoice_adjustments a
     set invoice_id = f.id, attached_at = now()
    from (
      select distinct on (n.caregiver_id, n.family_id) n.id, n.caregiver_id, n.family_id
        from new_invoices n
       where exists (
         select 1 from public.invoice_adjustments w
          where w.caregiver_id = n.caregiver_id and w.family_id = n.family_id
            and w.attached_at is null
       )
       order by n.caregiver_id, n.family_id, n.week_start, n.created_at, n.id
    ) f
   where a.caregiver_id = f.caregiver_id and a.family_id = f.family_id
     and a.attached_at is null
     and a.employee_total_cents is not null
     and (a.cpp_employee_cents, a.cpp2_employee_cents, a.ei_employee_cents, a.qpip_employee_cents,
          a.federal_tax_cents, a.provincial_tax_cents) <> (0, 0, 0, 0, 0, 0);
  return null;
end
$$;
revoke all on function private.attach_invoice_adjustments() from public;

create trigger invoices_attach_adjustments
  after insert on public.invoices
  referencing new table as new_invoices
  for each statement execute function private.attach_invoice_adjustments();

-- ---------------------------------------------------------------------------------------------
-- payroll_lines: the pays as before, then the corrections carried by paid invoices.

create or replace view public.payroll_lines with (security_invoker = on) as
  select i.id as invoice_id,
         i.member_id,
         i.family_id,
         i.caregiver_id,
         i.week_start,
         i.pay_date,
         i.paid_at,
         i.province,
         i.pension_plan,
         i.tax_edition,
         i.total_minutes,
         i.gross_cents,
         i.vacation_cents,
         i.cpp_employee_cents,
         i.cpp2_employee_cents,
         i.ei_employee_cents,
         i.qpip_employee_cents,
         i.federal_tax_cents,
         i.provincial_tax_cents,
         e.cpp_employer_cents,
         e.cpp2_employer_cents,
         e.ei_employer_cents,
         e.qpip_employer_cents,
         'pay'::text as kind,
         null::uuid as corrects_invoice_id,
         -- sorted_shifts is in date order (invoices/generate.ts).
         (i.sorted_shifts -> 0 ->> 'date')::date as first_work_date,
         (i.sorted_shifts -> -1 ->> 'date')::date as last_work_date
    from public.invoices i
    left join public.invoice_employer_costs e on e.invoice_id = i.id
   where i.status = 'paid'
  union all
  select i.id,
         i.member_id,
         i.family_id,
         i.caregiver_id,
         i.week_start,
         i.pay_date,
         i.paid_at,
         a.province,
         a.pension_plan,
         a.edition,
         0,
         0,
         0,
         a.cpp_employee_cents,
         a.cpp2_employee_cents,
         a.ei_employee_cents,
         a.qpip_employee_cents,
         a.federal_tax_cents,
         a.provincial_tax_cents,
         ae.cpp_employer_cents,
         ae.cpp2_employer_cents,
         ae.ei_employer_cents,
         ae.qpip_employer_cents,
         'adjustment'::text,
         a.corrects_invoice_id,
         null::date,
         null::date
    from public.invoice_adjustments a
    join public.invoices i on i.id = a.invoice_id
    left join public.invoice_adjustment_employer_costs ae on ae.adjustment_id = a.id
   where i.status = 'paid';
comment on view public.payroll_lines is 'Paid pay as the invoices domain publishes it to remittances, tax slips and records of employment: one row per paid invoice (kind pay) and one per correction carried by a paid invoice (kind adjustment: deductions only, dated by the carrying invoice). Amounts in cents; employer columns are null for the caregiver (RLS). Sum every row, whatever its kind.';

-- ---------------------------------------------------------------------------------------------
-- records_of_employment

create table public.records_of_employment (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.team_members (id) on delete cascade,
  -- Copies of the member's (policies read them without a join).
  family_id uuid not null references public.users (id) on delete cascade,
  caregiver_id uuid not null references public.users (id) on delete cascade,
  -- Why it was prepared: the family ended the employment, the caregiver left, or no pay for 7
  -- days followed the last pay period (the daily job).
  cause text not null check (cause in ('ended_by_family', 'caregiver_left', 'interruption')),
  -- The ROE guide's reason for issuing (block 16); the family gives it (required when the family
  -- ends the employment, asked for otherwise).
  reason_code text check (
    reason_code in ('A', 'B', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'M', 'N', 'P', 'Z')
  ),
  reason_given_at timestamptz,
  -- The end of the last paid pay period it covers (block 11), set by the database on insert.
  final_period_end date not null,
  created_at timestamptz not null default now(),
  constraint records_of_employment_once unique (member_id, final_period_end),
  constraint records_of_employment_reason check (
    (reason_code is null) = (reason_given_at is null)
    and (cause <> 'ended_by_family' or reason_code is not null)
  )
);
comment on table public.records_of_employment is 'A record of employment (issue 23 point 5) of a team member: why it was prepared, the ROE reason code the family gives and the final pay period it covers; its figures are computed from payroll_lines. The family and the caregiver read; the family records an end (with its reason) and gives or changes the reason; the caregiver records leaving.';
alter table public.records_of_employment enable row level security;

create policy "Both parties read their records of employment"
  on public.records_of_employment for select to authenticated
  using ((select auth.uid()) = family_id or (select auth.uid()) = caregiver_id);
create policy "Families end employment and caregivers leave"
  on public.records_of_employment for insert to authenticated
  with check (
    exists (
      select 1 from public.team_members m
       where m.id = member_id and m.family_id = records_of_employment.family_id
         and m.caregiver_id = records_of_employment.caregiver_id
    )
    and (
      ((select auth.uid()) = family_id and cause = 'ended_by_family')
      or ((select auth.uid()) = caregiver_id and cause = 'caregiver_left' and reason_code is null)
    )
  );
create policy "Families give the reason"
  on public.records_of_employment for update to authenticated
  using ((select auth.uid()) = family_id)
  with check ((select auth.uid()) = family_id);

revoke all on public.records_of_employment from anon;
revoke insert, update, delete, truncate, references, trigger on public.records_of_employment from authenticated;
grant select on public.records_of_employment to authenticated;
grant insert (member_id, family_id, caregiver_id, cause, reason_code, reason_given_at)
  on public.records_of_employment to authenticated;
grant update (reason_code, reason_given_at) on public.records_of_employment to authenticated;

create index records_of_employment_member_id_idx on public.records_of_employment (member_id);
create index records_of_employment_family_id_idx on public.records_of_employment (family_id, created_at desc);
create index records_of_employment_caregiver_id_idx on public.records_of_employment (caregiver_id, created_at desc);

-- The final pay period is the member's last paid pay's, as the inserting user reads it (an
-- invoker: the family or caregiver sees their own pay; the service path sees all). No paid pay
-- means no insurable earnings, so no record to issue (23514 roe_no_pay, the API's 409).
create function private.prepare_record_of_employment() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  select max(l.week_start) + 6 into new.final_period_end
    from public.payroll_lines l
   where l.member_id = new.member_id and l.kind = 'pay';
  if new.final_period_end is null then
    raise exception 'roe_no_pay' using errcode = '23514', constraint = 'roe_no_pay';
  end if;
  new.created_at := now();
  return new;
end
$$;

create trigger records_of_employment_prepare
  before insert on public.records_of_employment
  for each row execute function private.prepare_record_of_employment();
