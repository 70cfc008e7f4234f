-- The admin trail (issue 22 point 6, docs/decisions/046-admin-audit-trail.md): every write staff
-- make leaves one line, written in the same transaction as the write, and no role may change or
-- remove a line afterwards.

create table public.admin_audit (
  id uuid primary key default gen_random_uuid(),
  -- No foreign key on purpose: the trail outlives the staff account (closed or purged later),
  -- so it keeps the name the actor had at the time.
  actor_id uuid not null,
  actor_name text not null check (length(actor_name) between 1 and 200),
  -- A key of the admin catalog (web/server/admin-audit.server.ts lists them).
  action text not null check (action ~ '^[a-z][A-Za-z]{2,60}$'),
  record_kind text not null check (record_kind ~ '^[a-z][A-Za-z]{2,40}$'),
  record_id text not null check (length(record_id) between 1 and 200),
  details jsonb not null default '{}'::jsonb
    check (jsonb_typeof(details) = 'object' and pg_column_size(details) <= 8192),
  created_at timestamptz not null default now()
);
comment on table public.admin_audit is
  'Append-only trail of admin writes: who, when, what (a catalog key) and which record (ADR 046).';
alter table public.admin_audit enable row level security;

create policy "Admins read the admin trail"
  on public.admin_audit for select to authenticated
  using ((select private.is_admin()));
-- An admin's own transaction writes the line as that admin, never as someone else.
create policy "Admins add lines as themselves"
  on public.admin_audit for insert to authenticated
  with check (actor_id = (select auth.uid()) and (select private.is_admin()));

-- Lines are added and read, never changed or removed, by any role the app or the API uses.
revoke all on public.admin_audit from public, anon, authenticated, service_role;
grant select, insert on public.admin_audit to authenticated, service_role;

create index admin_audit_created_at_idx on public.admin_audit (created_at desc, id desc);
create index admin_audit_actor_id_idx on public.admin_audit (actor_id, created_at desc);
create index admin_audit_action_idx on public.admin_audit (action, created_at desc);
create index admin_audit_record_idx on public.admin_audit (record_kind, record_id);

-- Whoever inserts (the service role bypasses RLS), the actor must be an open staff account; the
-- name and the time are the database's, not the caller's, so a line cannot be back-dated or
-- signed with another name.
create function private.stamp_admin_audit() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  name text;
begin
  select coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.email, u.id::text)
    into name
    from public.users u
   where u.id = new.actor_id and u.user_type = 'admin' and u.closed_at is null;
  if name is null then
    raise exception 'only staff write the admin trail' using errcode = '42501';
  end if;
  new.actor_name := left(name, 200);
  new.created_at := now();
  return new;
end
$$;
revoke all on function private.stamp_admin_audit() from public;

create trigger admin_audit_stamp
  before insert on public.admin_audit
  for each row execute function private.stamp_admin_audit();

-- Even the owner's connection (which grants cannot stop) cannot rewrite or empty the trail.
create function private.refuse_admin_audit_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'the admin trail is append-only' using errcode = '42501';
end
$$;
revoke all on function private.refuse_admin_audit_change() from public;

create trigger admin_audit_append_only
  before update or delete on public.admin_audit
  for each row execute function private.refuse_admin_audit_change();
create trigger admin_audit_no_truncate
  before truncate on public.admin_audit
  for each statement execute function private.refuse_admin_audit_change();
