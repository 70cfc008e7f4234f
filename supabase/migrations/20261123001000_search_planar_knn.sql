-- The searches' nearest-first walks on the planar copy (issue 9 "Scale"; ADR 021, "The page
-- nearest first").
--
-- The page of both searches starts from the nearest matches, walked from a GiST index in
-- distance order. On the geography index each step computes sphere distances to the index's
-- boxes: the first 20 of Toronto's caregivers took 2.5 ms (79 pages). On the EPSG:3347 copy
-- (x, y) the same walk is a planar box distance: 0.15 ms (27 pages). The walk only bounds the
-- page (the farthest of the matches it returns, on the spheroid); every match within the bound
-- is then ranked on the spheroid as before, so the page is the same.

create index caregiver_points_xy_idx on private.caregiver_points using gist (point(x, y));

create index jobs_available_xy_idx on public.jobs using gist (point(x, y)) where is_available;
