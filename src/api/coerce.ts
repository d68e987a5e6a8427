// Coerces raw records cell by cell to the catalog's column types: numbers from numeric text,
// dates to `YYYY-MM-DD`, unlisted columns kept as scalars, and at most MAX_EXTRA_COLUMNS of them.
import type { CellValue, ColumnDef, ColumnType, Row } from './catalog.ts';
import { calendarDate, dateOfEpochMs, isIsoDateText } from '../lib/date.ts';
import { hasKeys } from './envelope.ts';
import { own, type JsonObject } from './json.ts';
import { exactText, isNumberText, MAX_NUMBER_TEXT } from '../lib/exact-number.ts';

/** Coerced rows: listed columns first in contract order, then unlisted ones in first-seen order. */
export interface CoercedRows {
  readonly rows: Row[];
  readonly columns: string[];
  /** Unlisted columns past MAX_EXTRA_COLUMNS, left out of `columns` (their cells stay in rows). */
  readonly omittedColumns: number;
  /** Every unlisted column, in first-seen order, shown or not. */
  readonly extras: string[];
}

/**
 * The most columns beyond the view's own that a table shows: a body whose every row has keys of
 * its own would otherwise make thousands of headers and stall the page.
 */
export const MAX_EXTRA_COLUMNS = 50;

// Plain decimal notation only (isNumberText): a thousands separator is ambiguous (1,234 or 1,5?),
// so not a number. Its pattern has one way to match each part, so a failing string is rejected in
// linear time, and a text longer than MAX_NUMBER_TEXT is refused before it runs.

/**
 * A number, or the number's own text when a double cannot hold it (an id beyond 2^53, 1e309, -0:
 * exact-number.ts): a value is never rounded or dropped on its way to the screen. Bodies arrive
 * with such literals already as text (exact-json.ts), so the fast path for numbers is untouched.
 */
function toNumber(value: unknown): number | string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.length > MAX_NUMBER_TEXT * 4) return null;
  const text = value.trim();
  if (!isNumberText(text)) return null;
  return exactText(text) ?? Number(text);
}

// A date, optionally followed by a time and zone; the date is taken as written, not shifted to UTC,
// because a rating date means the calendar day the source published it.
const DATE_TEXT =
  /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** A date cell as `YYYY-MM-DD`, or null when it cannot be read as a date (never a guess). */
export function toIsoDate(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // 20240131 is a compact date; as epoch milliseconds it would be a moment of 1 January 1970.
    if (Number.isInteger(value) && value >= 10000101 && value <= 99991231) {
      const compact = calendarDate(
        Math.floor(value / 10000),
        Math.floor(value / 100) % 100,
        value % 100,
      );
      if (compact) return compact;
    }
    return dateOfEpochMs(value);
  }
  if (typeof value !== 'string') return null;
  // The usual cell, already as dates are kept: checked without a pattern, returned as it came.
  if (isIsoDateText(value)) return value;
  const text = value.trim();
  const match = DATE_TEXT.exec(text);
  if (match) return calendarDate(Number(match[1]), Number(match[3]), Number(match[4]));
  if (/^\d{8}$/.test(text)) {
    return calendarDate(Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6)));
  }
  if (/^-?\d{10,16}$/.test(text)) return dateOfEpochMs(Number(text));
  return null;
}

/** What a cell says of a value that nests too deeply to be written out in it. */
export const TOO_DEEP_CELL = '(nested too deeply to show here: see the Raw JSON)';

function stringify(value: unknown): string | null {
  try {
    const text: unknown = JSON.stringify(value);
    return typeof text === 'string' ? text : null;
  } catch (error) {
    // JSON.stringify recurses: a value of 100,000 levels overflows the call stack. The cell says
    // so rather than looking empty; the Raw JSON shows the body itself.
    return error instanceof RangeError ? TOO_DEEP_CELL : null;
  }
}

/** Any value as a cell: scalars kept, objects and arrays as JSON text, anything else null. */
function toScalar(value: unknown): CellValue {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'bigint':
      return String(value);
    case 'object':
      return value === null ? null : stringify(value);
    default:
      return null;
  }
}

function toFlagOrNumber(value: unknown): number | string | boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
  }
  return toNumber(value);
}

function toText(value: unknown): string | null {
  const scalar = toScalar(value);
  return scalar === null ? null : String(scalar);
}

/** One cell coerced to its column's type; `undefined` for a column the contract does not list. */
export function coerceCell(value: unknown, type: ColumnType | undefined): CellValue {
  switch (type) {
    case 'integer':
    case 'id':
    case 'number':
      // A fraction in an integer column is kept: rounding it would hide a change on the server.
      return toNumber(value);
    case 'date':
      return toIsoDate(value);
    case 'number-or-flag':
      return toFlagOrNumber(value);
    case 'string':
      return toText(value);
    default:
      return toScalar(value);
  }
}

