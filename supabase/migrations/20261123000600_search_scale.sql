-- Search at scale (issue 9 "Scale"; docs/decisions/020-job-search.md and 021-caregiver-search.md
-- say why and what it measured).
--
-- The total of a search ('Showing N of M', the pager, the average wage) is counted exactly over
-- every match. What made big cities slow was the cost per match: a bitmap heap scan of the GiST
-- candidates, a spheroidal ST_DWithin per row, and (caregivers) a primary-key probe into
-- caregiver_profiles per row for the filters. This migration makes each match cheap:
--
--   * a planar copy of each point in Statistics Canada Lambert (EPSG:3347, metres), x and y, and
--     band = floor(y / 2000): a btree on (band, x) is read band by band over the stretch of x
--     the radius reaches (the disk, in 2 km slices), and the radius test is arithmetic on x, y; only the rows within 1 % of the radius (the
--     projection's scale differs from the spheroid's by far less over 50 km) are decided by the
--     exact spheroidal ST_DWithin, so the answer is the one the geography test gives;
--   * covering indexes (INCLUDE) holding every column the count, the average and the filters
--     read, so the count is an index-only scan that never visits the heap;
--   * for caregivers, the filter columns copied into private.caregiver_points by the same
--     triggers that keep the point in step (the count no longer joins caregiver_profiles).
--
-- The page itself is read in distance order from the GiST indexes (KNN, `<->`), see the queries.

-- ---------------------------------------------------------------------------------------------
-- The frame of a search: the place in EPSG:3347 and the projection's scale there.

-- x and y of the place in EPSG:3347, and k: planar metres per metre on the spheroid at the place
-- (a conformal projection: the same in every direction). Security invoker; the search queries
-- call it on the service path.
create function private.search_frame(p_lng double precision, p_lat double precision)
returns table (x double precision, y double precision, k double precision)
language sql
immutable
set search_path = ''
as $$
  select extensions.st_x(o.p), extensions.st_y(o.p),
         extensions.st_distance(o.p, n.p)
           / extensions.st_distance(o.g::extensions.geography, n.g::extensions.geography)
    from (select extensions.st_setsrid(extensions.st_makepoint(p_lng, p_lat), 4326) as g) og
    cross join lateral (select og.g, extensions.st_transform(og.g, 3347) as p) o
    cross join lateral (
      select g, extensions.st_transform(g, 3347) as p
        from (select extensions.st_setsrid(extensions.st_makepoint(p_lng, p_lat + 0.01), 4326)
                as g) s
    ) n
$$;
comment on function private.search_frame(double precision, double precision) is 'A search place in EPSG:3347 metres and the projection''s scale there (planar metres per spheroid metre). Used by the caregiver and job searches to pre-decide their radius tests.';
revoke all on function private.search_frame(double precision, double precision)
  from public, anon, authenticated;
grant execute on function private.search_frame(double precision, double precision)
  to service_role;

-- ---------------------------------------------------------------------------------------------
-- Caregivers: the planar point and the filter columns beside the point.

alter table private.caregiver_points
  add column x double precision,
  add column y double precision,
  add column band integer,
  add column gender text,
  add column wage_exp_cents integer,
  add column years_exp smallint,
  add column review_count integer,
  add column review_score numeric(3, 2),
  add column job_types text[],
  add column services text[],
  add column conditions text[],
  add column languages text[];
comment on column private.caregiver_points.x is 'The point in EPSG:3347 (Statistics Canada Lambert), metres east; set from location by a trigger.';
comment on column private.caregiver_points.y is 'The point in EPSG:3347, metres north; set from location by a trigger.';
comment on column private.caregiver_points.band is 'floor(y / 2000): the 2 km band the search index leads with.';
comment on column private.caregiver_points.services is 'Copies of the profile''s filter columns (gender, wage, years, reviews, job types, services, conditions, languages), kept in step by refresh_caregiver_point, so the search counts without joining caregiver_profiles.';

-- x, y and band from the point, whoever writes the row: one function for every table whose
-- rows carry a geography `location` and its planar copy (caregiver_points and jobs).
create function private.set_planar_point() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  p extensions.geometry;
begin
  if tg_op = 'INSERT' or new.location is distinct from old.location or new.x is null then
    p := extensions.st_transform(new.location::extensions.geometry, 3347);
    new.x := extensions.st_x(p);
    new.y := extensions.st_y(p);
    new.band := floor(new.y / 2000)::integer;
  end if;
  return new;
end
$$;
revoke all on function private.set_planar_point() from public, anon, authenticated;

