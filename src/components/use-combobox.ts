// The searchable select's open state, cursor and keyboard (the ARIA combobox pattern): which option
// is active, opening and closing the list, choosing, and the keys that move through the options.
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';

interface ComboboxOptions<O> {
  /** The options in list (and arrow) order. */
  ordered: readonly O[];
  /** The chosen option, or null. */
  selected: O | null;
  disabled: boolean;
  /** The text typed, or null while the person is not typing. */
  query: string | null;
  setQuery: (query: string | null) => void;
  /** Called with an option chosen other than `selected`. */
  onChoose: (option: O) => void;
  optionId: (index: number) => string;
  inputRef: RefObject<HTMLInputElement | null>;
}

export interface Combobox<O> {
  open: boolean;
  /** The index of the active option in `ordered`, or -1. */
  active: number;
  setActiveIndex: (index: number) => void;
  openList: (startAt?: 'selected' | 'first' | 'last') => void;
  close: () => void;
  choose: (option: O) => void;
  /** The field's text changed: a new search, from the first match. */
  type: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

// How many options Page Up / Page Down move by.
const PAGE_STEP = 10;

export function useCombobox<O>({
  ordered,
  selected,
  disabled,
  query,
  setQuery,
  onChoose,
  optionId,
  inputRef,
}: ComboboxOptions<O>): Combobox<O> {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // The deferred filter can shrink the list under the cursor; the cursor stays on a real option.
  const active = Math.min(activeIndex, ordered.length - 1);

  // After a choice the field keeps the focus with its text selected, so typing starts a new search.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement === input) input.select();
  }, [selected, inputRef]);

  useEffect(() => {
    if (!open || active < 0) return;
    const element = document.getElementById(optionId(active));
    // jsdom has no scrollIntoView; browsers do.
    element?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on the select's id, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  function openList(startAt: 'selected' | 'first' | 'last' = 'selected') {
    if (disabled) return;
    setOpen(true);
    const selectedIndex = selected ? ordered.indexOf(selected) : -1;
    if (startAt === 'last') setActiveIndex(ordered.length - 1);
    else if (startAt === 'first' || selectedIndex < 0) setActiveIndex(ordered.length > 0 ? 0 : -1);
    else setActiveIndex(selectedIndex);
  }

  function close() {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  }

  function choose(option: O) {
    close();
    if (option !== selected) onChoose(option);
  }

  function move(step: number) {
    if (ordered.length === 0) return;
    if (active < 0) setActiveIndex(step > 0 ? 0 : ordered.length - 1);
    else setActiveIndex(Math.min(ordered.length - 1, Math.max(0, active + step)));
  }

  function type(text: string) {
    setQuery(text);
    setOpen(true);
    setActiveIndex(0);
  }

  const combobox = { open, active, setActiveIndex, openList, close, choose, type, move };
  return {
    ...combobox,
    onKeyDown: (event) => onComboboxKey(event, combobox, ordered[active], query !== null),
  };
}

/** The combobox's keys: arrows and Page Up/Down move, Enter chooses, Escape and Tab close. */
function onComboboxKey<O>(
  event: KeyboardEvent<HTMLInputElement>,
  combobox: Omit<Combobox<O>, 'onKeyDown'> & { move: (step: number) => void },
  activeOption: O | undefined,
  typing: boolean,
) {
  const { open, openList, move, close, choose } = combobox;
  switch (event.key) {
    case 'ArrowDown':
      event.preventDefault();
      if (!open) openList();
      else move(1);
      break;
    case 'ArrowUp':
      event.preventDefault();
      if (!open) openList('last');
      else move(-1);
      break;
    case 'PageDown':
    case 'PageUp':
      if (open) {
        event.preventDefault();
        move(event.key === 'PageDown' ? PAGE_STEP : -PAGE_STEP);
      }
      break;
    case 'Enter':
      if (!open) return;
      event.preventDefault();
      if (activeOption !== undefined) choose(activeOption);
      break;
    case 'Escape':
      if (open || typing) {
        event.preventDefault();
        close();
      }
      break;
    case 'Tab':
      if (open) close();
      break;
    default:
      break;
  }
}
