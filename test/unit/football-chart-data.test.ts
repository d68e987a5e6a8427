// What the chart draws, worked out without it: a thinned line keeps its shape; team names never overlap.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decimatePoints, placeLabels } from '../../src/features/football/chart-data.ts';
import type { ChartPoint } from '../../src/features/football/chart-data.ts';
import type { HistoryRow } from '../../src/features/football/player-history.ts';

function point(t: number, rating: number, peak: number): ChartPoint {
  return { t, series: 0, row: { rating, peak } as unknown as HistoryRow };
}

describe('decimatePoints', () => {
  // 5,000 points with a sine wave, a spike and a running-best peak.
  const points = Array.from({ length: 5000 }, (_, i) => {
    const rating = i === 2345 ? 2000 : 1500 + 100 * Math.sin(i / 50);
    return { i, rating };
  }).map(({ i, rating }, _, all) =>
    point(i, rating, Math.max(...all.slice(0, i + 1).map((p) => p.rating))),
  );

  it('keeps at most a few points per bucket, the ends, the spike and every peak change', () => {
    const thinned = decimatePoints(points, 0, 4999, 200);
    expect(thinned.length).toBeLessThan(points.length / 5);
    expect(thinned[0]).toBe(points[0]);
    expect(thinned.at(-1)).toBe(points.at(-1));
    expect(thinned).toContain(points[2345]);
    const peakChanges = points.filter((p, i) => i > 0 && p.row.peak !== points[i - 1]?.row.peak);
    for (const change of peakChanges) expect(thinned).toContain(change);
    // Date order is kept.
    expect(thinned.map((p) => p.t)).toEqual([...thinned.map((p) => p.t)].sort((a, b) => a - b));
  });

  it('leaves a short line alone', () => {
    const short = points.slice(0, 100);
    expect(decimatePoints(short, 0, 99, 200)).toEqual(short);
  });
});

describe('placeLabels', () => {
  const widthOf = (text: string) => text.length * 7;

  it('never lets two labels in a lane overlap, and thins what does not fit', () => {
    // 40 team changes crowded into 400 px: far more than two lanes can hold.
    const spots = Array.from({ length: 40 }, (_, i) => ({ x: 10 + i * 10, text: `Team ${i}` }));
    const placed = placeLabels(spots, widthOf, 2, 420);
    expect(placed.length).toBeGreaterThan(2);
    expect(placed.length).toBeLessThan(spots.length);
    for (const a of placed) {
      expect(a.start).toBeGreaterThanOrEqual(0);
      expect(a.end).toBeLessThanOrEqual(420);
      for (const b of placed) {
        if (a === b || a.lane !== b.lane) continue;
        expect(a.end <= b.start || b.end <= a.start).toBe(true);
      }
    }
  });

  it('keeps every label when there is room, and turns one at the right edge to the left', () => {
    const placed = placeLabels(
      [
        { x: 0, text: 'Alpha' },
        { x: 200, text: 'Beta' },
        { x: 395, text: 'Gamma' },
      ],
      widthOf,
      2,
      400,
    );
    expect(placed.map((p) => p.lane)).toEqual([0, 0, 0]);
    expect(placed[2]?.end).toBeLessThanOrEqual(395);
  });
});
