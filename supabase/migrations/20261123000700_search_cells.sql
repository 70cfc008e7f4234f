-- Caregiver search: per-cell summaries with predicate bitmaps (issue 9 "Scale";
-- docs/decisions/021-caregiver-search.md "Per-cell summaries" says why and what it measured).
--
-- The exact total and average wage of a search visited every match (1 to 3 µs each: Toronto's
-- 173,534 took several hundred ms). Every caregiver filter is one of a finite family of
-- predicates, so each (work radius, 2 km cell) keeps:
--   * members, wage_n, wage_sum: the unfiltered count and wage sum of the cell;
--   * keys and bits: for each predicate some member has, a bitmap over the cell's members (in
--     user_id order): the count of a filtered search in the cell is
--     bit_count(AND of the chosen predicates' bitmaps);
--   * slices: bit k of each member's wage in cents (slices[k + 1]), so the wage sum of any
--     subset is Σ 2^k · bit_count(subset & slices[k + 1]).
-- A search adds up the cells lying entirely inside the certain-inside planar disc of each radius
-- and checks the rows of the other cells one by one as before, so totals stay exact.
--
-- Cells: cell_y is the point's band (floor(y / 2000)), cell_x = floor(x / 2000) (EPSG:3347
-- metres, the planar copy 20261123000600_search_scale.sql keeps). The expression
-- `floor(x / 2000::float8)` decides a point's cell here and in the search's edge filter.

-- The predicates a point satisfies (one function, so the cells and the search agree):
--   g:<gender>, l:<language>, j:<job type>, s:<service>, c:<condition>,
--   p:<wage option> (15u20d, 20u30d, 30u40d, 40u100d: wage between lower and upper, inclusive),
--   y:<n> (years at least 3, 5, 7, 10), r:<n> (rating 1 to 5: any reviews or a score of at
--   least n), w (has a wage).
create function private.caregiver_point_keys(
  p_gender text, p_wage_exp_cents integer, p_years_exp smallint, p_review_count integer,
  p_review_score numeric, p_job_types text[], p_services text[], p_conditions text[],
  p_languages text[]
) returns text[]
language plpgsql
immutable
set search_path = ''
as $$
begin
  return array_remove(array[
           'g:' || p_gender,
           case when p_wage_exp_cents is not null then 'w' end,
           case when p_wage_exp_cents between 1500 and 2000 then 'p:15u20d' end,
           case when p_wage_exp_cents between 2000 and 3000 then 'p:20u30d' end,
           case when p_wage_exp_cents between 3000 and 4000 then 'p:30u40d' end,
           case when p_wage_exp_cents between 4000 and 10000 then 'p:40u100d' end,
           case when p_years_exp >= 3 then 'y:3' end,
           case when p_years_exp >= 5 then 'y:5' end,
           case when p_years_exp >= 7 then 'y:7' end,
           case when p_years_exp >= 10 then 'y:10' end,
           case when p_review_count > 0 or p_review_score >= 1 then 'r:1' end,
           case when p_review_count > 0 or p_review_score >= 2 then 'r:2' end,
           case when p_review_count > 0 or p_review_score >= 3 then 'r:3' end,
           case when p_review_count > 0 or p_review_score >= 4 then 'r:4' end,
           case when p_review_count > 0 or p_review_score >= 5 then 'r:5' end
         ], null)
         -- Each key of the lists with its prefix (keys hold no chr(31); an empty list adds none).
         || string_to_array(nullif('l:' || array_to_string(p_languages, chr(31) || 'l:'), 'l:'),
                            chr(31))
         || string_to_array(nullif('j:' || array_to_string(p_job_types, chr(31) || 'j:'), 'j:'),
                            chr(31))
         || string_to_array(nullif('s:' || array_to_string(p_services, chr(31) || 's:'), 's:'),
                            chr(31))
         || string_to_array(nullif('c:' || array_to_string(p_conditions, chr(31) || 'c:'), 'c:'),
                            chr(31));
end
$$;
comment on function private.caregiver_point_keys(text, integer, smallint, integer, numeric, text[], text[], text[], text[]) is 'The search predicates a caregiver point satisfies (gender, wage options, years, rating options, languages, job types, services, conditions, has a wage): the keys of the bitmaps in private.caregiver_cells.';
revoke all on function private.caregiver_point_keys(text, integer, smallint, integer, numeric, text[], text[], text[], text[])
  from public, anon, authenticated;

