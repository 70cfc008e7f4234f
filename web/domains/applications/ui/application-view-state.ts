// /jobs/applications/{jobAppId} and the job page's Apply dialog (spec 002 §4, §5, §8), their
// rules as pure functions: the form checks with the server's schemas, and the application as it
// stands after the server answered (the answered row, or what was sent when the answer carries
// none). Tested in application-view-state.test.ts.
import * as v from 'valibot';
import { firstIssueByField } from '../../../shared/valibot-fields.ts';
import type { JobApplication } from '../model.ts';
import { ApplySchema, EditApplicationSchema, ResponseDialogSchema } from '../schemas.ts';
import type { Role } from './list-state.ts';

export type Action = 'accept' | 'decline';
/** Errors by field, as catalog keys (checked here) or the server's own sentences. */
export type Errors = Partial<Record<string, string>>;

/** The message checked as the server will: trimmed, or the key of what is wrong with it. */
function checkMessage(
  schema: typeof ApplySchema | typeof EditApplicationSchema,
  message: string,
): { ok: true; message: string } | { ok: false; error: string } {
  const r = v.safeParse(schema, { message });
  return r.success ? { ok: true, message: r.output.message } : {
    ok: false,
    error: r.issues[0].message,
  };
}

export const checkApply = (message: string) => checkMessage(ApplySchema, message);
export const checkEdit = (message: string) => checkMessage(EditApplicationSchema, message);

/** The family's response: an action and a return message, both required (spec 002 §5). */
export function checkResponse(
  action: string,
  returnMessage: string,
): { ok: true; action: Action; returnMessage: string } | { ok: false; errors: Errors } {
  const r = v.safeParse(ResponseDialogSchema, { action, returnMessage });
  return r.success
    ? { ok: true, action: r.output.action, returnMessage: r.output.returnMessage }
    : { ok: false, errors: firstIssueByField(r.issues) };
}

/** The errors without one field's, once that field is changed. */
export function withoutError(errors: Errors, field: string): Errors {
  const { [field]: _, ...rest } = errors;
  return rest;
}

/** One field of an answer that may be anything. */
const field = (o: unknown, key: string): unknown =>
  typeof o === 'object' && o !== null ? Reflect.get(o, key) : undefined;

const isApplication = (data: unknown): data is JobApplication =>
  typeof data === 'object' && data !== null && 'id' in data;

/** The application after an edit: the server's row, or the old one with the new message. */
export function editedApplication(
  app: JobApplication,
  answer: unknown,
  message: string,
  now: Date,
): JobApplication {
  return isApplication(answer) ? answer : { ...app, message, editedAt: now.toISOString() };
}

/** Where accepting leads (spec 002 §4): the hire flow the server names, if it names one. */
export function hireLinkOf(answer: unknown): string | null {
  const link = field(answer, 'hireLink');
  return typeof link === 'string' && link ? link : null;
}

/** The application after the family answered: the server's row, or the answer applied to it. */
export function answeredApplication(
  app: JobApplication,
  answer: unknown,
  action: Action,
  returnMessage: string,
  now: Date,
): JobApplication {
  const row = field(answer, 'application') ?? answer;
  if (isApplication(row)) return row;
  return {
    ...app,
    isRead: true,
    isAccepted: action === 'accept',
    isDeclined: action === 'decline',
    returnMessage,
    actionAt: now.toISOString(),
  };
}

/** The new application's id in the apply answer ({ application }, or older shapes). */
export function appliedId(answer: unknown): string | null {
  const id = field(answer, 'id') ?? field(answer, 'appId') ?? field(answer, 'applicationId') ??
    field(field(answer, 'application'), 'id');
  return typeof id === 'string' ? id : null;
}

/** The read mark on one application of the list. */
export const markedRead = (list: readonly JobApplication[], id: string) =>
  list.map((a) => (a.id === id ? { ...a, isRead: true } : a));

/** The posting as each side links it: the family's own page, or the public one. */
export const jobHref = (role: Role, jobId: string) =>
  role === 'family' ? `/profile/jobs/${jobId}` : `/job/${jobId}`;
