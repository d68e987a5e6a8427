// Closes a popup panel as a native menu would: when a click or focus lands outside it, or on Escape
// inside it (which then goes no further). The focus goes back to the button that opened it after
// Escape, and after a click outside that put it nowhere (on the page's background, not a control).
import { useEffect, type RefObject } from 'react';

export function useDismiss(
  open: boolean,
  rootRef: RefObject<HTMLElement | null>,
  close: () => void,
  returnFocusTo?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    let timer: number | undefined;
    const inside = (event: Event) => rootRef.current?.contains(event.target as Node) ?? false;
    const focusOutside = (event: Event) => {
      if (!inside(event)) close();
    };
    const pointerOutside = (event: Event) => {
      if (inside(event)) return;
      close();
      // The browser moves the focus after this event: to the control pressed, or to the page.
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const active = document.activeElement;
        const root = rootRef.current;
        // Nowhere: the page, the panel just hidden, or a focusable frame around the popover (the
        // main region) whose background was clicked.
        if (!active || !root || active.contains(root) || root.contains(active)) {
          returnFocusTo?.current?.focus({ preventScroll: true });
        }
      }, 0);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !inside(event)) return;
      // Captured before anything inside or around: an open panel's Escape closes only the menu.
      event.stopPropagation();
      close();
      returnFocusTo?.current?.focus();
    };
    document.addEventListener('pointerdown', pointerOutside);
    document.addEventListener('focusin', focusOutside);
    document.addEventListener('keydown', escape, true);
    return () => {
      document.removeEventListener('pointerdown', pointerOutside);
      document.removeEventListener('focusin', focusOutside);
      document.removeEventListener('keydown', escape, true);
    };
  }, [open, rootRef, close, returnFocusTo]);
}
