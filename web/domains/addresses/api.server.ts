// Address suggestions for the AddressInput component, mounted by the app at /api/address: parse
// the query with the schema, call an action, answer JSON.
import { Hono } from 'hono';
import * as v from 'valibot';
import { fieldErrorsFrom, renderErrors } from '../../server/http.server.ts';
import type { AppEnv } from '../../server/viewer.server.ts';
import { suggestAddresses } from './actions.server.ts';
import { addressDomainMessages } from './messages.ts';
import { SuggestQuerySchema } from './schemas.ts';
import { readPostalQuery } from './model.ts';
import { renderText, text } from '../../shared/i18n.tsx';

export const addressesApi = new Hono<AppEnv>();

addressesApi.get('/suggest', async (c) => {
  const query = v.safeParse(SuggestQuerySchema, c.req.query());
  if (!query.success) {
    // One general message (the first problem), in the request's language. Answered here rather
    // than thrown so the sub-app answers the same JSON mounted or on its own (its unit test).
    const [first] = Object.values(fieldErrorsFrom(query.issues, addressDomainMessages));
    return c.json(renderErrors({ general: first }, c.get('locale') ?? 'en'), 400);
  }
  const { q, mode, limit } = query.output;
  const suggestions = await suggestAddresses(q, { mode, limit });
  // A postal code we hold no area for is said plainly, never an empty list without a word: the
  // box takes a city (issue 20 point 22). The answer varies by language: Vary says so.
  const postal = suggestions.length ? null : readPostalQuery(q);
  const notice = postal
    ? renderText(
      text(addressDomainMessages, 'postalUnknown', { code: postal.postalCode ?? postal.fsa }),
      c.get('locale') ?? 'en',
    )
    : undefined;
  // Answers depend only on the query and the (static) gazetteer: let the browser reuse them while
  // someone types and backspaces.
  c.header('Cache-Control', 'public, max-age=300');
  if (notice) c.header('Vary', 'Accept-Language, Cookie');
  return c.json(notice ? { suggestions, notice } : { suggestions });
});
