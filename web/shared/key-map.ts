// Chosen keys as the API keeps them (a posting's services and conditions, a caregiver's job
// types): an object { key: true } (spec 002 §7), here from a list and back.

/** Chosen keys: { key: true }. */
export type KeyMap = Record<string, true>;

/** The keys as a KeyMap; none (or null, a column with nothing chosen) gives {}. */
export function keyMap(keys: Iterable<string> | null | undefined): KeyMap {
  return Object.fromEntries(Array.from(keys ?? [], (key) => [key, true as const]));
}
