// Whether the window is phone-narrow: the width at which screens collapse their secondary panels.
import { useSyncExternalStore } from 'react';

/** The phone breakpoint, as the style sheets' `@media (max-width: 40rem)`. */
export const NARROW_SCREEN = '(max-width: 40rem)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_SCREEN)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** True on a phone-narrow window; false where the width cannot be known. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
