// What the parse worker does: reads a large body into coerced rows and sends them back in slices.
// Each slice is cheap to receive, where one message of 100,000 rows would block the page as long as
// parsing it there would have. A body streamed to it is parsed while it arrives (array-stream.ts);
// one it cannot stream gets the reply `fallback`, and the page sends it whole.
import { ArrayStream } from './array-stream.ts';
import { coerceRows } from '../coerce.ts';
import { DataViewsError } from '../errors.ts';
import { parsePage } from './page-rows.ts';
import { BodyCollector } from './stored-body.ts';
import type { Row } from '../catalog.ts';
import type { ParseReply, ParseRequest, StreamRequest, WorkerRequest } from './worker-messages.ts';

/** Rows per message: a slice arrives in a few milliseconds. */
export const SLICE_ROWS = 4_000;

type Post = (reply: ParseReply) => void;

function postRows(id: number, rows: Row[], post: Post): void {
  for (let start = 0; start < rows.length; start += SLICE_ROWS) {
    post({ id, type: 'rows', rows: rows.slice(start, start + SLICE_ROWS) });
  }
}

export function handleParse(request: ParseRequest, post: Post): void {
  const { id, data, contentType, label, columns } = request;
  try {
    const { page } = parsePage(data, contentType, label, columns);
    postRows(id, page.rows, post);
    const { extras, next, hasMore, total } = page;
    const body = new Blob([data as Uint8Array<ArrayBuffer>], {
      type: contentType || 'application/json',
    });
    post({ id, type: 'done', extras: [...extras], next, hasMore, total, body });
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

interface StreamJob {
  readonly decoder: TextDecoder;
  /** The bytes, kept for the page's Raw JSON (it lets its own copy go). */
  readonly body: BodyCollector;
  readonly contentType: string;
  readonly reader: ArrayStream;
  readonly extras: Set<string>;
}

const streams = new Map<number, StreamJob>();

function handleStream(request: StreamRequest, post: Post): void {
  const { id } = request;
  if (request.type === 'open') {
    const extras = new Set<string>();
    const reader = new ArrayStream((records) => {
      const coerced = coerceRows(records, request.columns);
      for (const name of coerced.extras) extras.add(name);
      postRows(id, coerced.rows, post);
    });
    // An HTML page is an error the whole parse names; it is not read here.
    if (request.contentType.toLowerCase().includes('html')) reader.push('<');
    streams.set(id, {
      decoder: new TextDecoder(),
      body: new BodyCollector(),
      contentType: request.contentType,
      reader,
      extras,
    });
    return;
  }
  const job = streams.get(id);
  if (!job) return;
  if (request.type === 'chunk') {
    job.body.add(request.data);
    if (!job.reader.failed) job.reader.push(job.decoder.decode(request.data, { stream: true }));
    return;
  }
  streams.delete(id);
  if (request.type === 'cancel') return;
  job.reader.push(job.decoder.decode());
  post(
    job.reader.end()
      ? {
          id,
          type: 'done',
          extras: [...job.extras],
          next: null,
          hasMore: false,
          total: null,
          body: job.body.finish(job.contentType || undefined),
        }
      : { id, type: 'fallback' },
  );
}

/** The worker's one entry: a whole body to parse, or a step of a streamed one. */
export function handleRequest(request: WorkerRequest, post: Post): void {
  if (request.type === 'parse') handleParse(request, post);
  else handleStream(request, post);
}
