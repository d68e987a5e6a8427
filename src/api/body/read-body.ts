// The one place a response's body becomes rows (readBody, which the client calls): received with
// the byte limit, refused on an error status, then parsed on this thread or, from LARGE_BODY_BYTES,
// in the parse worker. A large body is streamed to the worker as its bytes arrive, so its rows are
// mostly parsed by the last byte. The rest of this folder:
//   receive.ts          the bytes as they arrive, counted against the byte limit
//   page-rows.ts        one body parsed into coerced rows (the same code here and in the worker)
//   off-thread.ts       the page's side of the parse worker, loaded only when a large body arrives
//   worker-rows.ts      its helpers: repeated texts shared, the first rows read on the page
//   parse-worker.ts     the worker's entry; parse-job.ts handles each message, worker-messages.ts
//                       lists them; array-stream.ts parses a bare array of rows as it arrives
//   stored-body.ts      a large body's bytes kept in a Blob for the Explorer's Raw JSON
import type { ColumnDef, Row } from '../catalog.ts';
import { errorForStatus } from '../http-errors.ts';
import { parsePage, type PageRows } from './page-rows.ts';
import { joined, LARGE_BODY_BYTES, receiveBody, type BodyLimits } from './receive.ts';
import { timeSlices } from '../../lib/time-slices.ts';

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
