-- Closing an account, each domain forgetting its own rows (issue 24 point 1, ADR 054).
-- private.close_account (20261128000700_account_closing.sql) deleted and rewrote rows in fifteen
-- tables of eleven domains. Each owning domain now publishes what closing an account means for
-- its tables as a function of its own, and close_account calls them in the order the foreign
-- keys need. What is removed, what is kept and the order are unchanged; ADR 040 says why.
-- Every function is a definer reachable only from close_account (revoked from every role).

-- caregiver-search: the family's favourites.
create function private.caregiver_search_forget_account(p_account uuid) returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.favourites where family_id = p_account;
$$;

-- applications: the account's applications, made or received.
create function private.applications_forget_account(p_account uuid) returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.job_applications where caregiver_id = p_account or family_id = p_account;
$$;

-- team: whether an invite became a team member (the invite then stays: the member's shifts,
-- invoices and incident reports hang from it).
create function private.team_invite_was_taken_up(p_invite uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.team_members m where m.invite_id = p_invite);
$$;

-- invites: whether a posting has invites (then it stays, unlisted).
create function private.invites_job_has_invites(p_job uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.team_invites i where i.job_id = p_job);
$$;

-- invites: the invites nobody took up go; the others show the person as Former member.
create function private.invites_forget_account(p_account uuid) returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.team_invites i
   where (i.family_id = p_account or i.caregiver_id = p_account)
     and not private.team_invite_was_taken_up(i.id);
  update public.team_invites
     set family_first_name = 'Former', family_last_name = 'member', family_img_url_thumb = null
   where family_id = p_account;
  update public.team_invites
     set caregiver_first_name = 'Former', caregiver_last_name = 'member',
         caregiver_img_url_thumb = null
   where caregiver_id = p_account;
$$;

-- jobs: favourites and views of postings; the postings without invites go, the others are
-- unlisted. After the invites: a posting an invite still names stays.
create function private.jobs_forget_account(p_account uuid) returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.job_favourites where caregiver_id = p_account;
  delete from public.job_views where caregiver_id = p_account;
  delete from public.jobs j
   where j.family_id = p_account and not private.invites_job_has_invites(j.id);
  update public.jobs set is_available = false where family_id = p_account;
$$;

