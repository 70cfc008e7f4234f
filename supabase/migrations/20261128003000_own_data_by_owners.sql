-- The person's data export, each domain giving its own part (issue 24 point 1, ADR 054), as
-- 20261128002100 did for closing an account. web/domains/my-data/queries.server.ts read some
-- thirty-five tables of seventeen domains itself; each owning domain now publishes what the
-- export holds of its tables as one function, private.<domain>_own_data(p_user), returning a
-- jsonb object keyed by the export's own keys (the owner's part of my-data.json). The my-data
-- domain calls them all in one statement and puts the keys back in the export's order.
--
-- Nothing is widened and nothing changes in what comes out:
--   * Every function is security invoker and runs as the person asking for their export: their
--     row-level security and column privileges decide, exactly as the queries they replace did.
--     Executable by authenticated (the export is read as the person); not by anon or public.
--     private.contact_own_data is the service path's alone: staff alone read contact inquiries
--     under RLS, so the export reads the person's own with the service connection, as before.
--   * The columns left out stay out (spec 009 / ADR 045: secrets and internals never leave the
--     server, even to their owner: sealed banking numbers, processor ids, idempotency keys,
--     stored file paths, map points and cells, the visit chain's hashes, who actioned a check or
--     a report); the orderings are the same; a missing single row is null, a missing list [].
-- The background check and banking have their own functions, apart from the caregiver's profile:
-- they may move to domains of their own (background-checks, banking) and take them along.
-- The files the archive carries (pictures, the background check and its receipt) are found by
-- *_own_files, and the worker finds whom an export is for with accounts_export_recipient.

-- ---------------------------------------------------------------------------------------------
-- accounts: the profile, the account's status flags, the family's care needs, presence

create function private.accounts_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    -- The home address is its own record (addresses_own_data), not an id to follow.
    'profile', (select to_jsonb(u) - 'address_id' from public.users u where u.id = p_user),
    'accountStatus', (
      select to_jsonb(s) - 'user_id' from public.account_statuses s where s.user_id = p_user
    ),
    'careNeeds', (select to_jsonb(c) - 'user_id' from public.care_needs c where c.user_id = p_user),
    'presence', (select to_jsonb(p) - 'user_id' from public.presence p where p.user_id = p_user)
  );
$$;
comment on function private.accounts_own_data(uuid) is 'The export''s part of accounts: profile, accountStatus, careNeeds, presence. Security invoker: the caller''s RLS decides.';

-- The pictures the archive carries (their stored paths never go into my-data.json).
create function private.accounts_own_files(p_user uuid)
returns table (img_url text, img_url_thumb text)
language sql
stable
security invoker
set search_path = ''
as $$
  select u.img_url, u.img_url_thumb from public.users u where u.id = p_user;
$$;
comment on function private.accounts_own_files(uuid) is 'The profile picture and its thumbnail, for the export''s files. Security invoker: the caller''s RLS decides.';

-- Whom an export is for, and whether the account has closed since it was asked for (the worker,
-- on the service connection, then builds nothing).
create function private.accounts_export_recipient(p_user uuid)
returns table (user_type text, email text, first_name text, locale text, closed_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select u.user_type, u.email, u.first_name, u.locale, u.closed_at
    from public.users u
   where u.id = p_user;
$$;
comment on function private.accounts_export_recipient(uuid) is 'Whom an export is for (type, contact email, first name, locale) and whether the account is closed; the export worker''s (service path).';

-- ---------------------------------------------------------------------------------------------
-- addresses: the person's addresses, without their map points

create function private.addresses_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'addresses', coalesce((
      select jsonb_agg(to_jsonb(a) - 'location' - 'user_id' order by a.created_at)
        from public.addresses a
       where a.user_id = p_user
    ), '[]'::jsonb)
  );
$$;
comment on function private.addresses_own_data(uuid) is 'The export''s part of addresses: addresses (no map point). Security invoker: the caller''s RLS decides.';

-- ---------------------------------------------------------------------------------------------
-- caregivers: the profile (without its search cell), availability, experience, education, and
-- the caregivers' profiles a family viewed

