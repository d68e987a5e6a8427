// Code shown as written: each line kept whole (never wrapped), the block scrolling sideways when a
// line is longer than the room. Only then is it a labelled, focusable region, so a keyboard can
// scroll it and a screen reader says what it holds; a block that fits is no extra Tab stop.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface CodeBlockProps {
  /** What the code is, e.g. "curl command": the region's name while it scrolls. */
  label: string;
  children: ReactNode;
  className?: string;
}

export function CodeBlock({ label, children, className }: CodeBlockProps) {
  const ref = useRef<HTMLPreElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth);
    check();
    // A closed <details> or a narrower window changes the result: the block's size changes then.
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [children]);
  return (
    <pre
      ref={ref}
      className={['dv-code-block', className].filter(Boolean).join(' ')}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
    >
      {children}
    </pre>
  );
}