type CellReader = (value: unknown) => CellValue;

function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/** The coercion of one column, with a fast path for a value that already has the right type. */
function readerFor(type: ColumnType): CellReader {
  switch (type) {
    case 'integer':
    case 'id':
    case 'number':
      return (value) => (typeof value === 'number' ? finiteOrNull(value) : toNumber(value));
    case 'string':
      return (value) => (typeof value === 'string' ? value : toText(value));
    case 'date': {
      // Rating dates repeat on every row of a table, so each distinct text is parsed once; the
      // previous text is checked first, as a column usually holds one or a few dates in runs.
      const dates = new Map<string, string | null>();
      let lastText: string | undefined;
      let lastDate: string | null = null;
      return (value) => {
        if (typeof value !== 'string') return toIsoDate(value);
        if (value === lastText) return lastDate;
        let date = dates.get(value);
        if (date === undefined) {
          date = toIsoDate(value);
          dates.set(value, date);
        }
        lastText = value;
        lastDate = date;
        return date;
      };
    }
    default:
      return (value) => coerceCell(value, type);
  }
}

/**
 * Coerces raw records by the listed columns. Every listed column is in every row (null when
 * missing); unlisted fields follow in first-seen order (`fields` first, then record keys).
 */
export function coerceRows(
  records: readonly JsonObject[],
  columns: readonly ColumnDef[],
  fields: readonly string[] = [],
): CoercedRows {
  const listed = new Map<string, ColumnType>(columns.map((c) => [c.name, c.type]));
  const extras = new Set<string>(fields.filter((f) => !listed.has(f)));
  // Records are plain objects, so only a name Object.prototype also has (`constructor`...) can
  // read something inherited; the rest skip the slower own-property check.
  const count = columns.length;
  const names = columns.map((c) => c.name);
  const readers = columns.map((c) => readerFor(c.type));
  const inherited = names.some((name) => name in Object.prototype);
  const special = names.includes('__proto__');
  // The unlisted keys of the previous record's shape: most records share it, so a record with the
  // same keys in the same order reuses the list instead of checking each key against the catalog.
  let shape: readonly string[] | null = null;
  let shapeExtras: readonly string[] = [];
  // Whether that shape is the listed columns in contract order, then the unlisted keys: such a
  // record is copied whole (a fast shallow clone keeps the key order) and only the cells whose
  // coercion changes them are written again.
  let cloneable = false;
  const rows: Row[] = new Array<Row>(records.length);
  for (let r = 0; r < records.length; r++) {
    const record = records[r] as JsonObject;
    if (shape === null || !hasKeys(record, shape)) {
      shape = Object.keys(record);
      shapeExtras = shape.filter((key) => !listed.has(key));
      for (const key of shapeExtras) extras.add(key);
      cloneable =
        !inherited &&
        !special &&
        shape.length === count + shapeExtras.length &&
        names.every((name, i) => shape?.[i] === name);
    }
    let row: Row;
    if (cloneable) {
      row = { ...record } as Row;
      for (let c = 0; c < count; c++) {
        const name = names[c] as string;
        const value = record[name];
        const cell = (readers[c] as CellReader)(value);
        if (cell !== value) row[name] = cell;
      }
      for (const key of shapeExtras) {
        const value = record[key];
        const cell = toScalar(value);
        if (cell !== value) setCell(row, key, cell);
      }
    } else {
      row = {};
      if (inherited || special) {
        for (let c = 0; c < count; c++) {
          const name = names[c] as string;
          setCell(row, name, (readers[c] as CellReader)(own(record, name)));
        }
      } else {
        for (let c = 0; c < count; c++) {
          const name = names[c] as string;
          row[name] = (readers[c] as CellReader)(record[name]);
        }
      }
      for (const key of shapeExtras) setCell(row, key, toScalar(record[key]));
    }
    rows[r] = row;
  }
  const extraNames = [...extras];
  const shownExtras = extraNames.slice(0, MAX_EXTRA_COLUMNS);
  return {
    rows,
    columns: [...listed.keys(), ...shownExtras],
    omittedColumns: extraNames.length - shownExtras.length,
    extras: extraNames,
  };
}

// Plain assignment is the fast path; a field named `__proto__` must be defined, or it would
// replace the row's prototype instead of becoming data.
function setCell(row: Row, key: string, value: CellValue): void {
  if (key === '__proto__') {
    Object.defineProperty(row, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    row[key] = value;
  }
}

/**
 * Reads one parsed body for the view named by `label` (`hub/view`): rows coerced by the catalog
 * (unknown views keep scalars as they are), the next link and the reported total. Throws
 * `DataViewsError('MalformedResponse')` when the body holds no table of rows.
 */
