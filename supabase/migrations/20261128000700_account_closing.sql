-- Accounts (issue 20 points 30 and 32): the phone rule of spec 000 §5 in full, and closing an
-- account, one rule for staff and (later) for the person themselves
-- (docs/decisions/040-closing-an-account.md).

-- ------------------------------------------------------------------ phone numbers

-- Spec 000 §5: an optional plus, then 3, 3 and 4 to 6 digits. Ten digits are stored formatted
-- (###) ###-####, longer numbers as + and digits (web/domains/accounts/schemas.ts, PHONE_PATTERN).
-- The new rule is wider than the old one, so every stored row already meets it: not valid skips a
-- scan that could find nothing.
alter table public.users drop constraint users_phone_num_check;
alter table public.users add constraint users_phone_num_check
  check (phone_num ~ '^(\(\d{3}\) \d{3}-\d{4}|\+?\d{11,12})$') not valid;

-- ------------------------------------------------------------------ closed accounts

-- Set once, when the account is closed; the row itself stays (what others keep refers to it).
alter table public.users add column closed_at timestamptz;
comment on column public.users.closed_at is
  'When the account was closed (private.close_account); its names then read Former member.';

-- Staff choose the account to close from /admin/accounts (duplicates are found by name and
-- email): admins read every profile. One policy, not two, so a user's own read stays one check.
drop policy "Users read their own profile" on public.users;
create policy "Users read their own profile; admins read every profile"
  on public.users for select to authenticated
  using ((select auth.uid()) = id or (select private.is_admin()));

-- ------------------------------------------------------------------ sessions that end

-- An open page hears at once that its session ended (issue 20 point 28, ADR 041): deleting a
-- session (logout, expiry, password reset, an account closed) tells the realtime hub whose it
-- was, and that user's sockets recheck their own session now. The payload names the user only.
create function private.announce_sessions_ended() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('tendwell_realtime', jsonb_build_object('sessionsEnded', old.user_id)::text);
  return null;
end
$$;
revoke all on function private.announce_sessions_ended() from public;

create trigger sessions_announce_ended
  after delete on better_auth.sessions
  for each row execute function private.announce_sessions_ended();

-- ------------------------------------------------------------------ account_closures

-- The admin trail of closed accounts. No foreign keys on purpose: the trail outlives whatever
-- is purged later (payroll records after six years), so it copies the public number and type.
create table public.account_closures (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null,
  account_user_id_number text not null,
  account_user_type text not null check (account_user_type in ('family', 'caregiver', 'admin')),
  closed_by uuid not null,
  closed_as text not null check (closed_as in ('admin', 'self')),
  reason text not null check (length(reason) between 1 and 1000),
  created_at timestamptz not null default now()
);
comment on table public.account_closures is
  'Append-only trail of closed accounts: who closed which, when and why (ADR 040).';
alter table public.account_closures enable row level security;

create policy "Admins read the account closures"
  on public.account_closures for select to authenticated
  using ((select private.is_admin()));

-- Written only by private.close_account (its owner); nobody may change or remove an entry.
revoke all on public.account_closures from public, anon, authenticated, service_role;
grant select on public.account_closures to authenticated, service_role;

create index account_closures_account_id_idx on public.account_closures (account_id);
create index account_closures_closed_by_idx on public.account_closures (closed_by);
create index account_closures_created_at_idx on public.account_closures (created_at desc);

-- Even the owner's connection cannot rewrite the trail.
create function private.refuse_trail_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'the account closures trail is append-only' using errcode = '42501';
end
$$;

create trigger account_closures_append_only
  before update or delete on public.account_closures
  for each row execute function private.refuse_trail_change();

-- ------------------------------------------------------------------ the closing rule

-- Closes an account: removes what may be removed, keeps what the law or the other party needs,
-- and records who did it. `closed_as` 'admin' needs an open admin account as the actor and a
-- reason; 'self' needs the actor to be the account. A definer because it must reach
-- better_auth (sign-in and sessions) and rows RLS keeps from the actor; only the server's
-- service role may run it, with the actor taken from the request's session.
-- Returns the stored files to delete once this has committed (pictures, background check).
create function private.close_account(
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

  -- Favourites, views and applications.
  delete from public.favourites where family_id = p_account;
  delete from public.job_favourites where caregiver_id = p_account;
  delete from public.job_views where caregiver_id = p_account;
  delete from public.profile_views where viewer_id = p_account;
  delete from public.job_applications where caregiver_id = p_account or family_id = p_account;

  -- Postings and the invites nobody took up. An invite that became a team member stays with
  -- its posting: the member's shifts, invoices and incident reports hang from it.
  delete from public.team_invites i
   where (i.family_id = p_account or i.caregiver_id = p_account)
     and not exists (select 1 from public.team_members m where m.invite_id = i.id);
  delete from public.jobs j
   where j.family_id = p_account
     and not exists (select 1 from public.team_invites i where i.job_id = j.id);
  update public.jobs set is_available = false where family_id = p_account;

  -- The profile: a caregiver's public profile (availability, experience, education and others'
  -- favourites of it go with it), care needs, banking, background check, cards, saved tasks,
  -- emergency contacts, notifications and presence.
  delete from public.background_checks where user_id = p_account returning file_path into bg_file;
  delete from public.caregiver_profiles where user_id = p_account;
  delete from public.care_needs where user_id = p_account;
  delete from public.banking_details where user_id = p_account;
  delete from public.payment_methods where user_id = p_account;
  delete from public.saved_tasks where user_id = p_account;
  delete from public.emergency_contacts where family_id = p_account;
  delete from public.notifications where recipient_id = p_account;
  delete from public.presence where user_id = p_account;

  -- What others keep (messages, team cards, reviews) shows the author as Former member.
  update public.users
     set first_name = 'Former', last_name = 'member', email = anon_email, phone_num = null,
         dob = null, gender = null, img_url = null, img_url_thumb = null, address_id = null,
         closed_at = now()
   where id = p_account;
  update public.message_channels
     set family_first_name = 'Former', family_last_name = 'member', family_img_url_thumb = null
   where family_id = p_account;
  update public.message_channels
     set caregiver_first_name = 'Former', caregiver_last_name = 'member',
         caregiver_img_url_thumb = null
   where caregiver_id = p_account;
  update public.team_members
     set family_first_name = 'Former', family_last_name = 'member', family_img_url_thumb = null
   where family_id = p_account;
  update public.team_members
     set caregiver_first_name = 'Former', caregiver_last_name = 'member',
         caregiver_img_url_thumb = null
   where caregiver_id = p_account;
  update public.team_invites
     set family_first_name = 'Former', family_last_name = 'member', family_img_url_thumb = null
   where family_id = p_account;
  update public.team_invites
     set caregiver_first_name = 'Former', caregiver_last_name = 'member',
         caregiver_img_url_thumb = null
   where caregiver_id = p_account;
  -- (A review's touch trigger stamps edited_at: the copy of the name changed, which is true.)
  update public.reviews
     set family_first_name = 'Former', family_last_name = 'member', family_img_url_thumb = null
   where family_id = p_account;
  update public.reviews
     set caregiver_first_name = 'Former', caregiver_last_name = 'member'
   where caregiver_id = p_account;
  if target.img_url_thumb is not null then
    update public.notifications set sender_img_url_thumb = null
     where sender_img_url_thumb = target.img_url_thumb;
  end if;

  -- Addresses last: jobs, invites and the profile let go of them above (or set null).
  delete from public.addresses where user_id = p_account;

  return jsonb_build_object(
    'pictures', jsonb_strip_nulls(jsonb_build_object('a', target.img_url, 'b', target.img_url_thumb)),
    'backgroundCheck', bg_file
  );
end
$$;
revoke all on function private.close_account(uuid, uuid, text, text) from public, anon, authenticated;
grant execute on function private.close_account(uuid, uuid, text, text) to service_role;
