// The one way to read a database refusal: by SQLSTATE (postgres.js puts it on `code`), never by
// matching message text, which Postgres may word differently across versions and locales.
export function pgCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The constraint a refusal names: a table constraint or unique index Postgres reports, or the
 * condition a trigger raises with `using constraint = '…'` (our lifecycle triggers do).
 */
export function pgConstraint(err: unknown): string | undefined {
  const name = (err as { constraint_name?: unknown } | null)?.constraint_name;
  return typeof name === 'string' ? name : undefined;
}
