// Text typed into a field whose value the address also keeps (a search): the screen reads each
// letter at once, and the address is written once typing pauses. nuqs can hold the write back
// itself (its `debounce`), but it tells its hooks of every letter it holds through
// useSyncExternalStore, whose updates React never defers: each keystroke re-rendered the whole
// screen synchronously, table included, before the field could paint. Here the letters are React
// state, which the field sets in a transition (components/search-box.tsx).
import { useCallback, useEffect, useState } from 'react';

interface Typed {
  /** What was typed. */
  readonly text: string;
  /** The address's value when typing began. */
  readonly over: string;
  /** The last text written to the address from here, if any. */
  readonly written: string | null;
}

/** Whether the typing holds: the address has the value it was typed over, or the one written. */
function holds(typed: Typed | null, urlText: string): typed is Typed {
  return typed !== null && (urlText === typed.over || urlText === typed.written);
}

/**
 * `[text, setText]`: the text to show and filter by, and its setter. `urlText` is the address's
 * value and `write` writes one there; it is written `pauseMs` after the last change. The typing
 * holds while the address keeps the value it was typed over, or the one written from here; a
 * value from anywhere else (Back, a link) replaces it. A change made for the person (a "clear"
 * button) goes through `setText` too.
 */
export function useTypedText(
  urlText: string,
  write: (text: string) => void,
  pauseMs: number,
): [string, (text: string) => void] {
  const [typed, setTyped] = useState<Typed | null>(null);
  const live = holds(typed, urlText);
  // Given up once the address has moved on, so an old typing never comes back.
  if (typed !== null && !live) setTyped(null);
  const text = live ? typed.text : urlText;

  const setText = useCallback(
    (next: string) =>
      setTyped((previous) =>
        holds(previous, urlText)
          ? { ...previous, text: next }
          : { text: next, over: urlText, written: null },
      ),
    [urlText],
  );

  // Written unless the address has it, or will have it once the last write from here lands.
  const pending = live && typed.text !== (typed.written ?? urlText) ? typed.text : null;
  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => {
      setTyped((previous) => (previous === null ? null : { ...previous, written: pending }));
      write(pending);
    }, pauseMs);
    return () => clearTimeout(timer);
  }, [pending, write, pauseMs]);

  return [text, setText];
}
