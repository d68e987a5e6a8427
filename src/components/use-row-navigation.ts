// Rows as one tab stop (roving focus): arrow keys, Page Up/Down, Home and End move between them,
// Enter or Space activates one, and a row scrolled into view by the keyboard is focused once drawn.
import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
  type RefObject,
} from 'react';

// Clicks on links or controls inside a custom cell do their own thing, not the row's.
const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"]';

/**
 * Scrolls the page (not the table, which has placed the row already) so a focused row is inside
 * the window: the table's scroller can reach past the window's edge.
 */
function keepInWindow(element: HTMLElement) {
  const { top, bottom } = element.getBoundingClientRect();
  const height = window.innerHeight || document.documentElement.clientHeight;
  if (bottom > height) window.scrollBy({ top: bottom - height + 8 });
  else if (top < 0) window.scrollBy({ top: top - 8 });
}

function focusRow(element: HTMLElement) {
  element.focus({ preventScroll: true });
  keepInWindow(element);
}

/** The table's imperative side, for screens: focus goes back to where the person was. */
export interface DataTableHandle {
  /** Focuses the row that is the table's tab stop (the last one used), scrolling it into view. */
  focusActiveRow: () => void;
}

interface RowNavigation<R> {
  /** The rows in the order shown. */
  rows: readonly R[];
  /** The index of the row that is the tab stop, or -1 when there are none. */
  active: number;
  setActiveIndex: (index: number) => void;
  /** The scroller holding the rows (each `[role=row][data-index]`). */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Brings a row into view (the virtualiser renders it there). */
  scrollToIndex: (index: number) => void;
  /** How many rows Page Up/Down move by. */
  pageSize: () => number;
  onRowActivate?: (row: R) => void;
  ref?: Ref<DataTableHandle>;
}

// eslint-disable-next-line max-lines-per-function -- the table's keyboard model (arrows, pages, Home/End, Enter, focus kept across re-sorts and virtual rows) in one place, as the WAI-ARIA grid pattern reads
export function useRowNavigation<R>({
  rows,
  active,
  setActiveIndex,
  scrollRef,
  scrollToIndex,
  pageSize,
  onRowActivate,
  ref,
}: RowNavigation<R>) {
  const count = rows.length;
  const pendingFocus = useRef<number | null>(null);

  const rowElement = (index: number) =>
    scrollRef.current?.querySelector<HTMLElement>(`[role="row"][data-index="${index}"]`) ?? null;

  const moveTo = (index: number) => {
    if (count === 0) return;
    const next = Math.max(0, Math.min(count - 1, index));
    setActiveIndex(next);
    scrollToIndex(next);
    const element = rowElement(next);
    if (element) focusRow(element);
    else pendingFocus.current = next;
  };

  // A row scrolled into view by the keyboard is focused once it has been rendered.
  useLayoutEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const element = rowElement(index);
    if (element) {
      pendingFocus.current = null;
      focusRow(element);
    }
  });

  const rowIndexOf = (target: EventTarget): { element: HTMLElement; index: number } | null => {
    const element = (target as HTMLElement).closest<HTMLElement>('[role="row"][data-index]');
    if (!element) return null;
    return { element, index: Number(element.dataset.index) };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const hit = rowIndexOf(event.target);
    // Keys typed inside a custom cell's control belong to that control.
    if (!hit || hit.element !== event.target) return;
    const { index } = hit;
    const page = pageSize();
    switch (event.key) {
      case 'ArrowDown':
        moveTo(index + 1);
        break;
      case 'ArrowUp':
        moveTo(index - 1);
        break;
      case 'PageDown':
        moveTo(index + page);
        break;
      case 'PageUp':
        moveTo(index - page);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(count - 1);
        break;
      case 'Enter':
      case ' ': {
        const row = rows[index];
        if (!onRowActivate || row === undefined) return;
        onRowActivate(row);
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const hit = rowIndexOf(event.target);
    if (!hit) return;
    setActiveIndex(hit.index);
    const target = event.target as HTMLElement;
    const insideControl = target.closest(INTERACTIVE);
    if (!onRowActivate || (insideControl && hit.element.contains(insideControl))) return;
    const row = rows[hit.index];
    if (row !== undefined) onRowActivate(row);
  };

  useImperativeHandle(ref, () => ({
    focusActiveRow: () => {
      if (active >= 0) moveTo(active);
    },
  }));

  // Focus on a row, or on a link or control in it, makes that row the tab stop: the tab stop is
  // always drawn, so whatever holds focus stays in the page (and keeps showing its own row) however
  // far the table scrolls.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const hit = rowIndexOf(event.target);
    if (hit) setActiveIndex(hit.index);
  };

  return { onKeyDown, onClick, onFocus };
}
