// The caregivers API (spec 002 §7 paths, issue 8), mounted at /api: parse with the schema, call
// an action, answer JSON. No SQL here. Every failure is a 4xx with `{field: message}` in the
// request's language (the app renders the catalog keys the errors carry).
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  badRequest,
  type FieldErrors,
  fieldErrorsFrom,
  invalid,
  readJsonObject,
  readMultipartFile,
  validating,
} from '../../server/http.server.ts';
import { describeRoutes, OkAnswer, record, upload } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import { commonMessages } from '../../shared/common-messages.ts';
import { text } from '../../shared/i18n.tsx';
import * as actions from './actions.server.ts';
import { type CaregiverMessageKey, caregiverMessages } from './messages.ts';
import { IMAGE_MAX_BYTES } from './model.ts';
import {
  AvailabilitySetSchema,
  EduAccredSchema,
  profileUpdateSchemaFor,
  wageMinimumParams,
  WorkExpSchema,
} from './schemas.ts';

export const caregiversApi = new Hono<AppEnv>();
const describe = describeRoutes('Care Pros');

const t = (key: CaregiverMessageKey) => text(caregiverMessages, key);

/**
 * Checks the body `value`; 422 with this domain's field messages (the wage minimum with its
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

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');

/** The address province a payload carries, if it carries a valid-looking one. */
function provinceIn(payload: unknown): string | null {
  const p = (payload as { address?: { addressParams?: { adminAreaLevel1?: unknown } } } | null)
    ?.address?.addressParams?.adminAreaLevel1;
  return typeof p === 'string' ? p : null;
}

/** A multipart body's file field, checked for presence and size before it is read. */
function multipartFile(
  c: Context<AppEnv>,
  field: 'image',
  maxBytes: number,
  tooLarge: CaregiverMessageKey,
  missing: CaregiverMessageKey,
): Promise<{ bytes: Uint8Array; form: FormData }> {
  return readMultipartFile(c, field, maxBytes, {
    notMultipart: t('invalidMultipart'),
    missing: t(missing),
    tooLarge: t(tooLarge),
  });
}

// ---------------------------------------------------------------------------------------------
// Answers, by their top-level shape (the records are model.ts's)

const BgCheck = record('BgCheck', 'background-checks/model.ts', { state: v.string() });
const Availability = v.object({
  myAvail: v.array(record('Availability', 'caregivers/model.ts', {
    id: v.string(),
    dayId: v.number(),
    startTime: v.string(),
    endTime: v.string(),
  })),
});
const WorkExps = v.object({
  workExp: v.array(record('WorkExp', 'caregivers/model.ts', {
    workExpId: v.string(),
    title: v.string(),
    company: v.string(),
  })),
});
const EduAccreds = v.object({
  eduAccred: v.array(record('EduAccred', 'caregivers/model.ts', {
    eduAccredId: v.string(),
    type: v.string(),
    school: v.string(),
  })),
});
const Review = record('Review', 'caregivers/model.ts', {
  id: v.string(),
  title: v.string(),
  message: v.string(),
  score: v.number(),
  createdAt: v.string(),
});
const Banking = record('BankingDetails', 'banking/model.ts', {
  instNum: v.string(),
  transitNum: v.string(),
  accNum: v.string(),
  bankName: v.string(),
  isMasked: v.boolean(),
});
const wageNote = "`wageExp` must be at least the minimum wage of the Care Pro's province.";

// ---------------------------------------------------------------------------------------------
// Background check (the sign-up steps' API is caregiver-onboarding's)

// ---------------------------------------------------------------------------------------------
// Private record, profile edit

caregiversApi.get(
  '/user/private',
  describe({
    summary: "The Care Pro's private record: background check, banking (masked), reimbursement.",
    query: v.object({
      reveal: v.optional(v.pipe(v.literal('1'), v.description('1: the banking numbers unmasked.'))),
    }),
    answers: {
      200: v.object({
        bgCheck: v.nullable(BgCheck),
        bankingDetails: v.nullable(Banking),
        reimbursement: v.nullable(v.looseObject({})),
      }),
    },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.readPrivateRecord(viewer, c.req.query('reveal') === '1'));
  },
);

const profileUpdate = describe({
  summary: 'Edits the profile: any subset of the fields (only those sent change).',
  description: `${wageNote} Anyone edits their names and phone; the rest is a Care Pro's (403).`,
  body: profileUpdateSchemaFor(null),
  answers: { 200: v.union([OkAnswer, v.looseObject({})]) },
  errors: [409],
});
caregiversApi.post('/user', profileUpdate, async (c) => {
  const viewer = requireViewer(c);
  const payload = await body(c);
  const province = provinceIn(payload) ??
    (viewer.userType === 'caregiver' ? await actions.readOwnProvince(viewer) : null);
  // The documented schema with the province's minimum wage (the same JSON Schema).
  const input = parse(c, profileUpdateSchemaFor(province), payload, province);
  return c.json(await actions.updateProfile(viewer, input));
});

