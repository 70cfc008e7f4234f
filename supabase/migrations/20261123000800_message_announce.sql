-- Messages at scale (issue 10's delivery target, docs/decisions/022-messages.md "The send path"):
-- fewer triggers and statements per message.
--
-- 1. One announcement per change naming every member column given, instead of one trigger (and
--    one NOTIFY) per member. private.announce_change takes any number of audience columns now;
--    the existing one-column triggers of other tables keep working unchanged.
-- 2. The sender's isMessage flag (spec 001 §2 'Send your first message') is set by the message's
--    own insert, and only while it is not yet set: the send is one statement in one transaction,
--    where it used to be followed by a service transaction of its own for every first message.

-- ------------------------------------------------------------------ announcements

-- CREATE OR REPLACE keeps the function's owner and privileges (a plain trigger function, not a
-- definer: it reads only the row it is given).
create or replace function private.announce_change() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  changed jsonb := to_jsonb(coalesce(new, old));
  audience jsonb := '[]'::jsonb;
  member text;
begin
  -- Each argument names a column holding a user id; an empty column names nobody.
  foreach member in array tg_argv loop
    if changed ->> member is not null then
      audience := audience || jsonb_build_array(changed ->> member);
    end if;
  end loop;
  perform pg_notify(
    'tendwell_realtime',
    jsonb_build_object(
      'table', tg_table_name,
      'op', lower(tg_op),
      'id', changed ->> 'id',
      'audience', audience
    )::text
  );
  return null;
end
$$;

drop trigger messages_announce_family on public.messages;
drop trigger messages_announce_caregiver on public.messages;
create trigger messages_announce
  after insert or update or delete on public.messages
  for each row execute function private.announce_change('family_id', 'caregiver_id');

drop trigger message_channels_announce_family on public.message_channels;
drop trigger message_channels_announce_caregiver on public.message_channels;
create trigger message_channels_announce
  after insert or delete on public.message_channels
  for each row execute function private.announce_change('family_id', 'caregiver_id');

drop trigger message_channels_announce_block_family on public.message_channels;
drop trigger message_channels_announce_block_caregiver on public.message_channels;
create trigger message_channels_announce_block
  after update of blocked_by on public.message_channels
  for each row when (old.blocked_by is distinct from new.blocked_by)
  execute function private.announce_change('family_id', 'caregiver_id');

-- ------------------------------------------------------------------ isMessage

-- A definer because members may not write account_statuses (server-owned onboarding flags);
-- nobody may execute it directly, and a trigger needs no EXECUTE privilege to fire. The update
-- matches no row once the flag is set, so later messages neither lock nor write the status row.
create function private.set_author_is_message() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.account_statuses s
     set is_message = true
   where s.user_id = new.author_id and not s.is_message;
  return null;
end
$$;
revoke all on function private.set_author_is_message() from public;

create trigger messages_set_author_is_message
  after insert on public.messages
  for each row execute function private.set_author_is_message();
