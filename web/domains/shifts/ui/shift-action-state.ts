// How the caregiver's check-in and completion answer the person (spec 001 §5, §8; issue 20 point
// 12): a wrong date and a refused location are warnings in the spec's words; a completion that
// fails for want of a location says 'Please enable your location' from our own catalog whatever
// the server wrote; anything else is the server's message as an error. Pure, so it is tested
// without a browser.
import type { ShiftsMessageKey } from '../messages.ts';
import { zoneDate } from '../display.ts';

/** What to show: a catalog key (ours) or the server's text, as a warning or an error. */
export type Outcome =
  | { type: 'warning' | 'error'; key: ShiftsMessageKey }
  | { type: 'warning' | 'error'; text: string };

type Failure = { status: number; errors: Record<string, string> };

/** The location was missing or malformed in the request (the schema's `coordinates` errors). */
const aboutLocation = (errors: Record<string, string>) =>
  Object.keys(errors).some((k) => k === 'coordinates' || k.startsWith('coordinates.'));

const firstText = (errors: Record<string, string>) =>
  errors.shift ?? Object.values(errors)[0] ?? '';

/**
 * Before asking for the location: a shift whose day (in its care zone) is already past may no
 * longer be checked in.
 */
export function checkInBlocked(
  shift: { startTime: string; timeZone: string },
  now: Date,
): Outcome | null {
  return zoneDate(shift.startTime, shift.timeZone) < zoneDate(now, shift.timeZone)
    ? { type: 'warning', key: 'checkInDate' }
    : null;
}

/** The browser gave no location. */
export const locationRefused: Outcome = { type: 'warning', key: 'enableLocation' };

/**
 * A refused check-in: the server's 400 is the date rule ('You may only check in on the scheduled
 * date.', already in the reader's language), a warning; a location the server could not read is
 * the location warning; a conflict (already checked in) is an error with the server's words.
 */
export function checkInFailure(r: Failure): Outcome {
  if (aboutLocation(r.errors)) return locationRefused;
  if (r.status === 400 && r.errors.shift) return { type: 'warning', text: r.errors.shift };
  return { type: 'error', text: firstText(r.errors) };
}

/**
 * A refused completion: a location problem reads 'Please enable your location'; outstanding tasks
 * (a 400 on `shift`) are the spec's warning; anything else the server's words as an error.
 */
export function completionFailure(r: Failure): Outcome {
  if (r.status === 0 || aboutLocation(r.errors)) return locationRefused;
  if (r.status === 400 && r.errors.shift) return { type: 'warning', text: r.errors.shift };
  return { type: 'error', text: firstText(r.errors) };
}
