// Address suggestions for the AddressInput component, mounted by the app at /api/address: parse
// the query with the schema, call an action, answer JSON.
import { Hono } from 'hono';
import * as v from 'valibot';
import { fieldErrorsFrom, renderErrors, validating } from '../../server/http.server.ts';
import { describeRoutes } from '../../server/openapi.server.ts';
import type { AppEnv } from '../../server/viewer.server.ts';
import { suggestAddresses } from './actions.server.ts';
import { addressDomainMessages } from './messages.ts';
import { SuggestQuerySchema } from './schemas.ts';
import { readPostalQuery } from './model.ts';
import { renderText, text } from '../../shared/i18n.tsx';

export const addressesApi = new Hono<AppEnv>();
const describe = describeRoutes('Addresses');

const suggest = describe({
  summary: 'Places matching what was typed (a city, or a street address), for the address box.',
  description: 'A postal code we hold no area for is said in `notice`, in the request’s language.',
  query: SuggestQuerySchema,
  answers: {
    200: v.object({
      suggestions: v.array(
        v.looseObject({ addressFull: v.string(), addressParams: v.looseObject({}) }),
      ),
      notice: v.optional(v.string()),
    }),
  },
  errors: [400],
});
addressesApi.get('/suggest', suggest, async (c) => {
  const query = v.safeParse(validating(c, 'query', suggest.query), c.req.query());
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