create trigger caregiver_points_planar
  before insert or update on private.caregiver_points
  for each row execute function private.set_planar_point();

-- The refresh now copies the filter columns too (same rule otherwise: present while searchable
-- with an address, absent otherwise).
create or replace function private.refresh_caregiver_point(p_user_id uuid) returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into private.caregiver_points as c
    (user_id, location, work_radius_km, gender, wage_exp_cents, years_exp, review_count,
     review_score, job_types, services, conditions, languages)
  select p.user_id, a.location, coalesce(p.work_radius_km, 25), p.gender, p.wage_exp_cents,
         p.years_exp, p.review_count, p.review_score, p.job_types, p.services, p.conditions,
         p.languages
    from public.caregiver_profiles p
    join public.users u on u.id = p.user_id
    join public.addresses a on a.id = u.address_id
   where p.user_id = p_user_id and p.is_searchable
  on conflict (user_id) do update
    set location = excluded.location, work_radius_km = excluded.work_radius_km,
        gender = excluded.gender, wage_exp_cents = excluded.wage_exp_cents,
        years_exp = excluded.years_exp, review_count = excluded.review_count,
        review_score = excluded.review_score, job_types = excluded.job_types,
        services = excluded.services, conditions = excluded.conditions,
        languages = excluded.languages, updated_at = now()
    where (c.location, c.work_radius_km, c.gender, c.wage_exp_cents, c.years_exp,
           c.review_count, c.review_score, c.job_types, c.services, c.conditions, c.languages)
          is distinct from
          (excluded.location, excluded.work_radius_km, excluded.gender, excluded.wage_exp_cents,
           excluded.years_exp, excluded.review_count, excluded.review_score, excluded.job_types,
           excluded.services, excluded.conditions, excluded.languages);
  if not exists (
    select 1
      from public.caregiver_profiles p
      join public.users u on u.id = p.user_id
      join public.addresses a on a.id = u.address_id
     where p.user_id = p_user_id and p.is_searchable
  ) then
    delete from private.caregiver_points c where c.user_id = p_user_id;
  end if;
end
$$;
revoke all on function private.refresh_caregiver_point(uuid) from public, anon, authenticated;

-- The profile trigger now also follows the filter columns.
drop trigger caregiver_profiles_point on public.caregiver_profiles;
create trigger caregiver_profiles_point
  after insert or update of is_searchable, work_radius_km, gender, wage_exp_cents, years_exp,
    review_count, review_score, job_types, services, conditions, languages
  on public.caregiver_profiles
  for each row execute function private.caregiver_point_from_profile();

-- The rows already there.
update private.caregiver_points c
   set gender = p.gender, wage_exp_cents = p.wage_exp_cents, years_exp = p.years_exp,
       review_count = p.review_count, review_score = p.review_score, job_types = p.job_types,
       services = p.services, conditions = p.conditions, languages = p.languages
  from public.caregiver_profiles p
 where p.user_id = c.user_id;

-- The count and the average of a search: index-only scans, one per work radius and 2 km band,
-- each over the stretch of x that the radius (grown by the margin) can reach in that band.
create index caregiver_points_band_idx on private.caregiver_points (work_radius_km, band, x)
  include (y, location, gender, wage_exp_cents, years_exp, review_count,
           review_score, job_types, services, conditions, languages);

-- ---------------------------------------------------------------------------------------------
-- Jobs: the planar point, and the covering index of available jobs.

alter table public.jobs
  add column x double precision,
  add column y double precision,
  add column band integer;
comment on column public.jobs.x is 'The job''s point in EPSG:3347 (Statistics Canada Lambert), metres east; set from location by a trigger. Like location, no API role may read it.';
comment on column public.jobs.y is 'The job''s point in EPSG:3347, metres north; set from location by a trigger.';
comment on column public.jobs.band is 'floor(y / 2000): the 2 km band the search index leads with.';

-- Runs after jobs_copy_address (triggers of a kind fire in name order), which sets location.
create trigger jobs_planar_point
  before insert or update on public.jobs
  for each row execute function private.set_planar_point();

-- The jobs already there (the trigger computes the columns; updated_at stays as it was).
alter table public.jobs disable trigger jobs_touch_updated_at;
update public.jobs set x = null where x is null;
alter table public.jobs enable trigger jobs_touch_updated_at;

create index jobs_available_band_idx on public.jobs (band, x)
  include (y, location, created_at, service_start, service_per_week, service_length,
           language_pref)
  where is_available;
