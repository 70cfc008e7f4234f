-- Shifts carry the client's conditions and languages, and a family applies a care-plan change to
-- the member's unstarted shifts as itself (issue 20 points 9 and 10; spec 001 §3, §7;
-- docs/decisions/037-shift-care-details.md).
--
-- - conditions[] and language_pref[] are copied at creation, like services[]: from the job the
--   caregiver was hired through, else the family's signup care needs. The caregiver reads them on
--   the shift (they may read neither the job's private columns nor the care needs).
-- - The family's include-shifts runs as the family: a policy lets it update services, and
--   services only (column grant), of its own shifts that are scheduled and not yet started; the
--   transition trigger refuses a care-plan change on a started shift on every path.

set local lock_timeout = '5s';
set local statement_timeout = '60s';

alter table public.shifts
  add column conditions text[] not null default '{}',
  add column language_pref text[] not null default '{}';
comment on column public.shifts.conditions is 'The client''s conditions at creation (spec 001 §3 conditions[]): the hire''s job, else the family''s care needs. Copied by private.prepare_shift.';
comment on column public.shifts.language_pref is 'The client''s preferred languages at creation (spec 001 §3 languagePref[]), copied like conditions.';

create policy "Families update the care plan of unstarted shifts"
  on public.shifts for update to authenticated
  using ((select auth.uid()) = family_id and state = 'scheduled' and starts_at > now())
  with check ((select auth.uid()) = family_id and state = 'scheduled' and starts_at > now());

grant update (services) on public.shifts to authenticated;

-- As before, plus the client's conditions and languages. Security invoker: the inserting family
-- reads its own member, invite, address, job and care needs.
create or replace function private.prepare_shift() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  m record;
begin
  select tm.family_id, tm.caregiver_id, tm.services, a.location,
         coalesce(j.conditions, cn.conditions, '{}') as conditions,
         coalesce(j.language_pref, cn.language_pref, '{}') as language_pref
    into m
    from public.team_members tm
    left join public.team_invites i on i.id = tm.invite_id
    left join public.addresses a on a.id = i.address_id
    left join public.jobs j on j.id = tm.job_id
    left join public.care_needs cn on cn.user_id = tm.family_id
   where tm.id = new.member_id;
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

-- As before, with the care plan (and the copied conditions and languages) frozen once the shift
-- has started or been checked in: a started shift keeps the plan it was worked under.
create or replace function private.check_shift_transition() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  pending integer;
begin
  if new.id <> old.id or new.member_id <> old.member_id or new.family_id <> old.family_id
     or new.caregiver_id <> old.caregiver_id or new.created_at <> old.created_at then
    raise exception 'shift_immutable' using errcode = '42501';
  end if;
  if new.services is distinct from old.services
     or new.conditions is distinct from old.conditions
     or new.language_pref is distinct from old.language_pref then
    if old.state <> 'scheduled' or old.starts_at <= now() then
      raise exception 'shift_started' using errcode = '55000';
    end if;
  end if;
  if new.state = old.state then
    if new.checked_in_at is distinct from old.checked_in_at
       or new.completed_at is distinct from old.completed_at
       or new.shift_note <> old.shift_note then
      raise exception 'shift_transition' using errcode = '55000';
    end if;
    -- Times and note change only while scheduled and not started.
    if (new.starts_at <> old.starts_at or new.ends_at <> old.ends_at
        or new.time_zone <> old.time_zone)
       and (old.state <> 'scheduled' or old.starts_at <= now()) then
      raise exception 'shift_started' using errcode = '55000';
    end if;
    return new;
  end if;
  if old.state = 'scheduled' and new.state = 'checked_in' then
    new.checked_in_at := now();
    return new;
  end if;
  if old.state = 'checked_in' and new.state = 'completed' then
    select count(*) into pending from public.tasks t
     where t.shift_id = new.id and t.state = 'pending';
    if pending > 0 then
      raise exception 'shift_tasks_pending' using errcode = '55000', detail = pending::text;
    end if;
    new.completed_at := now();
    return new;
  end if;
  raise exception 'shift_transition' using errcode = '55000',
    detail = format('%s → %s is not allowed.', old.state, new.state);
end
$$;

-- Shifts scheduled before this migration take the client's conditions and languages where they
-- have not started (started ones keep what they were worked under, as the trigger above says).
update public.shifts s
   set conditions = coalesce(j.conditions, cn.conditions, '{}'),
       language_pref = coalesce(j.language_pref, cn.language_pref, '{}')
  from public.team_members tm
  left join public.jobs j on j.id = tm.job_id
  left join public.care_needs cn on cn.user_id = tm.family_id
 where tm.id = s.member_id and s.state = 'scheduled' and s.starts_at > now();
