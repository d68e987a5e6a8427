// A large body kept as the bytes it came in, for the Explorer's Raw JSON: in a Blob, which the
// browser stores outside the page's JavaScript heap (and may move to disk), since the screens use
// the rows and a 28 MB body would otherwise sit in the tab's memory beside them.

/**
 * Bytes copied into a Blob at once: copying takes the page's thread about 5–12 ms a megabyte here,
 * so a body is copied in parts of this size, never 28 MB in one task.
 */
export const PART_BYTES = 512 * 1024;

export class StoredBody {
  readonly #blob: Blob;

  /** The body as Blobs already made (joining Blobs copies nothing) or a small body's bytes. */
  constructor(parts: readonly (Blob | Uint8Array)[], contentType = 'application/json') {
    // A fetch body's bytes: never views of shared memory, which a Blob cannot take.
    this.#blob = new Blob([...parts] as BlobPart[], { type: contentType });
  }

  /** The body's size in bytes. */
  get bytes(): number {
    return this.#blob.size;
  }

  /** The body parsed again, as the main thread would have parsed it. */
  async read(): Promise<unknown> {
    return JSON.parse((await this.#blob.text()).trim()) as unknown;
  }

  /** Written out only once read (readRaw): JSON.stringify cannot wait for the bytes. */
  toJSON(): never {
    throw new Error('A stored body is read with readRaw before it is written out.');
  }
}

/**
 * A body's bytes gathered into a StoredBody while they arrive, a part at a time (PART_BYTES), so
 * the copying is spread over the download instead of held up at its end.
 */
export class BodyCollector {
  readonly #parts: Blob[] = [];
  #pending: Uint8Array[] = [];
  #pendingBytes = 0;

  add(chunk: Uint8Array): void {
    this.#pending.push(chunk);
    this.#pendingBytes += chunk.byteLength;
    if (this.#pendingBytes >= PART_BYTES) this.#pack();
  }

  finish(contentType?: string): StoredBody {
    this.#pack();
    return new StoredBody(this.#parts, contentType);
  }

  #pack(): void {
    if (this.#pending.length === 0) return;
    this.#parts.push(new Blob([...this.#pending] as BlobPart[]));
    this.#pending = [];
    this.#pendingBytes = 0;
  }
}

/**
 * A whole body stored a part at a time, the page's thread given back between parts: for a large
 * body that arrived in one piece.
 */
export async function storeBytes(data: Uint8Array, contentType?: string): Promise<StoredBody> {
  const collector = new BodyCollector();
  for (let at = 0; at < data.byteLength; at += PART_BYTES) {
    if (at > 0) await new Promise((resume) => setTimeout(resume));
    collector.add(data.subarray(at, at + PART_BYTES));
  }
  return collector.finish(contentType);
}

/**
 * A query result's `raw` as parsed values: a stored body read, the pages of a paged answer each
 * read; anything else as it is.
 */
export async function readRaw(raw: unknown): Promise<unknown> {
  if (raw instanceof StoredBody) return raw.read();
  if (Array.isArray(raw) && raw.some((page) => page instanceof StoredBody)) {
    return Promise.all(raw.map((page) => readRaw(page)));
  }
  return raw;
}

/** Whether `raw` holds a stored body that must be read before it can be shown. */
export function isStored(raw: unknown): boolean {
  return (
    raw instanceof StoredBody ||
    (Array.isArray(raw) && raw.some((page) => page instanceof StoredBody))
  );
}
