// Content drawn just after what is above it: its first render shows nothing, and React renders it
// in the background once the rest has been committed (and, on a busy page, painted).
import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders `children` one step after the first commit. For sections below a screen's main content
 * (a chart), so that content is painted without waiting for theirs; nothing is dropped or
 * reordered, and the sections appear within the next few frames.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  // React 19: `false` on the first render, then a background render with `true`.
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
