// My data (issue 22 point 5): what the "Your data" section and the download page share with the
// browser. docs/decisions/045-what-we-keep-and-for-how-long.md.

/** The "Your data" island, placed by name on every kind of /profile page. */
export const YOUR_DATA_ISLAND = 'my-data/your-data';

/** How long an emailed download link works, once. */
export const EXPORT_LINK_DAYS = 7;

/** Requests of one person in a day, beyond the one-at-a-time rule (each builds a whole ZIP). */
export const EXPORTS_PER_DAY = 3;

/** Where the emailed link lands: a page that asks for a click (a link never changes state). */
export const downloadPath = (token: string) => `/my-data/download/${token}`;

/** The link's token: 32 random bytes, base64url. */
export const EXPORT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The newest request, as the person's own page shows it. */
export type ExportStatus =
  | { state: 'none' }
  | { state: 'pending'; requestedAt: string }
  | { state: 'ready'; requestedAt: string; expiresAt: string }
  | { state: 'failed' | 'used' | 'expired'; requestedAt: string };

/** What an emailed link finds. */
export type LinkState = 'ready' | 'used' | 'expired' | 'invalid';
