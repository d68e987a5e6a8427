// The one place a response's body becomes rows (readBody, which the client calls): received with
// the byte limit, refused on an error status, then parsed on this thread or, from LARGE_BODY_BYTES,
// in the parse worker. A large body is streamed to the worker as its bytes arrive, so its rows are
// mostly parsed by the last byte. The rest of this folder:
//   page-rows.ts        one body parsed into coerced rows (the same code here and in the worker)
//   off-thread.ts       the page's side of the parse worker, loaded only when a large body arrives
//   worker-rows.ts      its helpers: repeated texts shared, the first rows read on the page
//   parse-worker.ts     the worker's entry; parse-job.ts handles each message, worker-messages.ts
//                       lists them; array-stream.ts parses a bare array of rows as it arrives
//   stored-body.ts      a large body's bytes kept in a Blob for the Explorer's Raw JSON
import type { ColumnDef, Row } from '../catalog.ts';
import { DataViewsError } from '../errors.ts';
import { errorForStatus } from '../http-errors.ts';
import { parsePage, type PageRows } from './page-rows.ts';
import { timeSlices } from '../../lib/time-slices.ts';

// The bytes as they arrive, counted against the byte limit: past it the read is cancelled, so a
// runaway body costs at most the limit in memory, never the whole of it. A body that grows large
// is handed on as it arrives (to the parse worker, below).

/** From this size a body is parsed in the parse worker, when the browser has workers. */
export const LARGE_BODY_BYTES = 1024 * 1024;

/** How long reading a body goes on before the page gets the thread back. */
const READ_SLICE_MS = 20;

/** What receiving a body needs: the view as errors name it, and the byte limit. */
export interface BodyLimits {
  readonly label: string;
  /** The most bytes this body may have (what is left of the limit over all pages). */
  readonly maxBytes: number;
  /** The limit over all pages, as the TooLarge error names it. */
  readonly byteLimit: number;
}

/**
 * Told once a body reaches LARGE_BODY_BYTES, with its content type; may return where its bytes
 * should go as they arrive (every one so far, then each as it comes), to be parsed meanwhile.
 */
export type OnLargeBody = (contentType: string) => ((chunk: Uint8Array) => void) | undefined;

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

function tooLarge(label: string, maxBytes: number): DataViewsError {
  return new DataViewsError('TooLarge', {
    view: label,
    detail: `The answer is larger than ${megabytes(maxBytes)}; reading stopped there.`,
  });
}

/** The body's bytes, in the chunks they arrived in; past `maxBytes` it throws TooLarge. */
export async function receiveBody(
  response: Response,
  { label, maxBytes, byteLimit }: BodyLimits,
  onLarge: OnLargeBody,
): Promise<Uint8Array[]> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(label, byteLimit);
  }
  // A large body is parsed off the main thread, while the rest of it arrives.
  let warned = false;
  let sink: ((chunk: Uint8Array) => void) | undefined;
  const chunks: Uint8Array[] = [];
  const grew = (size: number): void => {
    if (warned || size < LARGE_BODY_BYTES) return;
    warned = true;
    sink = onLarge(response.headers.get('content-type') ?? '');
    for (const chunk of chunks) sink?.(chunk);
  };
  if (Number.isFinite(declared)) grew(declared);
  if (!response.body) {
    const buffer = new Uint8Array(await response.arrayBuffer());
    if (buffer.byteLength > maxBytes) throw tooLarge(label, byteLimit);
    return [buffer];
  }
  const reader = response.body.getReader();
  let size = 0;
  // Chunks that piled up while the page was busy resolve one after another without a pause: the
  // page gets the thread back every few of them, not once 28 MB are read.
  const pause = timeSlices(READ_SLICE_MS);
  for (;;) {
    await pause();
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(label, byteLimit);
    }
    chunks.push(value);
    if (sink) sink(value);
    else grew(size);
  }
  return chunks;
}

/** Chunks as one array (the chunk itself when there is one). */
export function joined(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

export interface ReadBodyOptions extends BodyLimits {
  /** The view's columns from the catalog, which the rows are coerced to. */
  readonly columns: readonly ColumnDef[];
  /** The request's key: removed from an error body's text before it is shown; first rows that hold it are not told. */
  readonly apiKey: string;
  /** The caller's signal: aborting it rejects with its reason and stops the worker's parse. */
  readonly signal?: AbortSignal | undefined;
  /** Told once, with the first rows read while a large body is still arriving. */
  readonly onFirstRows?: ((rows: Row[]) => void) | undefined;
}

/** One page's rows, coerced, with its body kept for the Raw JSON and its size. */
export interface BodyRows extends PageRows {
  /** The body's text, or a StoredBody of its bytes when the worker parsed it (stored-body.ts). */
  readonly raw: unknown;
  /** Bytes received. */
  readonly bytes: number;
}

// The worker's code is not part of the first screen: it loads when a large body starts to arrive.
const offThread = () => import('./off-thread.ts');
type PageStream = import('./off-thread.ts').PageStream;

/** How long queued chunks are handed to the worker before the page gets the thread back. */
const HAND_OVER_SLICE_MS = 20;

/**
 * A large body handed to the parse worker as it arrives. The bytes that come before the worker's
 * code has loaded wait here (the arrays the body is kept in anyway, not copies), then go on.
 */
function streamToWorker(contentType: string, options: ReadBodyOptions) {
  const { signal } = options;
  let queued: Uint8Array[] | null = [];
  let stream: PageStream | null = null;
  const ready = offThread().then(async (module) => {
    stream = module.streamPage(contentType, options);
    // Megabytes may be waiting, each copied to the worker as it goes: the page gets the thread back
    // every few of them. Chunks arriving meanwhile join the end of the queue.
    const pause = timeSlices(HAND_OVER_SLICE_MS);
    for (let i = 0; queued && i < queued.length && !signal?.aborted; i++) {
      stream?.push(queued[i] as Uint8Array);
      await pause();
    }
    queued = null;
    return stream;
  });
  const push = (chunk: Uint8Array): void => {
    if (queued) queued.push(chunk);
    else stream?.push(chunk);
  };
  return { push, ready };
}

/**
 * Reads a response's body into its rows. Rejects with a DataViewsError (TooLarge, an error status,
 * a body that is not JSON or holds no rows), or with the caller's abort reason; a failure while the
 * bytes arrive (network, deadline) is thrown as it came, for the request (http.ts) to name.
 */
export async function readBody(response: Response, options: ReadBodyOptions): Promise<BodyRows> {
  const { label, columns, apiKey, signal } = options;
  let worker: ReturnType<typeof streamToWorker> | undefined;
  let chunks: Uint8Array[];
  try {
    chunks = await receiveBody(
      response,
      options,
      (contentType) => (worker = streamToWorker(contentType, options)).push,
    );
    if (!response.ok) {
      throw errorForStatus(response, new TextDecoder().decode(joined(chunks)), label, apiKey);
    }
  } catch (error) {
    void worker?.ready.then((stream) => stream?.cancel());
    throw error;
  }
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const contentType = response.headers.get('content-type') ?? '';
  // Rows the worker read while the body arrived; else (not streamed, or it gave up) the whole body
  // is parsed: in the worker when large, here when small.
  const read =
    (worker && (await (await worker.ready)?.end())) ??
    (bytes >= LARGE_BODY_BYTES
      ? await (await offThread()).readPage(joined(chunks), contentType, label, columns, signal)
      : parsePage(joined(chunks), contentType, label, columns));
  return { ...read.page, raw: read.body, bytes };
}
