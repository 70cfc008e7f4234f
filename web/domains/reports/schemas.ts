// The reports payloads (spec 001 §5, §7): what the server parses (SubmitReportSchema,
// ReportActionSchema) and what the islands check before posting (the *FormSchema ones: the
// same rules, with a length message for fields the browser already keeps short). Every message is
// a key of reportsMessages.
import * as v from 'valibot';
import type { ReportsMessageKey } from './messages.ts';

const k = (key: ReportsMessageKey) => key;

/** POST /shift/{id}/report/submit, as the server reads it. */
export const SubmitReportSchema = v.object({
  title: v.pipe(
    v.string(k('reportTitleRequired')),
    v.trim(),
    v.nonEmpty(k('reportTitleRequired')),
    v.maxLength(200, k('reportTitleRequired')),
  ),
  note: v.pipe(
    v.string(k('reportNoteRequired')),
    v.trim(),
    v.nonEmpty(k('reportNoteRequired')),
    v.maxLength(5000, k('noteTooLong')),
  ),
});

/** POST /shift/{shiftId}/report/update/{reportId}/action, as the server reads it. */
export const ReportActionSchema = v.object({
  action: v.pipe(
    v.string(k('actionRequired')),
    v.trim(),
    v.nonEmpty(k('actionRequired')),
    v.maxLength(5000, k('noteTooLong')),
  ),
});

/** POST /api/shift/{id}/report/submit */
export const FileReportSchema = v.object({
  title: v.pipe(
    v.string(k('reportTitleRequired')),
    v.trim(),
    v.nonEmpty(k('reportTitleRequired')),
    v.maxLength(200, k('titleTooLong')),
  ),
  note: v.pipe(
    v.string(k('reportNoteRequired')),
    v.trim(),
    v.nonEmpty(k('reportNoteRequired')),
    v.maxLength(5000, k('textTooLong')),
  ),
});

/** POST /api/shift/{shiftId}/report/update/{reportId}/action */
export const ReportActionFormSchema = v.object({
  action: v.pipe(
    v.string(k('actionRequired')),
    v.trim(),
    v.nonEmpty(k('actionRequired')),
    v.maxLength(5000, k('textTooLong')),
  ),
});

const Party = v.object({ firstName: v.string(), lastName: v.string(), userIdNumber: v.string() });
/** A report as the API answers it (model.ts Report), for the OpenAPI document. */
export const ReportAnswerSchema = v.pipe(
  v.object({
    id: v.string(),
    shiftId: v.string(),
    memberId: v.string(),
    title: v.string(),
    note: v.string(),
    submitted: v.string(),
    caregiverInfo: Party,
    familyInfo: Party,
    address: v.object({ addressFull: v.string() }),
    shiftInfo: v.object({ startTime: v.string(), endTime: v.string(), timeZone: v.string() }),
    state: v.picklist(['pending_review', 'read', 'actioned']),
    status: v.object({ isRead: v.boolean(), isActioned: v.boolean(), isEdited: v.boolean() }),
    action: v.nullable(v.string()),
    actionedAt: v.nullable(v.string()),
    actionedBy: v.nullable(v.looseObject({ firstName: v.string(), lastName: v.string() })),
  }),
  v.title('Report'),
);
