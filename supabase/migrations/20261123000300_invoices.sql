-- Weekly invoices (spec 002 "My Pay and invoices", the invoice entity and invoiceBreakdown; spec
-- 000 §9 pay formulas; issue 12). docs/decisions/027-invoices.md has the why.
--
-- Who does what:
-- - invoices: one per team member per week (Sunday to Saturday in the care zone). Both parties
--   read; nobody but the server (service role) writes. Pending → approved → paid, enforced by
--   private.check_invoice_transition (two approvals race: the second is refused, 55000); only
--   the status, its instants and the payment id ever change after the insert.
-- - invoice_shifts: which shift an invoice pays; a shift is invoiced once (primary key).
-- - invoice_employer_costs: the family's side (cost, employer contributions, the fee model
--   beside the actual employer costs). Only the family reads it: a caregiver's query finds no
--   row, whatever it asks.
-- - payroll_td1: the caregiver's own TD1 claim amounts (null = basic personal amount).
-- - workers_comp_accounts: the family's workers' compensation account rate (per $100).
-- - payroll_ytd: per caregiver, family and year, what generation has counted so far (the YTD
--   of the next pay). Both parties read; the server writes.
-- - private.mark_invoice_week(): pg_cron's weekly mark; one deduplicated job per week.

set local lock_timeout = '5s';
set local statement_timeout = '60s';

-- ---------------------------------------------------------------------------------------------
-- invoices

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.team_members (id) on delete cascade,
  -- Copied from the member at generation (policies read them without a join). No foreign keys
  -- of their own: the member's cascades the invoice with either account, and each key checked
  -- per row would cost generation at scale (ADR 027).
  family_id uuid not null,
  caregiver_id uuid not null,
  job_id uuid references public.jobs (id) on delete set null,
  -- The Sunday that starts the week, in the care zone.
  week_start date not null check (extract(dow from week_start) = 0),
  -- The care location's IANA zone and province at generation.
  time_zone text not null check (length(time_zone) between 1 and 64),
  province text not null check (
    province in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT')
  ),
  -- The pay date the deductions use (T4127 edition, year of the YTD): the Tuesday after the week.
  pay_date date not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'paid')),
  created_at timestamptz not null default now(),
  -- 11:59 pm local on the creation date + 2 days: auto-approve and auto-pay (set by the trigger).
  due_at timestamptz not null,
  approved_at timestamptz,
  paid_at timestamptz,
  payment_id text check (payment_id is null or length(payment_id) between 1 and 200),
  -- Names as on the member at generation (caregiverInfo, familyInfo, memberInfo.address).
  caregiver_user_id_number text not null default '',
  caregiver_first_name text not null default '',
  caregiver_last_name text not null default '',
  caregiver_img_url_thumb text,
  family_user_id_number text not null default '',
  family_first_name text not null default '',
  family_last_name text not null default '',
  client_first_name text not null default '',
  client_last_name text not null default '',
  address_full text not null default '',
  -- Hourly wage in cents, including the 4% vacation pay (currWage).
  wage_cents integer not null check (wage_cents > 0),
  -- payroll's OvertimeRule, named on the invoice.
  overtime_rule text not null check (length(overtime_rule) between 1 and 40),
  -- sortedShifts: [{date, shifts: [{id, startTime, endTime, minutes}], breakdown: {...}}].
  sorted_shifts jsonb not null check (jsonb_typeof(sorted_shifts) = 'array'),
  total_minutes integer not null check (total_minutes > 0),
  regular_minutes integer not null check (regular_minutes >= 0),
  ot1_minutes integer not null check (ot1_minutes >= 0),
  ot2_minutes integer not null check (ot2_minutes >= 0),
  regular_income_cents integer not null check (regular_income_cents >= 0),
  ot1_income_cents integer not null check (ot1_income_cents >= 0),
  ot2_income_cents integer not null check (ot2_income_cents >= 0),
  -- Earnings at the base rate (regular + ot1 + ot2), before vacation pay.
  operating_income_cents integer not null check (operating_income_cents >= 0),
  vacation_cents integer not null check (vacation_cents >= 0),
  gross_cents integer not null check (gross_cents > 0),
  cpp_employee_cents integer not null check (cpp_employee_cents >= 0),
  cpp2_employee_cents integer not null check (cpp2_employee_cents >= 0),
  ei_employee_cents integer not null check (ei_employee_cents >= 0),
  qpip_employee_cents integer not null check (qpip_employee_cents >= 0),
  federal_tax_cents integer not null check (federal_tax_cents >= 0),
  provincial_tax_cents integer not null check (provincial_tax_cents >= 0),
  employee_deductions_cents integer not null check (employee_deductions_cents >= 0),
  net_cents integer not null,
  -- T4127 edition (and TP-1015.F in Quebec), CPP or QPP, parts not verified against an oracle.
  tax_edition text not null check (length(tax_edition) between 1 and 80),
  pension_plan text not null check (pension_plan in ('CPP', 'QPP')),
  unverified text[] not null default '{}',
  constraint invoices_one_per_member_week unique (member_id, week_start),
  constraint invoices_totals check (
    total_minutes = regular_minutes + ot1_minutes + ot2_minutes
    and operating_income_cents = regular_income_cents + ot1_income_cents + ot2_income_cents
    and gross_cents = operating_income_cents + vacation_cents
    and employee_deductions_cents = cpp_employee_cents + cpp2_employee_cents + ei_employee_cents
      + qpip_employee_cents + federal_tax_cents + provincial_tax_cents
    and net_cents = gross_cents - employee_deductions_cents
  ),
  constraint invoices_status_columns check (
    (status = 'pending' and approved_at is null and paid_at is null)
    or (status = 'approved' and approved_at is not null and paid_at is null)
    or (status = 'paid' and approved_at is not null and paid_at is not null)
  )
);
comment on table public.invoices is 'A weekly invoice of one team member (spec 002 invoice entity and invoiceBreakdown, money in cents): the caregiver''s pay, deductions and net. Pending → approved → paid (private.check_invoice_transition). Both parties read; only the server writes. The family''s cost is in invoice_employer_costs.';
alter table public.invoices enable row level security;

