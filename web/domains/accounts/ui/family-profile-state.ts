// The family profile editor's rules, apart from React (issue 20 point 29): which picture files
// are worth sending, what the form starts from, and whether anything changed. The field rules
// themselves are sign-up's (FamilyProfileSchema = step 5's BasicInfoStep).
import type { Address } from '../../../shared/address/address-schema.ts';
import type { FamilyProfile } from '../model.ts';
import { formatPhone } from '../schemas.ts';

/** The same limit as the upload endpoint (caregivers' IMAGE_MAX_BYTES). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png'];

/**
 * Null when the file may be sent; otherwise the catalog key of the reason. The server checks the
 * bytes again (a renamed file is refused there); this spares an upload the browser can judge.
 */
export function photoProblem(
  file: { type: string; size: number },
): 'invalidImage' | 'photoTooLarge' | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'invalidImage';
  if (file.size > PHOTO_MAX_BYTES) return 'photoTooLarge';
  return null;
}

export type ProfileValues = {
  firstName: string;
  lastName: string;
  phoneNum: string;
  address: Address | null;
};

export function profileValues(p: FamilyProfile): ProfileValues {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    phoneNum: p.phoneNum,
    address: p.address,
  };
}

/** Whether the form differs from what is saved (phones compared as the server stores them). */
export function hasChanges(saved: ProfileValues, current: ProfileValues): boolean {
  return saved.firstName.trim() !== current.firstName.trim() ||
    saved.lastName.trim() !== current.lastName.trim() ||
    formatPhone(saved.phoneNum) !== formatPhone(current.phoneNum) ||
    (saved.address?.addressFull ?? null) !== (current.address?.addressFull ?? null) ||
    (saved.address?.geohash ?? null) !== (current.address?.geohash ?? null);
}

/** Initials for the avatar placeholder: 'Erin Tester' → 'ET'. */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}