create table private.caregiver_cells (
  work_radius_km smallint not null check (work_radius_km in (10, 15, 25, 50)),
  cell_y integer not null,
  cell_x integer not null,
  members integer not null check (members > 0),
  wage_n integer not null,
  wage_sum bigint not null,
  keys text[] not null,
  bits bit varying[] not null,
  slices bit varying[] not null,
  updated_at timestamptz not null default now(),
  primary key (work_radius_km, cell_y, cell_x) include (members, wage_n, wage_sum)
) with (toast_tuple_target = 8160);
-- A search reads a few hundred cells' arrays: kept in the row (up to a page) and uncompressed, a
-- read is a pointer, not a TOAST fetch and a decompression (the bitmaps hardly compress anyway).
alter table private.caregiver_cells
  alter column keys set storage external,
  alter column bits set storage external,
  alter column slices set storage external;
comment on table private.caregiver_cells is 'Per (work radius, 2 km planar cell) summary of private.caregiver_points: member count, wage count and sum, a bitmap per search predicate (keys[i] ↔ bits[i], members in user_id order) and the wage''s bit slices. Rebuilt from its members by triggers on caregiver_points. Server only: the caregiver search reads it on the service path.';
comment on column private.caregiver_cells.cell_y is 'The members'' band: floor(y / 2000) of their EPSG:3347 point.';
comment on column private.caregiver_cells.cell_x is 'floor(x / 2000::float8) of the members'' EPSG:3347 point.';
comment on column private.caregiver_cells.slices is 'slices[k + 1]: bit k of each member''s wage in cents (0 without a wage).';
alter table private.caregiver_cells enable row level security;
-- No policy: the API roles never reach it (and have no privilege either); the service role
-- bypasses row-level security.
revoke all on private.caregiver_cells from public, anon, authenticated;
grant select, insert, update, delete on private.caregiver_cells to service_role;

-- One cell's row from its members, or nothing when it has none.
create function private.caregiver_cell_summary(p_radius smallint, p_cell_y integer,
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
  )
  select p_radius, p_cell_y, p_cell_x, n.n, n.wage_n, n.wage_sum,
         coalesce((select array_agg(k order by k) from maps where k not like '#%'), '{}'),
         coalesce((select array_agg(bits order by k) from maps where k not like '#%'), '{}'),
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
comment on function private.caregiver_cell_summary(smallint, integer, integer) is 'The private.caregiver_cells row of one (work radius, cell) computed from its members in private.caregiver_points; no row when the cell is empty.';
revoke all on function private.caregiver_cell_summary(smallint, integer, integer)
  from public, anon, authenticated;