create policy "Both parties read an invoice"
  on public.invoices for select to authenticated
  using ((select auth.uid()) = family_id or (select auth.uid()) = caregiver_id);

revoke all on public.invoices from anon;
revoke insert, update, delete, truncate, references, trigger on public.invoices from authenticated;
grant select on public.invoices to authenticated;

create index invoices_family_id_idx on public.invoices (family_id, created_at desc);
create index invoices_caregiver_id_idx on public.invoices (caregiver_id, created_at desc);
create index invoices_job_id_idx on public.invoices (job_id);
create index invoices_due_idx on public.invoices (due_at) where status <> 'paid';

-- The insert's own facts: status pending, created now, due 11:59 pm local two days later.
create function private.prepare_invoice() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.status := 'pending';
  new.approved_at := null;
  new.paid_at := null;
  new.payment_id := null;
  new.created_at := now();
  -- private.invoice_due_at, inline (a call per row costs more than the rest of the trigger).
  new.due_at := (((new.created_at at time zone new.time_zone)::date + 2) + time '23:59')
    at time zone new.time_zone;
  return new;
end
$$;

-- 11:59 pm on (the local date of `created` + 2 days) in `zone`, as an instant.
create function private.invoice_due_at(created timestamptz, zone text) returns timestamptz
language sql stable
set search_path = ''
as $$
  select (((created at time zone zone)::date + 2) + time '23:59') at time zone zone
$$;

