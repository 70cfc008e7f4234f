-- Card payments of invoices (issue 12; spec 002 "Payment (per user)", the pay page's live
-- status; docs/decisions/028-invoice-payments.md has the why).
--
-- Who does what:
-- - invoice_payments: one row per attempt to charge an invoice (spec 002's payment: amount,
--   currency, payment_method, description = the invoice id, receipt_email, status, error). The
--   row is written BEFORE the processor is called and carries the idempotency key the call uses
--   (invoice + attempt), so a double click, a retry or a restarted worker replays the same
--   PaymentIntent instead of making another. The family reads its rows (live, on the pay page);
--   nobody else reads them; only the server writes. At most one attempt in flight and at most
--   one succeeded attempt per invoice (partial unique indexes). Statuses only move forward
--   (private.check_invoice_payment_transition mirrors web/domains/payments/lifecycle.ts), so a
--   webhook delivered late never moves a payment back.
-- - stripe_events: each processor event id processed once (the webhook inserts it in the
--   transaction that applies it). Server only.
-- - private.mark_due_autopay(): pg_cron's mark (every 5 minutes): one deduplicated job per due,
--   unpaid invoice and per failed-attempt count, run after the retry's backoff.

set local lock_timeout = '5s';
set local statement_timeout = '60s';

-- ---------------------------------------------------------------------------------------------
-- invoice_payments

