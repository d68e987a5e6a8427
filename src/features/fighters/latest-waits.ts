// When the Fighters screen asks for the latest rows: a module of its own, as the page's first
// script (src/early.ts) follows the same rule as the route's loader and the screen.
import type { FightersMode } from './fighters-search.ts';

/**
 * Whether the screen asks for the latest rows only once its own are in: By date of every class,
 * whose rows name the classes meanwhile. Otherwise the latest are asked for at once: they are the
 * rows shown, or the complete class list that By date of one class offers to choose from.
 */
export function latestWaits(search: { mode: FightersMode; weightClass: string }): boolean {
  return search.mode === 'by-date' && search.weightClass === '';
}
