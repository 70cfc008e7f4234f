// The browser's location for check-in and completion (spec 001 §7: high accuracy, 5 s timeout,
// 10 s maximum age). Rejects when it is refused or unavailable; the caller shows
// 'Please enable your location'.
import { GEOLOCATION_OPTIONS } from '../model.ts';

export type Position = { lat: number; lng: number; accuracy: number | null };

export function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('geolocation unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          lat: p.coords.latitude,
          lng: p.coords.longitude,
          accuracy: Number.isFinite(p.coords.accuracy) ? p.coords.accuracy : null,
        }),
      reject,
      GEOLOCATION_OPTIONS,
    );
  });
}
