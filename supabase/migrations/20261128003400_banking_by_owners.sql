-- banking_details moves from caregivers to its own domain, banking (issue 24: rooms the right
-- size; ADR 054). Closing an account removed it inside caregivers' function; the banking domain
-- now forgets its own row and caregivers' function asks it. Behaviour and the function's security
-- and grants are unchanged (`create or replace` keeps the grants). The new function is an action
-- (a write): security definer, as the closing function is, and executable by no API role.

-- Closing an account: the caregiver's banking details go.
create function private.banking_forget_account(p_account uuid) returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.banking_details where user_id = p_account;
$$;

-- caregivers: the profiles the account viewed, its background check (background-checks'), its
-- public profile (its availability, experience, education and others' favourites go with it) and
-- its banking (banking's). Returns the background check's stored file, to delete once the closing
-- has committed.
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
  perform private.banking_forget_account(p_account);
  return bg_file;
end
$$;

revoke all on function private.banking_forget_account(uuid) from public, anon, authenticated, service_role;
