// The caregivers API (spec 002 §7 paths, issue 8), mounted at /api: parse with the schema, call
// an action, answer JSON. No SQL here. Every failure is a 4xx with `{field: message}` in the
// request's language (the app renders the catalog keys the errors carry).
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  badRequest,
  type FieldErrors,
  fieldErrorsFrom,
  forbidden,
  invalid,
  payloadTooLarge,
  readJson,
} from '../../server/http.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import { commonMessages } from '../../shared/common-messages.ts';
import { renderText, text } from '../../shared/i18n.tsx';
import * as actions from './actions.server.ts';
import { type CaregiverMessageKey, caregiverMessages } from './messages.ts';
import { BG_CHECK_MAX_BYTES, IMAGE_MAX_BYTES } from './model.ts';
import {
  AvailabilitySetSchema,
  BankingSchema,
  BasicInfoSchema,
  EduAccredSchema,
  IssuedOnSchema,
  profileUpdateSchemaFor,
  ReimbursementAmountSchema,
  RejectSchema,
  servicesSchemaFor,
  wageMinimumParams,
  WorkExpSchema,
} from './schemas.ts';

export const caregiversApi = new Hono<AppEnv>();

const t = (key: CaregiverMessageKey) => text(caregiverMessages, key);

/** Checks `value`; 422 with this domain's field messages (the wage minimum with its params). */
function parse<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  province?: string | null,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const errors = fieldErrorsFrom(result.issues, caregiverMessages);
  for (const [field, message] of Object.entries(errors)) {
    if (message.key === 'wageBelowMinimum') {
      errors[field] = text(caregiverMessages, 'wageBelowMinimum', wageMinimumParams(province));
    }
  }
  throw invalid(errors);
}

/** A JSON object body (400 when it is not one). */
const body = (c: Context<AppEnv>) => readJson(c, v.unknown(), caregiverMessages);

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');

/** The address province a payload carries, if it carries a valid-looking one. */
function provinceIn(payload: unknown): string | null {
  const p = (payload as { address?: { addressParams?: { adminAreaLevel1?: unknown } } } | null)
    ?.address?.addressParams?.adminAreaLevel1;
  return typeof p === 'string' ? p : null;
}

/** A multipart body's file field, checked for presence and size before it is read. */
async function multipartFile(
  c: Context<AppEnv>,
  field: 'file' | 'image' | 'receipt',
  maxBytes: number,
  tooLarge: CaregiverMessageKey,
  missing: CaregiverMessageKey,
): Promise<{ bytes: Uint8Array; form: FormData }> {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    throw badRequest({ [field]: t('invalidMultipart') });
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest({ [field]: t('invalidMultipart') });
  }
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0) throw invalid({ [field]: t(missing) });
  if (file.size > maxBytes) throw payloadTooLarge(t(tooLarge));
  return { bytes: new Uint8Array(await file.arrayBuffer()), form };
}

// ---------------------------------------------------------------------------------------------
// Sign-up steps

caregiversApi.post('/user/caregiver/basic-info', async (c) => {
  const viewer = requireViewer(c);
  const input = parse(BasicInfoSchema, await body(c));
  return c.json(await actions.saveBasicInfo(viewer, input));
});

caregiversApi.post('/user/caregiver/service-info', async (c) => {
  const viewer = requireViewer(c);
  const payload = await body(c);
  const province = viewer.userType === 'caregiver' ? await actions.readOwnProvince(viewer) : null;
  const input = parse(servicesSchemaFor(province), payload, province);
  return c.json(await actions.saveServiceInfo(viewer, input));
});

caregiversApi.post('/user/caregiver/edu-accred/finish', async (c) => {
  return c.json(await actions.finishEduAccred(requireViewer(c)));
});

caregiversApi.post('/user/caregiver/finish', async (c) => {
  return c.json(await actions.finishSignup(requireViewer(c)));
});

caregiversApi.post('/user/caregiver/background-check', async (c) => {
  const viewer = requireViewer(c);
  if (viewer.userType !== 'caregiver') throw forbidden(t('notCaregiver'));
  const { bytes, form } = await multipartFile(
    c,
    'file',
    BG_CHECK_MAX_BYTES,
    'bgCheckTooLarge',
    'bgCheckMissing',
  );
  const issued = v.safeParse(IssuedOnSchema, form.get('issuedOn') ?? undefined);
  if (!issued.success) {
    // The spec shows upload errors under the file field; the date's own field says it too.
    const message = text(caregiverMessages, issued.issues[0].message as CaregiverMessageKey);
    throw invalid({ file: message, issuedOn: message });
  }
  return c.json(await actions.submitBackgroundCheck(viewer, bytes, issued.output, c.get('locale')));
});

// The partner check's cost and receipt (spec 002 §1; ADR 034): multipart `receipt`, `amount`.
caregiversApi.post('/user/caregiver/background-check/reimbursement', async (c) => {
  const viewer = requireViewer(c);
  if (viewer.userType !== 'caregiver') throw forbidden(t('notCaregiver'));
  const { bytes, form } = await multipartFile(
    c,
    'receipt',
    BG_CHECK_MAX_BYTES,
    'bgCheckTooLarge',
    'receiptMissing',
  );
  const amount = v.safeParse(ReimbursementAmountSchema, form.get('amount') ?? undefined);
  if (!amount.success) {
    throw invalid({
      amount: text(caregiverMessages, amount.issues[0].message as CaregiverMessageKey),
    });
  }
  noStore(c);
  return c.json({
    message: renderText(text(caregiverMessages, 'reimbursementSaved'), c.get('locale') ?? 'en'),
    reimbursement: await actions.recordReimbursement(viewer, bytes, amount.output),
  });
});

