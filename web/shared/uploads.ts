// The upload rules every file chooser follows before it sends (the background check, its receipt,
// the profile image): the types each input accepts, why a chosen file is refused at once (as a
// reason the caller words in its own catalog), and how a server refusal lands on the form.
// Browser-safe and pure.

/** The types a profile image may be, as the file input's `accept` (a background check's are
 * web/domains/background-checks/model.ts's). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png';

export type FileLike = { type: string; size: number };

/**
 * Why a chosen file is refused before it is sent: none chosen, a type the input does not accept,
 * or over the size limit. A file the browser gives no type passes: the server reads its bytes.
 */
export function fileIssue(
  file: FileLike | null | undefined,
  accept: string,
  maxBytes: number,
): 'missing' | 'type' | 'size' | null {
  if (!file) return 'missing';
  if (file.type && !accept.split(',').includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/**
 * A server refusal on the form: each named field's message under it, any other as one general
 * message. `general: 'alone'` shows the general one only when no field has its own.
 */
export function serverUploadErrors<F extends string>(
  errors: Record<string, string>,
  fields: readonly F[],
  { general }: { general: 'always' | 'alone' },
): Partial<Record<F | 'general', string>> {
  const out: Partial<Record<F | 'general', string>> = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    if ((fields as readonly string[]).includes(key)) out[key as F] = message;
    else rest.push(message);
  }
  const anyField = fields.some((f) => out[f]);
  if (rest.length && (general === 'always' || !anyField)) out.general = rest[0];
  return out;
}
