-- Second factors for signing in (issue 22 point 3, ADR 044): time-based one-time codes with
-- backup codes (Better Auth's two-factor plugin) and passkeys (@better-auth/passkey). Like the
-- other Better Auth tables they live in schema better_auth, are written only by the server's
-- auth connection, and no API role may read them: RLS is on and there are no policies for anon
-- or authenticated.

alter table better_auth.users
  add column two_factor_enabled boolean not null default false;
comment on column better_auth.users.two_factor_enabled is
  'True once a one-time-code authenticator has been confirmed with a valid code.';

-- ------------------------------------------------------------------ two_factors

create table better_auth.two_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references better_auth.users (id) on delete cascade,
  secret text not null,
  backup_codes text not null,
  verified boolean not null default true,
  failed_verification_count integer not null default 0,
  locked_until timestamptz
);
comment on table better_auth.two_factors is
  'One authenticator secret and its backup codes per login, encrypted with the auth secret. verified is false until the first valid code; wrong codes lock the second step for 15 minutes.';
alter table better_auth.two_factors enable row level security;
create unique index two_factors_user_id_idx on better_auth.two_factors (user_id);
create index two_factors_secret_idx on better_auth.two_factors (secret);

-- ------------------------------------------------------------------ passkeys

create table better_auth.passkeys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references better_auth.users (id) on delete cascade,
  name text check (length(name) <= 80),
  public_key text not null,
  credential_id text not null unique,
  counter integer not null default 0,
  device_type text not null,
  backed_up boolean not null default false,
  transports text,
  aaguid text,
  created_at timestamptz not null default now()
);
comment on table better_auth.passkeys is
  'WebAuthn credentials (public keys only): sign in directly, or the second step after a password.';
alter table better_auth.passkeys enable row level security;
create index passkeys_user_id_idx on better_auth.passkeys (user_id);

-- ------------------------------------------------------------------ closing an account

-- A closed account keeps its login row (public.users refers to it) but must never sign in again:
-- private.close_account removes the password and the sessions, and this removes the second
-- factors with them, a passkey above all, which would otherwise still open a session.
create function private.forget_second_factors()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from better_auth.passkeys where user_id = new.id;
  delete from better_auth.two_factors where user_id = new.id;
  update better_auth.users set two_factor_enabled = false where id = new.id;
  return null;
end
$$;
revoke all on function private.forget_second_factors() from public, anon, authenticated;

create trigger users_closed_forget_second_factors
  after update of closed_at on public.users
  for each row
  when (old.closed_at is null and new.closed_at is not null)
  execute function private.forget_second_factors();