-- A filtered search's count, count with a wage and wage sum in one cell: the AND of the chosen
-- predicates' bitmaps (none missing: a missing key means no member has it), counted, and summed
-- against the wage slices. plpgsql reads each array once (an SQL expression would detoast a large
-- cell's arrays at every reference) and the sum is one expression. Security invoker; the search
-- calls it on the service path.
create function private.caregiver_cell_match(
  p_keys text[], p_bits bit varying[], p_slices bit varying[], p_want text[],
  out n bigint, out wn bigint, out ws bigint
)
language plpgsql
immutable
set search_path = ''
as $$
declare
  mask bit varying;
  at integer;
  k text;
begin
  n := 0; wn := 0; ws := 0;
  foreach k in array p_want loop
    at := array_position(p_keys, k);
    if at is null then
      return;
    end if;
    mask := case when mask is null then p_bits[at] else mask & p_bits[at] end;
  end loop;
  n := bit_count(mask);
  if n = 0 then
    return;
  end if;
  at := array_position(p_keys, 'w');
  if at is not null then
    wn := bit_count(mask & p_bits[at]);
  end if;
  -- Wages are at most 100,000 cents (< 2^17): 17 slices at most, a missing one counts 0.
  ws := (coalesce(bit_count(mask & p_slices[1]), 0) << 0)
        + (coalesce(bit_count(mask & p_slices[2]), 0) << 1)
        + (coalesce(bit_count(mask & p_slices[3]), 0) << 2)
        + (coalesce(bit_count(mask & p_slices[4]), 0) << 3)
        + (coalesce(bit_count(mask & p_slices[5]), 0) << 4)
        + (coalesce(bit_count(mask & p_slices[6]), 0) << 5)
        + (coalesce(bit_count(mask & p_slices[7]), 0) << 6)
        + (coalesce(bit_count(mask & p_slices[8]), 0) << 7)
        + (coalesce(bit_count(mask & p_slices[9]), 0) << 8)
        + (coalesce(bit_count(mask & p_slices[10]), 0) << 9)
        + (coalesce(bit_count(mask & p_slices[11]), 0) << 10)
        + (coalesce(bit_count(mask & p_slices[12]), 0) << 11)
        + (coalesce(bit_count(mask & p_slices[13]), 0) << 12)
        + (coalesce(bit_count(mask & p_slices[14]), 0) << 13)
        + (coalesce(bit_count(mask & p_slices[15]), 0) << 14)
        + (coalesce(bit_count(mask & p_slices[16]), 0) << 15)
        + (coalesce(bit_count(mask & p_slices[17]), 0) << 16);
end
$$;
comment on function private.caregiver_cell_match(text[], bit varying[], bit varying[], text[]) is 'Matches of a filtered caregiver search in one private.caregiver_cells row: count, count with a wage, wage sum (cents).';
revoke all on function private.caregiver_cell_match(text[], bit varying[], bit varying[], text[])
  from public, anon, authenticated;
grant execute on function private.caregiver_cell_match(text[], bit varying[], bit varying[], text[])
  to service_role;

-- Rebuild one cell: the advisory lock is taken in its own statement first, so the rebuild's
-- statement (a new snapshot under READ COMMITTED) sees every change committed by a transaction
-- that held the lock before: of two transactions changing members of one cell, the later rebuild
-- counts both.
create function private.rebuild_caregiver_cell(p_radius smallint, p_cell_y integer,
                                               p_cell_x integer)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended(
    'caregiver_cells:' || p_radius || ':' || p_cell_y || ':' || p_cell_x, 0));
  delete from private.caregiver_cells c
   where c.work_radius_km = p_radius and c.cell_y = p_cell_y and c.cell_x = p_cell_x;
  insert into private.caregiver_cells
  select * from private.caregiver_cell_summary(p_radius, p_cell_y, p_cell_x);
end
$$;
comment on function private.rebuild_caregiver_cell(smallint, integer, integer) is 'Recomputes one private.caregiver_cells row from its members after taking the cell''s transaction-level advisory lock.';
revoke all on function private.rebuild_caregiver_cell(smallint, integer, integer)
  from public, anon, authenticated;

-- Every cell from scratch in one statement (the migration below, and a bench after seeding with
-- the triggers off).
create function private.build_caregiver_cells() returns void
language plpgsql
set search_path = ''
as $$
begin
  lock table private.caregiver_cells in exclusive mode;
  delete from private.caregiver_cells;
  insert into private.caregiver_cells
  select s.*
    from (select distinct pt.work_radius_km, pt.band, floor(pt.x / 2000::float8)::int as cell_x
            from private.caregiver_points pt) c
   cross join lateral private.caregiver_cell_summary(c.work_radius_km, c.band, c.cell_x) s;
end
$$;
comment on function private.build_caregiver_cells() is 'Rebuilds every private.caregiver_cells row from private.caregiver_points (set-based; for the migration and seeded data loaded with triggers off).';
revoke all on function private.build_caregiver_cells() from public, anon, authenticated;

-- The point's cell(s) follow each insert, update (moved, new radius, filter columns) and delete,
-- in the same transaction; locks in a fixed order (two cells of one move).
create function private.caregiver_point_cells() returns trigger
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
revoke all on function private.caregiver_point_cells() from public, anon, authenticated;

create trigger caregiver_points_cells
  after insert or update or delete on private.caregiver_points
  for each row execute function private.caregiver_point_cells();

-- The service role may write caregiver_points itself (it has the privileges): the trigger then
-- runs as it and needs these.
grant execute on function private.caregiver_point_cells() to service_role;
grant execute on function private.rebuild_caregiver_cell(smallint, integer, integer)
  to service_role;
grant execute on function private.caregiver_cell_summary(smallint, integer, integer)
  to service_role;
grant execute on function private.caregiver_point_keys(text, integer, smallint, integer, numeric, text[], text[], text[], text[])
  to service_role;

-- The points already there.
select private.build_caregiver_cells();
