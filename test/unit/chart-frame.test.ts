// The shared chart frame's rating axis (every chart's value axis, the player's chart's too): round
// numbers around every value, ticks inside it, room around a single value, a usable axis for none.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ratingAxis } from '../../src/components/chart-frame.ts';

describe('ratingAxis', () => {
  it('puts the domain on round numbers around every value, its ticks labelled whole', () => {
    // 300 px holds about eight ticks (one per three lines of 12 px text): steps of 20.
    const axis = ratingAxis([1432.7, 1519.2, 1611.05], 300);
    expect(axis.domain).toEqual([1420, 1620]);
    expect(axis.ticks).toEqual([1420, 1440, 1460, 1480, 1500, 1520, 1540, 1560, 1580, 1600, 1620]);
    // A short axis, fewer ticks, still evenly on a round step (1, 2 or 5 times a power of ten).
    const short = ratingAxis([1432.7, 1519.2, 1611.05], 80).ticks;
    expect(short.length).toBeLessThan(axis.ticks.length);
    const step = (short[1] as number) - (short[0] as number);
    expect(short.every((t, i) => t === (short[0] as number) + i * step)).toBe(true);
    expect([1, 2, 5]).toContain(step / 10 ** Math.floor(Math.log10(step)));
    expect(axis.format(1500)).toBe('1,500');
    expect(axis.width).toBeGreaterThan(20);
  });

  it('keeps every value inside, for any values (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 80, max: 600 }),
        (values, height) => {
          const { domain, ticks } = ratingAxis(values, height);
          for (const v of values) {
            expect(v).toBeGreaterThanOrEqual(domain[0]);
            expect(v).toBeLessThanOrEqual(domain[1]);
          }
          expect(domain[1]).toBeGreaterThan(domain[0]);
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          for (const t of ticks) {
            expect(t).toBeGreaterThanOrEqual(domain[0]);
            expect(t).toBeLessThanOrEqual(domain[1]);
          }
        },
      ),
    );
  });

  it('gives one value room either side, and no values a usable axis', () => {
    const one = ratingAxis([1500], 300);
    expect(one.domain[0]).toBeLessThan(1500);
    expect(one.domain[1]).toBeGreaterThan(1500);
    // Values a double can tell apart but an axis cannot (fast-check found 0 and -5e-324): room too.
    const alike = ratingAxis([0, -5e-324], 80);
    expect(alike.ticks.length).toBeGreaterThanOrEqual(2);
    expect(alike.domain[0]).toBeLessThan(-0.5);
    expect(ratingAxis([1500, 1500.0000000001], 300).ticks).toContain(1500);
    // A value below the smallest step beside others stays inside (found by fast-check too).
    expect(ratingAxis([5e-324, -2.8284271247461903, 0], 80).domain[1]).toBeGreaterThanOrEqual(
      5e-324,
    );
    expect(ratingAxis([], 300).domain).toEqual([0, 1]);
    expect(ratingAxis([Number.NaN, Infinity], 300).domain).toEqual([0, 1]);
  });
});
