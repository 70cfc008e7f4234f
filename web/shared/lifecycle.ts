// A lifecycle as data: each state's events and where they lead. Every domain's lifecycle.ts
// defines its tables with this one helper (issue 24 point 3), so reading a move, asking whether
// one state may follow another and knowing a final state mean the same everywhere. The database
// triggers enforce the same tables; tests/integration/lifecycles.test.ts walks every pair of
// states through both.

export type Transitions<S extends string, E extends string> = Record<S, Partial<Record<E, S>>>;

export type Lifecycle<S extends string, E extends string> = {
  readonly transitions: Transitions<S, E>;
  readonly states: readonly S[];
  /** The state after `event`, or null when `event` is not allowed in `state`. */
  next(state: S, event: E): S | null;
  /** Whether some event leads from `from` to `to`. */
  allows(from: S, to: S): boolean;
  /** No event leaves `state`. */
  isFinal(state: S): boolean;
};

export function defineLifecycle<S extends string, E extends string>(
  transitions: Transitions<S, E>,
): Lifecycle<S, E> {
  const states = Object.keys(transitions) as S[];
  return {
    transitions,
    states,
    next: (state, event) => transitions[state]?.[event] ?? null,
    allows: (from, to) => Object.values(transitions[from] ?? {}).includes(to),
    isFinal: (state) => Object.keys(transitions[state] ?? {}).length === 0,
  };
}
