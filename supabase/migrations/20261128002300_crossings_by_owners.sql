-- The remaining functions and policies that touched another domain's tables now ask the owner
-- (issue 24 point 1, ADR 054), as 20261128002100 and 20261128002200 did for closing an account
-- and for the retention purge. Each owner publishes a small function about its own rows: a
-- question ("what is the caller's user type?", "which family posted this job?") or an action
-- ("count a completed shift", "mark the account as having applied"), and the trigger function
-- or policy that used to read or write the table itself calls it. Behaviour, error codes,
-- messages and constraint names are unchanged; so are each function's security and grants
-- (`create or replace` keeps them) and each policy's name, command and roles.
--
-- How the published functions are built, so that nothing is widened:
--   * A question asked on behalf of a signed-in user (in a policy, or in a security-invoker
--     trigger such as private.prepare_review) is security invoker: it reads the owner's table
--     under the caller's RLS and column privileges exactly as the old subquery did. Executable by
--     authenticated and service_role, not anon or public.
--   * A question asked only from security-definer triggers or from pg_cron is security invoker
--     too (it then runs as the definer's owner), executable by nobody else; private.accounts_card
--     is also the service path's (private.check_channel_members runs as service_role).
--   * An action (a write) is security definer, as the trigger that made it was, and executable
--     by no API role: only the owner's and other domains' triggers reach it.
-- Policies evaluate a question about the caller once per statement, wrapped in (select …), as
-- the old uncorrelated `exists` was (an InitPlan either way); a question about the row (a job,
-- a team member, an invoice) is asked per row, as the correlated `exists` was.
--
-- Left as they are: three one-time data moves of earlier migrations (20261123000600 line 147,
-- 20261128000200 line 125, 20261128000500 line 54) ran once and are history.
-- Besides the crossings the ownership test counted, fourteen insert or select policies that asked
-- public.users for the caller's type (or read jobs, invoices, team members or profiles) are
-- replaced too: the test had lost sight of them (a policy dropped elsewhere on the same table
-- under a name of the same length hid them).

-- ---------------------------------------------------------------------------------------------
-- accounts: users, account_statuses, care_needs

-- The caller's user type ('family', 'caregiver', 'admin'), for policies. Users read their own row.
create function private.accounts_my_user_type() returns text
language sql
stable
set search_path = ''
as $$
  select u.user_type from public.users u where u.id = (select auth.uid());
$$;

-- What other domains copy of an account (names and picture on cards, profiles and invites), its
-- type and whether its background check is approved (false without a status row).
create function private.accounts_card(p_user uuid)
returns table (
  user_id_number text,
  user_type text,
  first_name text,
  last_name text,
  gender text,
  img_url text,
  img_url_thumb text,
  is_bg_check boolean
)
language sql
stable
set search_path = ''
as $$
  select u.user_id_number, u.user_type, u.first_name, u.last_name, u.gender, u.img_url,
         u.img_url_thumb, coalesce(s.is_bg_check, false)
    from public.users u
    left join public.account_statuses s on s.user_id = u.id
   where u.id = p_user;
$$;

-- Whether an account is a caregiver whose background check is approved.
create function private.accounts_is_checked_caregiver(p_user uuid) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1
      from public.users u
      join public.account_statuses s on s.user_id = u.id
     where u.id = p_user and u.user_type = 'caregiver' and s.is_bg_check
  );
$$;

-- The caregivers whose home is an address (their search point moves with it).
create function private.accounts_caregivers_at_address(p_address uuid) returns setof uuid
language sql
stable
set search_path = ''
as $$
  select u.id from public.users u where u.address_id = p_address and u.user_type = 'caregiver';
$$;

-- An account's home address.
create function private.accounts_home_address(p_user uuid) returns uuid
language sql
stable
set search_path = ''
as $$
  select u.address_id from public.users u where u.id = p_user;
$$;

-- A family's care needs from signup: the client's conditions and languages.
create function private.accounts_care_needs(p_user uuid)
returns table (conditions text[], language_pref text[])
language sql
stable
set search_path = ''
as $$
  select cn.conditions, cn.language_pref from public.care_needs cn where cn.user_id = p_user;
$$;

-- The name the admin trail shows for an open staff account; null for anyone else.
create function private.accounts_staff_name(p_user uuid) returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.email, u.id::text)
    from public.users u
   where u.id = p_user and u.user_type = 'admin' and u.closed_at is null;
$$;

