// The data table's narrow layout: which columns come first on a phone-wide table, and their widths.
import { describe, expect, it } from 'vitest';
import type { DataColumn, DataRow } from '../../src/components/data-table-columns.ts';
import { narrowOrder, tableLayout } from '../../src/components/data-table-layout.ts';

const columns: DataColumn<DataRow>[] = [
  {
    id: 'rank',
    header: 'Rank',
    type: 'integer',
    width: 84,
    pinned: true,
    priority: 1,
    narrowWidth: 60,
  },
  { id: 'name', header: 'Name', width: 200, pinned: true, priority: 1 },
  { id: 'country', header: 'Country', minWidth: 160 },
  { id: 'class', header: 'Class', minWidth: 168, priority: 3, narrowWidth: 104 },
  { id: 'points', header: 'Points', type: 'number', priority: 2, narrowWidth: 80 },
  { id: 'glicko', header: 'Glicko', type: 'number', minWidth: 112, narrowWidth: 84 },
];
const ids = (list: readonly DataColumn<DataRow>[]) => list.map((c) => c.id);
const tracks = (style: object) =>
  String((style as Record<string, string>)['--dv-columns'])
    .split(' ')
    .map((t) => Number.parseInt(t, 10));

describe('narrow table layout', () => {
  it('orders identity, then the sorted column, then the other priorities, then the rest', () => {
    expect(ids(narrowOrder(columns, []))).toEqual([
      'rank',
      'name',
      'points',
      'class',
      'country',
      'glicko',
    ]);
    expect(ids(narrowOrder(columns, [{ id: 'glicko', desc: true }]))).toEqual([
      'rank',
      'name',
      'glicko',
      'points',
      'class',
      'country',
    ]);
    // A sort on an identity column moves nothing.
    expect(
      ids(
        narrowOrder(columns, [
          { id: 'class', desc: false },
          { id: 'rank', desc: false },
        ]),
      ),
    ).toEqual(['rank', 'name', 'class', 'points', 'country', 'glicko']);
  });

  it('fills the width with the columns that fit, the name taking what is left, the rest past it', () => {
    const layout = tableLayout(columns, [], 350);
    expect(layout.narrow).toBe(true);
    expect(layout.pinned.size).toBe(0);
    expect(ids(layout.columns).slice(0, 4)).toEqual(['rank', 'name', 'points', 'class']);
    expect(ids(layout.beyond)).toEqual(['country', 'glicko']);
    const [rank, name, points, klass, country, glicko] = tracks(layout.style);
    expect([rank, points, klass]).toEqual([60, 80, 104]);
    expect((rank ?? 0) + (name ?? 0) + (points ?? 0) + (klass ?? 0)).toBe(350);
    // Past the edge: the wide layout's least widths.
    expect([country, glicko]).toEqual([160, 84]);

    // Sorted by a rating on a 320 px phone: rank, name and the rating fit; points come next.
    const sorted = tableLayout(columns, [{ id: 'glicko', desc: true }], 286);
    expect(ids(sorted.columns).slice(0, 4)).toEqual(['rank', 'name', 'glicko', 'points']);
    expect(ids(sorted.columns.slice(0, sorted.columns.length - sorted.beyond.length))).toEqual([
      'rank',
      'name',
      'glicko',
    ]);
  });

  it('keeps the given layout when wide, unmeasured, or without priorities', () => {
    for (const layout of [
      tableLayout(columns, [], 900),
      tableLayout(columns, [], null),
      tableLayout(
        columns.map(({ priority: _, ...c }) => c),
        [],
        350,
      ),
    ]) {
      expect(layout.narrow).toBe(false);
      expect(layout.beyond).toEqual([]);
    }
    expect(tableLayout(columns, [], 900).pinned.get('name')).toBe(84);
  });
});
