// Sort keys: each row's value in one column turned into numbers (a kind and a value per row),
// so that sorting compares typed arrays instead of reading and collating cells again.
import { rankTextSteps } from './text-rank.ts';
import type { CellValue, ColumnType } from './cell.ts';
import { exactText } from './exact-number.ts';

/** What sorting needs to know of a column. `DataColumn` satisfies it. */
export interface SortableColumn<R> {
  readonly id: string;
  /** The cell's value; default `row[id]`. */
  readonly accessor?: (row: R) => CellValue | undefined;
  /** A value to sort by when it differs from the shown one (e.g. a movement badge's number). */
  readonly sortValue?: (row: R) => string | number | boolean | null | undefined;
  /**
   * A column of numbers (not 'string' or 'date') also sorts, by exact value, the numbers kept as
   * text because a double cannot hold them (an id beyond 2^53, 1e309); in a text column such a
   * text is a text like any other.
   */
  readonly type?: ColumnType;
}

function holdsNumbers(type: ColumnType | undefined): boolean {
  return type === 'integer' || type === 'id' || type === 'number' || type === 'number-or-flag';
}

// Value kinds, in the order they sort when a column mixes them. Empty values are handled apart.
export const KIND_NUMBER = 0;
export const KIND_BOOLEAN = 1;
export const KIND_TEXT = 2;
export const KIND_EMPTY = 3;

export interface SortKeys {
  readonly kinds: Uint8Array;
  /** The number, 0/1 for a flag, or the text's rank among the column's distinct texts. */
  readonly values: Float64Array;
  /**
   * Every value that is not empty is a text (so `values` holds ranks, small whole numbers): such
   * a column alone sorts by packing rank and row index into one number, with no comparator.
   */
  readonly textOnly: boolean;
  /** Above every text rank in `values` (the distinct texts' count where the ranks were made). */
  readonly span: number;
  /**
   * A number kept as its text because a double cannot hold it (an id beyond 2^53, 1e309), by row:
   * `values` holds the nearest double, and equal doubles are ordered by these exact texts.
   */
  readonly exact?: ReadonlyMap<number, string>;
}

/** The keys of a subset's rows, read from its source's keys (`at`: where each sits there). */
export function pickKeys(source: SortKeys, at: Uint32Array): SortKeys {
  const n = at.length;
  const kinds = new Uint8Array(n);
  const values = new Float64Array(n);
  const exact = source.exact && new Map<number, string>();
  for (let i = 0; i < n; i++) {
    const from = at[i] as number;
    kinds[i] = source.kinds[from] as number;
    values[i] = source.values[from] as number;
    const text = source.exact?.get(from);
    if (text !== undefined) exact?.set(i, text);
  }
  return { kinds, values, textOnly: source.textOnly, span: source.span, exact };
}

function readSortValue<R extends Readonly<Record<string, CellValue>>>(
  column: SortableColumn<R>,
): (row: R) => string | number | boolean | null | undefined {
  if (column.sortValue) return column.sortValue;
  if (column.accessor) return column.accessor;
  return (row) => row[column.id];
}

/** Whether a text could be a number text (a digit, sign or point first): most texts are not. */
function mayBeNumber(text: string): boolean {
  const code = text.charCodeAt(0);
  return (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2b || code === 0x2e;
}

/** Rows read between two pauses of a computation run in idle time. */
const ROWS_PER_STEP = 4_096;

/**
 * The keys, computed in steps: it pauses (yields) after each ROWS_PER_STEP rows and before the
 * texts are ranked, so idle-time preparation can stop when the browser needs the thread back.
 */
export function* keySteps<R extends Readonly<Record<string, CellValue>>>(
  rows: readonly R[],
  column: SortableColumn<R>,
): Generator<void, SortKeys, void> {
  const read = readSortValue(column);
  const numeric = holdsNumbers(column.type);
  const n = rows.length;
  const kinds = new Uint8Array(n);
  const values = new Float64Array(n);
  // Each distinct text gets an id; a row's value holds its text's id until ids become ranks.
  const ids = new Map<string, number>();
  const distinct: string[] = [];
  let exact: Map<number, string> | undefined;
  let textOnly = true;
  for (let i = 0; i < n; i++) {
    const value = read(rows[i] as R);
    if (typeof value === 'number') {
      if (Number.isNaN(value)) kinds[i] = KIND_EMPTY;
      else {
        textOnly = false;
        kinds[i] = KIND_NUMBER;
        values[i] = value;
      }
    } else if (typeof value === 'boolean') {
      textOnly = false;
      kinds[i] = KIND_BOOLEAN;
      values[i] = value ? 1 : 0;
    } else if (
      numeric &&
      typeof value === 'string' &&
      mayBeNumber(value) &&
      exactText(value) !== null
    ) {
      // A number a double cannot hold, sent as text: it sorts among the numbers, exactly.
      textOnly = false;
      kinds[i] = KIND_NUMBER;
      values[i] = Number(value);
      (exact ??= new Map()).set(i, value);
    } else if (typeof value === 'string' && value.trim() !== '') {
      kinds[i] = KIND_TEXT;
      let id = ids.get(value);
      if (id === undefined) {
        id = distinct.length;
        ids.set(value, id);
        distinct.push(value);
      }
      values[i] = id;
    } else {
      kinds[i] = KIND_EMPTY;
    }
    if (i % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
  if (distinct.length > 0) {
    yield;
    const rank = yield* rankTextSteps(distinct);
    for (let i = 0; i < n; i++) {
      if (kinds[i] === KIND_TEXT) values[i] = rank[values[i] as number] as number;
    }
  }
  return { kinds, values, textOnly, span: distinct.length, exact };
}
