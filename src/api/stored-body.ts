// A large body kept as the bytes it came in, for the Explorer's Raw JSON: in a Blob, which the
// browser stores outside the page's JavaScript heap (and may move to disk), since the screens use
// the rows and a 28 MB body would otherwise sit in the tab's memory beside them.

export class StoredBody {
  readonly #blob: Blob;

  /** The body's chunks as they arrived: copied into the Blob, never joined into one array here. */
  constructor(chunks: readonly Uint8Array[], contentType = 'application/json') {
    // A fetch body's bytes: never views of shared memory, which a Blob cannot take.
    this.#blob = new Blob([...chunks] as BlobPart[], { type: contentType });
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
