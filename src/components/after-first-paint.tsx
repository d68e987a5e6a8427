// Content drawn just after what is above it: its first render shows nothing, and React renders it
// in the background once the rest has been painted.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the first commit has been painted. For sections below a screen's main
 * content (a chart), so that content is painted without waiting for theirs; nothing is dropped or
 * reordered, and the sections appear within the next few frames.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  /** What shows until then (nothing by default). */
  fallback?: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // The frame after this commit's: a task queued from its animation frame runs once it is painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready ? children : fallback;
}
