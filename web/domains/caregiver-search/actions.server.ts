// The caregiver-search domain's verbs, and the only server file other domains import (the
// dashboards read recommendedCaregivers and listFavourites).
//
// Why the service path: the radius search, the recommendations and the favourites' distances
// read private.caregiver_points, the caregivers' home points, which no API role may read (a
// family must never learn where a caregiver lives). Each of those verbs first checks that a
// family asks, then runs a query that answers city, region and a distance rounded to 0.5 km,
// never a point. Everything else (the reader's own place and care needs, favourites' writes)
// runs as the user under RLS.
import { asService, asUser, hitRateLimit, type Tx } from '../../server/db.server.ts';
import { forbidden, notFound, tooManyRequests } from '../../server/http.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { decodeGeohash } from '../../shared/address/geohash.ts';
import { text } from '../../shared/i18n.tsx';
import { suggestAddresses } from '../addresses/actions.server.ts';
import { type SearchMessageKey, searchMessages } from './messages.ts';
import {
  type CaregiverResult,
  type CgQuery,
  type Filters,
  filtersOf,
  type HomeAnswer,
  parseCgQuery,
  RECOMMENDED_COUNT,
  type SearchAnswer,
  type SearchPlace,
} from './model.ts';
import * as q from './queries.server.ts';
import { type FilterInput, USER_ID_NUMBER } from './schemas.ts';

const t = (key: SearchMessageKey) => text(searchMessages, key);

type Actor = Pick<Viewer, 'id' | 'userType' | 'email'>;

function requireFamily(viewer: Actor) {
  if (viewer.userType !== 'family') throw forbidden(t('notFamily'));
}

/**
 * Searches a family may run per minute: far above what a person clicking filters makes, low
 * enough that triangulating a caregiver's home from many rounded distances is slow.
 */
export const SEARCHES_PER_MINUTE = 120;

/** POST /api/user/filter: one page of caregivers whose radius reaches the place. Families only. */
export async function searchCaregivers(viewer: Actor, input: FilterInput): Promise<SearchAnswer> {
  requireFamily(viewer);
  if (!(await hitRateLimit(`caregiver-search:${viewer.id}`, SEARCHES_PER_MINUTE, 60))) {
    throw tooManyRequests();
  }
  const { lat, lng } = decodeGeohash(input.geohash);
  const filters: Filters = {
    service: input.service,
    conditions: input.conditions,
    jobType: input.jobType,
    gender: input.gender,
    wageExp: input.wageExp,
    languagePref: input.languagePref,
    yearsExp: input.yearsExp,
    rating: input.rating,
    pageNum: input.pageNum,
  };
  // Service path: see the file's comment.
  return await asService((tx) =>
    q.searchCaregivers(tx, { origin: { lat, lng }, filters, familyId: viewer.id })
  );
}

/** POST /api/user/favourite/{userIdNumber}: idempotent; only a caregiver the family can see. */
export async function favouriteCaregiver(viewer: Actor, userIdNumber: string) {
  requireFamily(viewer);
  if (!USER_ID_NUMBER.test(userIdNumber)) throw notFound(t('caregiverNotFound'));
  await asUser(viewer, async (tx) => {
    const caregiverId = await q.visibleCaregiverId(tx, userIdNumber);
    if (!caregiverId) throw notFound(t('caregiverNotFound'));
    await q.addFavourite(tx, viewer.id, caregiverId);
  });
  return { userIdNumber, isFavourite: true };
}

/** DELETE /api/user/favourite/{userIdNumber}: idempotent. */
export async function unfavouriteCaregiver(viewer: Actor, userIdNumber: string) {
  requireFamily(viewer);
  if (!USER_ID_NUMBER.test(userIdNumber)) throw notFound(t('caregiverNotFound'));
  await asUser(viewer, async (tx) => {
    const caregiverId = await q.visibleCaregiverId(tx, userIdNumber);
    if (!caregiverId) throw notFound(t('caregiverNotFound'));
    await q.removeFavourite(tx, viewer.id, caregiverId);
  });
  return { userIdNumber, isFavourite: false };
}

/** Whether the family has favourited the caregiver (false for anyone else or an unknown one). */
export async function isFavourite(viewer: Actor, userIdNumber: string): Promise<boolean> {
  if (viewer.userType !== 'family' || !USER_ID_NUMBER.test(userIdNumber)) return false;
  return await asUser(viewer, (tx) => q.isFavourite(tx, viewer.id, userIdNumber));
}

/**
 * The dashboard's 'caregivers based on your profile': up to 4 caregivers whose radius reaches the
 * family's home and who offer one of its services or conditions. Empty for anyone else.
 */
