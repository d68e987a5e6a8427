// CSV export: RFC 4180 text that spreadsheets open safely, and the browser download of it.
import type { CellValue } from './cell.ts';
import { downloadBlob } from './download.ts';
import { exactText } from './exact-number.ts';

/** One CSV column: its header, and how to read a row's value (default: `row[id]`). */
export interface CsvColumn<R> {
  readonly id: string;
  readonly header: string;
  readonly value?: (row: R) => CellValue | undefined;
}

const CRLF = '\r\n';
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection"),
// and several skip leading blanks first, so " =1+1" is as risky as "=1+1".
const FORMULA_START = /^[\s\u00a0\u3000]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

function textField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One field: numbers in full precision and unformatted, nulls empty, risky text defused. */
export function csvField(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // A number kept as its text because a double cannot hold it (-0, -1e309, 2^53 + 1): written as
  // sent, a figure to a spreadsheet, where defusing it as a formula would add a quote to it.
  if (exactText(value) === value) return value;
  // Only text is guarded: a negative number is data, a text cell "=HYPERLINK(...)" is an attack.
  return textField(FORMULA_START.test(value) ? `'${value}` : value);
}

/** The CSV text of `rows` in `columns` order, with a header line and CRLF line ends. */
export function toCsv<R extends Readonly<Record<string, CellValue>>>(
  columns: readonly CsvColumn<R>[],
  rows: readonly R[],
): string {
  const lines = new Array<string>(rows.length + 1);
  lines[0] = columns.map((column) => csvField(column.header)).join(',');
  const readers = columns.map((column) => column.value ?? ((row: R) => row[column.id]));
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as R;
    let line = '';
    for (let c = 0; c < readers.length; c++) {
      if (c > 0) line += ',';
      line += csvField((readers[c] as (row: R) => CellValue | undefined)(row));
    }
    lines[r + 1] = line;
  }
  return lines.join(CRLF);
}

/** Saves `text` as a file named `filename`. */
export function downloadCsv(filename: string, text: string): void {
  // The byte-order mark tells Excel the file is UTF-8, so accented names survive.
  downloadBlob(filename, new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
}
