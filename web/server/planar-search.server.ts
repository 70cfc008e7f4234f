// The geometry both radius searches share (caregivers within their own radius of a place, jobs
// within a caregiver's radius): the place's planar frame, the 2 km bands and cells a disc covers,
// and the margin within which the spheroid decides (ADR 021 "At scale", ADR 020).
//
// Points are kept in EPSG:3347 (Statistics Canada Lambert) beside their geography: x, y in
// metres, band = floor(y / 2000); a cell is (band, floor(x / 2000)). Summaries per cell are the
// domains' own (private.caregiver_cells, private.job_cells); this file says which cells lie
// entirely inside a disc and which stretches of each band must be read row by row, and how a
// search picks a cell's predicate bitmaps (both kinds keep them at positions: `cellMask`).
import type { Tx } from './db.server.ts';

export type Point = { lat: number; lng: number };

/**
 * A point whose planar distance is within the radius × k shrunk by the frame's `margin` is inside
 * on the spheroid, one beyond it grown by the margin is outside; only those between are decided by
 * the spheroidal ST_DWithin (about 3 µs a row, most of what the rows at a disc's edge cost).
 *
 * The planar distance over at most 50.5 km is the true one times the scale averaged along the
 * way, and the scale lies between its values at the latitudes the way spans (± 0.46°). EPSG:3347's
 * scale depends on latitude alone and is convex in it (least at about 63.4° N), so over
 * lat ± 0.5° it is greatest at an end, and the frame's margin is the larger relative difference
 * of the two ends from the place's scale: 0.26 % in Toronto, 0.02 % at 63° N, 0.69 % at 83° N.
 * SCALE_SLACK covers what that leaves out: near 63.4° N the least scale lies inside the interval
 * (under 0.01 % below both ends), the scale is a finite difference over 0.01° (search_frame), and
 * the straight chord is shorter than the projected geodesic by centimetres.
 * tests/integration/search-frame.test.ts checks the rule on points placed on the spheroid around
 * the radii, from 42° to 83° N.
 */
export const SCALE_SLACK = 0.0005;

/**
 * The search place in EPSG:3347 metres, the projection's scale there, and the relative margin
 * within which the scale stays over every way of at most 50.5 km from it.
 */
export type Frame = { x: number; y: number; k: number; margin: number };

/** Width of a cell in EPSG:3347 metres; a cell's height is the band's (2 km). */
export const CELL_M = 2000;

/** Frames already computed (search_frame is immutable: a place always has the same frame). */
const frames = new Map<string, Frame>();
const FRAMES_KEPT = 2000;

export async function searchFrame(tx: Tx, origin: Point): Promise<Frame> {
  const key = `${origin.lng},${origin.lat}`;
  const known = frames.get(key);
  if (known) return known;
  const south = Math.max(-89.9, origin.lat - 0.5), north = Math.min(89.9, origin.lat + 0.5);
  const [f] = await tx`
    select f.x, f.y, f.k, s.k as k_south, n.k as k_north
      from private.search_frame(${origin.lng}::float8, ${origin.lat}::float8) f,
           private.search_frame(${origin.lng}::float8, ${south}::float8) s,
           private.search_frame(${origin.lng}::float8, ${north}::float8) n`;
  const k = Number(f.k);
  const spread = Math.max(Math.abs(Number(f.kSouth) / k - 1), Math.abs(Number(f.kNorth) / k - 1));
  const frame = { x: Number(f.x), y: Number(f.y), k, margin: spread + SCALE_SLACK };
  if (frames.size >= FRAMES_KEPT) frames.delete(frames.keys().next().value!);
  frames.set(key, frame);
  return frame;
}

/**
 * The 2 km bands (band = floor(y / 2000)) that a disk of `reachM` planar metres around the frame
 * crosses, each with the stretch of x the disk covers in it: the index is read band by band.
 */
function bandCover(frame: Frame, reachM: number) {
  const bands: number[] = [], xlo: number[] = [], xhi: number[] = [];
  const first = Math.floor((frame.y - reachM) / 2000), last = Math.floor((frame.y + reachM) / 2000);
  for (let band = first; band <= last; band++) {
    // The band's y nearest to the centre gives the widest stretch.
    const dy = Math.max(0, band * 2000 - frame.y, frame.y - (band + 1) * 2000);
    const half = Math.sqrt(Math.max(0, reachM * reachM - dy * dy));
    bands.push(band), xlo.push(frame.x - half), xhi.push(frame.x + half);
  }
  return { bands, xlo, xhi };
}