create function private.caregivers_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'caregiverProfile', (
      select to_jsonb(p) - 'user_id' - 'h3_cell' from public.caregiver_profiles p
       where p.user_id = p_user
    ),
    'availability', coalesce((
      select jsonb_agg(to_jsonb(a) - 'user_id' order by a.day_id, a.start_time)
        from public.availability a
       where a.user_id = p_user
    ), '[]'::jsonb),
    'workExperiences', coalesce((
      select jsonb_agg(to_jsonb(w) - 'user_id' order by w.start_date)
        from public.work_experiences w
       where w.user_id = p_user
    ), '[]'::jsonb),
    'educationAccreditations', coalesce((
      select jsonb_agg(to_jsonb(e) - 'user_id')
        from public.education_accreditations e
       where e.user_id = p_user
    ), '[]'::jsonb),
    'profileViews', coalesce((
      select jsonb_agg(to_jsonb(v) - 'viewer_id')
        from public.profile_views v
       where v.viewer_id = p_user
    ), '[]'::jsonb)
  );
$$;
comment on function private.caregivers_own_data(uuid) is 'The export''s part of caregivers: caregiverProfile (no H3 cell), availability, workExperiences, educationAccreditations, profileViews. Security invoker: the caller''s RLS decides.';

-- The background check and its reimbursement, without their stored files (the archive carries
-- the files themselves) and without which staff member actioned the check.
create function private.background_checks_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'backgroundCheck', (
      select to_jsonb(b) - 'user_id' - 'file_path' - 'actioned_by'
        from public.background_checks b
       where b.user_id = p_user
    ),
    'backgroundCheckReimbursement', (
      select to_jsonb(r) - 'user_id' - 'receipt_path'
        from public.background_check_reimbursements r
       where r.user_id = p_user
    )
  );
$$;
comment on function private.background_checks_own_data(uuid) is 'The export''s part of the background check: backgroundCheck, backgroundCheckReimbursement (no stored file paths). Security invoker: the caller''s RLS decides.';

-- The stored files of the background check and its receipt, for the archive to carry. One row,
-- each null when there is none.
create function private.background_checks_own_files(p_user uuid)
returns table (file_path text, receipt_path text)
language sql
stable
security invoker
set search_path = ''
as $$
  select (select b.file_path from public.background_checks b where b.user_id = p_user),
         (select r.receipt_path from public.background_check_reimbursements r
           where r.user_id = p_user);
$$;
comment on function private.background_checks_own_files(uuid) is 'The stored background check and receipt files, for the export''s files. Security invoker: the caller''s RLS decides.';

-- Banking, built without the account and transit numbers: they are sealed and never leave the
-- server, even to their owner.
create function private.banking_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'banking', (
      select jsonb_build_object(
               'institution_number', b.inst_num, 'bank_name', b.bank_name,
               'bank_address', b.bank_address, 'home_address', b.home_address,
               'created_at', b.created_at, 'updated_at', b.updated_at)
        from public.banking_details b
       where b.user_id = p_user
    )
  );
$$;
comment on function private.banking_own_data(uuid) is 'The export''s part of banking: banking (never the sealed account and transit numbers). Security invoker: the caller''s RLS and column privileges decide.';

-- ---------------------------------------------------------------------------------------------
-- payments: saved cards and payments, without the processor's ids and idempotency keys

create function private.payments_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'paymentMethods', coalesce((
      select jsonb_agg(
               jsonb_build_object(
                 'brand', m.brand, 'last4', m.last4, 'exp_month', m.exp_month,
                 'exp_year', m.exp_year, 'billing_email', m.billing_email,
                 'is_preferred', m.is_preferred, 'created_at', m.created_at)
               order by m.created_at)
        from public.payment_methods m
       where m.user_id = p_user
    ), '[]'::jsonb),
    'invoicePayments', coalesce((
      select jsonb_agg(to_jsonb(p) - 'payment_method' - 'idempotency_key' order by p.created_at)
        from public.invoice_payments p
       where p.user_id = p_user
    ), '[]'::jsonb)
  );
