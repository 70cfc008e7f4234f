// The background-checks API (spec 002 §7 paths, issue 8; ADR 034), mounted at /api: parse with
// the schema, call an action, answer JSON. No SQL here. Every failure is a 4xx with
// `{field: message}` in the request's language (the app renders the catalog keys the errors
// carry).
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  fieldErrorsFrom,
  forbidden,
  invalid,
  readJsonObject,
  readMultipartFile,
  validating,
} from '../../server/http.server.ts';
import { describeRoutes, record, upload } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import { renderText, text } from '../../shared/i18n.tsx';
import * as actions from './actions.server.ts';
import { type BgCheckMessageKey, bgCheckMessages } from './messages.ts';
import { BG_CHECK_MAX_BYTES } from './model.ts';
import { IssuedOnSchema, ReimbursementAmountSchema, RejectSchema } from './schemas.ts';

export const backgroundChecksApi = new Hono<AppEnv>();
// The Care Pro's routes, documented beside the rest of the Care Pro's (one tag in the document).
const describe = describeRoutes('Care Pros');

const t = (key: BgCheckMessageKey) => text(bgCheckMessages, key);

/** Checks the body `value`; 422 with this domain's field messages. */
function parse<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
  value: unknown,
): v.InferOutput<S> {
  const result = v.safeParse(validating(c, 'body', schema), value);
  if (result.success) return result.output;
  throw invalid(fieldErrorsFrom(result.issues, bgCheckMessages));
}

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');

/** A multipart body's file field (the check or its receipt), at most BG_CHECK_MAX_BYTES. */
const multipartFile = (c: Context<AppEnv>, field: 'file' | 'receipt', missing: BgCheckMessageKey) =>
  readMultipartFile(c, field, BG_CHECK_MAX_BYTES, {
    notMultipart: t('invalidMultipart'),
    missing: t(missing),
    tooLarge: t('bgCheckTooLarge'),
  });

// ---------------------------------------------------------------------------------------------
// Answers, by their top-level shape (the records are model.ts's)

const BgCheck = record('BgCheck', 'background-checks/model.ts', { state: v.string() });

// ---------------------------------------------------------------------------------------------
// The Care Pro's check and its cost

const bgCheck = describe({
  summary: "The Care Pro's background check: the document (PDF or image) and when it was issued.",
  form: v.object({ file: upload, issuedOn: IssuedOnSchema }),
  answers: { 200: v.object({ message: v.string(), bgCheck: BgCheck }) },
  errors: [409],
});
backgroundChecksApi.post('/user/caregiver/background-check', bgCheck, async (c) => {
  const viewer = requireViewer(c);
  if (viewer.userType !== 'caregiver') throw forbidden(t('notCaregiver'));
  const { bytes, form } = await multipartFile(c, 'file', 'bgCheckMissing');
  const issued = v.safeParse(bgCheck.form.entries.issuedOn, form.get('issuedOn') ?? undefined);
  if (!issued.success) {
    // The spec shows upload errors under the file field; the date's own field says it too.
    const message = text(bgCheckMessages, issued.issues[0].message as BgCheckMessageKey);
    throw invalid({ file: message, issuedOn: message });
  }
  return c.json(await actions.submitBackgroundCheck(viewer, bytes, issued.output, c.get('locale')));
});

// The partner check's cost and receipt (spec 002 §1; ADR 034): multipart `receipt`, `amount`.
const reimbursement = describe({
  summary: "The partner check's cost (in dollars) and its receipt, to be repaid.",
  form: v.object({ receipt: upload, amount: ReimbursementAmountSchema }),
  answers: {
    200: v.object({
      message: v.string(),
      reimbursement: record('BgCheckReimbursement', 'background-checks/model.ts', {
        amount: v.number(),
        recordedAt: v.string(),
      }),
    }),
  },
  errors: [409],
});
backgroundChecksApi.post(
  '/user/caregiver/background-check/reimbursement',
  reimbursement,
  async (c) => {
    const viewer = requireViewer(c);
    if (viewer.userType !== 'caregiver') throw forbidden(t('notCaregiver'));
    const { bytes, form } = await multipartFile(c, 'receipt', 'receiptMissing');
    const amount = v.safeParse(reimbursement.form.entries.amount, form.get('amount') ?? undefined);
    if (!amount.success) {
      throw invalid({
        amount: text(bgCheckMessages, amount.issues[0].message as BgCheckMessageKey),
      });
    }
    noStore(c);
    return c.json({
      message: renderText(text(bgCheckMessages, 'reimbursementSaved'), c.get('locale') ?? 'en'),
      reimbursement: await actions.recordReimbursement(viewer, bytes, amount.output),
    });
  },
);

// ---------------------------------------------------------------------------------------------
// Admin: background checks

backgroundChecksApi.get(
  '/admin/background-checks',
  describe({
    summary: 'The background checks awaiting staff, with their files (staff).',
    answers: {
      200: v.object({
        checks: v.array(record('BgCheckQueueItem', 'background-checks/model.ts', {
          userIdNumber: v.string(),
          firstName: v.string(),
          lastName: v.string(),
          state: v.string(),
        })),
      }),
    },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json({ checks: await actions.listBackgroundCheckQueue(viewer) });
  },
);

backgroundChecksApi.post(
  '/admin/background-checks/:userIdNumber/approve',
  describe({
    summary: "Staff approve a Care Pro's background check.",
    answers: { 200: v.object({ bgCheck: BgCheck }) },
    errors: [409],
  }),
  async (c) => {
    const viewer = requireViewer(c);
    return c.json({
      bgCheck: await actions.approveBackgroundCheck(viewer, c.req.param('userIdNumber')),
    });
  },
);

const reject = describe({
  summary: "Staff reject a Care Pro's background check, with the reason.",
  body: RejectSchema,
  answers: { 200: v.object({ bgCheck: BgCheck }) },
  errors: [409],
});
backgroundChecksApi.post('/admin/background-checks/:userIdNumber/reject', reject, async (c) => {
  const viewer = requireViewer(c);
  if (viewer.userType !== 'admin') throw forbidden(t('notAdmin'));
  const input = parse(c, reject.body, await readJsonObject(c));
  return c.json({
    bgCheck: await actions.rejectBackgroundCheck(viewer, c.req.param('userIdNumber'), input.reason),
  });
});