/** Cells read from their summaries: per band, the stretch [lo, hi] of cell_x. */
export type CellStretches = { bands: number[]; lo: number[]; hi: number[] };
/**
 * Rows read one by one: per band, the stretch [xlo, xhi] of x, less the rows whose
 * floor(x / CELL_M) lies in [cxlo, cxhi] (those are the cells').
 */
export type RowStretches = {
  bands: number[];
  xlo: number[];
  xhi: number[];
  cxlo: number[];
  cxhi: number[];
};

/**
 * What a search of one radius reads: the cells lying entirely inside the disc within which every
 * point is certainly inside (radius × k × (1 − margin), less 1 m; a cell is taken 1 m larger on
 * each side), as one stretch of cells per band; and each band's stretch of x that the radius
 * grown by the margin reaches, minus those cells, to check row by row. Without cells, every row
 * the radius reaches.
 */
export function radiusCover(frame: Frame, radiusKm: number, withCells: boolean) {
  const cells: CellStretches = { bands: [], lo: [], hi: [] };
  const rows: RowStretches = { bands: [], xlo: [], xhi: [], cxlo: [], cxhi: [] };
  const pushRows = (band: number, xlo: number, xhi: number, cxlo: number, cxhi: number) => {
    rows.bands.push(band), rows.xlo.push(xlo), rows.xhi.push(xhi);
    rows.cxlo.push(cxlo), rows.cxhi.push(cxhi);
  };
  const reach = bandCover(frame, radiusKm * 1000 * frame.k * (1 + frame.margin));
  const inner = radiusKm * 1000 * frame.k * (1 - frame.margin) - 1;
  reach.bands.forEach((band, i) => {
    const xlo = reach.xlo[i], xhi = reach.xhi[i];
    const dy = Math.max(
      Math.abs(band * 2000 - 1 - frame.y),
      Math.abs((band + 1) * 2000 + 1 - frame.y),
    );
    let cxlo = 1, cxhi = 0;
    if (withCells && dy < inner) {
      const hx = Math.sqrt(inner * inner - dy * dy);
      cxlo = Math.ceil((frame.x - hx + 1) / CELL_M);
      cxhi = Math.floor((frame.x + hx - 1) / CELL_M) - 1;
    }
    if (cxlo > cxhi) {
      pushRows(band, xlo, xhi, 1, 0);
      return;
    }
    cells.bands.push(band), cells.lo.push(cxlo), cells.hi.push(cxhi);
    pushRows(band, xlo, cxlo * CELL_M + 1, cxlo, cxhi);
    pushRows(band, (cxhi + 1) * CELL_M - 1, xhi, cxlo, cxhi);
  });
  return { cells, rows };
}

/** The frame's place as a planar point, for the GiST indexes on point(x, y). */
export function planarPoint(tx: Tx, frame: Frame) {
  return tx`point(${frame.x}::float8, ${frame.y}::float8)`;
}

/**
 * The planar radius (EPSG:3347 metres) within which every point lies whose spheroidal distance is
 * at most `max(d) + 1` metres, `d` being a column of spheroidal distances in the statement: the
 * planar distance is the true one times a scale within the frame's margin of its k, and 1 m
 * more for rounding. For the planar GiST indexes on point(x, y).
 */
export function planarBoundOfMaxD(tx: Tx, frame: Frame) {
  return tx`(max(d) + 1) * ${frame.k * (1 + frame.margin)}::float8 + 1`;
}

/**
 * The place's planar point computed in the statement (private.search_frame, once per statement),
 * for a walk that needs no frame otherwise: no round trip and no cache entry per place.
 */
export function planarPlaceOf(tx: Tx, origin: Point) {
  return tx`(select point(f.x, f.y)
               from private.search_frame(${origin.lng}::float8, ${origin.lat}::float8) f)`;
}

/** The tables of predicate positions of the two kinds of cells (bits[pos] in each cell). */
export type CellKeyPositions = 'private.caregiver_cell_keys' | 'private.job_cell_keys';

/**
 * A cell's (`cc`) bitmap of one predicate key: its position is looked up once per statement (an
 * uncorrelated scalar subquery); a key no member anywhere has, or a cell where no member has it,
 * gives null.
 */
export function cellBits(tx: Tx, positions: CellKeyPositions, key: string) {
  return tx`cc.bits[(select ck.pos from ${tx.unsafe(positions)} ck where ck.key = ${key})]`;
}

/** The AND of a cell's (`cc`) bitmaps of `keys` (at least one): null when one is missing. */
export function cellMask(tx: Tx, positions: CellKeyPositions, keys: string[]) {
  return keys.slice(1).reduce(
    (acc, key) => tx`${acc} & ${cellBits(tx, positions, key)}`,
    cellBits(tx, positions, keys[0]),
  );
}
