// Loading dots (spec 001 §9): while a list or card loads, dots appear one by one every 750 ms, up
// to three, then start again. Pure, so the cycle is tested without a clock.

export const DOT_INTERVAL_MS = 750;
export const MAX_DOTS = 3;

/** How many dots show after `ticks` intervals: 1, 2, 3, 1, 2, 3… */
export const dotsAt = (ticks: number): number => (Math.max(0, Math.floor(ticks)) % MAX_DOTS) + 1;

/** The dots after `elapsedMs` of loading. */
export const dotsAfter = (elapsedMs: number): number => dotsAt(elapsedMs / DOT_INTERVAL_MS);
