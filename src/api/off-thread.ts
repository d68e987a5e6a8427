// A large page's body (the client sends those of LARGE_BODY_BYTES and up) parsed in the parse
// worker, so 28 MB of JSON never blocks the page. Loaded only when such a body arrives. A browser without workers, or a worker
// that fails to start, gets the same rows from the main thread.
import type { ColumnDef, Row } from './catalog.ts';
import { DataViewsError, type DataViewsErrorKind } from './errors.ts';
import { abortReason } from './http.ts';
import { parsePage, type PageRows } from './page-rows.ts';

export interface ParseRequest {
  readonly id: number;
  readonly data: Uint8Array;
  readonly contentType: string;
  readonly label: string;
  readonly columns: readonly ColumnDef[];
}

export type ParseReply =
  | { readonly id: number; readonly type: 'rows'; readonly rows: Row[] }
  | {
      readonly id: number;
      readonly type: 'done';
      readonly extras: string[];
      readonly next: string | null;
      readonly hasMore: boolean;
      readonly total: number | null;
    }
  | {
      readonly id: number;
      readonly type: 'error';
      readonly kind: DataViewsErrorKind;
      readonly detail: string | undefined;
    };

/**
 * A body parsed in the worker, kept as the bytes received: the rows are what the screens use, and
 * the parsed tree of a large body would hold the tab's memory twice over. The Explorer's Raw JSON
 * (JSON.stringify calls `toJSON`) parses it again when it is asked for.
 */
class RawBody {
  constructor(private readonly data: Uint8Array) {}

  toJSON(): unknown {
    return JSON.parse(new TextDecoder().decode(this.data).trim()) as unknown;
  }
}

interface ReadPage {
  readonly page: PageRows;
  /** The parsed body, or a RawBody for one parsed in the worker. */
  readonly body: unknown;
}

/** Distinct texts kept per column before it is taken for a column of unique texts (names). */
const MAX_SHARED_TEXTS = 2_048;

/**
 * Repeated texts made one again. A message copies every text of every row, so 100,000 rows of one
 * class or country arrive as 100,000 copies (JSON.parse on the page would have shared them): each
 * column's texts are looked up in its own table, and a column with too many distinct ones (names)
 * is left alone after a while.
 */
function sharer(): (row: Row) => void {
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

interface Job {
  readonly rows: Row[];
  readonly share: (row: Row) => void;
  readonly resolve: (page: PageRows) => void;
  readonly reject: (error: unknown) => void;
}

// undefined: not started yet; null: no worker in this browser (or it failed once).
let worker: Worker | null | undefined;
let nextId = 1;
const jobs = new Map<number, Job>();

/** Thrown to a job when the worker itself fails: the caller parses on the main thread instead. */
class WorkerLost extends Error {}

function onReply(event: MessageEvent<ParseReply>): void {
  const reply = event.data;
  const job = jobs.get(reply.id);
  if (!job) return;
  if (reply.type === 'rows') {
    // A loop, not push(...rows): spreading many rows would overflow the call stack.
    for (const row of reply.rows) {
      job.share(row);
      job.rows.push(row);
    }
    return;
  }
  jobs.delete(reply.id);
  if (reply.type === 'done') {
    const { extras, next, hasMore, total } = reply;
    job.resolve({ rows: job.rows, extras, next, hasMore, total });
  } else {
    job.reject(new WorkerError(reply.kind, reply.detail));
  }
}

class WorkerError extends Error {
  constructor(
    readonly kind: DataViewsErrorKind,
    readonly detail: string | undefined,
  ) {
    super(kind);
  }
}

function stopWorker(disable: boolean): void {
  worker?.terminate();
  worker = disable ? null : undefined;
  for (const job of jobs.values()) job.reject(new WorkerLost());
  jobs.clear();
}

function parser(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker !== 'function') return (worker = null);
  try {
    worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = onReply;
    // A worker that cannot load (a policy forbids it, its file is missing) is not tried again.
    worker.onerror = () => stopWorker(true);
  } catch {
    worker = null;
  }
  return worker;
}

/** Starts the worker ahead of a large body, so it is ready when the last byte arrives. */
export function warmParser(): void {
  parser();
}

function parseInWorker(
  target: Worker,
  request: Omit<ParseRequest, 'id'>,
  signal: AbortSignal | undefined,
): Promise<PageRows> {
  const id = nextId++;
  return new Promise<PageRows>((resolve, reject) => {
    const onAbort = (): void => {
      if (!jobs.delete(id)) return;
      reject(abortReason(signal as AbortSignal));
      // Nobody else waits on the worker: stop the parse nobody will read.
      if (jobs.size === 0) stopWorker(false);
    };
    const settle =
      <T>(fn: (value: T) => void) =>
      (value: T) => {
        signal?.removeEventListener('abort', onAbort);
        fn(value);
      };
    jobs.set(id, { rows: [], share: sharer(), resolve: settle(resolve), reject: settle(reject) });
    signal?.addEventListener('abort', onAbort, { once: true });
    // Copied, not transferred: the bytes stay here for the Raw JSON and for a worker that fails.
    target.postMessage({ id, ...request } satisfies ParseRequest);
  });
}

/** One page's rows: parsed in the worker when large and a worker is at hand, else here. */
export async function readPage(
  data: Uint8Array,
  contentType: string,
  label: string,
  columns: readonly ColumnDef[],
  signal?: AbortSignal,
): Promise<ReadPage> {
  const target = parser();
  if (!target) return parsePage(data, contentType, label, columns);
  try {
    const page = await parseInWorker(target, { data, contentType, label, columns }, signal);
    return { page, body: new RawBody(data) };
  } catch (error) {
    if (error instanceof WorkerError) {
      throw new DataViewsError(error.kind, { view: label, detail: error.detail });
    }
    if (error instanceof WorkerLost && !signal?.aborted) {
      return parsePage(data, contentType, label, columns);
    }
    throw error;
  }
}
