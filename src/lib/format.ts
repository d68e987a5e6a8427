// How numbers, dates, sizes and durations read on screen: one fixed locale so every user sees the same text.
import type { CellValue, ColumnType } from './cell.ts';
import { formatDate } from './date.ts';
import { displayText } from './text.ts';

// Dates read the same everywhere; their one home is ./date.ts.
export { formatDate };

/**
 * A fixed locale rather than the browser's: figures in a shared link or a screenshot read the same
 * for everyone, and tests do not depend on the machine they run on.
 */
const LOCALE = 'en-GB';

/** What a missing value looks like: visibly "nothing", never a zero. */
export const EMPTY_CELL = '—';

export interface NumberFormatOptions {
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
}

// Building an Intl.NumberFormat is far slower than using one, and a table formats thousands of cells.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${minimum}:${maximum}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** A number with thousands separators; `maximumFractionDigits` defaults to 2. */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (Number.isNaN(value)) return EMPTY_CELL;
  const maximum = Math.max(0, Math.min(20, options.maximumFractionDigits ?? 2));
  const minimum = Math.max(0, Math.min(maximum, options.minimumFractionDigits ?? 0));
  return numberFormat(minimum, maximum).format(value);
}

/** Columns whose values are numbers and so line up on the right. */
export function isNumericType(type: ColumnType | undefined): boolean {
  return type === 'integer' || type === 'number' || type === 'number-or-flag';
}

function formatNumberCell(value: number, type: ColumnType | undefined): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? EMPTY_CELL : formatNumber(value);
  if (type === 'number' || type === 'number-or-flag') {
    // Ratings read best, and line up, with a steady two decimals.
    return formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  // An integer column that somehow holds a fraction shows it rather than rounding it away.
  return formatNumber(value, { maximumFractionDigits: Number.isInteger(value) ? 0 : 2 });
}

/** The text of one table cell: nulls as an em dash, flags as Yes/No, numbers and dates readable. */
export function formatCell(value: CellValue | undefined, type?: ColumnType): string {
  if (value === null || value === undefined) return EMPTY_CELL;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return type === 'id' ? String(value) : formatNumberCell(value, type);
  if (type === 'date') return formatDate(value);
  return displayText(value);
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size for people: `1536` → `1.5 KB` (binary multiples, as file managers show them). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return EMPTY_CELL;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${formatNumber(value, { maximumFractionDigits: digits })} ${BYTE_UNITS[unit]}`;
}

/** An elapsed time for people: `350 ms`, `1.2 s`, `2 min 5 s`, `1 h 2 min`. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return EMPTY_CELL;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${formatNumber(ms / 1000, { maximumFractionDigits: 1 })} s`;
  const totalSeconds = Math.round(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return seconds > 0 ? `${minutes} min ${seconds} s` : `${minutes} min`;
}
