// A sign-up step's field error in the reader's language: a caregivers schema's catalog key
// (translated, with the province's minimum wage filled in) or a server answer, passed through.
import { useCatalogError } from '../../../shared/field-errors.ts';
import { caregiverMessages } from '../../caregivers/model.ts';
import { wageMinimumParams } from '../../caregivers/schemas.ts';

export function useFieldError(province?: string | null) {
  return useCatalogError(caregiverMessages, wageMinimumParams(province));
}