caregiversApi.post(
  '/user/image',
  describe({
    summary: 'Sets the profile picture (JPEG or PNG).',
    form: v.object({ image: upload }),
    answers: { 200: v.object({ imgUrl: v.string(), imgUrlThumb: v.string() }) },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    const { bytes } = await multipartFile(
      c,
      'image',
      IMAGE_MAX_BYTES,
      'imageTooLarge',
      'imageMissing',
    );
    return c.json(await actions.uploadProfileImage(viewer, bytes));
  },
);

// ---------------------------------------------------------------------------------------------
// Availability

/** Errors keyed by the entry's own field (dayId, startTime, endTime), first one each. */
function availabilityErrors(issues: v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const keys = (issue.path ?? []).map((p) => p.key).filter((k): k is string =>
      typeof k === 'string'
    );
    const field = keys.at(-1) ?? 'dayId';
    if (Object.hasOwn(caregiverMessages.en, issue.message)) {
      errors[field] ??= text(caregiverMessages, issue.message as CaregiverMessageKey);
    } else {
      errors[field] ??= text(commonMessages, 'invalidValue');
    }
  }
  return errors;
}

const setAvailability = describe({
  summary: "Adds to the Care Pro's availability: day and times of each entry.",
  description: 'The spec sends a bare array; `{ "avail": [...] }` is accepted too.',
  body: AvailabilitySetSchema,
  answers: { 200: Availability },
});
caregiversApi.post('/user/avail/set', setAvailability, async (c) => {
  const viewer = requireViewer(c);
  let payload: unknown;
  try {
    payload = await c.req.json();
  } catch {
    throw badRequest(text(commonMessages, 'invalidJson'));
  }
  // The spec sends a bare array; `{ avail: [...] }` is accepted too.
  const entries = Array.isArray(payload) ? payload : (payload as { avail?: unknown } | null)?.avail;
  const result = v.safeParse(validating(c, 'body', setAvailability.body), entries ?? []);
  if (!result.success) throw invalid(availabilityErrors(result.issues));
  return c.json({ myAvail: await actions.addAvailability(viewer, result.output) });
});

caregiversApi.delete(
  '/user/avail/:id',
  describe({
    summary: 'Removes an availability entry.',
    answers: { 200: Availability },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    return c.json({ myAvail: await actions.deleteAvailability(viewer, c.req.param('id')) });
  },
);

// ---------------------------------------------------------------------------------------------
// Work experience and education/accreditation

const addWorkExp = describe({
  summary: 'Adds a work experience.',
  body: WorkExpSchema,
  answers: { 200: WorkExps },
});
caregiversApi.post('/user/work-exp', addWorkExp, async (c) => {
  const viewer = requireViewer(c);
  const input = parse(c, addWorkExp.body, await body(c));
  return c.json({ workExp: await actions.createWorkExp(viewer, input) });
});

const editWorkExp = describe({
  summary: 'Edits a work experience.',
  body: WorkExpSchema,
  answers: { 200: WorkExps },
});
caregiversApi.post('/user/work-exp/:workExpId', editWorkExp, async (c) => {
  const viewer = requireViewer(c);
  const input = parse(c, editWorkExp.body, await body(c));
  return c.json({ workExp: await actions.updateWorkExp(viewer, c.req.param('workExpId'), input) });
});

caregiversApi.delete(
  '/user/work-exp/:workExpId',
  describe({
    summary: 'Removes a work experience.',
    answers: { 200: WorkExps },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    return c.json({ workExp: await actions.deleteWorkExp(viewer, c.req.param('workExpId')) });
  },
);

const addEduAccred = describe({
  summary: 'Adds an education or accreditation.',
  body: EduAccredSchema,
  answers: { 200: EduAccreds },
});
caregiversApi.post('/user/edu-accred', addEduAccred, async (c) => {
  const viewer = requireViewer(c);
  const input = parse(c, addEduAccred.body, await body(c));
  return c.json({ eduAccred: await actions.createEduAccred(viewer, input) });
});

const editEduAccred = describe({
  summary: 'Edits an education or accreditation.',
  body: EduAccredSchema,
  answers: { 200: EduAccreds },
});
caregiversApi.post('/user/edu-accred/:eduAccredId', editEduAccred, async (c) => {
  const viewer = requireViewer(c);
  const input = parse(c, editEduAccred.body, await body(c));
  return c.json({
    eduAccred: await actions.updateEduAccred(viewer, c.req.param('eduAccredId'), input),
  });
});

caregiversApi.delete(
  '/user/edu-accred/:eduAccredId',
  describe({
    summary: 'Removes an education or accreditation.',
    answers: { 200: EduAccreds },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    return c.json({ eduAccred: await actions.deleteEduAccred(viewer, c.req.param('eduAccredId')) });
  },
);

// ---------------------------------------------------------------------------------------------
// Reading profiles and reviews

caregiversApi.get(
  '/user/getuser/:userIdNumber',
  describe({
    summary: "A Care Pro's profile: credentials, education, experience (never the street address).",
    answers: {
      200: v.looseObject({
        credentials: record('CaregiverCredentials', 'caregivers/model.ts', {
          userIdNumber: v.string(),
          firstName: v.string(),
          lastName: v.string(),
        }),
        eduAccred: v.array(v.looseObject({})),
        workExp: v.array(v.looseObject({})),
      }),
    },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.readCaregiverProfile(viewer, c.req.param('userIdNumber')));
  },
);

caregiversApi.get(
  '/review/get_all/:userIdNumber',
  describe({
    summary: "A Care Pro's reviews.",
    answers: { 200: v.array(Review) },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.listReviews(viewer, c.req.param('userIdNumber')));
  },
);
