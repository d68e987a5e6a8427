// Closes a popup panel as a native menu would: when a click or focus lands outside it, or on Escape
// inside it (which then goes no further, and the focus goes back to the button that opened it).
import { useEffect, type RefObject } from 'react';

export function useDismiss(
  open: boolean,
  rootRef: RefObject<HTMLElement | null>,
  close: () => void,
  returnFocusTo?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !rootRef.current?.contains(event.target as Node)) return;
      // Captured before anything inside or around: an open panel's Escape closes only the menu.
      event.stopPropagation();
      close();
      returnFocusTo?.current?.focus();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape, true);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape, true);
    };
  }, [open, rootRef, close, returnFocusTo]);
}
