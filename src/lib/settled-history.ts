// One Back entry per choice a person settles on, not one per step: arrow keys on a closed select
// change it once per key press, and each change would otherwise push its own history entry.

/** Changes of one field closer together than this are one choice. */
export const SETTLE_MS = 1_000;

/**
 * Returns, for each change of a field, whether it starts a new choice (`push`: Back returns to
 * before it) or continues the one being made in that field (`replace`). Another field's change
 * always starts a new one. `now` is injectable for tests.
 */
export function createSettledHistory(now: () => number = () => Date.now()) {
  let lastField: string | null = null;
  let last = Number.NEGATIVE_INFINITY;
  return (field: string): 'push' | 'replace' => {
    const time = now();
    const mode = field === lastField && time - last < SETTLE_MS ? 'replace' : 'push';
    lastField = field;
    last = time;
    return mode;
  };
}