$$;
comment on function private.payments_own_data(uuid) is 'The export''s part of payments: paymentMethods (brand, last four, expiry; no processor id), invoicePayments (no payment method id nor idempotency key). Security invoker: the caller''s RLS and column privileges decide.';

-- ---------------------------------------------------------------------------------------------
-- jobs: the family's postings (with their exact address, through job_address), the caregiver's
-- favourite and viewed postings

create function private.jobs_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'postings', coalesce((
      select jsonb_agg(
               jsonb_build_object(
                 'id', j.id, 'description', j.description, 'services', j.services,
                 'conditions', j.conditions, 'language_pref', j.language_pref,
                 'service_start', j.service_start, 'service_per_week', j.service_per_week,
                 'service_length', j.service_length, 'locality', j.locality,
                 'province', j.admin_area_level1, 'is_available', j.is_available,
                 'created_at', j.created_at, 'updated_at', j.updated_at,
                 'address', (select a.address_full from private.job_address(j.id) a limit 1))
               order by j.created_at)
        from public.jobs j
       where j.family_id = p_user
    ), '[]'::jsonb),
    'favouriteJobs', coalesce((
      select jsonb_agg(to_jsonb(f) - 'caregiver_id' order by f.created_at)
        from public.job_favourites f
       where f.caregiver_id = p_user
    ), '[]'::jsonb),
    'jobViews', coalesce((
      select jsonb_agg(to_jsonb(v) - 'caregiver_id')
        from public.job_views v
       where v.caregiver_id = p_user
    ), '[]'::jsonb)
  );
$$;
comment on function private.jobs_own_data(uuid) is 'The export''s part of jobs: postings (no map point), favouriteJobs, jobViews. Security invoker: the caller''s RLS and column privileges decide.';

-- ---------------------------------------------------------------------------------------------
-- applications: made (a caregiver) or received (a family)

create function private.applications_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'applications', coalesce((
      select jsonb_agg(to_jsonb(a) order by a.created_at)
        from public.job_applications a
       where a.caregiver_id = p_user or a.family_id = p_user
    ), '[]'::jsonb)
  );
$$;
comment on function private.applications_own_data(uuid) is 'The export''s part of applications: applications made or received. Security invoker: the caller''s RLS decides.';

-- ---------------------------------------------------------------------------------------------
-- caregiver-search: the family's favourite caregivers

create function private.caregiver_search_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'favouriteCaregivers', coalesce((
      select jsonb_agg(to_jsonb(f) - 'family_id' order by f.created_at)
        from public.favourites f
       where f.family_id = p_user
    ), '[]'::jsonb)
  );
$$;
comment on function private.caregiver_search_own_data(uuid) is 'The export''s part of caregiver search: favouriteCaregivers. Security invoker: the caller''s RLS decides.';

-- ---------------------------------------------------------------------------------------------
-- invites: sent (a family) or received (a caregiver)

create function private.invites_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'invites', coalesce((
      select jsonb_agg(to_jsonb(i) order by i.created_at)
        from public.team_invites i
       where i.family_id = p_user or i.caregiver_id = p_user
    ), '[]'::jsonb)
  );
$$;
comment on function private.invites_own_data(uuid) is 'The export''s part of invites: invites sent or received. Security invoker: the caller''s RLS decides.';

-- ---------------------------------------------------------------------------------------------
-- team: the teams the person is on, and the family's emergency contacts

create function private.team_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'team', coalesce((
      select jsonb_agg(to_jsonb(m) order by m.created_at)
        from public.team_members m
       where m.family_id = p_user or m.caregiver_id = p_user
    ), '[]'::jsonb),
    'emergencyContacts', coalesce((
      select jsonb_agg(to_jsonb(e) order by e.member_id, e.position)
        from public.emergency_contacts e
       where e.family_id = p_user
    ), '[]'::jsonb)
  );
$$;
comment on function private.team_own_data(uuid) is 'The export''s part of team: team, emergencyContacts. Security invoker: the caller''s RLS decides.';

-- ---------------------------------------------------------------------------------------------
-- messages: only what the person wrote; the other side's words are theirs