-- The onboarding flags other domains' events set (an application, a message, a completed
-- shift). Only a flag still unset is written, so the status announcement fires once.
create function private.accounts_mark_applied(p_user uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.account_statuses s set is_apply = true
   where s.user_id = p_user and not s.is_apply;
$$;

create function private.accounts_mark_messaged(p_user uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.account_statuses s
     set is_message = true
   where s.user_id = p_user and not s.is_message;
$$;

create function private.accounts_mark_first_shift_completed(p_user uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.account_statuses set is_completed_first_shift = true
   where user_id = p_user and not is_completed_first_shift;
$$;

-- ---------------------------------------------------------------------------------------------
-- addresses

-- A user's own address, whole (the family's job address).
create function private.addresses_address(p_address uuid, p_user uuid)
returns setof public.addresses
language sql
stable
set search_path = ''
as $$
  select a.* from public.addresses a where a.id = p_address and a.user_id = p_user;
$$;

-- The city and point of a user's own address: what a posting or an invite copies.
create function private.addresses_place(p_address uuid, p_user uuid)
returns table (
  locality text,
  admin_area_level1 text,
  geohash text,
  location extensions.geography
)
language sql
stable
set search_path = ''
as $$
  select a.address_params ->> 'locality', a.address_params ->> 'adminAreaLevel1', a.geohash,
         a.location
    from public.addresses a
   where a.id = p_address and a.user_id = p_user;
$$;

-- The point of an address.
create function private.addresses_location(p_address uuid) returns extensions.geography
language sql
stable
set search_path = ''
as $$
  select a.location from public.addresses a where a.id = p_address;
$$;

-- ---------------------------------------------------------------------------------------------
-- applications

-- A caregiver's application to a job, if any (an invite remembers it).
create function private.applications_application_for(p_job uuid, p_caregiver uuid) returns uuid
language sql
stable
set search_path = ''
as $$
  select a.id from public.job_applications a where a.job_id = p_job and a.caregiver_id = p_caregiver;
$$;

-- ---------------------------------------------------------------------------------------------
-- caregivers

-- The profile keeps copies of the caregiver's name, gender and pictures (accounts' trigger on
-- public.users passes the new values).
create function private.caregivers_sync_public_fields(
  p_user uuid,
  p_first_name text,
  p_last_name text,
  p_gender text,
  p_img_url text,
  p_img_url_thumb text
) returns void
language sql
security definer
set search_path = ''
as $$
  update public.caregiver_profiles p
     set first_name = p_first_name, last_name = p_last_name, gender = p_gender,
         img_url = p_img_url, img_url_thumb = p_img_url_thumb
   where p.user_id = p_user;
$$;

-- What the search keeps of a searchable profile (no row when it is not searchable).
create function private.caregivers_searchable_profile(p_user uuid)
returns table (
  user_id uuid,
  work_radius_km smallint,
  gender text,
  wage_exp_cents integer,
  years_exp smallint,
  review_count integer,
  review_score numeric,
  job_types text[],
  services text[],
  conditions text[],
  languages text[]
)
language sql
stable
set search_path = ''
as $$
  select p.user_id, p.work_radius_km, p.gender, p.wage_exp_cents, p.years_exp, p.review_count,
         p.review_score, p.job_types, p.services, p.conditions, p.languages
    from public.caregiver_profiles p
   where p.user_id = p_user and p.is_searchable;
$$;

-- Whether the caller may read a caregiver's profile (its RLS decides), and whether it is one the
-- caller may read and that families find in search.
create function private.caregivers_profile_readable(p_caregiver uuid) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.caregiver_profiles p where p.user_id = p_caregiver);
$$;

create function private.caregivers_is_searchable(p_caregiver uuid) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.caregiver_profiles p where p.user_id = p_caregiver and p.is_searchable
  );
$$;

-- The review totals the reviews domain computes; written only when they change.
create function private.caregivers_set_review_totals(
  p_caregiver uuid,
  p_count integer,
  p_score numeric
) returns void
language sql
security definer
set search_path = ''
as $$
  update public.caregiver_profiles p
     set review_count = p_count, review_score = p_score
   where p.user_id = p_caregiver
     and (p.review_count, p.review_score) is distinct from (p_count, p_score);
$$;

