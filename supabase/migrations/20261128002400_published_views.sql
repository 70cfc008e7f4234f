-- What each domain publishes for the others' code to read (issue 24 point 1, ADR 054): until now
-- jobs, invites, applications, caregiver-search, messages, payments and employer read eight
-- tables of six other domains in their own SQL. Each owner now publishes a view of the columns
-- those readers use, and the readers read the view (supabase/table-owners.json lists each under
-- its owner, in `tables` and `publishes`).
--
-- Every view is one table's columns, `security_invoker`: the reader's RLS and column privileges
-- on the table apply exactly as they did to the direct read (a family still reads only its own
-- users row; the service path still reads every row), so a view widens nothing. A view over one
-- table without aggregates is inlined by the planner: the plans of the searches and cards that
-- read them are the plans of the direct reads (EXPLAIN before and after, same indexes).
-- Grants as the published views before this one (public.job_postings, public.payroll_lines):
-- nothing for anon, select for authenticated; service_role keeps the default.
--
-- Writes stay with the owner: the one write to another domain's table left in SQL that the owner
-- must make in SQL (the payments domain setting the account's isPaymentMethod flag) goes through
-- an accounts function below; the others (addresses, jobs, team members) are owner functions in
-- TypeScript that take the caller's transaction.

-- ---------------------------------------------------------------------------------------------
-- accounts

-- One view for what other domains show (cards) and how they write to a user (mail): a job alert
-- needs both of a caregiver, and two views of one table would join it twice.
create view public.user_cards with (security_invoker = on) as
  select id, user_id_number, user_type, first_name, last_name, img_url_thumb, email, locale,
         address_id
    from public.users;
comment on view public.user_cards is 'A user as other domains show them (public number, type, name, thumbnail) and write to them (contact email, locale), and the address they call home (whose row its owner alone reads). Published by accounts; users'' RLS applies to the reader.';
revoke all on public.user_cards from anon;
revoke insert, update, delete, truncate, references, trigger on public.user_cards from authenticated;
grant select on public.user_cards to authenticated;

create view public.account_flags with (security_invoker = on) as
  select user_id, is_bg_check
    from public.account_statuses;
comment on view public.account_flags is 'The status flags other domains decide by: whether the background check is approved. Published by accounts; account_statuses'' RLS applies to the reader.';
revoke all on public.account_flags from anon;
revoke insert, update, delete, truncate, references, trigger on public.account_flags from authenticated;
grant select on public.account_flags to authenticated;

create view public.care_need_keys with (security_invoker = on) as
  select user_id, services, conditions
    from public.care_needs;
comment on view public.care_need_keys is 'The services and conditions a family said it needs at signup (reference keys), for recommendations. Published by accounts; care_needs'' RLS applies to the reader.';
revoke all on public.care_need_keys from anon;
revoke insert, update, delete, truncate, references, trigger on public.care_need_keys from authenticated;
grant select on public.care_need_keys to authenticated;

-- The account's isPaymentMethod flag, set by the payments domain when a card is saved. Security
-- invoker: the caller's privileges decide, as when it updated the table itself (only the service
-- role may update account_statuses).
create function private.accounts_set_payment_method_flag(p_user uuid, p_value boolean)
returns void
language sql
set search_path = ''
as $$
  update public.account_statuses set is_payment_method = p_value where user_id = p_user;
$$;
comment on function private.accounts_set_payment_method_flag(uuid, boolean) is 'Sets the account''s isPaymentMethod flag; the payments domain''s way to write it (service path).';
revoke all on function private.accounts_set_payment_method_flag(uuid, boolean) from public, anon, authenticated;
grant execute on function private.accounts_set_payment_method_flag(uuid, boolean) to service_role;

-- ---------------------------------------------------------------------------------------------
-- addresses

create view public.address_places with (security_invoker = on) as
  select id, user_id, address_full,
         address_params ->> 'locality' as locality,
         address_params ->> 'adminAreaLevel1' as admin_area_level1,
         geohash, location
    from public.addresses;
comment on view public.address_places is 'An address as other domains use it: the street line, the city and region, the geohash and the point (distances are computed in the database, never handed out). Published by addresses; addresses'' RLS applies to the reader (its owner alone, or the service path).';
revoke all on public.address_places from anon;
revoke insert, update, delete, truncate, references, trigger on public.address_places from authenticated;
grant select on public.address_places to authenticated;

-- ---------------------------------------------------------------------------------------------
-- caregivers

create view public.caregiver_cards with (security_invoker = on) as
  select user_id, user_id_number, first_name, last_name, img_url_thumb, gender, wage_exp_cents,
         years_exp, review_count, review_score, job_types, languages, services, conditions,
         locality, admin_area_level1, work_radius_km, h3_cell, is_searchable
    from public.caregiver_profiles;
comment on view public.caregiver_cards is 'A caregiver as searches, cards, invites and job alerts read them: the public profile, the work radius and the coarse H3 cell, whether searchable. Published by caregivers; caregiver_profiles'' RLS applies to the reader.';
revoke all on public.caregiver_cards from anon;
revoke insert, update, delete, truncate, references, trigger on public.caregiver_cards from authenticated;
grant select on public.caregiver_cards to authenticated;

-- ---------------------------------------------------------------------------------------------
-- applications

create view public.application_states with (security_invoker = on) as
  select id, job_id, caregiver_id, is_read, is_accepted, is_declined
    from public.job_applications;
comment on view public.application_states is 'Who applied to which job and where the application stands (read, accepted, declined), for the jobs domain''s counts and cards. Published by applications; job_applications'' RLS applies to the reader.';
revoke all on public.application_states from anon;
revoke insert, update, delete, truncate, references, trigger on public.application_states from authenticated;
grant select on public.application_states to authenticated;

-- ---------------------------------------------------------------------------------------------
-- jobs

create view public.job_cards with (security_invoker = on) as
  select id, family_id, services, locality, admin_area_level1, is_available
    from public.jobs;
comment on view public.job_cards is 'A job at city level, available or not, as applications and invites show it (public.job_postings has the available ones in full). Published by jobs; jobs'' RLS and column privileges apply to the reader.';
revoke all on public.job_cards from anon;
revoke insert, update, delete, truncate, references, trigger on public.job_cards from authenticated;
grant select on public.job_cards to authenticated;

-- ---------------------------------------------------------------------------------------------
-- team

create view public.team_parties with (security_invoker = on) as
  select id, family_id, caregiver_id
    from public.team_members;
comment on view public.team_parties is 'Who is on whose team: each team member''s family (the employer) and caregiver. Published by team; team_members'' RLS applies to the reader.';
revoke all on public.team_parties from anon;
revoke insert, update, delete, truncate, references, trigger on public.team_parties from authenticated;
grant select on public.team_parties to authenticated;
