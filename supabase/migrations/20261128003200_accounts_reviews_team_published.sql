-- Accounts, reviews and team stop reading other domains' tables (issue 24 point 1, ADR 054).
-- Accounts read the care address through addresses' address_places (which now also carries the
-- address's parts) and whether the caregiver has written a message or completed a shift through
-- messages' message_authors and shifts' shift_times (20261128003100); reviews lists team members
-- through team's team_review_states; team reads a member's review score through reviews' review_scores. (Writes
-- go through the owners: accounts stores an address with addresses' insertAddress in its own
-- transaction; reviews' 'Remind me later' calls team's private.team_extend_review_period below.)
--
-- The views are as those of 20261128002400: one table's columns, security_invoker, so the
-- reader's RLS and column privileges on the table apply exactly as they did to the direct read;
-- select for authenticated, nothing for anon. A view over one table is inlined by the planner:
-- the joins and exists() that read them keep their plans (EXPLAIN before and after: the same
-- index scans). The onboarding questions are views rather than functions like those of
-- 20261128002300 for that reason: a SQL function pinning search_path is not inlined and is
-- planned again at each statement (about 0.1 ms → 0.6–0.9 ms for the onboarding read).

-- ---------------------------------------------------------------------------------------------
-- addresses

-- address_params comes last: `create or replace view` may only add columns at the end.
create or replace view public.address_places with (security_invoker = on) as
  select id, user_id, address_full,
         address_params ->> 'locality' as locality,
         address_params ->> 'adminAreaLevel1' as admin_area_level1,
         geohash, location, address_params
    from public.addresses;
comment on view public.address_places is 'An address as other domains use it: the street line, the city and region, the geohash, the point (distances are computed in the database, never handed out) and the address''s lowercased parts (what a profile shows back). Published by addresses; addresses'' RLS applies to the reader (its owner alone, or the service path).';

-- ---------------------------------------------------------------------------------------------
-- messages

create view public.message_authors with (security_invoker = on) as
  select id, channel_id, author_id
    from public.messages;
comment on view public.message_authors is 'Who wrote each message, and in which channel (whether a caregiver has written one is an onboarding step). Published by messages; messages'' RLS applies to the reader.';
revoke all on public.message_authors from anon;
revoke insert, update, delete, truncate, references, trigger on public.message_authors from authenticated;
grant select on public.message_authors to authenticated;

-- ---------------------------------------------------------------------------------------------
-- team

create view public.team_review_states with (security_invoker = on) as
  select id, family_id, caregiver_id, created_at, num_shifts, is_reviewed, review_id,
         should_inquire, block_review, caregiver_first_name, caregiver_last_name,
         caregiver_img_url_thumb, client_first_name, client_last_name, family_img_url_thumb
    from public.team_members;
comment on view public.team_review_states is 'A team member as the review prompt lists it: the parties, the names and thumbnails it shows (the team''s copies), how many shifts are completed and where its review stands. Published by team; team_members'' RLS applies to the reader.';
revoke all on public.team_review_states from anon;
revoke insert, update, delete, truncate, references, trigger on public.team_review_states from authenticated;
grant select on public.team_review_states to authenticated;

-- 'Remind me later' (the reviews domain's prompt): the member's review period ends p_days from
-- now; answers the member's review state, or nothing when the caller may not change it. Security
-- invoker, as accounts_set_payment_method_flag: the caller's update policy on team_members (the
-- family's own members) and its column grant (review_period_ends_at, 20261123000500) decide, as
-- when reviews updated the table itself. A function rather than team TypeScript: team's UI reads
-- reviews' model, and the domains may not import each other.
create function private.team_extend_review_period(p_member uuid, p_days integer)
returns table (
  id uuid,
  is_reviewed boolean,
  review_id uuid,
  should_inquire boolean,
  block_review boolean,
  review_period_ends_at timestamptz
)
language sql
set search_path = ''
as $$
  update public.team_members m
     set review_period_ends_at = now() + make_interval(days => p_days)
   where m.id = p_member
  returning m.id, m.is_reviewed, m.review_id, m.should_inquire, m.block_review,
            m.review_period_ends_at;
$$;
comment on function private.team_extend_review_period(uuid, integer) is 'Moves a team member''s review period end p_days from now (the review prompt''s Remind me later), as the caller may update team_members. Published by team.';
revoke all on function private.team_extend_review_period(uuid, integer) from public, anon;
grant execute on function private.team_extend_review_period(uuid, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- reviews

create view public.review_scores with (security_invoker = on) as
  select id, member_id, score
    from public.reviews;
comment on view public.review_scores is 'A review''s score and the team member it is about, for the team list. Published by reviews; reviews'' RLS applies to the reader.';
revoke all on public.review_scores from anon;
revoke insert, update, delete, truncate, references, trigger on public.review_scores from authenticated;
grant select on public.review_scores to authenticated;
