-- Realtime: a trigger announces which row changed and whom it may concern; the server then
-- re-reads the row as each of those users (under row-level security) before pushing it, so
-- a socket only ever receives what its user may read.

create function private.announce_change() returns trigger
language plpgsql
as $$
declare
  audience_column text := tg_argv[0];
  changed jsonb := to_jsonb(coalesce(new, old));
begin
  perform pg_notify(
    'tendwell_realtime',
    jsonb_build_object(
      'table', tg_table_name,
      'op', lower(tg_op),
      'id', changed ->> 'id',
      'audience', jsonb_build_array(changed ->> audience_column)
    )::text
  );
  return null;
end
$$;

create trigger notifications_announce
  after insert or update or delete on public.notifications
  for each row execute function private.announce_change('recipient_id');
