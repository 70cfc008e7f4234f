-- Jobs: what a family posts when it looks for care (spec 002 §3 Job). The first posting is made
-- at family signup from the care needs; later ones from /profile/jobs/new.
--
-- Who sees what: the family that owns a job reads and changes all of it. Caregivers read
-- available jobs, but only the city-level columns: the exact place (address_id, location,
-- geohash) is withheld by column privileges, so even a direct `select` on the table cannot
-- return it, and the address row itself is readable by its owner alone (addresses RLS).
-- Caregivers are meant to read through the view public.job_postings; distances for job search
-- are computed on the server, never by handing out the point.

create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  family_id uuid not null references public.users (id) on delete cascade,
  description text not null check (length(btrim(description)) between 1 and 5000),
  services text[] not null check (cardinality(services) between 1 and 12),
  conditions text[] not null check (cardinality(conditions) >= 1),
  language_pref text[] not null default '{english}' check (cardinality(language_pref) between 1 and 11),
  service_start text not null check (service_start in ('immediately', '1week', '1month', '1month+')),
  service_per_week text not null check (service_per_week in ('under10', '10-20', '20+')),
  service_length text not null
    check (service_length in ('underOneMonth', 'underThreeMonths', 'underSixMonths', 'overSixMonths')),
  -- The family's own address row; set null if they delete it, the copies below stay.
  address_id uuid references public.addresses (id) on delete set null,
  -- Copied from the address by a trigger (never from the client): the city caregivers may see,
  -- and the exact point they may not.
  locality text not null check (length(locality) <= 200),
  admin_area_level1 text not null check (length(admin_area_level1) <= 200),
  geohash text not null check (geohash ~ '^[0-9b-hjkmnp-z]{9}$'),
  location extensions.geography(Point, 4326) not null,
  is_available boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.jobs is 'Job postings by families. Caregivers see available ones at city level (public.job_postings); the exact place is the family''s alone.';
alter table public.jobs enable row level security;

create policy "Families read their own jobs"
  on public.jobs for select to authenticated
  using ((select auth.uid()) = family_id);
-- Row access only: column privileges below keep address_id, geohash and location out of reach.
create policy "Caregivers read available jobs"
  on public.jobs for select to authenticated
  using (
    is_available
    and exists (
      select 1 from public.users u
       where u.id = (select auth.uid()) and u.user_type = 'caregiver'
    )
  );
create policy "Families post their own jobs"
  on public.jobs for insert to authenticated
  with check (
    (select auth.uid()) = family_id
    and exists (
      select 1 from public.users u
       where u.id = (select auth.uid()) and u.user_type = 'family'
    )
  );
create policy "Families change their own jobs"
  on public.jobs for update to authenticated
  using ((select auth.uid()) = family_id)
  with check ((select auth.uid()) = family_id);

-- Privileges are per column because RLS chooses rows, not columns. family_id never changes;
-- the city copies and the point are written by the trigger; nothing is deleted (a family
-- deactivates a posting instead).
revoke all on public.jobs from anon;
revoke select, insert, update, delete, truncate, references, trigger on public.jobs from authenticated;
grant select (id, family_id, description, services, conditions, language_pref, service_start,
              service_per_week, service_length, locality, admin_area_level1, is_available,
              created_at, updated_at)
  on public.jobs to authenticated;
grant insert (family_id, description, services, conditions, language_pref, service_start,
              service_per_week, service_length, address_id, is_available)
  on public.jobs to authenticated;
grant update (description, services, conditions, language_pref, service_start, service_per_week,
              service_length, address_id, is_available)
  on public.jobs to authenticated;

create index jobs_family_id_idx on public.jobs (family_id, created_at desc);
create index jobs_is_available_idx on public.jobs (is_available, created_at desc);
create index jobs_location_idx on public.jobs using gist (location);

-- The place of a job always comes from the family's own address: a client can neither point a
-- job at someone else's address nor claim a city it did not choose.
create function private.copy_job_address() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  place record;
begin
  if new.address_id is null then
    if tg_op = 'INSERT' then
      raise exception 'A job needs an address' using errcode = '23502';
    end if;
    -- The address was removed: keep the last known city and point.
    return new;
  end if;
  select a.address_params ->> 'locality' as locality,
         a.address_params ->> 'adminAreaLevel1' as admin_area_level1,
         a.geohash, a.location
    into place
    from public.addresses a
   where a.id = new.address_id and a.user_id = new.family_id;
  if not found then
    raise exception 'The address of a job must belong to its family' using errcode = '42501';
  end if;
  new.locality := coalesce(place.locality, '');
  new.admin_area_level1 := coalesce(place.admin_area_level1, '');
  new.geohash := place.geohash;
  new.location := place.location;
  return new;
end
$$;
revoke all on function private.copy_job_address() from public;

create trigger jobs_copy_address
  before insert or update of address_id on public.jobs
  for each row execute function private.copy_job_address();
create trigger jobs_touch_updated_at
  before update on public.jobs
  for each row execute function private.touch_updated_at();

-- What a caregiver reads: available postings at city level. security_invoker makes the table's
-- RLS and column privileges apply to the reader, so this view widens nothing.
create view public.job_postings with (security_invoker = on) as
  select id, family_id, description, services, conditions, language_pref, service_start,
         service_per_week, service_length, locality, admin_area_level1, created_at, updated_at
    from public.jobs
   where is_available;
comment on view public.job_postings is 'Available jobs without their exact place; caregivers read jobs through this.';
revoke all on public.job_postings from anon;
revoke insert, update, delete, truncate, references, trigger on public.job_postings from authenticated;
grant select on public.job_postings to authenticated;

-- The family's way to its job's exact address (the column is not selectable directly).
create function public.job_address(job_id uuid) returns setof public.addresses
language sql stable security definer set search_path = ''
as $$
  select a.*
    from public.jobs j
    join public.addresses a on a.id = j.address_id
   where j.id = job_address.job_id
     and j.family_id = (select auth.uid())
     and a.user_id = (select auth.uid())
$$;
revoke all on function public.job_address(uuid) from public, anon;
grant execute on function public.job_address(uuid) to authenticated, service_role;
