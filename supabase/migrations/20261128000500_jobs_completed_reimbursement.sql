-- Issue 20, points 17 and 23 (spec 002 §1, §2 and §3 poyoJobs). docs/decisions/034-background-check-reimbursement.md
-- has the why of the second part.
--
-- 1. 'Jobs completed' is kept by the database: caregiver_profiles.jobs_completed counts the
--    caregiver's completed shifts, moved by a trigger when a shift becomes completed (once per
--    shift: the shift lifecycle never leaves 'completed'), and backfilled here.
-- 2. background_check_reimbursements: the cost of a background check done through a partner,
--    recorded by the caregiver with its receipt, paid back in full once, with the first invoice
--    generated after the check is approved. It is not pay: it never enters gross, deductions,
--    the CPP/EI/tax bases or the YTD (those columns are computed before it is attached and the
--    invoice's money columns never change), and the family's charge does not include it.
--
-- Who does what on background_check_reimbursements:
--   * The caregiver reads their own row and records or corrects the cost and receipt until the
--     background check is approved (staff see both when they approve); then it is final.
--   * Admins read every row (the approval queue shows the cost and the receipt).
--   * The family of the invoice that carries it reads that row (the invoice shows the line as
--     paid by the platform).
--   * Only the invoice insert trigger attaches it to an invoice, once.

-- ---------------------------------------------------------------------------------------------
-- 1. jobs_completed

-- A definer: the caregiver's profile row is not writable by the family or the server's user
-- path that completes the shift, and the column is granted to nobody. Reachable only as a
-- trigger (execute revoked).
create function private.count_caregiver_completed_job() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.caregiver_profiles set jobs_completed = jobs_completed + 1
   where user_id = new.caregiver_id;
  return null;
end
$$;
revoke all on function private.count_caregiver_completed_job() from public;

create trigger shifts_count_caregiver_jobs
  after update of state on public.shifts
  for each row when (old.state <> 'completed' and new.state = 'completed')
  execute function private.count_caregiver_completed_job();

-- The profile check (keys, minimum wage) runs only when what it checks changes: a counter moved
-- by a trigger must not fail because a province's minimum rose after the caregiver set a wage.
drop trigger caregiver_profiles_check on public.caregiver_profiles;
create trigger caregiver_profiles_check
  before insert or update of wage_exp_cents, admin_area_level1, job_types, services, conditions,
    languages
  on public.caregiver_profiles
  for each row execute function private.check_caregiver_profile();

-- Backfill: every shift completed so far.
update public.caregiver_profiles p
   set jobs_completed = c.n
  from (
    select s.caregiver_id, count(*)::integer as n
      from public.shifts s
     where s.state = 'completed'
     group by s.caregiver_id
  ) c
 where c.caregiver_id = p.user_id
   and p.jobs_completed is distinct from c.n;

-- ---------------------------------------------------------------------------------------------
-- 2. background_check_reimbursements

create table public.background_check_reimbursements (
  user_id uuid primary key references public.users (id) on delete cascade,
  -- What the partner charged, in cents: at most $500 (a check costs far less; a typo of a
  -- zero too many is refused rather than paid).
  amount_cents integer not null check (amount_cents between 1 and 50000),
  -- The receipt in the private bucket background-checks: <userId>/<uuid>.<ext>.
  receipt_path text not null check (receipt_path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(pdf|jpg|png)$'),
  receipt_type text not null check (receipt_type in ('application/pdf', 'image/jpeg', 'image/png')),
  recorded_at timestamptz not null default now(),
  -- The invoice that pays it and when it was attached (set once by private.attach_reimbursements;
  -- unique: one invoice pays one reimbursement). attached_at stays if the invoice goes with its
  -- team member, so a paid reimbursement is never paid again.
  invoice_id uuid unique references public.invoices (id) on delete set null,
  attached_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (invoice_id is null or attached_at is not null)
);
comment on table public.background_check_reimbursements is 'The cost of a background check done through a partner and its receipt (spec 002 §1: reimbursed in full with the first payment). The caregiver records it until the check is approved; the first invoice generated after approval carries it once, outside pay and taxes. Owner, admins and the paying invoice''s family read.';
alter table public.background_check_reimbursements enable row level security;

create policy "Owners, admins and the invoice's family read reimbursements"
  on public.background_check_reimbursements for select to authenticated
  using (
    (select auth.uid()) = user_id
    or (select private.is_admin())
    or exists (
      select 1 from public.invoices i
       where i.id = invoice_id and i.family_id = (select auth.uid())
    )
  );
create policy "Caregivers record their own reimbursement"
  on public.background_check_reimbursements for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and exists (
      select 1 from public.users u
       where u.id = (select auth.uid()) and u.user_type = 'caregiver'
    )
  );
-- The trigger below refuses changes once the check is approved or the amount paid.
create policy "Caregivers correct their own reimbursement"
  on public.background_check_reimbursements for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

revoke all on public.background_check_reimbursements from anon;
revoke insert, update, delete, truncate, references, trigger
  on public.background_check_reimbursements from authenticated;
grant select on public.background_check_reimbursements to authenticated;
grant insert (user_id, amount_cents, receipt_path, receipt_type)
  on public.background_check_reimbursements to authenticated;
grant update (amount_cents, receipt_path, receipt_type)
  on public.background_check_reimbursements to authenticated;

-- Indexes: user_id is the key, invoice_id is unique (both policy columns and the foreign keys).

-- Whoever writes through the API: only while the check is not approved and nothing is paid.
-- Security invoker: the caregiver reads their own background check.
create function private.check_reimbursement_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  if tg_op = 'UPDATE' and (old.attached_at is not null
     or new.invoice_id is distinct from old.invoice_id
     or new.attached_at is distinct from old.attached_at) then
    raise exception 'reimbursement_paid' using errcode = '55000';
  end if;
  if exists (
    select 1 from public.background_checks b
     where b.user_id = new.user_id and b.status = 'approved'
  ) then
    raise exception 'reimbursement_after_approval' using errcode = '55000';
  end if;
  new.invoice_id := null;
  new.attached_at := null;
  new.recorded_at := now();
  return new;
end
$$;

create trigger background_check_reimbursements_change
  before insert or update on public.background_check_reimbursements
  for each row execute function private.check_reimbursement_change();
create trigger background_check_reimbursements_touch_updated_at
  before update on public.background_check_reimbursements
  for each row execute function private.touch_updated_at();

-- The first invoice generated for a caregiver once their check is approved carries the
-- reimbursement: one set-based statement per generated batch (ADR 027: generation inserts a
-- batch in one statement; a trigger per row would cost the bench). Of two batches racing for one
-- caregiver, the second waits on the row lock and then finds it attached (`attached_at is null`
-- is re-checked): paid once. A definer: the server's generation path does not own the rows, and
-- the column is granted to nobody. Reachable only as a trigger.
create function private.attach_reimbursements() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.background_check_reimbursements r
     set invoice_id = f.id, attached_at = now()
    from (
      select distinct on (n.caregiver_id) n.id, n.caregiver_id
        from new_invoices n
        join public.background_check_reimbursements u
          on u.user_id = n.caregiver_id and u.attached_at is null
        join public.background_checks b
          on b.user_id = n.caregiver_id and b.status = 'approved'
       order by n.caregiver_id, n.week_start, n.created_at, n.id
    ) f
   where r.user_id = f.caregiver_id
     and r.attached_at is null;
  return null;
end
$$;
revoke all on function private.attach_reimbursements() from public;

create trigger invoices_attach_reimbursements
  after insert on public.invoices
  referencing new table as new_invoices
  for each statement execute function private.attach_reimbursements();