-- The lifecycle (web/domains/invoices/lifecycle.ts). Runs after the row lock: of two concurrent
-- approvals the second sees the first's committed row as OLD and is refused (55000
-- 'invoice_transition', the API's 409); paying an invoice that is not approved is refused too.
create function private.check_invoice_transition() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The job link may go (its posting deleted: on delete set null); nothing else changes.
  if (to_jsonb(new) - array['status', 'approved_at', 'paid_at', 'payment_id', 'job_id'])
     is distinct from (to_jsonb(old) - array['status', 'approved_at', 'paid_at', 'payment_id', 'job_id'])
     or (new.job_id is distinct from old.job_id and new.job_id is not null) then
    raise exception 'invoice_immutable' using errcode = '42501';
  end if;
  if new.status = old.status then
    if new.approved_at is distinct from old.approved_at or new.paid_at is distinct from old.paid_at
       or new.payment_id is distinct from old.payment_id then
      raise exception 'invoice_transition' using errcode = '55000';
    end if;
    return new;
  end if;
  if old.status = 'pending' and new.status = 'approved' then
    new.approved_at := coalesce(new.approved_at, now());
    new.paid_at := null;
    return new;
  end if;
  if old.status = 'approved' and new.status = 'paid' then
    new.approved_at := old.approved_at;
    new.paid_at := coalesce(new.paid_at, now());
    return new;
  end if;
  raise exception 'invoice_transition' using errcode = '55000',
    detail = format('%s → %s is not allowed.', old.status, new.status);
end
$$;

create trigger invoices_prepare
  before insert on public.invoices
  for each row execute function private.prepare_invoice();
create trigger invoices_transition
  before update on public.invoices
  for each row execute function private.check_invoice_transition();
-- Both parties' open pages hear of a new or changed invoice (the realtime hub re-reads it as each
-- of them). The same announcement as private.announce_change, one per row for both parties,
-- built from the keys alone: serialising the whole row (sortedShifts) twice per insert was most
-- of the cost of generating a week at scale.
create function private.announce_invoice() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify(
    'tendwell_realtime',
    jsonb_build_object(
      'table', tg_table_name,
      'op', lower(tg_op),
      'id', new.id::text,
      'audience', jsonb_build_array(new.family_id::text, new.caregiver_id::text)
    )::text
  );
  return null;
end
$$;

create trigger invoices_announce
  after insert or update on public.invoices
  for each row execute function private.announce_invoice();

-- ---------------------------------------------------------------------------------------------
-- invoice_shifts

-- No foreign keys, on purpose (ADR 027): a week at scale links 500,000 shifts, and four key
-- checks per link (each locking the referenced row) cost more than the rest of generation. The
-- rows go with their invoice (private.forget_invoice_shifts, set-based), and a completed shift is
-- never deleted but with its member, whose invoices go too. family_id, caregiver_id: copies of
-- the invoice's, for the policy.
create table public.invoice_shifts (
  shift_id uuid primary key,
  invoice_id uuid not null,
  family_id uuid not null,
  caregiver_id uuid not null
);
comment on table public.invoice_shifts is 'The shifts an invoice pays; a shift is invoiced once (primary key). Both parties read; only the server writes. Rows go with their invoice.';
alter table public.invoice_shifts enable row level security;

create policy "Both parties read an invoice's shifts"
  on public.invoice_shifts for select to authenticated
  using ((select auth.uid()) = family_id or (select auth.uid()) = caregiver_id);

revoke all on public.invoice_shifts from anon;
revoke insert, update, delete, truncate, references, trigger on public.invoice_shifts from authenticated;
grant select on public.invoice_shifts to authenticated;

create index invoice_shifts_invoice_id_idx on public.invoice_shifts (invoice_id);
create index invoice_shifts_family_id_idx on public.invoice_shifts (family_id);
create index invoice_shifts_caregiver_id_idx on public.invoice_shifts (caregiver_id);

create function private.forget_invoice_shifts() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.invoice_shifts x using gone where x.invoice_id = gone.id;
  return null;
end
$$;

create trigger invoices_forget_shifts
  after delete on public.invoices
  referencing old table as gone
  for each statement execute function private.forget_invoice_shifts();

-- ---------------------------------------------------------------------------------------------
-- invoice_employer_costs

