// When the Fighters screen requests the latest rows: one rule for the screen and its route's loader.
import type { FightersMode } from './fighters-search.ts';

/**
 * Whether the screen requests the latest rows only once its own are in: By date of every class,
 * whose rows name the classes meanwhile. Otherwise the latest are requested at once: they are the
 * rows shown, or the complete class list that By date of one class offers to choose from.
 */
export function latestWaits(search: { mode: FightersMode; weightClass: string }): boolean {
  return search.mode === 'by-date' && search.weightClass === '';
}
