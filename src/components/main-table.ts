// The screen's main table, for the shell's "Skip to table" link: a table marked `main` registers
// how to focus its rows while it is on screen, and the shell (app/) offers the link only then.
import { useEffect, useSyncExternalStore } from 'react';

/** The main table's scroller id: the skip link's target where its script has not run. */
export const MAIN_TABLE_ID = 'main-table';

type Focus = () => void;
const tables: Focus[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Registers `focus` as the main table's while `active` and mounted; the newest one wins. */
export function useMainTable(active: boolean, focus: Focus): void {
  useEffect(() => {
    if (!active) return;
    tables.push(focus);
    notify();
    return () => {
      const at = tables.lastIndexOf(focus);
      if (at >= 0) tables.splice(at, 1);
      notify();
    };
  }, [active, focus]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a main table is on screen. */
export function useHasMainTable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => tables.length > 0,
    () => false,
  );
}

/** Focuses the main table's current row (scrolled into view); false when there is none. */
export function focusMainTable(): boolean {
  const focus = tables.at(-1);
  if (!focus) return false;
  focus();
  return true;
}
