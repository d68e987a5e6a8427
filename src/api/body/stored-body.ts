// A large body kept as the bytes it came in, for the Explorer's Raw JSON: in a Blob, which the
// browser stores outside the page's JavaScript heap (and may move to disk), since the screens use
// the rows and a 28 MB body would otherwise sit in the tab's memory beside them. The parse worker,
// which receives the bytes anyway, gathers them (BodyCollector) and hands the Blob back with the
// rows: copying 28 MB into a Blob takes 130–350 ms here, none of it on the page's thread. A small
// body read on the page is kept as its text (a string), which the page decoded anyway: either way
// the Raw JSON shows the text as sent (a number a double cannot hold, -0, 1e309 included).
import { parseJson } from '../exact-json.ts';

/** Bytes copied into a Blob at once, so the chunks received can be let go as the body arrives. */
export const PART_BYTES = 512 * 1024;

export class StoredBody {
  readonly #blob: Blob;

  constructor(blob: Blob) {
    this.#blob = blob;
  }

  /** The body's size in bytes. */
  get bytes(): number {
    return this.#blob.size;
  }

  /** The body's text, exactly as it was sent (decoded as UTF-8). */
  text(): Promise<string> {
    return this.#blob.text();
  }

  /** The body parsed again, as the main thread would have parsed it. */
  async read(): Promise<unknown> {
    return parseJson((await this.text()).trim());
  }

  /** Written out only once read (readRaw): JSON.stringify cannot wait for the bytes. */
  toJSON(): never {
    throw new Error('A stored body is read with readRaw before it is written out.');
  }
}

/** A body's bytes gathered into a Blob while they arrive, a part at a time (PART_BYTES). */
export class BodyCollector {
  readonly #parts: Blob[] = [];
  #pending: Uint8Array[] = [];
  #pendingBytes = 0;

  add(chunk: Uint8Array): void {
    this.#pending.push(chunk);
    this.#pendingBytes += chunk.byteLength;
    if (this.#pendingBytes >= PART_BYTES) this.#pack();
  }

  finish(contentType = 'application/json'): Blob {
    this.#pack();
    // Joining Blobs copies nothing.
    return new Blob(this.#parts, { type: contentType });
  }

  #pack(): void {
    if (this.#pending.length === 0) return;
    // A fetch body's bytes: never views of shared memory, which a Blob cannot take.
    this.#parts.push(new Blob([...this.#pending] as BlobPart[]));
    this.#pending = [];
    this.#pendingBytes = 0;
  }
}

/**
 * A query result's `raw` as parsed values: a body's text or stored bytes read, the pages of a
 * paged response each read; anything else as it is.
 */
export async function readRaw(raw: unknown): Promise<unknown> {
  if (raw instanceof StoredBody) return raw.read();
  if (typeof raw === 'string') return parseJson(raw.trim());
  const isBody = (page: unknown) => page instanceof StoredBody || typeof page === 'string';
  return Array.isArray(raw) && raw.some(isBody)
    ? Promise.all(raw.map((page) => readRaw(page)))
    : raw;
}

/** Whether `raw` holds a stored body that must be read before it can be shown. */
export function isStored(raw: unknown): boolean {
  return (
    raw instanceof StoredBody ||
    (Array.isArray(raw) && raw.some((page) => page instanceof StoredBody))
  );
}
