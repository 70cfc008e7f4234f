// react-hook-form validates with the same valibot schema the server uses. The resolver's
// output type does not follow valibot 1.5's inference, so it is restated once here.
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as v from 'valibot';

export function schemaResolver<S extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: S,
): Resolver<v.InferInput<S>, unknown, v.InferOutput<S>> {
  // deno-lint-ignore no-explicit-any
  return valibotResolver(schema as any) as unknown as Resolver<v.InferInput<S>, unknown, v.InferOutput<S>>;
}
