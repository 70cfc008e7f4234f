// The Care Pro's sign-up steps' API (spec 002 §7 paths), mounted at /api: parse with caregivers'
// schemas, call a step, answer JSON. No SQL here. Every failure is a 4xx with `{field: message}`
// in the request's language: the schemas' keys are caregivers' catalog's, the steps' refusals
// this domain's.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { fieldErrorsFrom, invalid, readJsonObject, validating } from '../../server/http.server.ts';
import { describeRoutes } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import { readOwnProvince } from '../caregivers/actions.server.ts';
import { caregiverMessages } from '../caregivers/model.ts';
import { BasicInfoSchema, servicesSchemaFor, wageMinimumParams } from '../caregivers/schemas.ts';
import * as actions from './actions.server.ts';

export const caregiverOnboardingApi = new Hono<AppEnv>();
const describe = describeRoutes('Care Pro sign-up');

/**
 * Checks the body `value`; 422 with the schemas' field messages (the wage minimum with its
 * params).
 */
function parse<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
  value: unknown,
  province?: string | null,
): v.InferOutput<S> {
  const result = v.safeParse(validating(c, 'body', schema), value);
  if (result.success) return result.output;
  throw invalid(fieldErrorsFrom(result.issues, caregiverMessages, wageMinimumParams(province)));
}

/** A JSON object body (400 when it is not one). */
const body = (c: Context<AppEnv>) => readJsonObject(c);

const Status = v.object({ status: v.record(v.string(), v.boolean()) });
const StepAnswer = v.looseObject({ status: v.record(v.string(), v.boolean()) });
const wageNote = "`wageExp` must be at least the minimum wage of the Care Pro's province.";

const basicInfo = describe({
  summary: "The Care Pro's sign-up step 1: names, birth date, phone, gender, address, radius.",
  body: BasicInfoSchema,
  answers: { 200: StepAnswer },
  errors: [409],
});
caregiverOnboardingApi.post('/user/caregiver/basic-info', basicInfo, async (c) => {
  const viewer = requireViewer(c);
  const input = parse(c, basicInfo.body, await body(c));
  return c.json(await actions.saveBasicInfo(viewer, input));
});

const serviceInfo = describe({
  summary: "The Care Pro's sign-up step 2: services, conditions, job types, languages, wage.",
  description: wageNote,
  body: servicesSchemaFor(null),
  answers: { 200: StepAnswer },
  errors: [409],
});
caregiverOnboardingApi.post('/user/caregiver/service-info', serviceInfo, async (c) => {
  const viewer = requireViewer(c);
  const payload = await body(c);
  const province = viewer.userType === 'caregiver' ? await readOwnProvince(viewer) : null;
  // The documented schema with the province's minimum wage (the same JSON Schema).
  const input = parse(c, servicesSchemaFor(province), payload, province);
  return c.json(await actions.saveServiceInfo(viewer, input));
});

caregiverOnboardingApi.post(
  '/user/caregiver/edu-accred/finish',
  describe({
    summary: "The Care Pro's sign-up step 3 is done (education and experience).",
    answers: { 200: Status },
    errors: [409],
  }),
  async (c) => {
    return c.json(await actions.finishEduAccred(requireViewer(c)));
  },
);

caregiverOnboardingApi.post(
  '/user/caregiver/finish',
  describe({
    summary: "The Care Pro's sign-up is finished.",
    answers: { 200: Status },
    errors: [409],
  }),
  async (c) => {
    return c.json(await actions.finishSignup(requireViewer(c)));
  },
);
