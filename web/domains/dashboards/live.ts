// The dashboard's one live connection (spec 001 §2; issue 13 "updates live"): every dashboard
// island watches here, and this module alone subscribes to the realtime hub. A change marks the
// sections it affects (model.ts sectionsForChange); a burst of changes becomes one request
// (GET /api/dashboard/sections?only=...) whose answer goes to every watching island. Browser only.
import { api } from '../../shared/api-client.ts';
import { coalesce } from '../../shared/coalesce.ts';
import { onLive, subscribe } from '../../shared/realtime-client.ts';
import {
  LIVE_SECTIONS,
  LIVE_TABLES,
  type LiveSection,
  type LiveSections,
  sectionsForChange,
} from './model.ts';

type Listener = (sections: LiveSections) => void;

const listeners = new Set<Listener>();
let dirty = new Set<LiveSection>();
let started = false;

const refetch = coalesce(async () => {
  const only = [...dirty];
  dirty = new Set();
  if (only.length === 0) return;
  const res = await api<LiveSections>('GET', `/api/dashboard/sections?only=${only.join(',')}`);
  // A failed re-read leaves the cards as they were; the next change asks again.
  if (!res.ok) return console.error('dashboard: re-reading sections failed', res.status);
  listeners.forEach((l) => l(res.data));
});

function mark(sections: readonly LiveSection[]) {
  if (sections.length === 0) return;
  sections.forEach((s) => dirty.add(s));
  refetch();
}

function start() {
  if (started) return;
  started = true;
  for (const table of LIVE_TABLES) {
    subscribe(table, (change) => mark(sectionsForChange(table, change.op, change.row)));
  }
  // Live (first time or after a reconnect): whatever changed since the page was rendered.
  onLive(() => mark(LIVE_SECTIONS));
}

/** Hears every re-read of the live sections; returns the way to stop. */
export function watchSections(listener: Listener): () => void {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}
