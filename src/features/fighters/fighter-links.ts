// Where a fighter's panel is, with the screen's whole current search: the one place fighter links
// and "open this fighter" are made, so every filter, sort and range survives opening one.
import { createContext, useContext } from 'react';
import { fighterPath } from './fighters-url.ts';
import { serializeFightersSearch, type FightersSearch } from './fighters-search.ts';

/** A fighter's panel under `base`, keeping `search` (a `?…` string, or ''). */
export function fighterLocation(
  base: string,
  classCode: string,
  name: string,
  search: string,
): { pathname: string; search: string } {
  return { pathname: fighterPath(base, classCode, name), search };
}

/**
 * The screen's state as the URL to keep: from the parsed state, not the router's location,
 * which shallow URL updates (every filter's) leave behind.
 */
export function linkSearch(search: FightersSearch): string {
  return serializeFightersSearch(search);
}

/** The base path and current search a fighter link keeps, given by the Fighters screen. */
export const FighterLinks = createContext<{ base: string; search: string }>({
  base: '/fighters',
  search: '',
});

/** Where a fighter's panel is from here, with the current search. */
export function useFighterLocation(classCode: string, name: string) {
  const { base, search } = useContext(FighterLinks);
  return fighterLocation(base, classCode, name, search);
}
