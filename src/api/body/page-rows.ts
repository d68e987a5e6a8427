// One page's body read into rows: checked and parsed as JSON, its rows found in whatever envelope
// holds them, and coerced by the catalog. The same code runs on the main thread for small bodies and
// in the parse worker (parse-worker.ts) for large ones, so both give the same rows and errors.
import type { ColumnDef, Row } from '../catalog.ts';
import { coerceRows } from '../coerce.ts';
import { extractPage } from '../envelope.ts';
import { parseJson } from '../exact-json.ts';
import { malformed } from '../errors.ts';

/** A page's rows, coerced, and what the body says of the pages around it. */
export interface PageRows {
  readonly rows: Row[];
  /** Unlisted columns, in first-seen order (all of them; the client caps how many are shown). */
  readonly extras: readonly string[];
  readonly next: string | null;
  readonly hasMore: boolean;
  readonly total: number | null;
}

/** A page's rows and its body: the text (read on this thread) or a StoredBody (read in the worker). */
export interface ReadPage {
  readonly page: PageRows;
  /** The body's text, or the bytes stored for one parsed in the worker (see stored-body.ts). */
  readonly body: unknown;
}

// What String.prototype.trim removes; JSON.parse itself skips only space, tab, CR and LF.
const WHITESPACE = /\s/;

function isJsonSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * The first character that is not whitespace ('' for none), and whether the whitespace at both
 * ends is JSON's own, so JSON.parse can read the text as it is, without a trimmed copy of a body
 * of many megabytes.
 */
function inspectEnds(text: string): { first: string; parseable: boolean } {
  let parseable = true;
  let start = 0;
  while (start < text.length && WHITESPACE.test(text.charAt(start))) {
    if (!isJsonSpace(text.charCodeAt(start))) parseable = false;
    start++;
  }
  let end = text.length - 1;
  while (end > start && WHITESPACE.test(text.charAt(end))) {
    if (!isJsonSpace(text.charCodeAt(end))) parseable = false;
    end--;
  }
  return { first: text.charAt(start), parseable };
}

/** The body as parsed JSON; an HTML page, an empty body or broken JSON is a MalformedResponse. */
function parseJsonText(text: string, contentType: string, label: string): unknown {
  const { first, parseable } = inspectEnds(text);
  if (contentType.toLowerCase().includes('html') || first === '<') {
    throw malformed(label, 'The body is an HTML page, not JSON: check the API address.');
  }
  if (first === '') throw malformed(label, 'The body is empty.');
  try {
    return parseJson(parseable ? text : text.trim());
  } catch {
    // The parser's own message quotes the body, which could echo the key: it is not kept.
    throw malformed(label, 'The body is not valid JSON.');
  }
}

/** The rows of a parsed body, coerced to the view's columns. */
function rowsOfBody(body: unknown, label: string, columns: readonly ColumnDef[]): PageRows {
  const page = extractPage(body, label, columns);
  const { rows, extras } = coerceRows(page.records, columns, page.fields);
  return { rows, extras, next: page.next, hasMore: page.hasMore, total: page.total };
}

/** One page's bytes read into its rows, with the body's text (on the page, or in the worker). */
export function parsePage(
  data: Uint8Array,
  contentType: string,
  label: string,
  columns: readonly ColumnDef[],
): { page: PageRows; body: string } {
  const text = new TextDecoder().decode(data);
  const parsed = parseJsonText(text, contentType, label);
  // The text as sent, for the Raw JSON (see stored-body.ts): kept rather than the parsed values.
  return { page: rowsOfBody(parsed, label, columns), body: text };
}
