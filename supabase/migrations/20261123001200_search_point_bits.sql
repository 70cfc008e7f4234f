-- Caregiver search: each point's predicates as bits, and a narrow index for the rows at a disc's
-- edge (issue 9 "Scale"; docs/decisions/021-caregiver-search.md "The edge's bits").
--
-- The rows the cells do not answer (about 12,000 in Toronto) were read from a covering index
-- whose tuples carried the filter columns themselves: gender, wage, years, reviews and four text
-- arrays, 538 bytes a tuple, each filter a comparison or an array containment. Every filter of
-- spec 002 §9 but a wage range or years value outside the options is one of the predicate keys
-- the cells already number (private.caregiver_cell_keys), so a point now carries its keys as
-- bits at those positions (keys_lo: positions 1 to 64, keys_hi: 65 to 128), and a search tests
-- all its keys with two AND-and-compare on bigints. The index for those rows carries the bits,
-- the wage and years (the filters that may have no key) and the point: about a third of the
-- width. Positions beyond 128 get no bit (the search then tests that key on the columns); the
-- reference tables give 60 keys today, and a test keeps them within 128.

alter table private.caregiver_points
  add column keys_lo bigint not null default 0,
  add column keys_hi bigint not null default 0;
comment on column private.caregiver_points.keys_lo is 'The point''s predicate keys (private.caregiver_point_keys) at positions 1 to 64 of private.caregiver_cell_keys: bit pos − 1. Set by a trigger.';
comment on column private.caregiver_points.keys_hi is 'The point''s predicate keys at positions 65 to 128: bit pos − 65. Set by a trigger.';

-- The bits of a list of keys at their positions (keys without one, or beyond 128, add none).
create function private.caregiver_key_bits(p_keys text[], out lo bigint, out hi bigint)
language sql
stable
set search_path = ''
as $$
  select coalesce(bit_or(1::bigint << (ck.pos - 1)) filter (where ck.pos <= 64), 0),
         coalesce(bit_or(1::bigint << (ck.pos - 65)) filter (where ck.pos between 65 and 128), 0)
    from private.caregiver_cell_keys ck
   where ck.key = any(p_keys)
$$;
comment on function private.caregiver_key_bits(text[]) is 'The keys'' bits at their positions in private.caregiver_cell_keys (lo: 1 to 64, hi: 65 to 128).';
revoke all on function private.caregiver_key_bits(text[]) from public, anon, authenticated;

-- A point's bits from its own columns, its new keys registered first, whoever writes the row.
create function private.set_caregiver_point_key_bits() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  point_keys text[] := private.caregiver_point_keys(new.gender, new.wage_exp_cents,
    new.years_exp, new.review_count, new.review_score, new.job_types, new.services,
    new.conditions, new.languages);
begin
  perform private.register_caregiver_cell_keys(point_keys);
  select b.lo, b.hi into new.keys_lo, new.keys_hi from private.caregiver_key_bits(point_keys) b;
  return new;
end
$$;
revoke all on function private.set_caregiver_point_key_bits() from public, anon, authenticated;

create trigger caregiver_points_key_bits
  before insert or update on private.caregiver_points
  for each row execute function private.set_caregiver_point_key_bits();

-- The rows there are, through the trigger as any write (the cells' trigger sees no change in a
-- point's columns or cell, so it rebuilds nothing).
update private.caregiver_points set keys_lo = 0;

-- The rows at a disc's edge: index-only scans, one per work radius, 2 km band and side, testing
-- the radius on x, y and the point, and the filters on the bits, the wage and the years.
create index caregiver_points_edge_idx on private.caregiver_points (work_radius_km, band, x)
  include (y, location, wage_exp_cents, years_exp, keys_lo, keys_hi);
-- Replaced by the index above: the same key, with the filter columns themselves (538 bytes a
-- tuple, 462 MB for 900,000 points).
drop index private.caregiver_points_band_idx;

