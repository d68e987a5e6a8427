// Whether the screen is a phone's width: the league table's narrow columns follow it. Local to the
// football screens until the shared table has its own narrow mode.
import { useSyncExternalStore } from 'react';

/** The width below which the app lays screens out for a phone (as app.css does). */
const NARROW = '(max-width: 40rem)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isNarrow = () => query()?.matches ?? false;

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
