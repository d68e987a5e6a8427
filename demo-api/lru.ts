// A small least-recently-used cache, so lazily generated data stays within a memory budget.

export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  /** The cached value, or the one `make` builds (and caches) on a miss. */
  get(key: K, make: () => V): V {
    const hit = this.entries.get(key);
    if (hit !== undefined || this.entries.has(key)) {
      // Re-inserting moves the key to the young end of the Map's insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit as V);
      return hit as V;
    }
    const value = make();
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