create table public.invoice_employer_costs (
  invoice_id uuid primary key references public.invoices (id) on delete cascade,
  -- The invoice's family (a copy for the policy; goes with the invoice).
  family_id uuid not null,
  -- Employer contributions (payroll-2026.md §9): CPP and CPP2 match, EI 1.4x, QPIP employer,
  -- workers' compensation at the family's account rate.
  cpp_employer_cents integer not null check (cpp_employer_cents >= 0),
  cpp2_employer_cents integer not null check (cpp2_employer_cents >= 0),
  ei_employer_cents integer not null check (ei_employer_cents >= 0),
  qpip_employer_cents integer not null check (qpip_employer_cents >= 0),
  workers_comp_cents integer not null check (workers_comp_cents >= 0),
  workers_comp_rate_per_100 numeric(7, 4),
  employer_contributions_cents integer not null check (employer_contributions_cents >= 0),
  -- The fee model (spec 000 §9): base (the gross pay) + 20% platform fee + 9.66% payroll tax
  -- = gross x 1.2966, the amount charged (payableBreakdown).
  base_cents integer not null check (base_cents > 0),
  poyo_fee_cents integer not null check (poyo_fee_cents >= 0),
  sales_tax_cents integer not null check (sales_tax_cents >= 0),
  total_payable_cents integer not null check (total_payable_cents > 0),
  constraint invoice_employer_costs_totals check (
    employer_contributions_cents = cpp_employer_cents + cpp2_employer_cents + ei_employer_cents
      + qpip_employer_cents + workers_comp_cents
    and total_payable_cents = base_cents + poyo_fee_cents + sales_tax_cents
  )
);
comment on table public.invoice_employer_costs is 'The family''s side of an invoice: employer contributions (actual) beside the fee model''s payable (gross x 1.2966). Only the family reads it; only the server writes.';
alter table public.invoice_employer_costs enable row level security;

create policy "Families read their invoices' employer costs"
  on public.invoice_employer_costs for select to authenticated
  using ((select auth.uid()) = family_id);

revoke all on public.invoice_employer_costs from anon;
revoke insert, update, delete, truncate, references, trigger on public.invoice_employer_costs from authenticated;
grant select on public.invoice_employer_costs to authenticated;

create index invoice_employer_costs_family_id_idx on public.invoice_employer_costs (family_id);

create function private.refuse_employer_cost_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'invoice_immutable' using errcode = '42501';
end
$$;

create trigger invoice_employer_costs_immutable
  before update on public.invoice_employer_costs
  for each row execute function private.refuse_employer_cost_change();

-- ---------------------------------------------------------------------------------------------
-- payroll_td1

create table public.payroll_td1 (
  caregiver_id uuid primary key references public.users (id) on delete cascade,
  -- Total claim amounts in cents; null = the basic personal amount (claim code 1).
  federal_claim_cents integer check (federal_claim_cents between 0 and 100000000),
  provincial_claim_cents integer check (provincial_claim_cents between 0 and 100000000),
  updated_at timestamptz not null default now()
);
comment on table public.payroll_td1 is 'A caregiver''s TD1 claim amounts (federal and provincial), used by every later invoice. The caregiver reads and sets their own; no row = basic personal amounts.';
alter table public.payroll_td1 enable row level security;

create policy "Caregivers read their TD1"
  on public.payroll_td1 for select to authenticated
  using ((select auth.uid()) = caregiver_id);
create policy "Caregivers file their TD1"
  on public.payroll_td1 for insert to authenticated
  with check ((select auth.uid()) = caregiver_id);
create policy "Caregivers change their TD1"
  on public.payroll_td1 for update to authenticated
  using ((select auth.uid()) = caregiver_id)
  with check ((select auth.uid()) = caregiver_id);

revoke all on public.payroll_td1 from anon;
revoke insert, update, delete, truncate, references, trigger on public.payroll_td1 from authenticated;
grant select on public.payroll_td1 to authenticated;
grant insert (caregiver_id, federal_claim_cents, provincial_claim_cents) on public.payroll_td1 to authenticated;
grant update (federal_claim_cents, provincial_claim_cents, updated_at) on public.payroll_td1 to authenticated;

-- ---------------------------------------------------------------------------------------------
-- workers_comp_accounts

create table public.workers_comp_accounts (
  family_id uuid primary key references public.users (id) on delete cascade,
  -- The board's rate for this employer account, dollars per $100 of insurable earnings;
  -- null = not registered (no premium).
  rate_per_100 numeric(7, 4) check (rate_per_100 between 0 and 100),
  updated_at timestamptz not null default now()
);
comment on table public.workers_comp_accounts is 'A family''s workers'' compensation account rate (per $100 of insurable earnings, payroll-2026.md §7); the employer-side premium of later invoices. The family reads and sets their own.';
alter table public.workers_comp_accounts enable row level security;

