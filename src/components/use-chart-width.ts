// A chart's width, measured from its box, so the chart draws at the width it is given (and chooses
// its ticks from it) instead of a guess corrected after the first paint.
import { useLayoutEffect, useRef, useState } from 'react';

// jsdom (and a hidden tab) measure 0 wide; a sensible width still draws the chart there.
const FALLBACK_WIDTH = 800;

/**
 * The box's width in whole CSS pixels, null until measured: measured before the first paint and
 * again whenever the box resizes, so the chart is laid out once at its own width.
 */
export function useChartWidth<E extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      setWidth((was) => (measured > 0 ? measured : (was ?? FALLBACK_WIDTH)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
