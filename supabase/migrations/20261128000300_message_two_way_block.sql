-- Blocking both ways (spec 001 §3: a channel's blockedBy is a list; issue 20 point 16): either
-- member may block, each lifts only their own block, and while anyone blocks nobody may send.
-- docs/decisions/033-two-way-block.md says why the rule lives here and not only in the API.

-- The policies and the announce trigger name blocked_by; Postgres will not change the type of a
-- column they use, so they are dropped here and made again below for the list.
drop policy "Members block and the blocker unblocks" on public.message_channels;
drop policy "Members write to their channel while it is not blocked" on public.messages;
drop trigger message_channels_announce_block on public.message_channels;

-- ------------------------------------------------------------------ message_channels.blocked_by

-- One row per family and caregiver pair: a small table, rewritten once under its lock; the
-- existing block (one member or null) becomes a list of that member or the empty list.
-- The old check (one member or null) got a generated name (it names three columns); found by
-- what it checks rather than by a name Postgres chose.
do $$
declare
  old_check text;
begin
  select conname into strict old_check
    from pg_constraint
   where conrelid = 'public.message_channels'::regclass and contype = 'c'
     and pg_get_constraintdef(oid) like '%blocked_by%';
  execute format('alter table public.message_channels drop constraint %I', old_check);
end
$$;
alter table public.message_channels alter column blocked_by drop default;
-- squawk-ignore changing-column-type
alter table public.message_channels alter column blocked_by type uuid[]
  using (case when blocked_by is null then '{}'::uuid[] else array[blocked_by] end);
alter table public.message_channels alter column blocked_by set default '{}';
-- squawk-ignore adding-not-nullable-field
alter table public.message_channels alter column blocked_by set not null;
-- Members only, each at most once (no nulls: `<@` is false for a null element).
-- squawk-ignore constraint-missing-not-valid
alter table public.message_channels add constraint message_channels_blocked_by_members check (
  blocked_by <@ array[family_id, caregiver_id]
  and cardinality(blocked_by) <= 2
  and (cardinality(blocked_by) < 2 or blocked_by[1] <> blocked_by[2])
);
comment on column public.message_channels.blocked_by is
  'The members who have blocked the other (spec 001 §3 blockedBy); empty while nobody has.';

-- A member updates their channel's blocked_by (the only column they may update); which ids they
-- may add or remove is the trigger's rule below, since a policy cannot compare old and new.
create policy "Members change their own block"
  on public.message_channels for update to authenticated
  using ((select auth.uid()) in (family_id, caregiver_id))
  with check ((select auth.uid()) in (family_id, caregiver_id));

grant update (blocked_by) on public.message_channels to authenticated;

-- Only your own id can be added to or removed from blocked_by: the blocked member can neither
-- lift the other's block nor block in the other's name. Applies to the API roles (the service
-- path has no user acting and may repair data). Security invoker: it reads only the row.
create function private.check_channel_block_change() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  actor uuid;
begin
  if current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  actor := (select auth.uid());
  if exists (
    select 1 from unnest(new.blocked_by) b where b <> all (old.blocked_by) and b is distinct from actor
  ) or exists (
    select 1 from unnest(old.blocked_by) b where b <> all (new.blocked_by) and b is distinct from actor
  ) then
    raise exception 'A member adds or removes only their own block' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function private.check_channel_block_change() from public;

create trigger message_channels_check_block_change
  before update of blocked_by on public.message_channels
  for each row execute function private.check_channel_block_change();

-- Both members hear a block or an unblock, as before, from either side.
create trigger message_channels_announce_block
  after update of blocked_by on public.message_channels
  for each row when (old.blocked_by is distinct from new.blocked_by)
  execute function private.announce_change('family_id', 'caregiver_id');

-- ------------------------------------------------------------------ messages

-- The author is a member (the check and the foreign key), writes as themselves, and only while
-- nobody has blocked the channel: either member's block refuses both members' inserts here.
create policy "Members write to their channel while nobody blocks it"
  on public.messages for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and exists (
      select 1 from public.message_channels c
       where c.id = channel_id and cardinality(c.blocked_by) = 0
    )
  );
