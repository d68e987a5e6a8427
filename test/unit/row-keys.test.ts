// @vitest-environment node
// The virtual body's row keys: unique among the drawn rows, kept by a row while it stays drawn,
// never in an order that would make React move an element, and handed on by a jump.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_ROW_KEYS, planRowKeys, type RowKeyPlan } from '../../src/components/row-keys.ts';

/** The drawn indexes as the body's range extractor gives them: a run, plus the tab stop. */
function drawn(start: number, length: number, tabStop: number): number[] {
  const run = Array.from({ length }, (_, i) => start + i);
  if (tabStop < 0 || run.includes(tabStop)) return run;
  return tabStop < start ? [tabStop, ...run] : [...run, tabStop];
}

const screenOf = fc.record({
  start: fc.integer({ min: 0, max: 5_000 }),
  length: fc.integer({ min: 0, max: 40 }),
  tabStop: fc.oneof(fc.constant(-1), fc.integer({ min: 0, max: 5_040 })),
});

const keysOf = (plan: RowKeyPlan) => new Map(plan.order.map(([index, key]) => [index, key]));

describe('planRowKeys', () => {
  it('keeps keys unique, keeps a staying row’s key, and never asks React to move an element', () => {
    fc.assert(
      fc.property(fc.array(screenOf, { minLength: 1, maxLength: 12 }), (screens) => {
        let plan = NO_ROW_KEYS;
        for (const { start, length, tabStop } of screens) {
          const indexes = drawn(start, length, tabStop);
          const next = planRowKeys(plan, indexes);
          expect(next.order.map(([index]) => index)).toEqual(indexes);
          const keys = next.order.map(([, key]) => key);
          expect(new Set(keys).size).toBe(keys.length);

          const before = keysOf(plan);
          for (const [index, key] of next.order) {
            if (before.has(index)) expect(key).toBe(before.get(index));
          }
          // React keeps in place the elements whose old positions rise in the new order.
          const oldPosition = new Map(plan.order.map(([, key], position) => [key, position]));
          const positions = keys
            .filter((key) => oldPosition.has(key))
            .map((key) => oldPosition.get(key));
          expect(positions).toEqual([...positions].sort((a, b) => (a as number) - (b as number)));
          plan = next;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives a jump down the table the elements of the rows it left, the tab stop’s kept', () => {
    const top = planRowKeys(NO_ROW_KEYS, [0, 1, 2, 3, 4]);
    const jumped = planRowKeys(top, [0, 1500, 1501, 1502, 1503]);
    expect(keysOf(jumped).get(0)).toBe(keysOf(top).get(0));
    expect(jumped.order.map(([, key]) => key).sort()).toEqual(
      top.order.map(([, key]) => key).sort(),
    );
    expect(jumped.next).toBe(top.next);
    // And back up, the tab stop still first.
    const back = planRowKeys(jumped, [0, 1, 2, 3, 4]);
    expect(back.next).toBe(top.next);
  });

  it('gives a new key to a row that comes in above the rows that stay', () => {
    const at10 = planRowKeys(NO_ROW_KEYS, [10, 11, 12]);
    const at9 = planRowKeys(at10, [9, 10, 11]);
    expect(keysOf(at9).get(9)).toBe(at10.next);
    expect(keysOf(at9).get(10)).toBe(keysOf(at10).get(10));
  });
});
