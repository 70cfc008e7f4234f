-- Better Auth's tables (email + password accounts, sessions, reset codes). They live in their
-- own schema, are written only by the server's auth connection, and no API role may read them.
create schema if not exists better_auth;
revoke all on schema better_auth from public, anon, authenticated;

create table better_auth.users (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null unique,
  email_verified boolean not null default false,
  image text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table better_auth.users is 'Login identities. The product profile is public.users with the same id.';
alter table better_auth.users enable row level security;

create table better_auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references better_auth.users (id) on delete cascade,
  token text not null unique,
  expires_at timestamptz not null,
  ip_address text,
  user_agent text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table better_auth.sessions is 'Cookie sessions; the cookie carries a signed token.';
alter table better_auth.sessions enable row level security;
create index sessions_user_id_idx on better_auth.sessions (user_id);
create index sessions_expires_at_idx on better_auth.sessions (expires_at);

create table better_auth.accounts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references better_auth.users (id) on delete cascade,
  account_id text not null,
  provider_id text not null,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table better_auth.accounts is 'Credentials per provider; password holds a scrypt hash, never clear text.';
alter table better_auth.accounts enable row level security;
create index accounts_user_id_idx on better_auth.accounts (user_id);

create table better_auth.verifications (
  id uuid primary key default gen_random_uuid(),
  identifier text not null,
  value text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table better_auth.verifications is 'Single-use codes such as password reset links; deleted when used.';
alter table better_auth.verifications enable row level security;
create index verifications_identifier_idx on better_auth.verifications (identifier);
create index verifications_expires_at_idx on better_auth.verifications (expires_at);
