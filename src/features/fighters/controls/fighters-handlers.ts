// The callbacks the Fighters controls call, named here by the controls that call them (the page's
// handlers, use-fighters-actions.ts, are one object that has them all).
import type { FightersMode } from '../fighters-search.ts';
import type { RangeKey } from '../data/fighter-filter.ts';

export interface FightersControlHandlers {
  setMode: (mode: FightersMode) => void;
  setDate: (date: string) => void;
  setCompareDate: (date: string) => void;
  setClass: (code: string) => void;
  setCountries: (codes: string[]) => void;
  setSearch: (text: string) => void;
  setTop: (top: number | null) => void;
  setRange: (key: RangeKey, end: 'min' | 'max', value: number | null) => void;
  clearFilters: () => void;
}
