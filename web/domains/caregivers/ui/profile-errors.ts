// A field error in the reader's language, for the profile pages: a catalog key from the schemas
// (translated, with the province's minimum wage filled in) or a server answer (already
// translated, passed through). The generic readers are web/shared/field-errors.ts.
import { useCatalogError } from '../../../shared/field-errors.ts';
import { caregiverMessages } from '../messages.ts';
import { wageMinimumParams } from '../schemas.ts';

export function useFieldError(province?: string | null) {
  return useCatalogError(caregiverMessages, wageMinimumParams(province));
}
