// What the parse worker does with one request: reads a large body into coerced rows, then sends
// them back in slices. Each slice is cheap to receive, where one message of 100,000 rows would
// block the page as long as parsing it there would have.
import { DataViewsError } from './errors.ts';
import { parsePage } from './page-rows.ts';
import type { ParseReply, ParseRequest } from './off-thread.ts';

/** Rows per message: a slice arrives in a few milliseconds. */
export const SLICE_ROWS = 4_000;

export function answerParse(request: ParseRequest, post: (reply: ParseReply) => void): void {
  const { id, data, contentType, label, columns } = request;
  try {
    const { page } = parsePage(data, contentType, label, columns);
    for (let start = 0; start < page.rows.length; start += SLICE_ROWS) {
      post({ id, type: 'rows', rows: page.rows.slice(start, start + SLICE_ROWS) });
    }
    const { extras, next, hasMore, total } = page;
    post({ id, type: 'done', extras: [...extras], next, hasMore, total });
  } catch (error) {
    const known = error instanceof DataViewsError;
    post({
      id,
      type: 'error',
      kind: known ? error.kind : 'MalformedResponse',
      detail: known ? error.detail : 'The body could not be read.',
    });
  }
}
