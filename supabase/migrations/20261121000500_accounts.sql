-- Accounts: the product profile of each login, its status flags, addresses, a family's care
-- needs and presence. Writes that change what a user is allowed to do (user type, status
-- flags) happen only on the server's service path; users edit their own contact fields.

create table public.addresses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references better_auth.users (id) on delete cascade,
  address_full text not null check (length(address_full) between 1 and 300),
  -- unitInfo, streetNumber, streetRoute, locality, adminAreaLevel1, country, postalCode; lowercased.
  address_params jsonb not null default '{}',
  location extensions.geography(Point, 4326) not null,
  geohash text not null check (geohash ~ '^[0-9b-hjkmnp-z]{9}$'),
  created_at timestamptz not null default now()
);
comment on table public.addresses is 'Places people give us. Exact addresses are private to their owner; others see the city.';
alter table public.addresses enable row level security;

create policy "Owners read their addresses"
  on public.addresses for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "Owners add their addresses"
  on public.addresses for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "Owners change their addresses"
  on public.addresses for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "Owners remove their addresses"
  on public.addresses for delete to authenticated
  using ((select auth.uid()) = user_id);

create index addresses_user_id_idx on public.addresses (user_id);
create index addresses_location_idx on public.addresses using gist (location);

-- A short public number for URLs such as /caregiver/{userIdNumber}; random so it reveals
-- neither how many users we have nor who joined when.
create function private.new_user_id_number() returns text
language plpgsql volatile
as $$
declare
  candidate text;
begin
  loop
    candidate := (100000000 + floor(random() * 900000000))::bigint::text;
    exit when not exists (select 1 from public.users where user_id_number = candidate);
  end loop;
  return candidate;
end
$$;

create table public.users (
  id uuid primary key references better_auth.users (id) on delete cascade,
  user_id_number text not null unique,
  user_type text not null check (user_type in ('family', 'caregiver', 'admin')),
  -- Contact email; starts as the login email, and changing it never changes the login.
  email text not null check (length(email) <= 254),
  first_name text not null default '' check (length(first_name) <= 80),
  last_name text not null default '' check (length(last_name) <= 80),
  phone_num text check (phone_num ~ '^\(\d{3}\) \d{3}-\d{4}$'),
  dob date,
  gender text check (gender in ('male', 'female')),
  img_url text,
  img_url_thumb text,
  address_id uuid references public.addresses (id) on delete set null,
  locale text not null default 'en' check (locale in ('en', 'fr')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.users is 'The product profile of a login: who they are and what kind of user.';
alter table public.users enable row level security;

create policy "Users read their own profile"
  on public.users for select to authenticated
  using ((select auth.uid()) = id);
create policy "Users change their own profile"
  on public.users for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

-- Column privileges keep user_type, user_id_number and pictures out of a user's reach even on
-- their own row; pictures are set by the upload endpoint after it checks the file.
revoke insert, update, delete on public.users from anon, authenticated;
grant update (first_name, last_name, phone_num, dob, gender, locale, address_id)
  on public.users to authenticated;

create index users_user_type_idx on public.users (user_type);
create index users_address_id_idx on public.users (address_id);

alter table public.users alter column user_id_number set default private.new_user_id_number();

create function private.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.users where id = (select auth.uid()) and user_type = 'admin'
  )
$$;
revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to authenticated, service_role;

create table public.account_statuses (
  user_id uuid primary key references public.users (id) on delete cascade,
  is_profile_completed boolean not null default false,
  is_basic_completed boolean not null default false,
  is_service_completed boolean not null default false,
  is_edu_accred_completed boolean not null default false,
  is_user_img_completed boolean not null default false,
  is_initial boolean not null default false,
  is_apply boolean not null default false,
  is_message boolean not null default false,
  is_bg_check_submitted boolean not null default false,
  is_bg_check boolean not null default false,
  is_completed_first_shift boolean not null default false,
  is_completed_all boolean not null default false,
  is_payment_method boolean not null default false,
  is_banking boolean not null default false,
  is_avail_complete boolean not null default false,
  updated_at timestamptz not null default now()
);
comment on table public.account_statuses is 'Onboarding and permission flags. Only the server sets them; users may read their own.';
alter table public.account_statuses enable row level security;

create policy "Users read their own status flags"
  on public.account_statuses for select to authenticated
  using ((select auth.uid()) = user_id);

revoke insert, update, delete on public.account_statuses from anon, authenticated;

create function private.create_account_status() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.account_statuses (user_id, is_profile_completed)
  values (new.id, new.user_type <> 'caregiver')
  on conflict (user_id) do nothing;
  return new;
end
$$;

create trigger on_user_created
  after insert on public.users
  for each row execute function private.create_account_status();

create function private.touch_updated_at() returns trigger
language plpgsql
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger users_touch_updated_at
  before update on public.users
  for each row execute function private.touch_updated_at();
create trigger account_statuses_touch_updated_at
  before update on public.account_statuses
  for each row execute function private.touch_updated_at();

create table public.care_needs (
  user_id uuid primary key references public.users (id) on delete cascade,
  service_start text not null check (service_start in ('immediately', '1week', '1month', '1month+')),
  service_per_week text not null check (service_per_week in ('under10', '10-20', '20+')),
  service_length text not null
    check (service_length in ('underOneMonth', 'underThreeMonths', 'underSixMonths', 'overSixMonths')),
  services text[] not null check (cardinality(services) between 1 and 12),
  conditions text[] not null check (cardinality(conditions) >= 1),
  language_pref text[] not null check (cardinality(language_pref) between 1 and 11),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.care_needs is 'What a family told us at signup: when, how much, which services, conditions and languages.';
alter table public.care_needs enable row level security;

create policy "Families read their own care needs"
  on public.care_needs for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "Families change their own care needs"
  on public.care_needs for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create trigger care_needs_touch_updated_at
  before update on public.care_needs
  for each row execute function private.touch_updated_at();

create table public.presence (
  user_id uuid primary key references public.users (id) on delete cascade,
  is_online boolean not null default false,
  last_seen_at timestamptz not null default now()
);
comment on table public.presence is 'Online or offline, from open sockets and the login/online and login/offline calls.';
alter table public.presence enable row level security;

create policy "Users read their own presence"
  on public.presence for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "Users record their own presence"
  on public.presence for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "Users update their own presence"
  on public.presence for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