-- 'Jobs completed': one more completed shift.
create function private.caregivers_count_completed_job(p_caregiver uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.caregiver_profiles set jobs_completed = jobs_completed + 1
   where user_id = p_caregiver;
$$;

-- Attaches each caregiver's unpaid reimbursement, once the background check is approved, to the
-- invoice given for that caregiver (the first of the new invoices; the invoices domain picks it).
create function private.caregivers_attach_reimbursements(p_invoices uuid[], p_caregivers uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  update public.background_check_reimbursements r
     set invoice_id = f.invoice_id, attached_at = now()
    from unnest(p_invoices, p_caregivers) as f (invoice_id, caregiver_id)
   where r.user_id = f.caregiver_id
     and r.attached_at is null
     and exists (
       select 1 from public.background_checks b
        where b.user_id = f.caregiver_id and b.status = 'approved'
     );
$$;

-- ---------------------------------------------------------------------------------------------
-- invites

-- The address an invite is for (the care location of the team's shifts).
create function private.invites_address(p_invite uuid) returns uuid
language sql
stable
set search_path = ''
as $$
  select i.address_id from public.team_invites i where i.id = p_invite;
$$;

-- ---------------------------------------------------------------------------------------------
-- invoices

-- The unpaid invoices due by a moment (auto-pay).
create function private.invoices_unpaid_due(p_at timestamptz) returns setof uuid
language sql
stable
set search_path = ''
as $$
  select i.id from public.invoices i where i.status <> 'paid' and i.due_at <= p_at;
$$;

-- The family an invoice bills.
create function private.invoices_family(p_invoice uuid) returns uuid
language sql
stable
set search_path = ''
as $$
  select i.family_id from public.invoices i where i.id = p_invoice;
$$;

-- ---------------------------------------------------------------------------------------------
-- jobs

-- A job as the caller may read it: its family, whether it is open, and the client's conditions
-- and languages.
create function private.jobs_posting(p_job uuid)
returns table (family_id uuid, is_available boolean, conditions text[], language_pref text[])
language sql
stable
set search_path = ''
as $$
  select j.family_id, j.is_available, j.conditions, j.language_pref
    from public.jobs j
   where j.id = p_job;
$$;

-- ---------------------------------------------------------------------------------------------
-- shifts

-- How many of a team member's shifts are completed (a review needs 3).
create function private.shifts_member_completed_count(p_member uuid) returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from public.shifts s where s.member_id = p_member and s.state = 'completed';
$$;

-- A shift's team member, parties and state (an incident report copies them).
create function private.shifts_parties(p_shift uuid)
returns table (member_id uuid, family_id uuid, caregiver_id uuid, state text)
language sql
stable
set search_path = ''
as $$
  select sh.member_id, sh.family_id, sh.caregiver_id, sh.state
    from public.shifts sh
   where sh.id = p_shift;
$$;

-- ---------------------------------------------------------------------------------------------
-- team

-- A team member as the caller may read it: its parties, posting, invite and services, whether
-- reviews are blocked, and the names a review copies.
create function private.team_member_card(p_member uuid)
returns table (
  family_id uuid,
  caregiver_id uuid,
  job_id uuid,
  invite_id uuid,
  services text[],
  block_review boolean,
  family_first_name text,
  family_last_name text,
  family_img_url_thumb text,
  caregiver_user_id_number text,
  caregiver_first_name text,
  caregiver_last_name text
)
language sql
stable
set search_path = ''
as $$
  select m.family_id, m.caregiver_id, m.job_id, m.invite_id, m.services, m.block_review,
         m.family_first_name, m.family_last_name, m.family_img_url_thumb,
         m.caregiver_user_id_number, m.caregiver_first_name, m.caregiver_last_name
    from public.team_members m
   where m.id = p_member;
$$;

-- One more completed shift for a team member.
create function private.team_count_completed_shift(p_member uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.team_members set num_shifts = num_shifts + 1 where id = p_member;
$$;

-- A review written for a team member, and removed (only if it is the one the member points at).
create function private.team_member_reviewed(p_member uuid, p_review uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.team_members set is_reviewed = true, review_id = p_review
   where id = p_member;
$$;

create function private.team_member_review_removed(p_member uuid, p_review uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.team_members set is_reviewed = false, review_id = null
   where id = p_member and review_id = p_review;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may execute them (see the head of this file).

revoke all on function private.accounts_my_user_type() from public, anon;
revoke all on function private.accounts_card(uuid) from public, anon, authenticated;
revoke all on function private.accounts_is_checked_caregiver(uuid) from public, anon;
revoke all on function private.accounts_caregivers_at_address(uuid) from public, anon, authenticated;
revoke all on function private.accounts_home_address(uuid) from public, anon, authenticated;
revoke all on function private.accounts_care_needs(uuid) from public, anon;
revoke all on function private.accounts_staff_name(uuid) from public, anon;
revoke all on function private.accounts_mark_applied(uuid) from public, anon, authenticated, service_role;
revoke all on function private.accounts_mark_messaged(uuid) from public, anon, authenticated, service_role;
revoke all on function private.accounts_mark_first_shift_completed(uuid) from public, anon, authenticated, service_role;
revoke all on function private.addresses_address(uuid, uuid) from public, anon, authenticated;
revoke all on function private.addresses_place(uuid, uuid) from public, anon, authenticated;
revoke all on function private.addresses_location(uuid) from public, anon;
revoke all on function private.applications_application_for(uuid, uuid) from public, anon, authenticated;
revoke all on function private.caregivers_sync_public_fields(uuid, text, text, text, text, text) from public, anon, authenticated, service_role;
revoke all on function private.caregivers_searchable_profile(uuid) from public, anon, authenticated;
revoke all on function private.caregivers_profile_readable(uuid) from public, anon;
revoke all on function private.caregivers_is_searchable(uuid) from public, anon;
revoke all on function private.caregivers_set_review_totals(uuid, integer, numeric) from public, anon, authenticated, service_role;
revoke all on function private.caregivers_count_completed_job(uuid) from public, anon, authenticated, service_role;
revoke all on function private.caregivers_attach_reimbursements(uuid[], uuid[]) from public, anon, authenticated, service_role;
revoke all on function private.invites_address(uuid) from public, anon;
revoke all on function private.invoices_unpaid_due(timestamptz) from public, anon, authenticated;
revoke all on function private.invoices_family(uuid) from public, anon;
revoke all on function private.jobs_posting(uuid) from public, anon;
revoke all on function private.shifts_member_completed_count(uuid) from public, anon;
revoke all on function private.shifts_parties(uuid) from public, anon;
revoke all on function private.team_member_card(uuid) from public, anon;
revoke all on function private.team_count_completed_shift(uuid) from public, anon, authenticated, service_role;
revoke all on function private.team_member_reviewed(uuid, uuid) from public, anon, authenticated, service_role;
revoke all on function private.team_member_review_removed(uuid, uuid) from public, anon, authenticated, service_role;

grant execute on function private.accounts_my_user_type() to authenticated, service_role;
grant execute on function private.accounts_card(uuid) to service_role;
grant execute on function private.accounts_is_checked_caregiver(uuid) to authenticated, service_role;
grant execute on function private.accounts_care_needs(uuid) to authenticated, service_role;
grant execute on function private.accounts_staff_name(uuid) to authenticated, service_role;
grant execute on function private.addresses_location(uuid) to authenticated, service_role;
grant execute on function private.caregivers_profile_readable(uuid) to authenticated, service_role;
grant execute on function private.caregivers_is_searchable(uuid) to authenticated, service_role;
grant execute on function private.invites_address(uuid) to authenticated, service_role;
grant execute on function private.invoices_family(uuid) to authenticated, service_role;
grant execute on function private.jobs_posting(uuid) to authenticated, service_role;
grant execute on function private.shifts_member_completed_count(uuid) to authenticated, service_role;
grant execute on function private.shifts_parties(uuid) to authenticated, service_role;
grant execute on function private.team_member_card(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The functions that crossed, redefined through the owners' functions.

-- jobs: the place of a job always comes from the family's own address.
create or replace function private.copy_job_address() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  place record;
begin
  if new.address_id is null then
    if tg_op = 'INSERT' then
      raise exception 'A job needs an address' using errcode = '23502';
    end if;
    -- The address was removed: keep the last known city and point.
    return new;
  end if;
  select a.locality, a.admin_area_level1, a.geohash, a.location
    into place
    from private.addresses_place(new.address_id, new.family_id) a;
  if not found then
    raise exception 'The address of a job must belong to its family' using errcode = '42501';
  end if;
  new.locality := coalesce(place.locality, '');
  new.admin_area_level1 := coalesce(place.admin_area_level1, '');
  new.geohash := place.geohash;
  new.location := place.location;
  return new;
end
$$;

-- jobs: the family's way to its own job's exact address.
create or replace function private.job_address(job_id uuid) returns setof public.addresses
language sql stable security definer set search_path = ''
as $$
  select a.*
    from public.jobs j
    cross join lateral private.addresses_address(j.address_id, (select auth.uid())) a
   where j.id = job_address.job_id
     and j.family_id = (select auth.uid())
$$;

-- caregivers: the display copies come from the caregiver's own account on insert.
create or replace function private.copy_caregiver_public_fields() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  select u.user_id_number, u.first_name, u.last_name, u.gender, u.img_url, u.img_url_thumb
    into new.user_id_number, new.first_name, new.last_name, new.gender, new.img_url,
         new.img_url_thumb
    from private.accounts_card(new.user_id) u;
  new.is_searchable := exists (
    select 1 from public.background_checks b
     where b.user_id = new.user_id and b.status = 'approved'
  );
  return new;
end
$$;

-- accounts: a caregiver's new name, gender or picture goes to their profile's copies.
create or replace function private.sync_caregiver_public_fields() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.caregivers_sync_public_fields(
    new.id, new.first_name, new.last_name, new.gender, new.img_url, new.img_url_thumb
  );
  return null;
end
$$;

-- applications: the family comes from the job, which must be available (as the caregiver sees it).
create or replace function private.prepare_job_application() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  owner uuid;
begin
  select j.family_id into owner from private.jobs_posting(new.job_id) j where j.is_available;
  if owner is null then
    raise exception 'job_not_available' using errcode = 'P0002',
      detail = 'The job does not exist or is no longer active.';
  end if;
  new.family_id := owner;
  new.is_read := false;
  new.is_accepted := false;
  new.is_declined := false;
  new.return_message := null;
  new.created_at := now();
  new.edited_at := null;
  new.action_at := null;
  return new;
end
$$;

-- applications: the caregiver has applied (an onboarding flag).
create or replace function private.mark_caregiver_applied() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.accounts_mark_applied(new.caregiver_id);
  return null;
end
$$;

-- addresses: a caregiver's home moved, so does their search point.
create or replace function private.caregiver_point_from_address() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.refresh_caregiver_point(c.user_id)
     from private.accounts_caregivers_at_address(new.id) as c (user_id);
  return null;
end
$$;

-- caregiver-search: a caregiver's search point, from their searchable profile and home address.
create or replace function private.refresh_caregiver_point(p_user_id uuid) returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into private.caregiver_points as c
    (user_id, location, work_radius_km, gender, wage_exp_cents, years_exp, review_count,
     review_score, job_types, services, conditions, languages)
  select p.user_id, p.location, coalesce(p.work_radius_km, 25), p.gender, p.wage_exp_cents,
         p.years_exp, p.review_count, p.review_score, p.job_types, p.services, p.conditions,
         p.languages
    from (
      select s.*, private.addresses_location(private.accounts_home_address(s.user_id)) as location
        from private.caregivers_searchable_profile(p_user_id) s
    ) p
   where p.location is not null
  on conflict (user_id) do update
    set location = excluded.location, work_radius_km = excluded.work_radius_km,
        gender = excluded.gender, wage_exp_cents = excluded.wage_exp_cents,
        years_exp = excluded.years_exp, review_count = excluded.review_count,
        review_score = excluded.review_score, job_types = excluded.job_types,
        services = excluded.services, conditions = excluded.conditions,
        languages = excluded.languages, updated_at = now()
    where (c.location, c.work_radius_km, c.gender, c.wage_exp_cents, c.years_exp,
           c.review_count, c.review_score, c.job_types, c.services, c.conditions, c.languages)
          is distinct from
          (excluded.location, excluded.work_radius_km, excluded.gender, excluded.wage_exp_cents,
           excluded.years_exp, excluded.review_count, excluded.review_score, excluded.job_types,
           excluded.services, excluded.conditions, excluded.languages);
  if not exists (
    select 1
      from private.caregivers_searchable_profile(p_user_id) s
     where private.addresses_location(private.accounts_home_address(s.user_id)) is not null
  ) then
    delete from private.caregiver_points c where c.user_id = p_user_id;
  end if;
end
$$;

-- messages: a channel joins a family and a background-checked caregiver.
create or replace function private.check_channel_members() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (
    select 1 from private.accounts_card(new.family_id) u where u.user_type = 'family'
  ) then
    raise exception 'a message channel needs a family' using errcode = '23514';
  end if;
  if not private.accounts_is_checked_caregiver(new.caregiver_id) then
    raise exception 'a caregiver without an approved background check cannot message families'
      using errcode = '23514';
  end if;
  return new;
end
$$;

-- messages: the author has sent a message (an onboarding flag).
create or replace function private.set_author_is_message() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.accounts_mark_messaged(new.author_id);
  return null;
end
$$;

-- invites: the rules the server checks, checked again where a direct insert would land; the
-- parties' names, the city and the application come from their owners.
create or replace function private.prepare_team_invite() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  fam record;
  cg record;
  place record;
begin
  select u.user_id_number, u.first_name, u.last_name, u.img_url_thumb, u.user_type into fam
    from private.accounts_card(new.family_id) u;
  if fam is null or fam.user_type <> 'family' then
    raise exception 'team_invite_not_family' using errcode = '42501';
  end if;
  select u.user_id_number, u.first_name, u.last_name, u.img_url_thumb, u.user_type, u.is_bg_check into cg
    from private.accounts_card(new.caregiver_id) u;
  if cg is null or cg.user_type <> 'caregiver' or not cg.is_bg_check then
    raise exception 'team_invite_caregiver_not_checked' using errcode = '42501';
  end if;
  if new.start_date < (now() at time zone 'America/Toronto')::date - 1 then
    raise exception 'team_invite_start_in_past' using errcode = '23514';
  end if;
  if new.address_id is not null then
    select a.locality, a.admin_area_level1
      into place
      from private.addresses_place(new.address_id, new.family_id) a;
    if not found then
      raise exception 'team_invite_address_not_family' using errcode = '42501';
    end if;
    new.locality := coalesce(place.locality, '');
    new.admin_area_level1 := coalesce(place.admin_area_level1, '');
  end if;
  new.family_user_id_number := fam.user_id_number;
  new.caregiver_user_id_number := cg.user_id_number;
  new.family_first_name := fam.first_name;
  new.family_last_name := fam.last_name;
  new.family_img_url_thumb := fam.img_url_thumb;
  new.caregiver_first_name := cg.first_name;
  new.caregiver_last_name := cg.last_name;
  new.caregiver_img_url_thumb := cg.img_url_thumb;
  new.application_id := private.applications_application_for(new.job_id, new.caregiver_id);
  new.is_read := false;
  new.is_accepted := false;
  new.is_declined := false;
  new.return_message := null;
  new.created_at := now();
  new.action_at := null;
  return new;
end
$$;

-- shifts: a shift completed counts for the team member and the caregiver's first shift.
create or replace function private.count_completed_shift() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.team_count_completed_shift(new.member_id);
  perform private.accounts_mark_first_shift_completed(new.caregiver_id);
  return null;
end
$$;

-- shifts: 'Jobs completed' on the caregiver's profile.
create or replace function private.count_caregiver_completed_job() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.caregivers_count_completed_job(new.caregiver_id);
  return null;
end
$$;

-- shifts: as before; the member, its invite's place, the job's or the care needs' conditions and
-- languages come from their owners. Security invoker: the inserting family reads its own member,
-- invite, address, job and care needs.
create or replace function private.prepare_shift() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  m record;
begin
  select tm.family_id, tm.caregiver_id, tm.services,
         private.addresses_location(private.invites_address(tm.invite_id)) as location,
         coalesce(j.conditions, cn.conditions, '{}') as conditions,
         coalesce(j.language_pref, cn.language_pref, '{}') as language_pref
    into m
    from private.team_member_card(new.member_id) tm
    left join lateral private.jobs_posting(tm.job_id) j on true
    left join lateral private.accounts_care_needs(tm.family_id) cn on true;
  if m is null then
    raise exception 'team_member_not_found' using errcode = 'P0002';
  end if;
  -- An unknown zone raises here (22023) rather than being stored.
  perform now() at time zone new.time_zone;
  new.family_id := m.family_id;
  new.caregiver_id := m.caregiver_id;
  new.services := m.services;
  new.conditions := m.conditions;
  new.language_pref := m.language_pref;
  new.care_location := m.location;
  new.state := 'scheduled';
  new.checked_in_at := null;
  new.completed_at := null;
  new.shift_note := '';
  new.unactioned_at := null;
  new.is_submitted := false;
  new.is_approved := false;
  new.is_paid := false;
  new.created_at := now();
  return new;
end
$$;

-- payments: auto-pay queues the unpaid invoices that are due and have no payment under way.
create or replace function private.mark_due_autopay(at timestamptz default now()) returns integer
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
      from private.invoices_unpaid_due(at) as i (id)
     where not exists (
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

-- reviews: the parties and names come from the member, never from the client; the member must
-- have 3 completed shifts and reviews not blocked. Security invoker: the writer must be able to
-- read the member and its shifts (a stranger finds nothing: P0002).
create or replace function private.prepare_review() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  m record;
  completed integer;
begin
  select * into m from private.team_member_card(new.member_id);
  if not found then
    raise exception 'team_member_not_found' using errcode = 'P0002';
  end if;
  if m.block_review then
    raise exception 'review_blocked' using errcode = '23514';
  end if;
  completed := private.shifts_member_completed_count(new.member_id);
  if completed < 3 then
    raise exception 'review_not_eligible' using errcode = '23514',
      detail = format('%s completed shifts; 3 are needed.', completed);
  end if;
  new.family_id := m.family_id;
  new.caregiver_id := m.caregiver_id;
  new.family_first_name := m.family_first_name;
  new.family_last_name := m.family_last_name;
  new.family_img_url_thumb := m.family_img_url_thumb;
  new.caregiver_user_id_number := m.caregiver_user_id_number;
  new.caregiver_first_name := m.caregiver_first_name;
  new.caregiver_last_name := m.caregiver_last_name;
  new.created_at := now();
  new.edited_at := null;
  return new;
end
$$;

-- reviews: the team member's review flag and the caregiver's totals follow the reviews.
create or replace function private.sync_review_totals() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  who uuid := coalesce(new.caregiver_id, old.caregiver_id);
begin
  if tg_op = 'INSERT' then
    perform private.team_member_reviewed(new.member_id, new.id);
  elsif tg_op = 'DELETE' then
    perform private.team_member_review_removed(old.member_id, old.id);
  end if;
  perform private.caregivers_set_review_totals(who, t.n, t.avg_score)
     from (
       select count(*)::integer as n, coalesce(round(avg(r.score), 2), 0) as avg_score
         from public.reviews r where r.caregiver_id = who
     ) t;
  return null;
end
$$;

-- invoices: each caregiver's first new invoice (by week, then creation) carries their
-- reimbursement; the caregivers domain attaches it where one is due.
create or replace function private.attach_reimbursements() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.caregivers_attach_reimbursements(array_agg(f.id), array_agg(f.caregiver_id))
     from (
       select distinct on (n.caregiver_id) n.id, n.caregiver_id
         from new_invoices n
        order by n.caregiver_id, n.week_start, n.created_at, n.id
     ) f;
  return null;
end
$$;

-- admin: the actor must be an open staff account; the trail keeps the name they had.
create or replace function private.stamp_admin_audit() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  name text;
begin
  name := private.accounts_staff_name(new.actor_id);
  if name is null then
    raise exception 'only staff write the admin trail' using errcode = '42501';
  end if;
  new.actor_name := left(name, 200);
  new.created_at := now();
  return new;
end
$$;

-- reports: the member and parties come from the shift, which must not be completed.
create or replace function private.prepare_report() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  s record;
begin
  select sh.member_id, sh.family_id, sh.caregiver_id, sh.state into s
    from private.shifts_parties(new.shift_id) sh;
  if s is null then
    raise exception 'shift_not_found' using errcode = 'P0002', constraint = 'shift_not_found';
  end if;
  if s.state = 'completed' then
    raise exception 'report_shift_completed' using errcode = '55000', constraint = 'report_shift_completed';
  end if;
  new.member_id := s.member_id;
  new.family_id := s.family_id;
  new.caregiver_id := s.caregiver_id;
  new.action := null;
  new.actioned_by := null;
  new.actioned_at := null;
  new.is_edited := false;
  new.read_at := null;
  new.state := 'pending_review';
  new.created_at := now();
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The policies that crossed, replaced under the same names.

drop policy "Families read their own jobs, caregivers available ones" on public.jobs;
create policy "Families read their own jobs, caregivers available ones"
  on public.jobs for select to authenticated
  using (
    (select auth.uid()) = family_id
    or (is_available and (select private.accounts_my_user_type()) = 'caregiver')
  );

drop policy "Families post their own jobs" on public.jobs;
create policy "Families post their own jobs"
  on public.jobs for insert to authenticated
  with check (
    (select auth.uid()) = family_id
    and (select private.accounts_my_user_type()) = 'family'
  );

drop policy "Caregivers record their own views of available jobs" on public.job_views;
create policy "Caregivers record their own views of available jobs"
  on public.job_views for insert to authenticated
  with check (
    (select auth.uid()) = caregiver_id
    and (select private.accounts_my_user_type()) = 'caregiver'
    and exists (select 1 from public.jobs j where j.id = job_views.job_id and j.is_available)
  );

drop policy "Caregivers favourite jobs they can see" on public.job_favourites;
create policy "Caregivers favourite jobs they can see"
  on public.job_favourites for insert to authenticated
  with check (
    (select auth.uid()) = caregiver_id
    and (select private.accounts_my_user_type()) = 'caregiver'
    and exists (select 1 from public.jobs j where j.id = job_favourites.job_id and j.is_available)
  );

drop policy "Background-checked caregivers apply to available jobs" on public.job_applications;
create policy "Background-checked caregivers apply to available jobs"
  on public.job_applications for insert to authenticated
  with check (
    (select auth.uid()) = caregiver_id
    and (select private.accounts_is_checked_caregiver((select auth.uid())))
    and exists (
      select 1 from private.jobs_posting(job_applications.job_id) j where j.is_available
    )
  );

drop policy "Owners, families (when approved) and admins read profiles" on public.caregiver_profiles;
create policy "Owners, families (when approved) and admins read profiles"
  on public.caregiver_profiles for select to authenticated
  using (
    (select auth.uid()) = user_id
    or (is_searchable and (select private.accounts_my_user_type()) = 'family')
    or (select private.is_admin())
  );

drop policy "Caregivers create their own profile" on public.caregiver_profiles;
create policy "Caregivers create their own profile"
  on public.caregiver_profiles for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and (select private.accounts_my_user_type()) = 'caregiver'
  );

drop policy "Caregivers add their own banking" on public.banking_details;
create policy "Caregivers add their own banking"
  on public.banking_details for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and (select private.accounts_my_user_type()) = 'caregiver'
  );

drop policy "Caregivers submit their own background check" on public.background_checks;
create policy "Caregivers submit their own background check"
  on public.background_checks for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and (select private.accounts_my_user_type()) = 'caregiver'
  );

drop policy "Caregivers record their own reimbursement" on public.background_check_reimbursements;
create policy "Caregivers record their own reimbursement"
  on public.background_check_reimbursements for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and (select private.accounts_my_user_type()) = 'caregiver'
  );

drop policy "Owners, admins and the invoice's family read reimbursements" on public.background_check_reimbursements;
create policy "Owners, admins and the invoice's family read reimbursements"
  on public.background_check_reimbursements for select to authenticated
  using (
    (select auth.uid()) = user_id
    or (select private.is_admin())
    or private.invoices_family(invoice_id) = (select auth.uid())
  );

drop policy "Families record their own views" on public.profile_views;
create policy "Families record their own views"
  on public.profile_views for insert to authenticated
  with check (
    (select auth.uid()) = viewer_id
    and (select private.accounts_my_user_type()) = 'family'
    and exists (
      select 1 from public.caregiver_profiles p
       where p.user_id = profile_views.caregiver_id and p.is_searchable
    )
  );

drop policy "Families add their own favourites" on public.favourites;
create policy "Families add their own favourites"
  on public.favourites for insert to authenticated
  with check (
    (select auth.uid()) = family_id
    and (select private.accounts_my_user_type()) = 'family'
    and private.caregivers_is_searchable(favourites.caregiver_id)
  );

drop policy "Families invite to their own jobs" on public.team_invites;
create policy "Families invite to their own jobs"
  on public.team_invites for insert to authenticated
  with check (
    (select auth.uid()) = family_id
    and exists (
      select 1 from private.jobs_posting(team_invites.job_id) j
       where j.family_id = (select auth.uid())
    )
  );

drop policy "Families, the caregiver and profile readers read reviews" on public.reviews;
create policy "Families, the caregiver and profile readers read reviews"
  on public.reviews for select to authenticated
  using (
    (select auth.uid()) = family_id
    or (select auth.uid()) = caregiver_id
    or private.caregivers_profile_readable(reviews.caregiver_id)
  );

drop policy "Families give their employer details" on public.employer_details;
create policy "Families give their employer details"
  on public.employer_details for insert to authenticated
  with check (
    (select auth.uid()) = family_id
    and (select private.accounts_my_user_type()) = 'family'
  );

drop policy "Caregivers give their SIN" on public.employee_sins;
create policy "Caregivers give their SIN"
  on public.employee_sins for insert to authenticated
  with check (
    (select auth.uid()) = caregiver_id
    and (select private.accounts_my_user_type()) = 'caregiver'
  );

drop policy "Families end employment and caregivers leave" on public.records_of_employment;
create policy "Families end employment and caregivers leave"
  on public.records_of_employment for insert to authenticated
  with check (
    exists (
      select 1 from private.team_member_card(records_of_employment.member_id) m
       where m.family_id = records_of_employment.family_id
         and m.caregiver_id = records_of_employment.caregiver_id
    )
    and (
      ((select auth.uid()) = family_id and cause = 'ended_by_family')
      or ((select auth.uid()) = caregiver_id and cause = 'caregiver_left' and reason_code is null)
    )
  );
