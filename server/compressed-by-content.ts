// Compressed answers kept by their content: the same bytes compress to the same bytes, so a body
// held whole that is not the demo API's own (the proxy's: every client of a popular view gets
// the same 868 KB from the upstream) is compressed once while it keeps coming back. Keyed by the
// SHA-256 of the body and the encoding, never by who asked: a hit gives exactly what compressing
// would, and only to a client that was sent those very bytes. Hashing costs about a sixth of
// brotli's quality 1 on Fighters' answer (2 ms against 11 ms); docs/performance.md has the figures.
import { createHash } from 'node:crypto';

/** 16 MB of compressed answers: over a hundred of Fighters' 131 KB brotli answer. */
export const DEFAULT_CONTENT_CACHE_BYTES = 16 * 1024 * 1024;

export class CompressedByContent {
  /** Done compressions, least recently used first (a Map keeps insertion order). */
  private readonly done = new Map<string, Buffer>();
  /** Compressions under way: concurrent requests for the same bytes wait for the one. */
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** Bytes of compressed answers kept now. */
  get size(): number {
    return this.bytes;
  }

  /** `make()`'s result for these bytes in this encoding, made once while it is kept. */
  compressed(body: Buffer, encoding: string, make: () => Promise<Buffer>): Promise<Buffer> {
    if (this.maxBytes <= 0) return make();
    const key = `${encoding}:${body.byteLength}:${createHash('sha256').update(body).digest('base64')}`;
    const kept = this.done.get(key);
    if (kept) {
      this.done.delete(key);
      this.done.set(key, kept);
      return Promise.resolve(kept);
    }
    const under = this.pending.get(key);
    if (under) return under;
    const work = make();
    this.pending.set(key, work);
    work.then(
      (result) => {
        this.pending.delete(key);
        this.keep(key, result);
      },
      // A failure is not kept: the next request tries again.
      () => this.pending.delete(key),
    );
    return work;
  }

  private keep(key: string, result: Buffer): void {
    if (result.byteLength > this.maxBytes) return;
    this.done.set(key, result);
    this.bytes += result.byteLength;
    for (const [oldKey, old] of this.done) {
      if (this.bytes <= this.maxBytes) break;
      this.done.delete(oldKey);
      this.bytes -= old.byteLength;
    }
  }
}