-- caregivers: the profiles the account viewed, its background check, its public profile (its
-- availability, experience, education and others' favourites go with it) and its banking.
-- Returns the background check's stored file, to delete once the closing has committed.
create function private.caregivers_forget_account(p_account uuid) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  bg_file text;
begin
  delete from public.profile_views where viewer_id = p_account;
  delete from public.background_checks where user_id = p_account returning file_path into bg_file;
  delete from public.caregiver_profiles where user_id = p_account;
  delete from public.banking_details where user_id = p_account;
  return bg_file;
end
$$;

-- payments: saved cards.
create function private.payments_forget_account(p_account uuid) returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.payment_methods where user_id = p_account;
$$;

-- shifts: saved task lists.
create function private.shifts_forget_account(p_account uuid) returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.saved_tasks where user_id = p_account;
$$;

-- team: emergency contacts go; team cards show the person as Former member.
create function private.team_forget_account(p_account uuid) returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.emergency_contacts where family_id = p_account;
  update public.team_members
     set family_first_name = 'Former', family_last_name = 'member', family_img_url_thumb = null
   where family_id = p_account;
  update public.team_members
     set caregiver_first_name = 'Former', caregiver_last_name = 'member',
         caregiver_img_url_thumb = null
   where caregiver_id = p_account;
$$;

-- notifications: the account's own go; others' notifications lose its picture.
create function private.notifications_forget_account(p_account uuid, p_thumb text) returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.notifications where recipient_id = p_account;
  update public.notifications set sender_img_url_thumb = null
   where p_thumb is not null and sender_img_url_thumb = p_thumb;
$$;

-- messages: conversations stay with the other party, the author shown as Former member.
create function private.messages_forget_account(p_account uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.message_channels
     set family_first_name = 'Former', family_last_name = 'member', family_img_url_thumb = null
   where family_id = p_account;
  update public.message_channels
     set caregiver_first_name = 'Former', caregiver_last_name = 'member',
         caregiver_img_url_thumb = null
   where caregiver_id = p_account;
$$;

-- reviews: they stay with the caregiver, the family shown as Former member. (A review's touch
-- trigger stamps edited_at: the copy of the name changed, which is true.)
create function private.reviews_forget_account(p_account uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.reviews
     set family_first_name = 'Former', family_last_name = 'member', family_img_url_thumb = null
   where family_id = p_account;
  update public.reviews
     set caregiver_first_name = 'Former', caregiver_last_name = 'member'
   where caregiver_id = p_account;
$$;

-- addresses: last, once postings, invites and the profile have let go of them.
create function private.addresses_forget_account(p_account uuid) returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.addresses where user_id = p_account;
$$;

revoke all on function private.caregiver_search_forget_account(uuid) from public, anon, authenticated, service_role;
revoke all on function private.applications_forget_account(uuid) from public, anon, authenticated, service_role;
revoke all on function private.team_invite_was_taken_up(uuid) from public, anon, authenticated, service_role;
revoke all on function private.invites_job_has_invites(uuid) from public, anon, authenticated, service_role;
revoke all on function private.invites_forget_account(uuid) from public, anon, authenticated, service_role;
revoke all on function private.jobs_forget_account(uuid) from public, anon, authenticated, service_role;
revoke all on function private.caregivers_forget_account(uuid) from public, anon, authenticated, service_role;
revoke all on function private.payments_forget_account(uuid) from public, anon, authenticated, service_role;
revoke all on function private.shifts_forget_account(uuid) from public, anon, authenticated, service_role;
revoke all on function private.team_forget_account(uuid) from public, anon, authenticated, service_role;
revoke all on function private.notifications_forget_account(uuid, text) from public, anon, authenticated, service_role;
revoke all on function private.messages_forget_account(uuid) from public, anon, authenticated, service_role;
revoke all on function private.reviews_forget_account(uuid) from public, anon, authenticated, service_role;
revoke all on function private.addresses_forget_account(uuid) from public, anon, authenticated, service_role;

-- accounts: the closing itself, its own tables, and each domain's part in turn.
create or replace function private.close_account(
  p_account uuid,
  p_actor uuid,
  p_closed_as text,
  p_reason text
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.users%rowtype;
  reason text := btrim(coalesce(p_reason, ''));
  bg_file text;
  anon_email text := 'closed-' || p_account::text || '@closed.invalid';
begin
  if p_closed_as = 'admin' then
    if not exists (
      select 1 from public.users
       where id = p_actor and user_type = 'admin' and closed_at is null
    ) then
      raise exception 'only staff may close another account' using errcode = '42501';
    end if;
    if p_actor = p_account then
      raise exception 'staff close their own account as themselves' using errcode = '42501';
    end if;
    if reason = '' then
      raise exception 'a reason is required' using errcode = '22023';
    end if;
  elsif p_closed_as = 'self' then
    if p_actor is distinct from p_account then
      raise exception 'only the account holder may close it themselves' using errcode = '42501';
    end if;
    if reason = '' then reason := 'Closed by the account holder'; end if;
  else
    raise exception 'unknown closing kind %', p_closed_as using errcode = '22023';
  end if;
  if length(reason) > 1000 then
    raise exception 'the reason is too long' using errcode = '22023';
  end if;

  select * into target from public.users where id = p_account for update;
  if not found then
    raise exception 'no such account' using errcode = 'P0002';
  end if;
  if target.closed_at is not null then
    raise exception 'the account is already closed' using errcode = '55000';
  end if;

  insert into public.account_closures
    (account_id, account_user_id_number, account_user_type, closed_by, closed_as, reason)
  values (p_account, target.user_id_number, target.user_type, p_actor, p_closed_as, reason);

  -- Sign-in: no password, no session, no reset code; the login row stays (public.users
  -- refers to it) under an address that can never receive mail.
  delete from better_auth.sessions where user_id = p_account;
  delete from better_auth.accounts where user_id = p_account;
  delete from better_auth.verifications where value = p_account::text;
  update better_auth.users
     set name = 'Former member', email = anon_email, image = null, email_verified = false,
         updated_at = now()
   where id = p_account;

  -- Favourites, views and applications; then invites nobody took up, then the postings they
  -- let go of (in that order: a posting an invite names stays).
  perform private.caregiver_search_forget_account(p_account);
  perform private.applications_forget_account(p_account);
  perform private.invites_forget_account(p_account);
  perform private.jobs_forget_account(p_account);

  -- The profile, care needs, banking, background check, cards, saved tasks, emergency
  -- contacts, notifications and presence.
  bg_file := private.caregivers_forget_account(p_account);
  delete from public.care_needs where user_id = p_account;
  perform private.payments_forget_account(p_account);
  perform private.shifts_forget_account(p_account);
  perform private.team_forget_account(p_account);
  perform private.notifications_forget_account(p_account, target.img_url_thumb);
  delete from public.presence where user_id = p_account;

  -- What others keep (messages, team cards, reviews) shows the author as Former member.
  update public.users
     set first_name = 'Former', last_name = 'member', email = anon_email, phone_num = null,
         dob = null, gender = null, img_url = null, img_url_thumb = null, address_id = null,
         closed_at = now()
   where id = p_account;
  perform private.messages_forget_account(p_account);
  perform private.reviews_forget_account(p_account);

  -- Addresses last: postings, invites and the profile let go of them above (or set null).
  perform private.addresses_forget_account(p_account);

  return jsonb_build_object(
    'pictures', jsonb_strip_nulls(jsonb_build_object('a', target.img_url, 'b', target.img_url_thumb)),
    'backgroundCheck', bg_file
  );
end
$$;
