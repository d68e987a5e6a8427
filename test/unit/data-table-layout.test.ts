// @vitest-environment node
// The data table's narrow layout: which columns come first on a phone-wide table, and their widths.
import { describe, expect, it } from 'vitest';
import {
  uniformColumns,
  type DataColumn,
  type DataRow,
} from '../../src/components/data-table-columns.ts';
import { headerExtras, narrowOrder, tableLayout } from '../../src/components/data-table-layout.ts';
import { headerCellWidth } from '../../src/components/header-width.ts';

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
    expect(ids(layout.columns).slice(0, 4)).toEqual(['rank', 'name', 'points', 'class']);
    expect(ids(layout.beyond)).toEqual(['country', 'glicko']);
    const [rank, name, points, klass, country, glicko] = tracks(layout.style);
    // The row's identity (rank and name) stays in view as the rest scroll under it.
    expect([...layout.pinned]).toEqual([
      ['rank', 0],
      ['name', rank],
    ]);
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

describe('header-aware least widths', () => {
  const long: DataColumn<DataRow>[] = [
    { id: 'rank', header: 'Rank', width: 84 },
    { id: 'home', header: 'Home country of the fighter' },
    { id: 'code', header: 'Code' },
    { id: 'points', header: 'Points', type: 'number' },
  ];
  const needed = headerCellWidth('Home country of the fighter', true);
  // The least widths by type (84 fixed, 140 text, 140 text, 88 number).
  const base = 84 + 140 + 140 + 88;

  it('widens a column to its whole header when the table has the room', () => {
    const extras = headerExtras(long, 2000);
    expect(140 + (extras[1] ?? 0)).toBe(needed);
    // A short header needs nothing more, and a fixed width stays as given.
    expect([extras[0], extras[2]]).toEqual([0, 0]);
    const minmax = String(
      (tableLayout(long, [], 2000).style as Record<string, string>)['--dv-columns'],
    );
    expect(minmax).toContain(`minmax(${needed}px, 1fr)`);
  });

  it('gives what room there is, and none when there is none (the header is clipped)', () => {
    const half = headerExtras(long, base + Math.floor((needed - 140) / 2))[1] ?? 0;
    expect(half).toBeGreaterThan(0);
    expect(half).toBeLessThan(needed - 140);
    expect(headerExtras(long, base - 50)).toEqual([0, 0, 0, 0]);
    expect(headerExtras(long, null)).toEqual([0, 0, 0, 0]);
  });
});

describe('a column that says the same in every row', () => {
  const marked: DataColumn<DataRow>[] = [
    { id: 'name', header: 'Name' },
    { id: 'class', header: 'Weight class', leaveOutWhenUniform: true },
    { id: 'points', header: 'Points', type: 'number', leaveOutWhenUniform: true },
  ];
  const rows = [
    { name: 'A', class: 'Lightweight', points: 10 },
    { name: 'B', class: 'Lightweight', points: 12 },
    { name: 'C', class: 'Lightweight', points: 10 },
  ];

  it('is found on a narrow table when marked, with its value as shown', () => {
    expect(uniformColumns(marked, rows, true).map((u) => [u.column.id, u.text])).toEqual([
      ['class', 'Lightweight'],
    ]);
    // A wide table keeps every column; one row says nothing about the rest.
    expect(uniformColumns(marked, rows, false)).toEqual([]);
    expect(uniformColumns(marked, rows.slice(0, 1), true)).toEqual([]);
  });

  it('is kept when one row differs, when unmarked, or when every row is empty', () => {
    expect(uniformColumns(marked, [...rows, { name: 'D', class: 'Welterweight' }], true)).toEqual(
      [],
    );
    const unmarked = marked.map((c) => ({ ...c, leaveOutWhenUniform: false }));
    expect(uniformColumns(unmarked, rows, true)).toEqual([]);
    const empty = rows.map((r) => ({ ...r, class: null }));
    expect(uniformColumns(marked, empty, true)).toEqual([]);
  });
});
