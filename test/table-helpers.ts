// Reading a DataTable as assistive technology does: by role and ARIA attributes, never CSS classes.
// Plain attribute selectors over role= and aria-* rather than role queries: jsdom computes styles
// for every role query, and these helpers read many cells.
import { screen, waitFor } from '@testing-library/react';

/** The column headers of a table, left to right. */
export function headers(table: HTMLElement): HTMLElement[] {
  return [...table.querySelectorAll<HTMLElement>('[role="columnheader"]')];
}

/** A header's text as read aloud: without what is hidden from assistive technology (its sort
 * indicator, a mark drawn in place of its words). */
export function headerText(header: HTMLElement): string {
  const copy = header.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.replace(/[↕▲▼]\d*$/u, '').trim() ?? '';
}

/** The position of the column headed `name`; throws when there is none. */
export function columnIndex(table: HTMLElement, name: string): number {
  const index = headers(table).findIndex((h) => headerText(h) === name);
  if (index < 0) throw new Error(`No column ${name}`);
  return index;
}

/** The rendered data rows (aria-rowindex 2 and on: row 1 is the header row), top to bottom. */
export function dataRows(table: HTMLElement): HTMLElement[] {
  return [...table.querySelectorAll<HTMLElement>('[role="row"][aria-rowindex]')]
    .filter((row) => Number(row.getAttribute('aria-rowindex')) >= 2)
    .filter((row) => row.querySelector('[role="cell"]:not([aria-colspan])') !== null);
}

/** The texts of one row's cells, left to right. */
export function cellTexts(row: HTMLElement): string[] {
  return [...row.querySelectorAll('[role="cell"]')].map((c) => c.textContent ?? '');
}

/** The texts of the column headed `name` (or at position `name`), in the rendered rows. */
export function columnTexts(table: HTMLElement, name: string | number): string[] {
  const index = typeof name === 'number' ? name : columnIndex(table, name);
  return dataRows(table).map((row) => cellTexts(row)[index] ?? '');
}

/**
 * The Fighters rankings table once it is the sortable table: its first rows are drawn by a
 * read-only preview (no sort buttons), which the table replaces a frame later, once its code is in.
 * An element found before the swap is detached by it.
 */
export async function rankingsTable(): Promise<HTMLElement> {
  return waitFor(() => {
    const grid = screen.getByRole('table', { name: /^Fighter rankings/ });
    if (!grid.querySelector('[role="columnheader"] button')) throw new Error('still the preview');
    return grid;
  });
}