// ---------------------------------------------------------------------------------------------
// Private record, banking, profile edit

caregiversApi.get('/user/private', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json(await actions.readPrivateRecord(viewer, c.req.query('reveal') === '1'));
});

caregiversApi.post('/user/banking', async (c) => {
  const viewer = requireViewer(c);
  const input = parse(BankingSchema, await body(c));
  noStore(c);
  return c.json(await actions.saveBanking(viewer, input));
});

caregiversApi.post('/user', async (c) => {
  const viewer = requireViewer(c);
  const payload = await body(c);
  const province = provinceIn(payload) ??
    (viewer.userType === 'caregiver' ? await actions.readOwnProvince(viewer) : null);
  const input = parse(profileUpdateSchemaFor(province), payload, province);
  return c.json(await actions.updateProfile(viewer, input));
});

caregiversApi.post('/user/image', async (c) => {
  const viewer = requireViewer(c);
  const { bytes } = await multipartFile(
    c,
    'image',
    IMAGE_MAX_BYTES,
    'imageTooLarge',
    'imageMissing',
  );
  return c.json(await actions.uploadProfileImage(viewer, bytes));
});

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

caregiversApi.post('/user/avail/set', async (c) => {
  const viewer = requireViewer(c);
  let payload: unknown;
  try {
    payload = await c.req.json();
  } catch {
    throw badRequest(text(commonMessages, 'invalidJson'));
  }
  // The spec sends a bare array; `{ avail: [...] }` is accepted too.
  const entries = Array.isArray(payload) ? payload : (payload as { avail?: unknown } | null)?.avail;
  const result = v.safeParse(AvailabilitySetSchema, entries ?? []);
  if (!result.success) throw invalid(availabilityErrors(result.issues));
  return c.json({ myAvail: await actions.addAvailability(viewer, result.output) });
});

caregiversApi.delete('/user/avail/:id', async (c) => {
  const viewer = requireViewer(c);
  return c.json({ myAvail: await actions.deleteAvailability(viewer, c.req.param('id')) });
});

// ---------------------------------------------------------------------------------------------
// Work experience and education/accreditation

caregiversApi.post('/user/work-exp', async (c) => {
  const viewer = requireViewer(c);
  const input = parse(WorkExpSchema, await body(c));
  return c.json({ workExp: await actions.createWorkExp(viewer, input) });
});

caregiversApi.post('/user/work-exp/:workExpId', async (c) => {
  const viewer = requireViewer(c);
  const input = parse(WorkExpSchema, await body(c));
  return c.json({ workExp: await actions.updateWorkExp(viewer, c.req.param('workExpId'), input) });
});

caregiversApi.delete('/user/work-exp/:workExpId', async (c) => {
  const viewer = requireViewer(c);
  return c.json({ workExp: await actions.deleteWorkExp(viewer, c.req.param('workExpId')) });
});

caregiversApi.post('/user/edu-accred', async (c) => {
  const viewer = requireViewer(c);
  const input = parse(EduAccredSchema, await body(c));
  return c.json({ eduAccred: await actions.createEduAccred(viewer, input) });
});

caregiversApi.post('/user/edu-accred/:eduAccredId', async (c) => {
  const viewer = requireViewer(c);
  const input = parse(EduAccredSchema, await body(c));
  return c.json({
    eduAccred: await actions.updateEduAccred(viewer, c.req.param('eduAccredId'), input),
  });
});

caregiversApi.delete('/user/edu-accred/:eduAccredId', async (c) => {
  const viewer = requireViewer(c);
  return c.json({ eduAccred: await actions.deleteEduAccred(viewer, c.req.param('eduAccredId')) });
});

// ---------------------------------------------------------------------------------------------
// Reading profiles and reviews

caregiversApi.get('/user/getuser/:userIdNumber', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json(await actions.readCaregiverProfile(viewer, c.req.param('userIdNumber')));
});

caregiversApi.get('/review/get_all/:userIdNumber', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json(await actions.listReviews(viewer, c.req.param('userIdNumber')));
});

// ---------------------------------------------------------------------------------------------
// Admin: background checks

caregiversApi.get('/admin/background-checks', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json({ checks: await actions.listBackgroundCheckQueue(viewer) });
});

caregiversApi.post('/admin/background-checks/:userIdNumber/approve', async (c) => {
  const viewer = requireViewer(c);
  return c.json({
    bgCheck: await actions.approveBackgroundCheck(viewer, c.req.param('userIdNumber')),
  });
});

caregiversApi.post('/admin/background-checks/:userIdNumber/reject', async (c) => {
  const viewer = requireViewer(c);
  if (viewer.userType !== 'admin') throw forbidden(t('notAdmin'));
  const input = parse(RejectSchema, await body(c));
  return c.json({
    bgCheck: await actions.rejectBackgroundCheck(viewer, c.req.param('userIdNumber'), input.reason),
  });
});
