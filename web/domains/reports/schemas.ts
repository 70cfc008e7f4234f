// The reports pages' forms (spec 001 §5): what the islands check before posting. The server
// checks again with the shifts domain's schemas; both say the same thing, each from its catalog.
import * as v from 'valibot';
import type { ReportsMessageKey } from './messages.ts';

const k = (key: ReportsMessageKey) => key;

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
