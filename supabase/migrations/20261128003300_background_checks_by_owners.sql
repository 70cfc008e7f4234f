-- background_checks and background_check_reimbursements move from caregivers to their own domain,
-- background-checks (issue 24: rooms the right size; ADR 054). Three functions touched both a
-- check and a caregiver's own rows; each now asks the other owner through a small function about
-- its own rows, as 20261128002300 did for the rest. Behaviour, error codes and each function's
-- security and grants are unchanged (`create or replace` keeps the grants).
--
-- How the new functions are built, so that nothing is widened:
--   * A question asked only from security-definer triggers is security invoker (it then runs as
--     the definer's owner), executable by no API role.
--   * An action (a write) is security definer, as the trigger that made it was, and executable
--     by no API role: only the owner's and other domains' triggers and functions reach it.

-- ---------------------------------------------------------------------------------------------
-- caregivers: the profile's searchable flag, set from an approval

-- Approval makes the profile searchable, anything else hides it. A definer: is_searchable is not
-- granted to anyone, and the actor (an admin) does not own the profile row.
create function private.caregivers_set_searchable(p_user uuid, p_searchable boolean) returns void
language sql
security definer
set search_path = ''
as $$
  update public.caregiver_profiles p
     set is_searchable = p_searchable
   where p.user_id = p_user
     and p.is_searchable is distinct from p_searchable;
$$;

-- ---------------------------------------------------------------------------------------------
-- background-checks: whether a caregiver's check is approved; forgetting a closed account's check

-- A new profile starts searchable only behind an approved check (caregivers' insert trigger).
create function private.background_checks_is_approved(p_user uuid) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.background_checks b
     where b.user_id = p_user and b.status = 'approved'
  );
$$;

-- Closing an account: the check goes; its stored file is returned, to delete once the closing
-- has committed.
create function private.background_checks_forget_account(p_account uuid) returns text
language sql
security definer
set search_path = ''
as $$
  delete from public.background_checks where user_id = p_account returning file_path;
$$;

-- ---------------------------------------------------------------------------------------------
-- The callers, asking the owner

create or replace function private.sync_caregiver_searchable() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.caregivers_set_searchable(new.user_id, new.status = 'approved');
  return null;
end
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
  new.is_searchable := private.background_checks_is_approved(new.user_id);
  return new;
end
$$;

-- caregivers: the profiles the account viewed, its background check (background-checks'), its
-- public profile (its availability, experience, education and others' favourites go with it) and
-- its banking. Returns the background check's stored file, to delete once the closing has
-- committed.
create or replace function private.caregivers_forget_account(p_account uuid) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  bg_file text;
begin
  delete from public.profile_views where viewer_id = p_account;
  bg_file := private.background_checks_forget_account(p_account);
  delete from public.caregiver_profiles where user_id = p_account;
  delete from public.banking_details where user_id = p_account;
  return bg_file;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Grants: only the triggers and functions above reach the new functions.

revoke all on function private.caregivers_set_searchable(uuid, boolean) from public, anon, authenticated, service_role;
revoke all on function private.background_checks_is_approved(uuid) from public, anon, authenticated, service_role;
revoke all on function private.background_checks_forget_account(uuid) from public, anon, authenticated, service_role;
