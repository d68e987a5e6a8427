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

/** Commas between each three digits of a run of digits, as en-GB writes them: 1234567 → 1,234,567. */
function groupThousands(digits: string): string {
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}

/** Adds one to a run of decimal digits: "099" → "100", "99" → "100". */
function incrementDigits(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${String(Number(digits[i]) + 1)}${'0'.repeat(digits.length - i - 1)}`;
}

/**
 * The en-GB text Intl.NumberFormat gives, worked out directly: a page's first Intl.NumberFormat
 * loads the locale's data, 50–120 ms in Chromium before the first formatted cell can show
 * (measured), and every screen formats numbers before its first paint. Like Intl, it rounds the
 * shortest decimal that reads back as the value (1.005 → 1.01), half away from zero, and keeps the
 * sign of a negative value that rounds to zero ("-0"). Checked against Intl.NumberFormat over
 * random values and digit counts (test/unit/lib-format.test.ts).
 */
function formatFixed(value: number, minimum: number, maximum: number): string {
  // The shortest round-trip digits, and where the point goes: 10.828 → "1.0828e+1".
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential().split('e');
  let digits = mantissa.replace('.', '');
  let point = Number(exponent) + 1;
  if (point <= 0) {
    digits = `${'0'.repeat(1 - point)}${digits}`;
    point = 1;
  }
  if (digits.length < point) digits = digits.padEnd(point, '0');
  const keep = point + maximum;
  if (digits.length > keep) {
    const up = digits.charCodeAt(keep) >= 53; /* '5' */
    digits = digits.slice(0, keep);
    if (up) {
      const rounded = incrementDigits(digits);
      if (rounded.length > digits.length) point += 1;
      digits = rounded;
    }
  }
  let fraction = digits.slice(point).padEnd(minimum, '0');
  let end = fraction.length;
  while (end > minimum && fraction.charCodeAt(end - 1) === 48 /* '0' */) end -= 1;
  fraction = fraction.slice(0, end);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupThousands(digits.slice(0, point))}${fraction ? `.${fraction}` : ''}`;
}

/** A number with thousands separators; `maximumFractionDigits` defaults to 2. */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  if (Number.isNaN(value)) return EMPTY_CELL;
  const maximum = Math.max(0, Math.min(20, options.maximumFractionDigits ?? 2));
  const minimum = Math.max(0, Math.min(maximum, options.minimumFractionDigits ?? 0));
  if (!Number.isFinite(value)) return numberFormat(minimum, maximum).format(value);
  return formatFixed(value, minimum, maximum);
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

/** The minus of a signed change: U+2212, as wide as the plus, unlike the hyphen. */
export const MINUS_SIGN = '\u2212';

/** Which way a change goes once rounded as shown: "+0.00" or "−0.00" would be noise. */
export type ChangeDirection = 'up' | 'down' | 'none';

export interface ChangeFormatOptions {
  /** Decimals shown, always all of them (a column of changes lines up); default 2. */
  digits?: number;
}

/** A change as a number, or null: accepts numbers and numeric text ("-24.8"), nothing else. */
function changeValue(value: CellValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim().replace(MINUS_SIGN, '-'));
  return Number.isFinite(parsed) ? parsed : null;
}

/** The direction of a change as it reads after rounding to `digits`; null values have none. */
export function changeDirection(
  value: CellValue | undefined,
  { digits = 2 }: ChangeFormatOptions = {},
): ChangeDirection {
  const n = changeValue(value);
  if (n === null) return 'none';
  const text = formatNumber(Math.abs(n), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  if (/^[0.,]*$/.test(text)) return 'none';
  return n > 0 ? 'up' : 'down';
}

/**
 * Every signed change of the app (a season's rating change, a fighter's points since a date): "+"
 * or "−" (U+2212), thousands grouped, a fixed number of decimals; no sign when it rounds to zero;
 * an em dash for null or anything not a number. Shown in colour by `SignedChange`.
 */
export function formatChange(
  value: CellValue | undefined,
  options: ChangeFormatOptions = {},
): string {
  const n = changeValue(value);
  if (n === null) return EMPTY_CELL;
  const digits = Math.max(0, Math.min(20, options.digits ?? 2));
  const amount = formatNumber(Math.abs(n), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const direction = changeDirection(n, { digits });
  return direction === 'up'
    ? `+${amount}`
    : direction === 'down'
      ? `${MINUS_SIGN}${amount}`
      : amount;
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
