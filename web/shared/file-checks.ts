// What a file upload decides in the browser, before and after it sends (the background check, its
// receipt, the profile picture): which chosen files are refused at once, and how the server's
// refusal lands on the form's fields. Pure; unit-tested beside it.

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
