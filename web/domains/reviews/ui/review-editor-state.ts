// The review editor's state (spec 001 §4, §5): the saved review, whether it is being edited, the
// form's values and errors, and the rules that move them: what the schema refuses, which of the
// server's errors belong beside a field, what Cancel restores. Pure (no React, no fetch), so each
// rule is tested without a browser.
import * as v from 'valibot';
import { CRITERIA, type Criterion, type Review } from '../model.ts';
import { type ReviewInput, ReviewSchema } from '../schemas.ts';
import { firstIssueByField } from '../../../shared/valibot-fields.ts';

export type ReviewValues = { [C in Criterion]: number | null } & { title: string; message: string };
export type ReviewField = Criterion | 'title' | 'message';
/** Errors by field, as text to show (or, from the schema, catalog keys to translate). */
export type ReviewErrors = Partial<Record<ReviewField | 'general', string>>;

export const blankReview: ReviewValues = {
  empathy: null,
  punctuality: null,
  knowledge: null,
  helpfulness: null,
  title: '',
  message: '',
};

export const valuesOf = (r: Review): ReviewValues => ({
  ...r.breakdown,
  title: r.title,
  message: r.message,
});

export type EditorState = {
  saved: Review | null;
  editing: boolean;
  values: ReviewValues;
  errors: ReviewErrors;
  busy: boolean;
};

export type EditorAction =
  | { type: 'edit' }
  /** Cancel restores the saved values (spec 001 §4). */
  | { type: 'cancel' }
  | { type: 'set'; field: ReviewField; value: number | string }
  | { type: 'invalid'; errors: ReviewErrors }
  | { type: 'busy' }
  /** A request ended without changing the form (a delete that failed). */
  | { type: 'idle' }
  /** The server refused: the errors that belong beside a field (the rest is an alert). */
  | { type: 'failed'; errors: ReviewErrors }
  | { type: 'saved'; review: Review }
  | { type: 'deleted' };

export const initialEditor = (review: Review | null): EditorState => ({
  saved: review,
  editing: false,
  values: review ? valuesOf(review) : blankReview,
  errors: {},
  busy: false,
});

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit':
      return { ...state, editing: true };
    case 'cancel':
      return state.saved
        ? { ...state, values: valuesOf(state.saved), errors: {}, editing: false }
        : state;
    case 'set':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors: { ...state.errors, [action.field]: undefined },
      };
    case 'invalid':
      return { ...state, errors: action.errors };
    case 'busy':
      return { ...state, busy: true };
    case 'idle':
      return { ...state, busy: false };
    case 'failed':
      return { ...state, busy: false, errors: action.errors };
    case 'saved':
      return {
        ...state,
        busy: false,
        saved: action.review,
        values: valuesOf(action.review),
        editing: false,
      };
    case 'deleted':
      return initialEditor(null);
  }
}

/**
 * The form checked by the schema the server uses: the payload to send, or each field's first
 * refusal as a catalog key.
 */
export function checkReview(
  values: ReviewValues,
): { ok: true; input: ReviewInput } | { ok: false; errors: ReviewErrors } {
  const parsed = v.safeParse(ReviewSchema, values);
  if (parsed.success) return { ok: true, input: parsed.output };
  return { ok: false, errors: firstIssueByField(parsed.issues, null) };
}

const FIELDS: readonly string[] = [...CRITERIA, 'title', 'message'];

/** The server's errors: those of a form field go beside it; the first other one is general. */
export function splitServerErrors(
  errors: Record<string, string>,
): { fields: ReviewErrors; general: string | undefined } {
  const fields: ReviewErrors = {};
  let general: string | undefined;
  for (const [field, message] of Object.entries(errors)) {
    if (FIELDS.includes(field)) fields[field as ReviewField] = message;
    else general ??= message;
  }
  return { fields, general };
}
