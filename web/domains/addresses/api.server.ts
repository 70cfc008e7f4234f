// Address suggestions for the AddressInput component. Mounted by the app at /api/address.
import { Hono } from 'hono';
import {
  createGazetteerGeocoder,
  type Geocoder,
  MAX_QUERY_LENGTH,
  MAX_SUGGESTIONS,
} from './geocoder.server.ts';

let geocoder: Geocoder = createGazetteerGeocoder();

/** Swaps the geocoder (tests, or a hosted geocoder later); returns the previous one. */
export function setGeocoder(next: Geocoder): Geocoder {
  const previous = geocoder;
  geocoder = next;
  return previous;
}

export function getGeocoder(): Geocoder {
  return geocoder;
}

export const addressesApi = new Hono();

addressesApi.get('/suggest', async (c) => {
  const q = c.req.query('q') ?? '';
  const mode = c.req.query('mode') ?? 'city';
  const limitText = c.req.query('limit') ?? String(MAX_SUGGESTIONS);

  if (q.length > MAX_QUERY_LENGTH) {
    return c.json(
      { general: `The search text must be ${MAX_QUERY_LENGTH} characters or fewer.` },
      400,
    );
  }
  if (mode !== 'city' && mode !== 'full') {
    return c.json({ general: 'The mode must be "city" or "full".' }, 400);
  }
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > MAX_SUGGESTIONS) {
    return c.json(
      { general: `The limit must be a whole number from 1 to ${MAX_SUGGESTIONS}.` },
      400,
    );
  }

  const suggestions = q.trim() ? await geocoder.suggest(q, { mode, limit }) : [];
  // Answers depend only on the query and the (static) gazetteer: let the browser reuse them while
  // someone types and backspaces.
  c.header('Cache-Control', 'public, max-age=300');
  return c.json({ suggestions });
});
