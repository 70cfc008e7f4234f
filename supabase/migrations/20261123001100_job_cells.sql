-- Job search: per-cell counts with predicate bitmaps (issue 9 "Scale";
-- docs/decisions/020-job-search.md "Per-cell counts").
--
-- The exact total of a job search read every available job within the radius (about 0.5 µs
-- each: Toronto's 37,000 within 25 km took most of its 20 ms). As the caregiver search does
-- (20261123000700, 20261123000900), each 2 km planar cell keeps its available jobs' count and,
-- per filter predicate, a bitmap over its members; a search adds up the cells lying entirely
-- inside the radius and reads the rest row by row, so totals stay exact.
--
-- The date filter ("posted in the last N days": created_at ≥ the day's start − N days) moves
-- with the clock, so it has no bitmap: a cell's members are in created_at order instead (then
-- id), with their created_at in `created`, so the members posted since a cutoff are the bits
-- from width_bucket(cutoff − 1 µs, created) + 1 on (width_bucket finds, by binary search, how
-- many are earlier).
--
-- Predicates (private.job_keys): ss:<service start>, pw:<service per week>,
-- sl:<service length>, l:<language> (each language the posting prefers).

create function private.job_keys(p_service_start text, p_service_per_week text,
                                 p_service_length text, p_languages text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['ss:' || p_service_start, 'pw:' || p_service_per_week, 'sl:' || p_service_length]
         || coalesce(array(select 'l:' || l from unnest(p_languages) l), '{}')
$$;
comment on function private.job_keys(text, text, text, text[]) is 'The search predicates a job satisfies (service start, per week, length, each language): the keys of the bitmaps in private.job_cells.';
revoke all on function private.job_keys(text, text, text, text[]) from public, anon, authenticated;

create table private.job_cell_keys (
  pos smallint generated always as identity primary key,
  key text not null unique
);
comment on table private.job_cell_keys is 'The position of each job search predicate key (private.job_keys) in private.job_cells.bits: registered when a job first has it, never renumbered. Server only.';
alter table private.job_cell_keys enable row level security;
-- No policy: the API roles never reach it (and have no privilege either); the service role
-- bypasses row-level security.
revoke all on private.job_cell_keys from public, anon, authenticated;
grant select on private.job_cell_keys to service_role;

create table private.job_cells (
  cell_y integer not null,
  cell_x integer not null,
  members integer not null check (members > 0),
  created timestamptz[] not null,
  bits bit varying[] not null,
  updated_at timestamptz not null default now(),
  primary key (cell_y, cell_x) include (members)
) with (toast_tuple_target = 8160);
-- Kept in the row and uncompressed, as private.caregiver_cells (ADR 021).
alter table private.job_cells
  alter column created set storage external,
  alter column bits set storage external;
comment on table private.job_cells is 'Per 2 km planar cell (band, floor(x / 2000) of EPSG:3347) summary of the available jobs: their count, their created_at ascending (the members'' order) and a bitmap per search predicate at its position (bits[pos] ↔ private.job_cell_keys, null when no member has it). Rebuilt by the trigger on public.jobs. Server only: the job search reads it on the service path.';
comment on column private.job_cells.created is 'The members'' created_at, ascending (then by id): member i is bit i + 1 of every bitmap.';
alter table private.job_cells enable row level security;
-- No policy, as private.job_cell_keys.
revoke all on private.job_cells from public, anon, authenticated;
grant select on private.job_cells to service_role;

-- The bitmaps of a set of members: for each key, bit i + 1 set for each (i, key) pair, n bits
-- long. Built from 64-bit words (bit_or per key and word, then concatenated), not bit by bit.
create function private.member_bitmaps(p_n integer, p_member integer[], p_key text[])
returns table (key text, bits bit varying)
language sql
immutable
set search_path = ''
as $$
  with pairs as (
    select i, k from unnest(p_member, p_key) as t(i, k)
  ), words as (
    -- Member i is bit i of the bitmap: bit 63 - i % 64 of word i / 64.
    select k, i >> 6 as wi, bit_or(1::bigint << (63 - (i & 63))) as w
      from pairs group by k, i >> 6
  )
  select kk.k,
         substring(string_agg(coalesce(w.w, 0)::bit(64)::text, '' order by s.wi)::varbit
                   from 1 for p_n)
    from (select distinct k from words) kk
   cross join generate_series(0, (p_n - 1) >> 6) s(wi)
    left join words w on w.k = kk.k and w.wi = s.wi
   group by kk.k
$$;
comment on function private.member_bitmaps(integer, integer[], text[]) is 'Per key, the bitmap (p_n bits) of the members paired with it: bit i + 1 for member i.';
revoke all on function private.member_bitmaps(integer, integer[], text[])
  from public, anon, authenticated;

-- One cell's row from its available jobs, or nothing when it has none. Every key of its members
-- must have a position (the trigger and build_job_cells register them first).
create function private.job_cell_summary(p_cell_y integer, p_cell_x integer)
returns setof private.job_cells
language sql
stable
set search_path = ''
as $$
  with m as materialized (
    select (row_number() over (order by j.created_at, j.id) - 1)::int as i, j.created_at,
           private.job_keys(j.service_start, j.service_per_week, j.service_length,
                            j.language_pref) as ks
      from public.jobs j
     where j.is_available and j.band = p_cell_y
       and j.x >= p_cell_x * 2000.0 - 1 and j.x < (p_cell_x + 1) * 2000.0 + 1
       and floor(j.x / 2000::float8) = p_cell_x
  ), n as (
    select count(*)::int as n, array_agg(created_at order by i) as created from m
  ), pairs as (
    select array_agg(m.i) as i, array_agg(k) as k from m cross join unnest(m.ks) k
  ), placed as (
    select ck.pos, b.bits
      from n
     cross join pairs
     cross join lateral private.member_bitmaps(n.n, pairs.i, pairs.k) b
      join private.job_cell_keys ck on ck.key = b.key
  )
  select p_cell_y, p_cell_x, n.n, n.created,
         coalesce((
           select array_agg(placed.bits order by g.pos)
             from generate_series(1, (select max(pos) from placed)) g(pos)
             left join placed on placed.pos = g.pos
         ), '{}'),
         now()
    from n
   where n.n > 0
$$;
comment on function private.job_cell_summary(integer, integer) is 'The private.job_cells row of one cell computed from its available jobs; no row when it has none.';
revoke all on function private.job_cell_summary(integer, integer)
  from public, anon, authenticated;

-- Registers the keys nobody had yet; the identity is only drawn for a new key.
create function private.register_job_cell_keys(p_keys text[])
returns void
language sql
set search_path = ''
as $$
  insert into private.job_cell_keys (key)
  select k
    from (select distinct k from unnest(p_keys) k) new
   where k is not null
     and not exists (select 1 from private.job_cell_keys ck where ck.key = new.k)
   order by k
  on conflict (key) do nothing
$$;
revoke all on function private.register_job_cell_keys(text[]) from public, anon, authenticated;

-- Rebuild one cell after taking its lock in a statement of its own (a new snapshot under READ
-- COMMITTED then sees every change committed by a transaction that held the lock before), as
-- private.rebuild_caregiver_cell.
create function private.rebuild_job_cell(p_cell_y integer, p_cell_x integer)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('job_cells:' || p_cell_y || ':' || p_cell_x, 0));
  delete from private.job_cells c where c.cell_y = p_cell_y and c.cell_x = p_cell_x;
  insert into private.job_cells select * from private.job_cell_summary(p_cell_y, p_cell_x);
end
$$;
revoke all on function private.rebuild_job_cell(integer, integer)
  from public, anon, authenticated;

-- Every cell from scratch (this migration, and the bench after seeding with the trigger off).
create function private.build_job_cells() returns void
language plpgsql
set search_path = ''
as $$
begin
  lock table private.job_cells in exclusive mode;
  perform private.register_job_cell_keys(array(
    select distinct k
      from public.jobs j
     cross join unnest(private.job_keys(j.service_start, j.service_per_week, j.service_length,
                                        j.language_pref)) k
     where j.is_available));
  delete from private.job_cells;
  insert into private.job_cells
  select s.*
    from (select distinct j.band, floor(j.x / 2000::float8)::int as cell_x
            from public.jobs j
           where j.is_available and j.x is not null) c
   cross join lateral private.job_cell_summary(c.band, c.cell_x) s;
end
$$;
comment on function private.build_job_cells() is 'Rebuilds every private.job_cells row from public.jobs (set-based; for the migration and seeded data loaded with the trigger off).';
revoke all on function private.build_job_cells() from public, anon, authenticated;

-- The job's cell(s) follow each insert, update (posted, moved, activated or deactivated, filter
-- columns) and delete, in the same transaction: a deactivated job leaves the counts with its
-- commit. Security definer: families write public.jobs; only this function writes the cells.
create function private.job_cells_follow() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cells integer[] := '{}';
begin
  if tg_op = 'UPDATE' and
     (old.is_available, old.x, old.band, old.created_at, old.service_start,
      old.service_per_week, old.service_length, old.language_pref)
     is not distinct from
     (new.is_available, new.x, new.band, new.created_at, new.service_start,
      new.service_per_week, new.service_length, new.language_pref) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.is_available and old.x is not null then
    cells := cells || array[old.band, floor(old.x / 2000::float8)::int];
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.is_available and new.x is not null then
    perform private.register_job_cell_keys(private.job_keys(
      new.service_start, new.service_per_week, new.service_length, new.language_pref));
    cells := cells || array[new.band, floor(new.x / 2000::float8)::int];
  end if;
  -- Two cells (a move) are locked in a fixed order.
  if array_length(cells, 1) = 4 and cells[1:2] = cells[3:4] then
    cells := cells[1:2];
  elsif array_length(cells, 1) = 4 and cells[3:4] < cells[1:2] then
    cells := cells[3:4] || cells[1:2];
  end if;
  for i in 1 .. coalesce(array_length(cells, 1), 0) / 2 loop
    perform private.rebuild_job_cell(cells[2 * i - 1], cells[2 * i]);
  end loop;
  return null;
