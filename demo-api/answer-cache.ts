// The demo API's serialised responses, kept: the data is generated from fixed seeds, so one request's
// body is every later identical request's body. Under load (100 clients asking for Fighters'
// 868 KB) serialising per request was most of the server's time and a copy of the rows per client
// in memory; a hit is a copy of the bytes (docs/performance.md).

/** A successful answer as sent: its UTF-8 body and the headers that go with it. */
export interface CachedAnswer {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly headers: Readonly<Record<string, string>>;
}

/** What an entry is counted as beyond its body: its key and the map's and headers' share. */
const ENTRY_OVERHEAD = 512;

function sizeOf(key: string, answer: CachedAnswer): number {
  // Keys come from queries (any text, for a paged shape): counted, so many tiny answers under
  // long keys cannot grow the cache past its budget either.
  return answer.body.byteLength + key.length * 2 + ENTRY_OVERHEAD;
}

/** Answers kept, least recently used dropped first, within a budget of bytes. */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  /** `budgetBytes` 0 keeps nothing: every call makes its response afresh. */
  constructor(private readonly budgetBytes: number) {}

  /** The kept response for `key`, or the one `make` builds (kept when it fits). `make` may throw. */
  get(key: string, make: () => CachedAnswer): CachedAnswer {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-inserting moves the key to the young end of the Map's insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const answer = make();
    const size = sizeOf(key, answer);
    // One answer may take at most half the budget, so a huge one cannot empty the cache alone.
    if (size > this.budgetBytes / 2) return answer;
    this.entries.set(key, answer);
    this.bytes += size;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= sizeOf(oldKey, old);
    }
    return answer;
  }

  /** Whether `key`'s answer is kept (it stays as it is while it is). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  get size(): number {
    return this.entries.size;
  }

  get byteSize(): number {
    return this.bytes;
  }
}
