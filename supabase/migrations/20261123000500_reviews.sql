-- Reviews and the review prompt (spec 001 §2 Reviews, §4 eligibility, §5, §7; issue 13).
-- docs/decisions/030-reviews.md has the why.
--
-- Who does what:
-- - reviews: one per team member (unique constraint). Only the member's family writes, edits
--   and deletes it; the insert trigger copies the parties from the member and refuses a member
--   with fewer than 3 completed shifts (counted from public.shifts) or with reviews blocked.
--   The caregiver reads the reviews they received; whoever may read a caregiver's profile
--   (families while the profile is searchable, admins) reads that caregiver's reviews.
--   Visitors (anon) read nothing: the profile pages are for signed-in users.
-- - The score is a generated column: the average of the four ratings to 2 decimals.
-- - A trigger keeps team_members (is_reviewed, review_id) and caregiver_profiles (review_score,
--   review_count) in step with the reviews.
-- - The prompt: team_members.should_inquire = eligible, not reviewed, not blocked and the
--   review period (review_period_ends_at, set by 'Remind me later') over. A BEFORE UPDATE
--   trigger recomputes it when any input changes; private.refresh_review_prompts (pg_cron,
--   registered by web/domains/reviews/register.server.ts) sets it again once a period ends.

set local lock_timeout = '5s';
set local statement_timeout = '60s';

-- ---------------------------------------------------------------------------------------------
-- reviews

create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.team_members (id) on delete cascade,
  -- Copied from the member by the insert trigger (policies read them without a join).
  family_id uuid not null references public.users (id) on delete cascade,
  caregiver_id uuid not null references public.users (id) on delete cascade,
  family_first_name text not null default '',
  family_last_name text not null default '',
  family_img_url_thumb text,
  caregiver_user_id_number text not null default '',
  caregiver_first_name text not null default '',
  caregiver_last_name text not null default '',
  empathy smallint not null check (empathy between 1 and 5),
  punctuality smallint not null check (punctuality between 1 and 5),
  knowledge smallint not null check (knowledge between 1 and 5),
  helpfulness smallint not null check (helpfulness between 1 and 5),
  score numeric(3, 2) generated always as (
    round((empathy + punctuality + knowledge + helpfulness)::numeric / 4, 2)
  ) stored,
  title text not null check (length(btrim(title)) between 1 and 120),
  message text not null check (length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  constraint reviews_member_id_key unique (member_id)
);
comment on table public.reviews is 'A family''s review of a caregiver on its team (spec 001 Reviews): one per team member, after 3 completed shifts. The family writes, edits and deletes; the caregiver and readers of the caregiver''s profile read. score = average of the four ratings to 2 decimals.';
alter table public.reviews enable row level security;

create policy "Families, the caregiver and profile readers read reviews"
  on public.reviews for select to authenticated
  using (
    (select auth.uid()) = family_id
    or (select auth.uid()) = caregiver_id
    or exists (select 1 from public.caregiver_profiles p where p.user_id = reviews.caregiver_id)
  );
create policy "Families review their own team members"
  on public.reviews for insert to authenticated
  with check ((select auth.uid()) = family_id);
create policy "Families edit their own reviews"
  on public.reviews for update to authenticated
  using ((select auth.uid()) = family_id)
  with check ((select auth.uid()) = family_id);
create policy "Families delete their own reviews"
  on public.reviews for delete to authenticated
  using ((select auth.uid()) = family_id);

revoke all on public.reviews from anon;
revoke insert, update, delete, truncate, references, trigger on public.reviews from authenticated;
grant select, delete on public.reviews to authenticated;
grant insert (member_id, empathy, punctuality, knowledge, helpfulness, title, message)
  on public.reviews to authenticated;
grant update (empathy, punctuality, knowledge, helpfulness, title, message)
  on public.reviews to authenticated;

create index reviews_family_id_idx on public.reviews (family_id, created_at);
create index reviews_caregiver_id_idx on public.reviews (caregiver_id, created_at);
-- The profile's list: a caregiver's reviews by their public number (spec 002 GET /review/get_all/{userIdNumber}).
create index reviews_caregiver_user_id_number_idx
  on public.reviews (caregiver_user_id_number, created_at);

