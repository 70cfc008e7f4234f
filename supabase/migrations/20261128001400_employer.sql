-- The family as employer (issue 23 points 1 and 2, docs/decisions/047-employer-details-and-sin.md):
--   * employer_details: what the CRA needs of an employer (legal name, mailing address, payroll
--     program account). The family reads and writes its own row only.
--   * employee_sins: a caregiver's SIN, encrypted by the server (AES-256-GCM, the banking key
--     ring). The ciphertext column is granted to no API role: only the server (service role)
--     reads it, to write it on the T4/RL-1 slips and the XML return. The caregiver sees the last
--     three digits (the masked form every screen shows).
--   * employer_remittances: the months a family says it remitted, with the date.
--   * private.employer_reminders: one row per reminder sent (the daily job's idempotence).
-- Remittance figures themselves are not stored: they are sums of public.payroll_lines.

-- ---------------------------------------------------------------------------------------------
-- The CRA business number and the SIN share one check: Luhn's mod 10 over the nine digits.

create function private.luhn_valid(digits text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select digits ~ '^[0-9]{9}$' and (
    select sum(case when i % 2 = 0
                    then (substr(digits, i, 1)::int * 2) / 10 + (substr(digits, i, 1)::int * 2) % 10
                    else substr(digits, i, 1)::int end) % 10 = 0
      from generate_series(1, 9) as i
  )
$$;
revoke all on function private.luhn_valid(text) from public;
grant execute on function private.luhn_valid(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- employer_details

create table public.employer_details (
  family_id uuid primary key references public.users (id) on delete cascade,
  legal_name text not null check (length(btrim(legal_name)) between 1 and 120),
  address_line1 text not null check (length(btrim(address_line1)) between 1 and 120),
  address_line2 text check (length(btrim(address_line2)) between 1 and 120),
  city text not null check (length(btrim(city)) between 1 and 80),
  province text not null
    check (province in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT')),
  postal_code text not null
    check (postal_code ~ '^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] [0-9][ABCEGHJ-NPRSTV-Z][0-9]$'),
  -- Payroll program account: business number (nine digits, Luhn check digit), RP, four digits.
  -- Null until the family has one: nothing waits on it, reminders ask for it.
  payroll_account text check (
    payroll_account ~ '^[0-9]{9}RP[0-9]{4}$' and private.luhn_valid(left(payroll_account, 9))
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.employer_details is 'A family''s employer details for the CRA (legal name, mailing address, payroll program account number RP). The family reads and writes its own row; the server writes them on slips.';
alter table public.employer_details enable row level security;

create policy "Families read their employer details"
  on public.employer_details for select to authenticated
  using ((select auth.uid()) = family_id);
create policy "Families give their employer details"
  on public.employer_details for insert to authenticated
  with check (
    (select auth.uid()) = family_id
    and exists (
      select 1 from public.users u
       where u.id = (select auth.uid()) and u.user_type = 'family'
    )
  );
create policy "Families change their employer details"
  on public.employer_details for update to authenticated
  using ((select auth.uid()) = family_id)
  with check ((select auth.uid()) = family_id);

revoke all on public.employer_details from anon;
revoke insert, update, delete, truncate, references, trigger on public.employer_details from authenticated;
grant select on public.employer_details to authenticated;
grant insert (family_id, legal_name, address_line1, address_line2, city, province, postal_code,
              payroll_account) on public.employer_details to authenticated;
grant update (legal_name, address_line1, address_line2, city, province, postal_code,
              payroll_account, updated_at) on public.employer_details to authenticated;

create trigger employer_details_touch_updated_at
  before update on public.employer_details
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------------------------------
-- employee_sins: the ciphertext is never granted to an API role.

create table public.employee_sins (
  caregiver_id uuid primary key references public.users (id) on delete cascade,
  -- AES-256-GCM by the server: base64 of iv || ciphertext || tag, bound to the caregiver's id.
  sin_encrypted text not null check (length(sin_encrypted) between 20 and 200),
  key_id text not null check (key_id ~ '^[A-Za-z0-9_-]{1,40}$'),
  -- The masked form's digits (*** *** 123): what every screen shows.
  last_digits text not null check (last_digits ~ '^[0-9]{3}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.employee_sins is 'A caregiver''s social insurance number for T4/RL-1 slips, encrypted by the server. sin_encrypted is granted to no API role (only the server reads it, to write slips); the caregiver reads their own last three digits.';
alter table public.employee_sins enable row level security;

create policy "Caregivers read their own SIN's last digits"
  on public.employee_sins for select to authenticated
  using ((select auth.uid()) = caregiver_id);
create policy "Caregivers give their SIN"
  on public.employee_sins for insert to authenticated
  with check (
    (select auth.uid()) = caregiver_id
    and exists (
      select 1 from public.users u
       where u.id = (select auth.uid()) and u.user_type = 'caregiver'
    )
  );
create policy "Caregivers change their SIN"
  on public.employee_sins for update to authenticated
  using ((select auth.uid()) = caregiver_id)
  with check ((select auth.uid()) = caregiver_id);

revoke all on public.employee_sins from anon, authenticated;
grant select (caregiver_id, last_digits, updated_at) on public.employee_sins to authenticated;
grant insert (caregiver_id, sin_encrypted, key_id, last_digits) on public.employee_sins to authenticated;
grant update (sin_encrypted, key_id, last_digits, updated_at) on public.employee_sins to authenticated;

create trigger employee_sins_touch_updated_at
  before update on public.employee_sins
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------------------------------
-- employer_remittances: a month is marked remitted with the date the family paid.

create table public.employer_remittances (
  family_id uuid not null references public.users (id) on delete cascade,
  -- The first day of the month of pay dates remitted for.
  month date not null check (extract(day from month) = 1),
  remitted_on date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (family_id, month),
  -- Not before the month's last day: the month's deductions are not all known before then.
  check (remitted_on >= (month + interval '1 month' - interval '1 day')::date)
);
comment on table public.employer_remittances is 'The months a family marked as remitted to the CRA / Revenu Québec, with the date. Amounts are not stored: they are sums of payroll_lines. The family reads and writes its own rows.';
alter table public.employer_remittances enable row level security;

create policy "Families read their remittances"
  on public.employer_remittances for select to authenticated
  using ((select auth.uid()) = family_id);
create policy "Families mark a month remitted"
  on public.employer_remittances for insert to authenticated
  with check ((select auth.uid()) = family_id);
create policy "Families change a remittance date"
  on public.employer_remittances for update to authenticated
  using ((select auth.uid()) = family_id)
  with check ((select auth.uid()) = family_id);
create policy "Families unmark a remittance"
  on public.employer_remittances for delete to authenticated
  using ((select auth.uid()) = family_id);

revoke all on public.employer_remittances from anon;
revoke insert, update, truncate, references, trigger on public.employer_remittances from authenticated;
grant insert (family_id, month, remitted_on) on public.employer_remittances to authenticated;
grant update (remitted_on, updated_at) on public.employer_remittances to authenticated;

-- A remittance date in the future is refused. "Today" is Newfoundland's, the first Canadian
-- zone to reach a date, so a date that is today somewhere in Canada is never refused.
create function private.refuse_future_remittance() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.remitted_on > (now() at time zone 'America/St_Johns')::date then
    raise exception 'remittance_in_future' using errcode = '23514';
  end if;
  return new;
end
$$;
revoke all on function private.refuse_future_remittance() from public;

create trigger employer_remittances_not_in_future
  before insert or update on public.employer_remittances
  for each row execute function private.refuse_future_remittance();
create trigger employer_remittances_touch_updated_at
  before update on public.employer_remittances
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------------------------------------
-- private.employer_reminders: the daily job's record of what it sent (once per family, kind and
-- period: 'details' with period '', 'remittance' with period 'YYYY-MM').

create table private.employer_reminders (
  family_id uuid not null references public.users (id) on delete cascade,
  kind text not null check (kind in ('details', 'remittance')),
  period text not null check (period = '' or period ~ '^[0-9]{4}-[0-9]{2}$'),
  sent_at timestamptz not null default now(),
  primary key (family_id, kind, period)
);
comment on table private.employer_reminders is 'Reminders sent to employers (missing employer details, a remittance due in a week), one per family, kind and period; the server only.';
alter table private.employer_reminders enable row level security;
revoke all on private.employer_reminders from anon, authenticated;

-- The daily mark (pg_cron 13:00 UTC, web/domains/employer/register.server.ts): one deduplicated
-- job per day; the worker sends what is due, idempotently.
create function private.mark_employer_reminders(at timestamptz default now()) returns integer
language plpgsql
set search_path = ''
as $$
declare
  d date := (at at time zone 'America/Toronto')::date;
  queued integer;
begin
  insert into private.jobs (kind, payload, dedupe_key)
  values ('employer.reminders', jsonb_build_object('day', d::text),
          'employer.reminders:' || d::text)
  on conflict (dedupe_key) do nothing;
  get diagnostics queued = row_count;
  return queued;
end
$$;
revoke all on function private.mark_employer_reminders(timestamptz) from public;