export async function recommendedCaregivers(viewer: Actor): Promise<CaregiverResult[]> {
  if (viewer.userType !== 'family') return [];
  const { home, needs } = await asUser(viewer, async (tx) => ({
    home: await q.readOwnPlace(tx, viewer.id),
    needs: await q.readCareNeeds(tx, viewer.id),
  }));
  if (!home) return [];
  // Service path: see the file's comment.
  return await asService((tx) =>
    q.recommendCaregivers(tx, {
      origin: home,
      services: needs?.services ?? [],
      conditions: needs?.conditions ?? [],
      familyId: viewer.id,
      limit: RECOMMENDED_COUNT,
    })
  );
}

/** The family's favourite caregivers, newest first, with distances from its home. */
export async function listFavourites(viewer: Actor): Promise<CaregiverResult[]> {
  if (viewer.userType !== 'family') return [];
  const home = await asUser(viewer, (tx) => q.readOwnPlace(tx, viewer.id));
  // Service path: see the file's comment (the distances).
  return await asService((tx) => q.listFavouriteCards(tx, { origin: home, familyId: viewer.id }));
}

/**
 * GET /api/user/home: a family's recommendations and favourites (spec 001 §7). A caregiver's
 * dashboard jobs come from the jobs domain (GET /api/jobs/dash): here they get empty lists.
 */
export async function readHome(viewer: Actor): Promise<HomeAnswer> {
  if (viewer.userType !== 'family') return { caregivers: [], favourites: [] };
  // recommendedCaregivers and listFavourites in two transactions instead of four: the family's
  // place and needs read once as the family, then both lists on the service path. One after the
  // other: holding the first open while waiting for the second's connection from the same pool
  // could starve the pool under load.
  const own = await asUser(viewer, (tx) => readFamilyHome(tx, viewer));
  return await homeLists(viewer, own);
}

/**
 * readHome with the family's place and needs read in the caller's transaction `tx`, which must
 * run as the viewer on a pool other than the request pool (the dashboard's one transaction,
 * ADR 031); the lists still on the service path, in a transaction of their own.
 */
export async function readHomeIn(tx: Tx, viewer: Actor): Promise<HomeAnswer> {
  if (viewer.userType !== 'family') return { caregivers: [], favourites: [] };
  return await homeLists(viewer, await readFamilyHome(tx, viewer));
}

type FamilyHome = Awaited<ReturnType<typeof readFamilyHome>>;

async function readFamilyHome(tx: Tx, viewer: Actor) {
  const [home, needs] = await Promise.all([
    q.readOwnPlace(tx, viewer.id),
    q.readCareNeeds(tx, viewer.id),
  ]);
  return { home, needs };
}

function homeLists(viewer: Actor, { home, needs }: FamilyHome): Promise<HomeAnswer> {
  // Service path: see the file's comment (other caregivers' cards and the distances).
  // Both lists sent at once on the transaction's connection (pipelined): one round trip.
  return asService(async (tx) => {
    const [caregivers, favourites] = await Promise.all([
      home
        ? q.recommendCaregivers(tx, {
          origin: home,
          services: needs?.services ?? [],
          conditions: needs?.conditions ?? [],
          familyId: viewer.id,
          limit: RECOMMENDED_COUNT,
        })
        : [],
      q.listFavouriteCards(tx, { origin: home, familyId: viewer.id }),
    ]);
    return { caregivers, favourites };
  });
}

export type SearchPageData = {
  place: SearchPlace | null;
  filters: Filters;
  answer: SearchAnswer | null;
};

/**
 * What /caregivers/search/{cgQuery} renders first: the place the query names (its city geocoded
 * as the address field would), else the family's own city; the filters it names; the first
 * answer. A place that cannot be found renders with no answer (the address field then asks).
 */
export async function readSearchPage(
  viewer: Actor,
  cgQuery: string | undefined,
): Promise<SearchPageData> {
  requireFamily(viewer);
  const query: CgQuery = parseCgQuery(cgQuery);
  const filters = filtersOf(query);
  let place: SearchPlace | null = null;
  if (query.locality) {
    const text = query.region ? `${query.locality}, ${query.region}` : query.locality;
    const [found] = await suggestAddresses(text, { mode: 'city', limit: 1 });
    if (found) {
      place = {
        locality: found.addressParams.locality ?? query.locality,
        adminAreaLevel1: found.addressParams.adminAreaLevel1 ?? query.region,
        geohash: found.geohash,
      };
    }
  } else {
    const home = await asUser(viewer, (tx) => q.readOwnPlace(tx, viewer.id));
    if (home) {
      place = {
        locality: home.locality,
        adminAreaLevel1: home.adminAreaLevel1,
        geohash: home.geohash,
      };
    }
  }
  if (!place) return { place: null, filters, answer: null };
  const answer = await searchCaregivers(viewer, {
    geohash: place.geohash,
    service: filters.service,
    conditions: filters.conditions,
    jobType: filters.jobType,
    gender: filters.gender,
    wageExp: filters.wageExp,
    languagePref: filters.languagePref,
    yearsExp: filters.yearsExp,
    rating: filters.rating,
    pageNum: filters.pageNum,
  });
  return { place, filters, answer };
}