create table public.invoice_payments (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references public.invoices (id) on delete cascade,
  -- The family paying (spec 002: payments are per user).
  user_id uuid not null references public.users (id) on delete cascade,
  attempt smallint not null check (attempt between 1 and 1000),
  amount_cents integer not null check (amount_cents > 0),
  currency text not null default 'cad' check (currency = 'cad'),
  payment_method text not null check (payment_method ~ '^pm_[A-Za-z0-9_]{1,250}$'),
  -- Spec 002: the description is the invoice id.
  description text not null check (length(description) between 1 and 200),
  receipt_email text not null check (length(receipt_email) between 3 and 320),
  -- Charged by auto-pay (no one present to answer a 3-D Secure challenge).
  off_session boolean not null default false,
  status text not null default 'new' check (status in (
    'new', 'requires_confirmation', 'requires_action', 'processing',
    'requires_payment_method', 'succeeded', 'canceled'
  )),
  error text check (error is null or length(error) between 1 and 500),
  error_code text check (error_code is null or length(error_code) between 1 and 100),
  intent_id text unique check (intent_id is null or intent_id ~ '^pi_[A-Za-z0-9_]{1,250}$'),
  idempotency_key text not null unique check (length(idempotency_key) between 1 and 255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint invoice_payments_attempt_unique unique (invoice_id, attempt)
);
comment on table public.invoice_payments is 'An attempt to charge an invoice by card (spec 002 payment). Written before the processor call with the idempotency key it uses; statuses move forward only; one in flight and one succeeded per invoice. The family reads its own; only the server writes.';
alter table public.invoice_payments enable row level security;

create policy "Families read their own invoice payments"
  on public.invoice_payments for select to authenticated
  using ((select auth.uid()) = user_id);

revoke all on public.invoice_payments from anon;
revoke insert, update, delete, truncate, references, trigger on public.invoice_payments from authenticated;
grant select on public.invoice_payments to authenticated;

create index invoice_payments_user_id_idx on public.invoice_payments (user_id, created_at desc);
-- invoice_id: the FK and the latest-attempt lookup are served by the (invoice_id, attempt) key.
create unique index invoice_payments_one_in_flight_idx on public.invoice_payments (invoice_id)
  where status in ('new', 'requires_confirmation', 'requires_action', 'processing');
create unique index invoice_payments_one_succeeded_idx on public.invoice_payments (invoice_id)
  where status = 'succeeded';

-- Statuses move forward only (web/domains/payments/lifecycle.ts has the same table); the facts
-- of the attempt never change; the PaymentIntent id is set once.
create function private.check_invoice_payment_transition() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (to_jsonb(new) - array['status', 'error', 'error_code', 'intent_id', 'updated_at'])
     is distinct from
     (to_jsonb(old) - array['status', 'error', 'error_code', 'intent_id', 'updated_at']) then
    raise exception 'invoice_payment_immutable' using errcode = '42501';
  end if;
  if old.intent_id is not null and new.intent_id is distinct from old.intent_id then
    raise exception 'invoice_payment_intent_changed' using errcode = '42501';
  end if;
  if new.status is distinct from old.status and not (
    (old.status = 'new')
    or (old.status = 'requires_confirmation' and new.status in
        ('requires_action', 'processing', 'requires_payment_method', 'succeeded', 'canceled'))
    or (old.status = 'requires_action' and new.status in
        ('processing', 'requires_payment_method', 'succeeded', 'canceled'))
    or (old.status = 'processing' and new.status in
        ('requires_payment_method', 'succeeded', 'canceled'))
    -- Money the processor says it took is recorded even after a failure was (late) reported.
    or (old.status = 'requires_payment_method' and new.status = 'succeeded')
  ) then
    raise exception 'invoice_payment_transition % -> %', old.status, new.status
      using errcode = '55000';
  end if;
  new.updated_at := now();
  return new;
end
$$;
revoke all on function private.check_invoice_payment_transition() from public;

create trigger invoice_payments_transition
  before update on public.invoice_payments
  for each row execute function private.check_invoice_payment_transition();

-- The pay page hears its payment change (re-read as the family: RLS).
create trigger invoice_payments_announce
  after insert or update on public.invoice_payments
  for each row execute function private.announce_change('user_id');

-- ---------------------------------------------------------------------------------------------
-- stripe_events

create table public.stripe_events (
  id text primary key check (id ~ '^evt_[A-Za-z0-9_]{1,250}$'),
  type text not null check (length(type) between 1 and 100),
  -- The PaymentIntent it was about, when it was about one.
  intent_id text check (intent_id is null or length(intent_id) between 1 and 255),
  processed_at timestamptz not null default now()
);
comment on table public.stripe_events is 'Processor events (webhooks) already processed: each event id once. Server only.';
alter table public.stripe_events enable row level security;
-- No policy: nobody but the server (service role) reads or writes it.
revoke all on public.stripe_events from anon, authenticated;

create index stripe_events_intent_id_idx on public.stripe_events (intent_id);

-- ---------------------------------------------------------------------------------------------
-- Auto-pay (spec 002 §4: an unapproved invoice is approved and paid with the preferred card at
-- 11:59 pm on its due date). pg_cron runs this every 5 minutes
-- (web/domains/payments/register.server.ts); the worker's job `payments.autopay` approves and
-- charges through the same idempotent path as the pay page. The dedupe key counts the failed
-- attempts, so each failure allows exactly one more job, run after its backoff (1 h, 6 h,
-- 24 h); after 4 failed attempts the family pays by hand (they were notified each time).

create function private.mark_due_autopay(at timestamptz default now()) returns integer
language plpgsql
set search_path = ''
as $$
declare
  marked integer;
begin
  with due as (
    select i.id,
           (select count(*) from public.invoice_payments p
             where p.invoice_id = i.id and p.status in ('requires_payment_method', 'canceled'))
             as failures,
           (select max(p.created_at) from public.invoice_payments p
             where p.invoice_id = i.id and p.status in ('requires_payment_method', 'canceled'))
             as last_failure
      from public.invoices i
     where i.status <> 'paid' and i.due_at <= at
       and not exists (
         select 1 from public.invoice_payments p
          where p.invoice_id = i.id
            and p.status in ('new', 'requires_confirmation', 'requires_action', 'processing',
                             'succeeded'))
  ), queued as (
    insert into private.jobs (kind, payload, run_at, dedupe_key, max_attempts)
    select 'payments.autopay',
           jsonb_build_object('invoiceId', due.id, 'asOf', due.run_at),
           due.run_at,
           'payments.autopay:' || due.id::text || ':' || due.failures::text,
           3
      from (select d.*, greatest(at, coalesce(d.last_failure, at) + case d.failures
                      when 0 then interval '0'
                      when 1 then interval '1 hour'
                      when 2 then interval '6 hours'
                      else interval '24 hours' end) as run_at
              from due d) due
     where due.failures < 4
    on conflict (dedupe_key) do nothing
    returning 1
  )
  select count(*) into marked from queued;
  return marked;
end
$$;
revoke all on function private.mark_due_autopay(timestamptz) from public;
