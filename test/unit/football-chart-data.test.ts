// Thinning a long rating line for drawing keeps its shape: ends, per-pixel extremes and peak changes.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decimatePoints } from '../../src/features/football/chart-data.ts';
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