end
$$;
revoke all on function private.job_cells_follow() from public, anon, authenticated;

create trigger jobs_cells
  after insert or update or delete on public.jobs
  for each row execute function private.job_cells_follow();

-- The caregivers' cells build their bitmaps with the same function (same bits as before).
create or replace function private.caregiver_cell_summary(p_radius smallint, p_cell_y integer,
                                                          p_cell_x integer)
returns setof private.caregiver_cells
language sql
stable
set search_path = ''
as $$
  with m as materialized (
    select (row_number() over (order by pt.user_id) - 1)::int as i, pt.wage_exp_cents as w,
           private.caregiver_point_keys(pt.gender, pt.wage_exp_cents, pt.years_exp,
             pt.review_count, pt.review_score, pt.job_types, pt.services, pt.conditions,
             pt.languages) as ks
      from private.caregiver_points pt
     where pt.work_radius_km = p_radius and pt.band = p_cell_y
       and pt.x >= p_cell_x * 2000.0 - 1 and pt.x < (p_cell_x + 1) * 2000.0 + 1
       and floor(pt.x / 2000::float8) = p_cell_x
  ), n as (
    select count(*)::int as n, count(w)::int as wage_n, coalesce(sum(w), 0)::bigint as wage_sum
      from m
  ), pairs as (
    -- Each member's predicates, and the wage's bits as '#k'.
    select i, k from m cross join unnest(m.ks) k
    union all
    select i, '#' || b from m cross join generate_series(0, 30) b
     where m.w is not null and (m.w >> b) & 1 = 1
  ), maps as (
    select b.key as k, b.bits
      from n
     cross join (select array_agg(i) as i, array_agg(k) as k from pairs) p
     cross join lateral private.member_bitmaps(n.n, p.i, p.k) b
  ), placed as (
    select ck.pos, maps.bits
      from maps join private.caregiver_cell_keys ck on ck.key = maps.k
  )
  select p_radius, p_cell_y, p_cell_x, n.n, n.wage_n, n.wage_sum,
         coalesce((
           select array_agg(placed.bits order by g.pos)
             from generate_series(1, (select max(pos) from placed)) g(pos)
             left join placed on placed.pos = g.pos
         ), '{}'),
         coalesce((
           select array_agg(coalesce(maps.bits, repeat('0', n.n)::varbit) order by b)
             from generate_series(0, coalesce((select max(substr(k, 2)::int) from maps
                                                where k like '#%'), 0)) b
             left join maps on maps.k = '#' || b
         ), '{}'),
         now()
    from n
   where n.n > 0
$$;
grant execute on function private.member_bitmaps(integer, integer[], text[]) to service_role;

-- The jobs already there.
select private.build_job_cells();
