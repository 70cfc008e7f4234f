// The one `fields()` helper for payload schemas (client and server use the same schemas).
import * as v from 'valibot';

/**
 * v.object for a payload: a missing key answers with that field's own message, as if it had been
 * sent empty, instead of valibot's generic "Invalid key: …"; anything else wrong with the object
 * itself (not an object at all) answers `otherwise`, a catalog key of the domain.
 */
export function fields<E extends v.ObjectEntries>(entries: E, otherwise: string) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && key in entries) {
      const result = v.safeParse(entries[key], undefined);
      if (!result.success) return result.issues[0].message;
    }
    return otherwise;
  });
}

/** `fields` with the domain's own message for a payload that is not an object. */
export const fieldsOr = (otherwise: string) => <E extends v.ObjectEntries>(entries: E) =>
  fields(entries, otherwise);

/** What `firstIssueByField` reads of a valibot issue. */
export type FieldIssue = { message: string; path?: readonly { key: unknown }[] };

/**
 * Each field's first message (catalog keys), by the issue's top-level key: a form shows one
 * error per field. An issue that names no field goes under `otherwise`, or is dropped when it is
 * null.
 */
export function firstIssueByField(
  issues: readonly FieldIssue[],
  otherwise: string | null = 'general',
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : otherwise;
    if (field !== null) errors[field] ??= issue.message;
  }
  return errors;
}

/** `value` checked against `schema`: each field's first message, none when it passes. */
export function fieldIssues(
  schema: v.GenericSchema,
  value: unknown,
  otherwise: string | null = 'general',
): Record<string, string> {
  const result = v.safeParse(schema, value);
  return result.success ? {} : firstIssueByField(result.issues, otherwise);
}
