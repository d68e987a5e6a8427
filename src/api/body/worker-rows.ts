// The page's side of the parse worker's rows: texts repeated across rows made one again as each
// slice arrives, and a large body's first rows read here while the worker starts (off-thread.ts).
import { ArrayStream } from './array-stream.ts';
import type { ColumnDef, Row } from '../catalog.ts';
import { coerceRows } from '../coerce.ts';

/** Distinct texts kept per column before it is taken for a column of unique texts (names). */
const MAX_SHARED_TEXTS = 2_048;

/**
 * Repeated texts made one again. A message copies every text of every row, so 100,000 rows of one
 * class or country arrive as 100,000 copies (JSON.parse on the page would have shared them): each
 * column's texts are looked up in its own table, and a column with too many distinct ones (names)
 * is left alone after a while.
 */
export function sharer(): (row: Row) => void {
  const columns = new Map<string, Map<string, string> | null>();
  return (row) => {
    for (const key in row) {
      const value = row[key];
      if (typeof value !== 'string') continue;
      let texts = columns.get(key);
      if (texts === null) continue;
      if (texts === undefined) {
        texts = new Map();
        columns.set(key, texts);
      }
      const known = texts.get(value);
      if (known !== undefined) row[key] = known;
      else if (texts.size >= MAX_SHARED_TEXTS) columns.set(key, null);
      else texts.set(value, value);
    }
  };
}

/** Characters of the body read here for the first rows: a few hundred rows, a few milliseconds. */
const FIRST_ROWS_CHARS = 1 << 15;
/** Bytes read here, at most, looking for them. */
const FIRST_ROWS_GIVE_UP = 1 << 20;

/**
 * The first rows read here, from the first bytes, while the worker starts (its code loads only
 * now, and takes a few hundred milliseconds to run): reading stops once they are told.
 */
export function firstRowsReader(
  columns: readonly ColumnDef[],
  tell: (rows: Row[]) => void,
): (chunk: Uint8Array) => void {
  const decoder = new TextDecoder();
  let told = false;
  let read = 0;
  const reader = new ArrayStream((records) => {
    if (told) return;
    told = true;
    tell(coerceRows(records, columns).rows);
  }, FIRST_ROWS_CHARS);
  return (chunk) => {
    // A slice at a time: a chunk that piled up while the page was busy (megabytes) is read only as
    // far as the first rows. A body with no row in its first megabyte (one endless value, say) is
    // left to the worker.
    for (let at = 0; at < chunk.byteLength; at += FIRST_ROWS_CHARS) {
      if (told || reader.failed || read > FIRST_ROWS_GIVE_UP) return;
      const piece = chunk.subarray(at, at + FIRST_ROWS_CHARS);
      read += piece.byteLength;
      reader.push(decoder.decode(piece, { stream: true }));
    }
  };
}
