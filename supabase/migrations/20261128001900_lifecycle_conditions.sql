-- Lifecycle refusals carry their condition in the error's constraint field (issue 24 point 3):
-- the server reads SQLSTATE + constraint name (postgres.js `code`, `constraint_name`), never the
-- message text. The messages stay as they were. Bodies otherwise unchanged from
-- 20261128000200_shift_care_details.sql (shifts) and 20261122001000_shifts.sql (tasks, reports: their insert and transition triggers).

create or replace function private.check_shift_transition() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  pending integer;
begin
  if new.id <> old.id or new.member_id <> old.member_id or new.family_id <> old.family_id
     or new.caregiver_id <> old.caregiver_id or new.created_at <> old.created_at then
    raise exception 'shift_immutable' using errcode = '42501', constraint = 'shift_immutable';
  end if;
  if new.services is distinct from old.services
     or new.conditions is distinct from old.conditions
     or new.language_pref is distinct from old.language_pref then
    if old.state <> 'scheduled' or old.starts_at <= now() then
      raise exception 'shift_started' using errcode = '55000', constraint = 'shift_started';
    end if;
  end if;
  if new.state = old.state then
    if new.checked_in_at is distinct from old.checked_in_at
       or new.completed_at is distinct from old.completed_at
       or new.shift_note <> old.shift_note then
      raise exception 'shift_transition' using errcode = '55000', constraint = 'shift_transition';
    end if;
    -- Times and note change only while scheduled and not started.
    if (new.starts_at <> old.starts_at or new.ends_at <> old.ends_at
        or new.time_zone <> old.time_zone)
       and (old.state <> 'scheduled' or old.starts_at <= now()) then
      raise exception 'shift_started' using errcode = '55000', constraint = 'shift_started';
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
      raise exception 'shift_tasks_pending' using errcode = '55000', constraint = 'shift_tasks_pending', detail = pending::text;
    end if;
    new.completed_at := now();
    return new;
  end if;
  raise exception 'shift_transition' using errcode = '55000', constraint = 'shift_transition',
    detail = format('%s → %s is not allowed.', old.state, new.state);
end
$$;

create or replace function private.check_task_transition() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  shift_state text;
begin
  if new.id <> old.id or new.shift_id <> old.shift_id or new.member_id <> old.member_id
     or new.family_id <> old.family_id or new.caregiver_id <> old.caregiver_id
     or new.title <> old.title or new.body <> old.body or new.time is distinct from old.time
     or new.created_at <> old.created_at then
    raise exception 'task_immutable' using errcode = '42501', constraint = 'task_immutable';
  end if;
  if old.state <> 'pending' then
    raise exception 'task_actioned' using errcode = '55000', constraint = 'task_actioned';
  end if;
  if new.state = 'pending' then
    raise exception 'task_transition' using errcode = '55000', constraint = 'task_transition';
  end if;
  select s.state into shift_state from public.shifts s where s.id = new.shift_id for share;
  if shift_state is distinct from 'checked_in' then
    raise exception 'task_not_checked_in' using errcode = '55000', constraint = 'task_not_checked_in';
  end if;
  new.actioned_at := now();
  return new;
end
$$;

create or replace function private.prepare_report() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  s record;
begin
  select sh.member_id, sh.family_id, sh.caregiver_id, sh.state into s
    from public.shifts sh where sh.id = new.shift_id;
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

create or replace function private.check_report_transition() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.id <> old.id or new.shift_id <> old.shift_id or new.member_id <> old.member_id
     or new.family_id <> old.family_id or new.caregiver_id <> old.caregiver_id
     or new.filer_id <> old.filer_id or new.title <> old.title or new.note <> old.note
     or new.created_at <> old.created_at then
    raise exception 'report_immutable' using errcode = '42501', constraint = 'report_immutable';
  end if;
  if new.state = 'read' and old.state = 'pending_review' then
    new.read_at := now();
    return new;
  end if;
  if new.state = 'actioned' then
    if coalesce(btrim(new.action), '') = '' then
      raise exception 'report_action_required' using errcode = '23514', constraint = 'report_action_required';
    end if;
    new.is_edited := old.state = 'actioned';
    new.read_at := coalesce(old.read_at, now());
    new.actioned_at := now();
    return new;
  end if;
  if new.state = old.state and new.action is not distinct from old.action then
    return new;
  end if;
  raise exception 'report_transition' using errcode = '55000', constraint = 'report_transition';
end
$$;
