// Text typed into a field whose value the URL also keeps (a search): the screen reads each
// letter at once, and the URL is written once typing pauses. nuqs can hold the write back
// itself (its `debounce`), but it tells its hooks of every letter it holds through
// useSyncExternalStore, whose updates React never defers: each keystroke re-rendered the whole
// screen synchronously, table included, before the field could paint. Here the letters are React
// state, which the field sets in a transition (components/search-box.tsx).
//
// Letters not yet written would be lost if the screen were left before the pause (a click on a
// result, then Back): the router writes on a later task, after the click has moved on. With
// `urlWith` they are written to the URL at once when focus leaves the field, which comes
// before the click on a link; the router's own write still follows the pause. (A reload within
// the pause still loses them: Chromium takes the URL to reload before the page hears of it,
// even in beforeunload.)
import { useCallback, useEffect, useMemo, useState } from 'react';

/** How long typing pauses before the URL is written. */
export const TYPING_PAUSE_MS = 300;

interface Typed {
  /** What was typed. */
  readonly text: string;
  /** The URL's value when typing began. */
  readonly over: string;
  /** The last text written to the URL from here, if any. */
  readonly written: string | null;
  /** The scope it was typed in. */
  readonly scope: string;
}

export interface TypedTextOptions {
  /** How long after the last change the text is written; TYPING_PAUSE_MS if not given. */
  readonly pauseMs?: number;
  /**
   * `url` (a path with its query and hash) with `text` written in, for the letters not yet
   * written when focus leaves the field: the URL is replaced with it at once.
   */
  readonly urlWith?: (url: string, text: string) => string;
  /**
   * What the text searches in (a league): typing in one scope never carries to another, even
   * where the URL's value is the same in both.
   */
  readonly scope?: string;
}

/**
 * Whether the typing holds: it was typed in this scope, and the URL has the value it was typed
 * over, or the one written.
 */
function holds(typed: Typed | null, urlText: string, scope: string): typed is Typed {
  return (
    typed !== null && typed.scope === scope && (urlText === typed.over || urlText === typed.written)
  );
}

/**
 * `[text, setText]`: the text to show and filter by, and its setter. `urlText` is the URL's
 * value and `write` writes one there, once typing pauses. The typing holds while the URL
 * keeps the value it was typed over, or the one written from here; a value from anywhere else
 * (Back, a link) replaces it. A change made for the person (a "clear" button) goes through
 * `setText` too.
 */
export function useTypedText(
  urlText: string,
  write: (text: string) => void,
  { pauseMs = TYPING_PAUSE_MS, urlWith, scope = '' }: TypedTextOptions = {},
): [string, (text: string) => void] {
  const [typed, setTyped] = useState<Typed | null>(null);
  const live = holds(typed, urlText, scope);
  // Given up once the URL has moved on, so an old typing never comes back.
  if (typed !== null && !live) setTyped(null);
  const text = live ? typed.text : urlText;

  const setText = useCallback(
    (next: string) =>
      setTyped((previous) =>
        holds(previous, urlText, scope)
          ? { ...previous, text: next }
          : { text: next, over: urlText, written: null, scope },
      ),
    [urlText, scope],
  );

  // Written unless the URL has it, or will have it once the last write from here lands.
  const pending = live && typed.text !== (typed.written ?? urlText) ? typed.text : null;
  useEffect(() => {
    if (pending === null) return;
    // Only ever onto the page typed on. A click away can change the URL a while before this
    // screen is gone (the next screen's code and data load first), and Chromium also reports focus
    // leaving an element the next screen's render removed, once the URL is that screen's.
    const page = window.location.pathname;
    const onPage = () => window.location.pathname === page;
    const timer = setTimeout(() => {
      if (!onPage()) return;
      setTyped((previous) => (previous === null ? null : { ...previous, written: pending }));
      write(pending);
    }, pauseMs);
    // Replaced at once, keeping the entry's state (the router's key): nuqs hears of it (it watches
    // the history calls), React Router's location does not change.
    const leave = () => {
      const { pathname, search, hash } = window.location;
      if (urlWith && onPage())
        window.history.replaceState(
          window.history.state,
          '',
          urlWith(pathname + search + hash, pending),
        );
    };
    document.addEventListener('focusout', leave);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusout', leave);
    };
  }, [pending, write, urlWith, pauseMs]);

  return [text, setText];
}

/**
 * `useTypedText` for one text field of a screen's URL state (a nuqs schema): `[state, setText]`,
 * the state with the typed text in the field, and the text's setter. `setUrlState` and
 * `serialize` are the schema's setter and serializer; `scope` as in `useTypedText`.
 */
export function useTypedField<S extends Readonly<Record<K, string>>, K extends string>(
  urlState: S,
  field: K,
  setUrlState: (update: Record<K, string>) => unknown,
  serialize: (base: string, update: Record<K, string>) => string,
  scope?: string,
): [S, (text: string) => void] {
  const { write, urlWith } = useMemo(() => {
    const update = (text: string) => ({ [field]: text }) as Record<K, string>;
    return {
      write: (text: string) => void setUrlState(update(text)),
      urlWith: (url: string, text: string) => serialize(url, update(text)),
    };
  }, [field, setUrlState, serialize]);
  const urlText = urlState[field];
  const [text, setText] = useTypedText(urlText, write, { urlWith, scope });
  const state = useMemo(
    () => (text === urlText ? urlState : { ...urlState, [field]: text }),
    [urlState, urlText, field, text],
  );
  return [state, setText];
}
