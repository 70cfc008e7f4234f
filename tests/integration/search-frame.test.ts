// The planar rule both radius searches pre-decide with (web/server/planar-search.server.ts,
// ADR 021 "At scale"): a point within radius × k × (1 − margin) on the EPSG:3347 plane is within
// the radius on the spheroid, one beyond radius × k × (1 + margin) is not. Checked on points the
// spheroid places (ST_Project) at 0.1 % steps from 1.5 % inside to 1.5 % outside each work radius,
// in 16 directions, around places from 42° to 83° N and across the country's longitudes: the
// spheroidal ST_DWithin, the definition, must agree wherever the planar rule decides.
import assert from 'node:assert/strict';
import { asService, sql } from '../../web/server/db.server.ts';
import { searchFrame } from '../../web/server/planar-search.server.ts';
import { test } from './helpers.ts';

const PLACES = [
  { name: 'Windsor', lat: 42.3, lng: -83.0 },
  { name: 'Toronto', lat: 43.7, lng: -79.4 },
  { name: 'Montréal', lat: 45.5, lng: -73.57 },
  { name: 'Vancouver', lat: 49.28, lng: -123.12 },
  { name: 'St. John’s', lat: 47.56, lng: -52.71 },
  { name: 'Fort McMurray', lat: 56.73, lng: -111.38 },
  { name: 'Yellowknife', lat: 62.45, lng: -114.37 },
  { name: 'near the least scale', lat: 63.39, lng: -91.87 },
  { name: 'Inuvik', lat: 68.36, lng: -133.72 },
  { name: 'Resolute', lat: 74.7, lng: -94.83 },
  { name: 'Grise Fiord', lat: 76.42, lng: -82.9 },
  { name: 'Eureka', lat: 79.99, lng: -85.93 },
  { name: 'Alert', lat: 82.5, lng: -62.35 },
  { name: 'Cape Columbia', lat: 83.1, lng: -70.0 },
];
const RADII_KM = [10, 15, 25, 50];

test('search frame: the planar rule agrees with the spheroid from 42° to 83° N', async () => {
  for (const place of PLACES) {
    const frame = await asService((tx) => searchFrame(tx, place));
    assert.ok(frame.margin > 0 && frame.margin < 0.008, `${place.name}: margin ${frame.margin}`);
    const [r] = await sql`
      with p as (
        select extensions.st_setsrid(extensions.st_makepoint(${place.lng}::float8,
                                                             ${place.lat}::float8), 4326) as g
      ), probe as (
        select r.km, extensions.st_project(p.g::extensions.geography,
                                           r.km * 1000.0 * (1 + s.step / 1000.0),
                                           radians(a.deg)) as at
          from p, unnest(${RADII_KM}::int[]) as r(km),
               generate_series(-15, 15) as s(step), generate_series(0, 337.5, 22.5) as a(deg)
      ), planar as (
        select pr.km, extensions.st_dwithin(pr.at, p.g::extensions.geography, pr.km * 1000.0)
                 as inside,
               extensions.st_distance(extensions.st_transform(pr.at::extensions.geometry, 3347),
                                      extensions.st_setsrid(
                                        extensions.st_makepoint(${frame.x}::float8,
                                                                ${frame.y}::float8), 3347)) as d
          from probe pr, p
      )
      select count(*)::int as probes,
             count(*) filter (where d <= km * 1000.0 * ${frame.k * (1 - frame.margin)}::float8
                                and not inside)::int as wrongly_in,
             count(*) filter (where d > km * 1000.0 * ${frame.k * (1 + frame.margin)}::float8
                                and inside)::int as wrongly_out,
             count(*) filter (where d > km * 1000.0 * ${frame.k * (1 - frame.margin)}::float8
                                and d <= km * 1000.0 * ${frame.k * (1 + frame.margin)}::float8
                             )::int as left_to_the_spheroid
        from planar`;
    assert.equal(r.probes, RADII_KM.length * 31 * 16);
    assert.deepEqual(
      { place: place.name, wronglyIn: r.wronglyIn, wronglyOut: r.wronglyOut },
      { place: place.name, wronglyIn: 0, wronglyOut: 0 },
    );
    // The rule decides most of the probes itself: the margin is not so wide that it decides none.
    assert.ok(r.leftToTheSpheroid < r.probes / 2, `${place.name}: ${r.leftToTheSpheroid} left`);
  }
});
