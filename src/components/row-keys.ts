// The virtual body's row keys. A row that stays drawn keeps its key (and its elements, and focus);
// a row that comes in takes the elements of one that went out, so a jump down a long table changes
// the text of the rows already in the page instead of making and dropping every element.

/** The drawn rows of one render, top to bottom: each row's index and its key. */
export interface RowKeyPlan {
  readonly order: readonly (readonly [index: number, key: number])[];
  /** The next key never given. */
  readonly next: number;
}

export const NO_ROW_KEYS: RowKeyPlan = { order: [], next: 0 };

/**
 * The keys for `indexes` (ascending, as drawn) after `previous`.
 *
 * A row drawn in both keeps its key. A row coming in takes the key of a row gone out only where
 * React can keep the element where it is: the old positions of the keys, read in the new order,
 * must rise. Anything else would make React move elements, and moving the focused row's element
 * would take focus from it. A row that cannot take a key without that gets a new one.
 */
export function planRowKeys(previous: RowKeyPlan, indexes: readonly number[]): RowKeyPlan {
  const before = new Map<number, { key: number; position: number }>();
  previous.order.forEach(([index, key], position) => before.set(index, { key, position }));
  const drawn = new Set(indexes);
  const freed: { key: number; position: number }[] = [];
  previous.order.forEach(([index, key], position) => {
    if (!drawn.has(index)) freed.push({ key, position });
  });

  // For each place in the new order, the old position of the next row that stays (or Infinity).
  const nextKept = new Array<number>(indexes.length);
  let following = Infinity;
  for (let i = indexes.length - 1; i >= 0; i--) {
    nextKept[i] = following;
    const kept = before.get(indexes[i] as number);
    if (kept) following = kept.position;
  }

  let next = previous.next;
  let last = -1;
  let f = 0;
  const order = indexes.map((index, i) => {
    const kept = before.get(index);
    if (kept) {
      last = kept.position;
      return [index, kept.key] as const;
    }
    while (f < freed.length && (freed[f] as { position: number }).position <= last) f++;
    const free = freed[f];
    if (free && free.position < (nextKept[i] as number)) {
      f++;
      last = free.position;
      return [index, free.key] as const;
    }
    return [index, next++] as const;
  });
  return { order, next };
}