create policy "Families read their workers' comp rate"
  on public.workers_comp_accounts for select to authenticated
  using ((select auth.uid()) = family_id);
create policy "Families register a workers' comp rate"
  on public.workers_comp_accounts for insert to authenticated
  with check ((select auth.uid()) = family_id);
create policy "Families change their workers' comp rate"
  on public.workers_comp_accounts for update to authenticated
  using ((select auth.uid()) = family_id)
  with check ((select auth.uid()) = family_id);

revoke all on public.workers_comp_accounts from anon;
revoke insert, update, delete, truncate, references, trigger on public.workers_comp_accounts from authenticated;
grant select on public.workers_comp_accounts to authenticated;
grant insert (family_id, rate_per_100) on public.workers_comp_accounts to authenticated;
grant update (rate_per_100, updated_at) on public.workers_comp_accounts to authenticated;

-- ---------------------------------------------------------------------------------------------
-- payroll_ytd

create table public.payroll_ytd (
  caregiver_id uuid not null references public.users (id) on delete cascade,
  family_id uuid not null references public.users (id) on delete cascade,
  year smallint not null check (year between 2000 and 2200),
  pensionable_cents bigint not null default 0 check (pensionable_cents >= 0),
  cpp_cents bigint not null default 0 check (cpp_cents >= 0),
  cpp2_cents bigint not null default 0 check (cpp2_cents >= 0),
  insurable_cents bigint not null default 0 check (insurable_cents >= 0),
  ei_cents bigint not null default 0 check (ei_cents >= 0),
  qpip_cents bigint not null default 0 check (qpip_cents >= 0),
  -- The pay date of the last invoice counted.
  last_pay_date date not null,
  updated_at timestamptz not null default now(),
  primary key (caregiver_id, family_id, year)
);
comment on table public.payroll_ytd is 'Year-to-date payroll per caregiver, employer (family) and calendar year of pay date, maintained by invoice generation: the maximums of CPP, CPP2, EI and QPIP stop there. Both parties read; only the server writes.';
alter table public.payroll_ytd enable row level security;

create policy "Both parties read their payroll year to date"
  on public.payroll_ytd for select to authenticated
  using ((select auth.uid()) = caregiver_id or (select auth.uid()) = family_id);

revoke all on public.payroll_ytd from anon;
revoke insert, update, delete, truncate, references, trigger on public.payroll_ytd from authenticated;
grant select on public.payroll_ytd to authenticated;

create index payroll_ytd_family_id_idx on public.payroll_ytd (family_id);

-- ---------------------------------------------------------------------------------------------
-- Generation finds a week's completed shifts by start time (then leaves out those in
-- invoice_shifts). The predicate names no column invoicing changes, so marking a shift
-- submitted, approved or paid stays a HOT update.

create index shifts_completed_starts_at_idx on public.shifts (starts_at)
  where state = 'completed';

-- ---------------------------------------------------------------------------------------------
-- The weekly mark (pg_cron, Sundays 12:00 UTC, web/domains/invoices/register.server.ts): by then
-- the week has ended everywhere in Canada at least four hours ago (Vancouver 04:00 or 05:00),
-- so a shift ending at midnight had its completion window. One job per week (dedupe key); the
-- worker generates, and generation itself is idempotent.
create function private.mark_invoice_week(at timestamptz default now()) returns integer
language plpgsql
set search_path = ''
as $$
declare
  d date := ((at - interval '12 hours') at time zone 'UTC')::date;
  week_start date;
  queued integer;
begin
  week_start := d - extract(dow from d)::integer - 7;
  insert into private.jobs (kind, payload, dedupe_key)
  values ('invoices.generate', jsonb_build_object('weekOf', week_start::text),
          'invoices.generate:' || week_start::text)
  on conflict (dedupe_key) do nothing;
  get diagnostics queued = row_count;
  return queued;
end
$$;
revoke all on function private.mark_invoice_week(timestamptz) from public;