-- The parties and names come from the member, never from the client; the member must have 3
-- completed shifts and reviews not blocked. Security invoker: the writer must be able to read
-- the member and its shifts (a stranger finds nothing: P0002), and the insert policy then
-- requires the writer to be the member's family.
create function private.prepare_review() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  m public.team_members%rowtype;
  completed integer;
begin
  select * into m from public.team_members where id = new.member_id;
  if not found then
    raise exception 'team_member_not_found' using errcode = 'P0002';
  end if;
  if m.block_review then
    raise exception 'review_blocked' using errcode = '23514';
  end if;
  select count(*) into completed from public.shifts s
   where s.member_id = new.member_id and s.state = 'completed';
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

-- An edit stamps edited_at; the parties never change (no column privilege either).
create function private.touch_review() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.member_id <> old.member_id or new.family_id <> old.family_id
     or new.caregiver_id <> old.caregiver_id then
    raise exception 'review_parties_fixed' using errcode = '55000';
  end if;
  new.created_at := old.created_at;
  new.edited_at := now();
  return new;
end
$$;

-- Keeps the member's review state and the caregiver's score and count in step with the reviews.
-- A definer because the family may write neither row; reachable only as a trigger.
create function private.sync_review_totals() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  who uuid := coalesce(new.caregiver_id, old.caregiver_id);
begin
  if tg_op = 'INSERT' then
    update public.team_members set is_reviewed = true, review_id = new.id
     where id = new.member_id;
  elsif tg_op = 'DELETE' then
    update public.team_members set is_reviewed = false, review_id = null
     where id = old.member_id and review_id = old.id;
  end if;
  update public.caregiver_profiles p
     set review_count = t.n, review_score = t.avg_score
    from (
      select count(*)::integer as n, coalesce(round(avg(r.score), 2), 0) as avg_score
        from public.reviews r where r.caregiver_id = who
    ) t
   where p.user_id = who
     and (p.review_count, p.review_score) is distinct from (t.n, t.avg_score);
  return null;
end
$$;
revoke all on function private.sync_review_totals() from public;

create trigger reviews_prepare
  before insert on public.reviews
  for each row execute function private.prepare_review();
create trigger reviews_touch
  before update on public.reviews
  for each row execute function private.touch_review();
create trigger reviews_sync_totals
  after insert or update of empathy, punctuality, knowledge, helpfulness or delete
  on public.reviews
  for each row execute function private.sync_review_totals();

-- ---------------------------------------------------------------------------------------------
-- The review prompt on team_members

-- 'Remind me later' (GET /api/review/extend/{teamMemberId}) moves the family's own prompt; the
-- existing policy "Families edit their members' care plan and note" already limits updates to
-- the member's family, this grant adds the one column.
grant update (review_period_ends_at) on public.team_members to authenticated;

-- should_inquire follows its inputs whenever one of them changes (a pure function of the row).
create function private.compute_review_inquiry() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.should_inquire := new.num_shifts >= 3 and not new.is_reviewed and not new.block_review
    and (new.review_period_ends_at is null or new.review_period_ends_at <= now());
  return new;
end
$$;

create trigger team_members_review_inquiry
  before update of num_shifts, is_reviewed, block_review, review_period_ends_at
  on public.team_members
  for each row execute function private.compute_review_inquiry();

-- A period that has ended asks again (pg_cron, every 15 minutes). Reachable only by the
-- scheduler (execute revoked).
create function private.refresh_review_prompts() returns integer
language sql
set search_path = ''
as $$
  with changed as (
    update public.team_members
       set should_inquire = true
     where not should_inquire and not is_reviewed and not block_review and num_shifts >= 3
       and review_period_ends_at <= now()
    returning 1
  )
  select count(*)::integer from changed;
$$;
revoke all on function private.refresh_review_prompts() from public;

create index team_members_review_period_idx
  on public.team_members (review_period_ends_at)
  where not should_inquire and not is_reviewed and not block_review;

-- Members already past 3 completed shifts before this migration are asked too.
update public.team_members
   set should_inquire = true
 where not should_inquire and not is_reviewed and not block_review and num_shifts >= 3
   and (review_period_ends_at is null or review_period_ends_at <= now());
