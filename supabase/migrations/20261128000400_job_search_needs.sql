-- Job search: the services and conditions filters and 'Matches Me' (spec 002 §9; issue 20 point
-- 18; docs/decisions/038-job-needs-filters-and-emergency-alert.md).
--
-- A caregiver picks services and conditions (several of each, or 'Matches Me': their own); a job
-- is found when it needs any chosen service and has any chosen condition. The search stays the
-- shape of ADR 020: cells entirely inside the radius answer from their bitmaps, the rows at the
-- edge from an index-only scan.
--
-- 1. The cells get a bitmap per service (s:<key>) and per condition (c:<key>): a group is the OR
--    of its keys' bitmaps, ANDed with the other filters'.
-- 2. Each job carries its s:/c: keys as bits at their positions in private.job_cell_keys
--    (need_bits, positions 1 to 64), and the edge's covering index carries need_bits, so a row
--    is tested with one AND per group and the scan stays index-only. Every job key there is
--    (4 starts, 3 weekly hours, 4 lengths, 11 languages, 12 services, 15 conditions: 49) fits in
--    64 positions; tests/integration/job-search-needs.test.ts keeps it so.

-- ---------------------------------------------------------------------------------------------
-- 1. The cells' predicates: the old ones and each service and condition.

create function private.job_keys(p_service_start text, p_service_per_week text,
                                 p_service_length text, p_languages text[],
                                 p_services text[], p_conditions text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['ss:' || p_service_start, 'pw:' || p_service_per_week, 'sl:' || p_service_length]
         || coalesce(array(select 'l:' || l from unnest(p_languages) l), '{}')
         || coalesce(array(select 's:' || s from unnest(p_services) s), '{}')
         || coalesce(array(select 'c:' || c from unnest(p_conditions) c), '{}')
$$;
comment on function private.job_keys(text, text, text, text[], text[], text[]) is 'The search predicates a job satisfies (service start, per week, length, each language, each service, each condition): the keys of the bitmaps in private.job_cells.';
revoke all on function private.job_keys(text, text, text, text[], text[], text[])
  from public, anon, authenticated;

create or replace function private.job_cell_summary(p_cell_y integer, p_cell_x integer)
returns setof private.job_cells
language sql
stable
set search_path = ''
as $$
  with m as materialized (
    select (row_number() over (order by j.created_at, j.id) - 1)::int as i, j.created_at,
           private.job_keys(j.service_start, j.service_per_week, j.service_length,
                            j.language_pref, j.services, j.conditions) as ks
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

create or replace function private.build_job_cells() returns void
language plpgsql
set search_path = ''
as $$
begin
  lock table private.job_cells in exclusive mode;
  perform private.register_job_cell_keys(array(
    select distinct k
      from public.jobs j
     cross join unnest(private.job_keys(j.service_start, j.service_per_week, j.service_length,
                                        j.language_pref, j.services, j.conditions)) k
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

-- As before, and a change of services or conditions rebuilds the cell too.
create or replace function private.job_cells_follow() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cells integer[] := '{}';
begin
  if tg_op = 'UPDATE' and
     (old.is_available, old.x, old.band, old.created_at, old.service_start,
      old.service_per_week, old.service_length, old.language_pref, old.services, old.conditions)
     is not distinct from
     (new.is_available, new.x, new.band, new.created_at, new.service_start,
      new.service_per_week, new.service_length, new.language_pref, new.services, new.conditions)
  then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.is_available and old.x is not null then
    cells := cells || array[old.band, floor(old.x / 2000::float8)::int];
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.is_available and new.x is not null then
    perform private.register_job_cell_keys(private.job_keys(
      new.service_start, new.service_per_week, new.service_length, new.language_pref,
      new.services, new.conditions));
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

-- Nothing calls the four-argument form any more.
drop function private.job_keys(text, text, text, text[]);

-- ---------------------------------------------------------------------------------------------
-- 2. Each job's services and conditions as bits, for the rows at a disc's edge.

alter table public.jobs add column need_bits bigint not null default 0;
comment on column public.jobs.need_bits is 'The job''s services (s:<key>) and conditions (c:<key>) as bits at their positions in private.job_cell_keys (bit pos − 1, positions 1 to 64). Set by a trigger; no API role may read it (the search reads it on the service path).';

-- The bits of a list of keys at their positions (keys without one, or beyond 64, add none).
create function private.job_key_bits(p_keys text[])
returns bigint
language sql
stable
set search_path = ''
as $$
  select coalesce(bit_or(1::bigint << (ck.pos - 1)), 0)
    from private.job_cell_keys ck
   where ck.key = any(p_keys) and ck.pos <= 64
$$;
comment on function private.job_key_bits(text[]) is 'The keys'' bits at their positions in private.job_cell_keys (1 to 64): a job''s need_bits, or a search''s mask of chosen services or conditions.';
revoke all on function private.job_key_bits(text[]) from public, anon, authenticated;
grant execute on function private.job_key_bits(text[]) to service_role;

-- Security definer: families write public.jobs, and the job's new keys are registered in
-- private.job_cell_keys, which only the server and these triggers write.
create function private.set_job_need_bits() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  need_keys text[] := private.job_keys(new.service_start, new.service_per_week,
                                       new.service_length, '{}', new.services, new.conditions);
begin
  -- Only the s: and c: keys are bits of a job; the first three are left to the cells.
  need_keys := need_keys[4:];
  perform private.register_job_cell_keys(need_keys);
  new.need_bits := private.job_key_bits(need_keys);
  return new;
end
$$;
revoke all on function private.set_job_need_bits() from public, anon, authenticated;

create trigger jobs_need_bits
  before insert or update of services, conditions, need_bits on public.jobs
  for each row execute function private.set_job_need_bits();

-- The jobs already there (the trigger computes the bits; updated_at stays as it was).
alter table public.jobs disable trigger jobs_touch_updated_at;
update public.jobs set need_bits = 0;
alter table public.jobs enable trigger jobs_touch_updated_at;

-- The cells again, with their service and condition bitmaps.
select private.build_job_cells();

-- The edge's count: the covering index of 20261123000600 with the job's need bits.
create index jobs_available_band_needs_idx on public.jobs (band, x)
  include (y, location, created_at, service_start, service_per_week, service_length,
           language_pref, need_bits)
  where is_available;
drop index public.jobs_available_band_idx;
