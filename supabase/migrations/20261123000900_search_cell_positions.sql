-- Caregiver search: each predicate's bitmap at one position in every cell (issue 9 "Scale";
-- docs/decisions/021-caregiver-search.md "Per-cell summaries").
--
-- A filtered search found the chosen predicates' bitmaps in each cell by name: `keys @> wanted`
-- and array_position over the cell's keys, text comparisons that cost about 3 of the 5 µs a cell
-- took (Toronto reads about 1,000 cells), in a plpgsql call per cell. Now each predicate key has
-- a position, given the first time a member has it and never changed; bits[pos] is that
-- predicate's bitmap in every cell (null where no member of the cell has it). A search looks the
-- positions up once and ANDs a few subscripts in plain SQL; a null bitmap counts 0.

create table private.caregiver_cell_keys (
  pos smallint generated always as identity primary key,
  key text not null unique
);
comment on table private.caregiver_cell_keys is 'The position of each search predicate key (private.caregiver_point_keys) in private.caregiver_cells.bits: registered when a point first has it, never renumbered. Server only.';
alter table private.caregiver_cell_keys enable row level security;
-- No policy: the API roles never reach it (and have no privilege either); the service role
-- bypasses row-level security.
revoke all on private.caregiver_cell_keys from public, anon, authenticated;
grant select, insert on private.caregiver_cell_keys to service_role;

-- Registers the keys nobody had yet. Existing keys are skipped before the insert, so the
-- identity is only drawn for a new key (a conflict would still draw one and leave a gap).
create function private.register_caregiver_cell_keys(p_keys text[])
returns void
language sql
set search_path = ''
as $$
  insert into private.caregiver_cell_keys (key)
  select k
    from (select distinct k from unnest(p_keys) k) new
   where k is not null
     and not exists (select 1 from private.caregiver_cell_keys ck where ck.key = new.k)
   order by k
  on conflict (key) do nothing
$$;
comment on function private.register_caregiver_cell_keys(text[]) is 'Gives each key of the list that has no position yet the next one.';
revoke all on function private.register_caregiver_cell_keys(text[])
  from public, anon, authenticated;
grant execute on function private.register_caregiver_cell_keys(text[]) to service_role;

drop function private.caregiver_cell_match(text[], bit varying[], bit varying[], text[]);

-- The cells are rebuilt below in the new layout. Only the search reads this private table (no
-- API role may), and the search that reads it ships with this migration: no client breaks.
truncate private.caregiver_cells;
-- squawk-ignore ban-drop-column
alter table private.caregiver_cells drop column keys;
comment on table private.caregiver_cells is 'Per (work radius, 2 km planar cell) summary of private.caregiver_points: member count, wage count and sum, a bitmap per search predicate at its position (bits[pos] ↔ private.caregiver_cell_keys, null when no member has it; members in user_id order) and the wage''s bit slices. Rebuilt from its members by triggers on caregiver_points. Server only: the caregiver search reads it on the service path.';
comment on column private.caregiver_cells.bits is 'bits[pos]: the members having the key at pos in private.caregiver_cell_keys (null when none has it).';

-- One cell's row from its members, or nothing when it has none. Every key of its members must
-- have a position (the point trigger and build_caregiver_cells register them first).
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
  ), pos as (
    -- Each member's predicates, and the wage's bits as '#k'.
    select i, k from m cross join unnest(m.ks) k
    union all
    select i, '#' || b from m cross join generate_series(0, 30) b
     where m.w is not null and (m.w >> b) & 1 = 1
  ), words as (
    -- Member i is bit i of the bitmap: bit 63 - i % 64 of word i / 64.
    select k, i >> 6 as wi, bit_or(1::bigint << (63 - (i & 63))) as w
      from pos group by k, i >> 6
  ), maps as (
    select kk.k,
           substring(string_agg(coalesce(w.w, 0)::bit(64)::text, '' order by s.wi)::varbit
                     from 1 for n.n) as bits
      from (select distinct k from words) kk
     cross join n
     cross join generate_series(0, (n.n - 1) >> 6) s(wi)
      left join words w on w.k = kk.k and w.wi = s.wi
     group by kk.k, n.n
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

-- Every cell from scratch: every key of every point first has its position.
create or replace function private.build_caregiver_cells() returns void
language plpgsql
set search_path = ''
as $$
begin
  lock table private.caregiver_cells in exclusive mode;
  perform private.register_caregiver_cell_keys(array(
    select distinct k
      from private.caregiver_points pt
     cross join unnest(private.caregiver_point_keys(pt.gender, pt.wage_exp_cents, pt.years_exp,
                         pt.review_count, pt.review_score, pt.job_types, pt.services,
                         pt.conditions, pt.languages)) k));
  delete from private.caregiver_cells;
  insert into private.caregiver_cells
  select s.*
    from (select distinct pt.work_radius_km, pt.band, floor(pt.x / 2000::float8)::int as cell_x
            from private.caregiver_points pt) c
   cross join lateral private.caregiver_cell_summary(c.work_radius_km, c.band, c.cell_x) s;
end
$$;

-- The point's keys have their positions before its cell(s) are rebuilt; the other members'
-- keys got theirs when they were written.
create or replace function private.caregiver_point_cells() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  cells integer[] := '{}';
  i integer;
begin
  if tg_op = 'UPDATE' and
     (old.x, old.y, old.band, old.work_radius_km, old.gender, old.wage_exp_cents, old.years_exp,
      old.review_count, old.review_score, old.job_types, old.services, old.conditions,
      old.languages)
     is not distinct from
     (new.x, new.y, new.band, new.work_radius_km, new.gender, new.wage_exp_cents, new.years_exp,
      new.review_count, new.review_score, new.job_types, new.services, new.conditions,
      new.languages) then
    return null;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.register_caregiver_cell_keys(private.caregiver_point_keys(
      new.gender, new.wage_exp_cents, new.years_exp, new.review_count, new.review_score,
      new.job_types, new.services, new.conditions, new.languages));
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.x is not null then
    cells := cells || array[old.work_radius_km::int, old.band, floor(old.x / 2000::float8)::int];
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.x is not null then
    cells := cells || array[new.work_radius_km::int, new.band, floor(new.x / 2000::float8)::int];
  end if;
  if array_length(cells, 1) = 6 and cells[1:3] = cells[4:6] then
    cells := cells[1:3];
  elsif array_length(cells, 1) = 6 and cells[4:6] < cells[1:3] then
    cells := cells[4:6] || cells[1:3];
  end if;
  i := 1;
  while i < coalesce(array_length(cells, 1), 0) loop
    perform private.rebuild_caregiver_cell(cells[i]::smallint, cells[i + 1], cells[i + 2]);
    i := i + 3;
  end loop;
  return null;
end
$$;

-- The points already there, in the new layout.
select private.build_caregiver_cells();
