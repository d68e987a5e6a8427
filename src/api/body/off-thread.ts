// A large page's body (LARGE_BODY_BYTES and up) parsed in the parse worker, so 28 MB of JSON never
// blocks the page: streamed to it while it arrives (streamPage) and parsed as it comes, or sent
// whole once in (readPage). Loaded only when such a body starts to arrive. A browser without
// workers, or a worker that fails to start, gets the same rows from the main thread.
import type { ColumnDef, Row } from '../catalog.ts';
import { DataViewsError, type DataViewsErrorKind } from '../errors.ts';
import { abortReason } from '../http.ts';
import { parsePage, type ReadPage } from './page-rows.ts';
import { StoredBody } from './stored-body.ts';
import { holdsSecret } from '../../lib/text.ts';
import { firstRowsReader, sharer } from './worker-rows.ts';
import type { ParseReply, ParseRequest, StreamRequest } from './worker-messages.ts';
import type { ReadBodyOptions } from './read-body.ts';

interface Job {
  readonly rows: Row[];
  /** Told once, with a copy of the first rows read (the array above keeps growing). */
  onFirstRows?: ((rows: Row[]) => void) | undefined;
  readonly share: (row: Row) => void;
  /** null: a streamed body the worker gave up on. */
  readonly resolve: (read: ReadPage | null) => void;
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
    const tell = job.onFirstRows;
    job.onFirstRows = undefined;
    tell?.(job.rows.slice());
    return;
  }
  jobs.delete(reply.id);
  if (reply.type === 'fallback') {
    job.resolve(null);
  } else if (reply.type === 'done') {
    const { extras, next, hasMore, total, body } = reply;
    job.resolve({
      page: { rows: job.rows, extras, next, hasMore, total },
      body: new StoredBody(body),
    });
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

/**
 * A job for the worker: its id, and its rows once done (null if a stream was given up). An abort
 * rejects it with the caller's reason and, when nobody else waits, stops the worker's work.
 */
function startJob(
  signal: AbortSignal | undefined,
  onFirstRows?: (rows: Row[]) => void,
): { id: number; done: Promise<ReadPage | null> } {
  const id = nextId++;
  const done = new Promise<ReadPage | null>((resolve, reject) => {
    const onAbort = (): void => {
      if (!jobs.delete(id)) return;
      reject(abortReason(signal as AbortSignal));
      if (jobs.size === 0) stopWorker(false);
    };
    const settle =
      <T>(fn: (value: T) => void) =>
      (value: T) => {
        signal?.removeEventListener('abort', onAbort);
        fn(value);
      };
    jobs.set(id, {
      rows: [],
      onFirstRows,
      share: sharer(),
      resolve: settle(resolve),
      reject: settle(reject),
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  return { id, done };
}

/** The errors a job can end in, as the client throws them; null where the page must parse. */
function jobError(error: unknown, label: string, signal: AbortSignal | undefined): unknown {
  if (error instanceof WorkerError) {
    return new DataViewsError(error.kind, { view: label, detail: error.detail });
  }
  if (error instanceof WorkerLost && !signal?.aborted) return null;
  return error;
}

/** One page's rows: parsed in the worker when a worker is at hand, else here. */
export async function readPage(
  data: Uint8Array,
  contentType: string,
  label: string,
  columns: readonly ColumnDef[],
  signal?: AbortSignal,
): Promise<ReadPage> {
  const target = parser();
  if (!target) return parsePage(data, contentType, label, columns);
  const { id, done } = startJob(signal);
  // Copied, not transferred: the bytes stay here for the Raw JSON and for a worker that fails.
  target.postMessage({
    type: 'parse',
    id,
    data,
    contentType,
    label,
    columns,
  } satisfies ParseRequest);
  try {
    const read = await done;
    if (read) return read;
  } catch (error) {
    const thrown = jobError(error, label, signal);
    if (thrown !== null) throw thrown;
  }
  return parsePage(data, contentType, label, columns);
}

/** Whether a text cell or column name of a first slice (a few hundred rows) holds the key. */
function rowsHoldKey(rows: readonly Row[], key: string): boolean {
  const holds = (text: unknown) => typeof text === 'string' && holdsSecret(text, key);
  return rows.some((row) =>
    Object.entries(row).some(([name, value]) => holds(name) || holds(value)),
  );
}

/** A body being streamed to the worker: its bytes as they arrive, then its rows, or null. */
export interface PageStream {
  readonly push: (chunk: Uint8Array) => void;
  /** The rows once the worker has read the last byte; null when the page must read `data` whole. */
  readonly end: () => Promise<ReadPage | null>;
  readonly cancel: () => void;
}

/**
 * Starts reading a body in the worker while it arrives, so the rows are mostly parsed by its last
 * byte; null without a worker. Only a bare array of row objects is read this way: for anything
 * else the worker replies `fallback` at the end and the caller uses readPage. `onFirstRows` is told
 * once, with the first slice of rows read, long before the last byte, unless it holds `apiKey`.
 */
export function streamPage(
  contentType: string,
  {
    label,
    columns,
    signal,
    onFirstRows,
    apiKey,
  }: Pick<ReadBodyOptions, 'label' | 'columns' | 'signal' | 'onFirstRows' | 'apiKey'>,
): PageStream | null {
  const target = parser();
  if (!target) return null;
  // Told once, by whichever reads the first rows first: this page or the worker.
  let told = !onFirstRows;
  const tell = (rows: Row[]): void => {
    if (told) return;
    told = true;
    // A first slice that holds the key is not shown early: the whole response follows, scrubbed
    // (client.ts). Checked here, where the rows are read, so no first-screen code does it.
    if (!rowsHoldKey(rows, apiKey)) onFirstRows?.(rows);
  };
  const { id, done } = startJob(signal, tell);
  // Awaited by end(); the worker failing, or an abort, can reject it before the body has ended.
  done.catch(() => undefined);
  const send = (request: StreamRequest): void => target.postMessage(request);
  send({ type: 'open', id, contentType, columns });
  // An HTML page is an error the whole parse names; no rows are read from it here either.
  const readFirst =
    onFirstRows && !contentType.toLowerCase().includes('html')
      ? firstRowsReader(columns, tell)
      : undefined;
  return {
    // Copied, not transferred: the page keeps the whole body for the Raw JSON and a fallback.
    push: (data) => {
      send({ type: 'chunk', id, data });
      if (!told) readFirst?.(data);
    },
    end: async () => {
      send({ type: 'end', id });
      try {
        return await done;
      } catch (error) {
        const thrown = jobError(error, label, signal);
        if (thrown !== null) throw thrown;
        return null;
      }
    },
    cancel: () => {
      jobs.get(id)?.resolve(null);
      jobs.delete(id);
      send({ type: 'cancel', id });
    },
  };
}
