// The banking API (spec 002 §7 paths), mounted at /api: parse with the schema, call an action,
// answer JSON. No SQL here. Every failure is a 4xx with `{field: message}` in the request's
// language.
import { Hono } from 'hono';
import * as v from 'valibot';
import { fieldErrorsFrom, invalid, readJsonObject, validating } from '../../server/http.server.ts';
import { describeRoutes, record } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { bankingMessages } from './messages.ts';
import { BankingSchema } from './schemas.ts';

export const bankingApi = new Hono<AppEnv>();
// The Care Pro's routes, documented beside the rest of the Care Pro's (one tag in the document).
const describe = describeRoutes('Care Pros');

const Banking = record('BankingDetails', 'banking/model.ts', {
  instNum: v.string(),
  transitNum: v.string(),
  accNum: v.string(),
  bankName: v.string(),
  isMasked: v.boolean(),
});

const banking = describe({
  summary: "Saves the Care Pro's banking details (sealed at rest; answered masked).",
  body: BankingSchema,
  answers: { 200: Banking },
});
bankingApi.post('/user/banking', banking, async (c) => {
  const viewer = requireViewer(c);
  const result = v.safeParse(validating(c, 'body', banking.body), await readJsonObject(c));
  if (!result.success) throw invalid(fieldErrorsFrom(result.issues, bankingMessages));
  c.header('Cache-Control', 'private, no-store');
  return c.json(await actions.saveBanking(viewer, result.output));
});