create function private.messages_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'messagesWritten', coalesce((
      select jsonb_agg(
               jsonb_build_object('channel_id', m.channel_id, 'body', m.body,
                                  'created_at', m.created_at)
               order by m.created_at)
        from public.messages m
       where m.author_id = p_user
    ), '[]'::jsonb)
  );
$$;
comment on function private.messages_own_data(uuid) is 'The export''s part of messages: messagesWritten (the person''s own words only). Security invoker: the caller''s RLS decides.';

-- ---------------------------------------------------------------------------------------------
-- shifts: shifts (without the care location's point), tasks, saved task lists, and a
-- caregiver's own check-in and completion places (a family's copy would be someone else's),
-- without the visit chain's hashes

create function private.shifts_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'shifts', coalesce((
      select jsonb_agg(to_jsonb(s) - 'care_location' order by s.starts_at)
        from public.shifts s
       where s.family_id = p_user or s.caregiver_id = p_user
    ), '[]'::jsonb),
    'tasks', coalesce((
      select jsonb_agg(to_jsonb(t) order by t.created_at)
        from public.tasks t
       where t.family_id = p_user or t.caregiver_id = p_user
    ), '[]'::jsonb),
    'savedTasks', coalesce((
      select jsonb_agg(to_jsonb(t) - 'user_id' order by t.created_at)
        from public.saved_tasks t
       where t.user_id = p_user
    ), '[]'::jsonb),
    'visitRecords', coalesce((
      select jsonb_agg(to_jsonb(v) - 'prev_hash' - 'hash' order by v.recorded_at)
        from public.visit_records v
       where v.caregiver_id = p_user
    ), '[]'::jsonb)
  );
$$;
comment on function private.shifts_own_data(uuid) is 'The export''s part of shifts: shifts (no map point), tasks, savedTasks, visitRecords (the caregiver''s own; no chain hashes). Security invoker: the caller''s RLS decides.';

-- ---------------------------------------------------------------------------------------------
-- reports: incident reports of the person's shifts, without which staff member actioned them

create function private.reports_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'reports', coalesce((
      select jsonb_agg(to_jsonb(r) - 'actioned_by' order by r.created_at)
        from public.reports r
       where r.family_id = p_user or r.caregiver_id = p_user
    ), '[]'::jsonb)
  );
$$;
comment on function private.reports_own_data(uuid) is 'The export''s part of reports: reports (not who actioned them). Security invoker: the caller''s RLS decides.';

-- ---------------------------------------------------------------------------------------------
-- reviews: given (a family) or received (a caregiver)

create function private.reviews_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'reviews', coalesce((
      select jsonb_agg(to_jsonb(r) order by r.created_at)
        from public.reviews r
       where r.family_id = p_user or r.caregiver_id = p_user
    ), '[]'::jsonb)
  );
$$;
comment on function private.reviews_own_data(uuid) is 'The export''s part of reviews: reviews given or received. Security invoker: the caller''s RLS decides.';

-- ---------------------------------------------------------------------------------------------
-- invoices: invoices, the employer's costs, payroll year to date, the caregiver's TD1, the
-- family's workers' compensation account

create function private.invoices_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'invoices', coalesce((
      select jsonb_agg(to_jsonb(i) order by i.week_start)
        from public.invoices i
       where i.family_id = p_user or i.caregiver_id = p_user
    ), '[]'::jsonb),
    'invoiceEmployerCosts', coalesce((
      select jsonb_agg(to_jsonb(c))
        from public.invoice_employer_costs c
       where c.family_id = p_user
    ), '[]'::jsonb),
    'payrollYearToDate', coalesce((
      select jsonb_agg(to_jsonb(y) order by y.year)
        from public.payroll_ytd y
       where y.family_id = p_user or y.caregiver_id = p_user
    ), '[]'::jsonb),
    'td1', (
      select to_jsonb(t) - 'caregiver_id' from public.payroll_td1 t where t.caregiver_id = p_user
    ),
    'workersCompensation', (
      select to_jsonb(w) - 'family_id' from public.workers_comp_accounts w
       where w.family_id = p_user
    )
  );
