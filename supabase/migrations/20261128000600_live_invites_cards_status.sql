-- Live where the spec reads live (issue 20 point 21; spec 002 §7 "Live reads"): team invites for
-- both parties, a family's saved cards, and each account's status flags reach open pages through
-- the realtime hub (docs/decisions/007-realtime.md). The triggers only name who may care; the
-- server re-reads the row as each of them under row-level security before pushing anything.

-- ------------------------------------------------------------------ team invites

-- A new offer, a mark-read, an accept or a decline: both parties hear it in one announcement.
create trigger team_invites_announce
  after insert or update on public.team_invites
  for each row execute function private.announce_change('family_id', 'caregiver_id');

-- ------------------------------------------------------------------ payment methods

-- Its owner only (the family); a delete is pushed without a row.
create trigger payment_methods_announce
  after insert or update or delete on public.payment_methods
  for each row execute function private.announce_change('user_id');

-- ------------------------------------------------------------------ account status flags

-- account_statuses is keyed by user_id and has no id column, which private.announce_change
-- reads, so it gets its own announcer: the row's id is its user's id and its only audience is
-- that user. A plain trigger function (not a definer): it reads only the row it is given.
create function private.announce_account_status() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify(
    'tendwell_realtime',
    jsonb_build_object(
      'table', tg_table_name,
      'op', lower(tg_op),
      'id', new.user_id,
      'audience', jsonb_build_array(new.user_id)
    )::text
  );
  return null;
end
$$;
revoke all on function private.announce_account_status() from public;

-- Only a flag that really changed is announced: touching updated_at alone says nothing new.
create trigger account_statuses_announce
  after update on public.account_statuses
  for each row
  when ((to_jsonb(old) - 'updated_at') is distinct from (to_jsonb(new) - 'updated_at'))
  execute function private.announce_account_status();
