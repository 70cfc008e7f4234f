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
 * A point whose planar distance is within the radius shrunk by PLANAR_MARGIN is inside on the
 * spheroid, one beyond the radius grown by it is outside; only those between are decided by the
 * spheroidal ST_DWithin. The planar distance is the true one times the scale averaged along the
 * way; over 50 km the scale changes by at most about 0.25 % between 42° and 78° N (0.5 % at
 * 82° N), so 1 % leaves the answer exactly the geography test's.
 */
export const PLANAR_MARGIN = 0.01;

/** The search place in EPSG:3347 metres and the projection's scale there. */
export type Frame = { x: number; y: number; k: number };

/** Width of a cell in EPSG:3347 metres; a cell's height is the band's (2 km). */
export const CELL_M = 2000;

/** Frames already computed (search_frame is immutable: a place always has the same frame). */
const frames = new Map<string, Frame>();
const FRAMES_KEPT = 2000;

export async function searchFrame(tx: Tx, origin: Point): Promise<Frame> {
  const key = `${origin.lng},${origin.lat}`;
  const known = frames.get(key);
  if (known) return known;
  const [f] = await tx`
    select x, y, k from private.search_frame(${origin.lng}::float8, ${origin.lat}::float8)`;
  const frame = { x: Number(f.x), y: Number(f.y), k: Number(f.k) };
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
  const reach = bandCover(frame, radiusKm * 1000 * frame.k * (1 + PLANAR_MARGIN));
  const inner = radiusKm * 1000 * frame.k * (1 - PLANAR_MARGIN) - 1;
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
 * planar distance is the true one times a scale within PLANAR_MARGIN of the frame's, and 1 m
 * more for rounding. For the planar GiST indexes on point(x, y).
 */
export function planarBoundOfMaxD(tx: Tx, frame: Frame) {
  return tx`(max(d) + 1) * ${frame.k * (1 + PLANAR_MARGIN)}::float8 + 1`;
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
