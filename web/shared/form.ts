// react-hook-form validates with the same valibot schema the server uses. The resolver's
// output type does not follow valibot 1.5's inference, so it is restated once here.
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as v from 'valibot';

export function schemaResolver<S extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: S,
): Resolver<v.InferInput<S>, unknown, v.InferOutput<S>> {
  // deno-lint-ignore no-explicit-any
  return valibotResolver(schema as any) as unknown as Resolver<
    v.InferInput<S>,
    unknown,
    v.InferOutput<S>
  >;
}

/**
 * Puts an API answer's `{ field: message }` errors on a form: each of `fields` gets its message
 * and the first of them takes focus; any other key (`general`, …) goes to `setGeneral`.
 */
export function showServerErrors<F extends string>(
  errors: Record<string, string>,
  fields: readonly F[],
  setError: (
    name: F,
    error: { type: 'server'; message: string },
    options: { shouldFocus: boolean },
  ) => void,
  setGeneral: (message: string) => void,
) {
  let focused = false;
  for (const [field, message] of Object.entries(errors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as F, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      setGeneral(message);
    }
  }
}

/** A react-hook-form field error's own message (not one nested inside it). */
export function fieldMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object' || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}
