// What a schema says, in English: the domains' schema tests read each refusal through their own
// catalog, so a rule's message is checked word for word against the spec.
import assert from 'node:assert/strict';
import * as v from 'valibot';

/**
 * The English text of the first message `schema` gives for `field` (or at all), through
 * `catalog`; undefined when the value passes. A message that is not a catalog key fails the test.
 */
export function englishMessageFor<K extends string>(
  catalog: { en: Record<K, string> },
  schema: v.GenericSchema,
  value: unknown,
  field?: string,
): string | undefined {
  const result = v.safeParse(schema, value);
  if (result.success) return undefined;
  const issue = field === undefined
    ? result.issues[0]
    : result.issues.find((i) => i.path?.some((p) => p.key === field));
  if (!issue) return undefined;
  assert.ok(Object.hasOwn(catalog.en, issue.message), `"${issue.message}" is not a catalog key`);
  return catalog.en[issue.message as K];
}
