// A history's range as the player screen's URL writes it (`range`): parsed, written and said in words.
import { formatDate, isIsoDate } from '../../../lib/date.ts';

/**
 * The part of a history shown: everything, the last twelve months, a season (null: the newest),
 * or a range brushed on the chart or typed as dates.
 */
export type HistoryRange =
  | { readonly kind: 'all' }
  | { readonly kind: '12m' }
  | { readonly kind: 'season'; readonly label: string | null }
  | { readonly kind: 'custom'; readonly from: string; readonly to: string };

export const ALL_RANGE: HistoryRange = { kind: 'all' };

const CUSTOM_RANGE = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/;

/**
 * `range` as written in the URL: `12m`, `season` (the newest), a season's name (`2024/2025`), or
 * `2024-01-01..2024-06-30`. Anything else, or dates that are not real, reads as everything.
 */
export function parseRange(text: string | null): HistoryRange {
  if (text === null || text === '' || text === 'all') return ALL_RANGE;
  if (text === '12m') return { kind: '12m' };
  if (text === 'season') return { kind: 'season', label: null };
  const custom = CUSTOM_RANGE.exec(text);
  if (custom) {
    const [from, to] = [custom[1] as string, custom[2] as string].sort();
    return isIsoDate(from) && isIsoDate(to) ? { kind: 'custom', from: from!, to: to! } : ALL_RANGE;
  }
  return { kind: 'season', label: text };
}

/** The URL's `range` for a range; null for everything (the default, left out). */
export function rangeParam(range: HistoryRange): string | null {
  switch (range.kind) {
    case 'all':
      return null;
    case '12m':
      return '12m';
    case 'season':
      return range.label ?? 'season';
    case 'custom':
      return `${range.from}..${range.to}`;
  }
}

/** The range in words, for counts and titles: "last 12 months", "season 2024/2025". */
export function rangeLabel(range: HistoryRange): string {
  switch (range.kind) {
    case 'all':
      return 'all';
    case '12m':
      return 'last 12 months';
    case 'season':
      return range.label === null ? 'latest season' : `season ${range.label}`;
    case 'custom':
      return `${formatDate(range.from)} to ${formatDate(range.to)}`;
  }
}