$$;
comment on function private.invoices_own_data(uuid) is 'The export''s part of invoices and payroll: invoices, invoiceEmployerCosts, payrollYearToDate, td1, workersCompensation. Security invoker: the caller''s RLS decides.';

-- ---------------------------------------------------------------------------------------------
-- notifications: the person's own

create function private.notifications_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'notifications', coalesce((
      select jsonb_agg(to_jsonb(n) - 'recipient_id' order by n.created_at)
        from public.notifications n
       where n.recipient_id = p_user
    ), '[]'::jsonb)
  );
$$;
comment on function private.notifications_own_data(uuid) is 'The export''s part of notifications: notifications. Security invoker: the caller''s RLS decides.';

-- ---------------------------------------------------------------------------------------------
-- contact: the inquiries the person sent (staff alone read them under RLS: the service path)

create function private.contact_own_data(p_user uuid) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'contactInquiries', coalesce((
      select jsonb_agg(to_jsonb(c) - 'user_id' order by c.created_at)
        from public.contact_inquiries c
       where c.user_id = p_user
    ), '[]'::jsonb)
  );
$$;
comment on function private.contact_own_data(uuid) is 'The export''s part of contact: contactInquiries, the person''s own; the export worker''s (service path).';

-- ---------------------------------------------------------------------------------------------
-- Who may execute them (see the head of this file).

revoke all on function private.accounts_own_data(uuid) from public, anon;
revoke all on function private.accounts_own_files(uuid) from public, anon;
revoke all on function private.accounts_export_recipient(uuid) from public, anon, authenticated;
revoke all on function private.addresses_own_data(uuid) from public, anon;
revoke all on function private.caregivers_own_data(uuid) from public, anon;
revoke all on function private.background_checks_own_data(uuid) from public, anon;
revoke all on function private.background_checks_own_files(uuid) from public, anon;
revoke all on function private.banking_own_data(uuid) from public, anon;
revoke all on function private.payments_own_data(uuid) from public, anon;
revoke all on function private.jobs_own_data(uuid) from public, anon;
revoke all on function private.applications_own_data(uuid) from public, anon;
revoke all on function private.caregiver_search_own_data(uuid) from public, anon;
revoke all on function private.invites_own_data(uuid) from public, anon;
revoke all on function private.team_own_data(uuid) from public, anon;
revoke all on function private.messages_own_data(uuid) from public, anon;
revoke all on function private.shifts_own_data(uuid) from public, anon;
revoke all on function private.reports_own_data(uuid) from public, anon;
revoke all on function private.reviews_own_data(uuid) from public, anon;
revoke all on function private.invoices_own_data(uuid) from public, anon;
revoke all on function private.notifications_own_data(uuid) from public, anon;
revoke all on function private.contact_own_data(uuid) from public, anon, authenticated;

grant execute on function private.accounts_own_data(uuid) to authenticated;
grant execute on function private.accounts_own_files(uuid) to authenticated;
grant execute on function private.accounts_export_recipient(uuid) to service_role;
grant execute on function private.addresses_own_data(uuid) to authenticated;
grant execute on function private.caregivers_own_data(uuid) to authenticated;
grant execute on function private.background_checks_own_data(uuid) to authenticated;
grant execute on function private.background_checks_own_files(uuid) to authenticated;
grant execute on function private.banking_own_data(uuid) to authenticated;
grant execute on function private.payments_own_data(uuid) to authenticated;
grant execute on function private.jobs_own_data(uuid) to authenticated;
grant execute on function private.applications_own_data(uuid) to authenticated;
grant execute on function private.caregiver_search_own_data(uuid) to authenticated;
grant execute on function private.invites_own_data(uuid) to authenticated;
grant execute on function private.team_own_data(uuid) to authenticated;
grant execute on function private.messages_own_data(uuid) to authenticated;
grant execute on function private.shifts_own_data(uuid) to authenticated;
grant execute on function private.reports_own_data(uuid) to authenticated;
grant execute on function private.reviews_own_data(uuid) to authenticated;
grant execute on function private.invoices_own_data(uuid) to authenticated;
grant execute on function private.notifications_own_data(uuid) to authenticated;
grant execute on function private.contact_own_data(uuid) to service_role;
