// A response's body received as bytes, counted as they arrive: past the byte limit the read is
// cancelled, so a runaway body costs at most the limit in memory, never the whole of it. A body that
// grows large is also handed on as it arrives (read-body.ts sends it to the parse worker).
import { DataViewsError } from '../errors.ts';
import { timeSlices } from '../../lib/time-slices.ts';

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
