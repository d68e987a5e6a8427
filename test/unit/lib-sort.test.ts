// @vitest-environment node
// The shared row order: numbers numerically, text collated, flags, multi-column, nulls always last.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countCollators } from '../collator-count.ts';
import type { CellValue } from '../../src/api/catalog.ts';
import { IndexedRows } from '../../src/lib/indexed-rows.ts';
import { prepareSortKeys } from '../../src/lib/prepare-sort-keys.ts';
import { firstSortedRows, sortRows } from '../../src/lib/sort.ts';

type R = Record<string, CellValue>;
const col = (id: string) => ({ id });
const ids = (rows: readonly R[]) => rows.map((row) => row.id);

/** `n` rows with distinct names `n0`…, in a scrambled order (7919 is prime). */
const scrambledNames = (n: number): R[] =>
  Array.from({ length: n }, (_, i) => ({ id: i, name: `n${(i * 7919) % n}` }));

/** The name column, counting how many values were requested from it. */
function countingNameColumn() {
  const counter = { reads: 0 };
  const column = {
    id: 'name',
    accessor: (row: R) => {
      counter.reads += 1;
      return row.name;
    },
  };
  return { column, counter };
}

describe('sortRows', () => {
  it('returns the same array when there is nothing to sort by', () => {
    const rows: R[] = [{ id: 1 }, { id: 2 }];
    expect(sortRows(rows, [col('id')], [])).toBe(rows);
    expect(sortRows(rows, [col('id')], [{ id: 'missing', desc: false }])).toBe(rows);
  });

  it('sorts numbers numerically', () => {
    const rows: R[] = [
      { id: 'a', v: 10 },
      { id: 'b', v: 9 },
      { id: 'c', v: -1 },
      { id: 'd', v: 100 },
    ];
    expect(ids(sortRows(rows, [col('v')], [{ id: 'v', desc: false }]))).toEqual([
      'c',
      'b',
      'a',
      'd',
    ]);
    expect(ids(sortRows(rows, [col('v')], [{ id: 'v', desc: true }]))).toEqual([
      'd',
      'a',
      'b',
      'c',
    ]);
  });

  it('collates text with accents beside their letter and digits numerically', () => {
    const rows: R[] = [
      { id: 1, v: 'Zoe' },
      { id: 2, v: 'émile' },
      { id: 3, v: 'Eve' },
      { id: 4, v: 'fighter 10' },
      { id: 5, v: 'fighter 9' },
      { id: 6, v: 'Ángel' },
    ];
    expect(ids(sortRows(rows, [col('v')], [{ id: 'v', desc: false }]))).toEqual([6, 2, 3, 5, 4, 1]);
  });

  it('puts null, undefined, empty text and NaN last in both directions', () => {
    const rows: R[] = [
      { id: 'null', v: null },
      { id: 'two', v: 2 },
      { id: 'empty', v: '' },
      { id: 'one', v: 1 },
      { id: 'nan', v: Number.NaN },
      { id: 'missing' },
    ];
    const asc = ids(sortRows(rows, [col('v')], [{ id: 'v', desc: false }]));
    const desc = ids(sortRows(rows, [col('v')], [{ id: 'v', desc: true }]));
    expect(asc.slice(0, 2)).toEqual(['one', 'two']);
    expect(desc.slice(0, 2)).toEqual(['two', 'one']);
    // Empty values keep their original order in both directions.
    expect(asc.slice(2)).toEqual(['null', 'empty', 'nan', 'missing']);
    expect(desc.slice(2)).toEqual(['null', 'empty', 'nan', 'missing']);
  });

  it('sorts flags false before true', () => {
    const rows: R[] = [
      { id: 1, v: true },
      { id: 2, v: false },
      { id: 3, v: null },
    ];
    expect(ids(sortRows(rows, [col('v')], [{ id: 'v', desc: false }]))).toEqual([2, 1, 3]);
    expect(ids(sortRows(rows, [col('v')], [{ id: 'v', desc: true }]))).toEqual([1, 2, 3]);
  });

  it('breaks ties with later sort entries, then the original order', () => {
    const rows: R[] = [
      { id: 1, cls: 'b', pts: 5 },
      { id: 2, cls: 'a', pts: 1 },
      { id: 3, cls: 'b', pts: 9 },
      { id: 4, cls: 'a', pts: 1 },
    ];
    const sorted = sortRows(
      rows,
      [col('cls'), col('pts')],
      [
        { id: 'cls', desc: false },
        { id: 'pts', desc: true },
      ],
    );
    expect(ids(sorted)).toEqual([2, 4, 3, 1]);
  });

  it('uses sortValue, then accessor, over the raw value', () => {
    const rows: R[] = [
      { id: 1, move: 'up 3' },
      { id: 2, move: 'down 5' },
      { id: 3, move: 'new' },
    ];
    const column = {
      id: 'move',
      sortValue: (row: R) => {
        const [dir, n] = String(row.move).split(' ');
        return dir === 'new' ? null : (dir === 'up' ? 1 : -1) * Number(n);
      },
    };
    expect(ids(sortRows(rows, [column], [{ id: 'move', desc: true }]))).toEqual([1, 2, 3]);
    const byLength = { id: 'len', accessor: (row: R) => String(row.move).length };
    expect(ids(sortRows(rows, [byLength], [{ id: 'len', desc: false }]))).toEqual([3, 1, 2]);
  });

  it('sorts 100,000 rows quickly, both ways', () => {
    const rows: R[] = Array.from({ length: 100_000 }, (_, i) => ({
      id: i,
      name: `Fighter ${(i * 7919) % 100_000}`,
      points: (i * 104_729) % 1000,
    }));
    const columns = [col('name'), col('points')];
    let start = performance.now();
    const asc = sortRows(rows, columns, [{ id: 'name', desc: false }]);
    const first = performance.now() - start;
    start = performance.now();
    const desc = sortRows(rows, columns, [{ id: 'name', desc: true }]);
    const second = performance.now() - start;
    expect(asc[0]?.name).toBe('Fighter 0');
    expect(desc[0]?.name).toBe('Fighter 99999');
    expect(first).toBeLessThan(3000);
    expect(second).toBeLessThan(3000);
  });
});

describe('text order is exactly the collator’s (property)', () => {
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  type NameRow = { name: CellValue };
  const nameColumn = [{ id: 'name' }];
  // Letters of every case, accents, letters that fold specially, digits, punctuation, spaces and
  // other scripts: everything the fast keys must agree with the collator on, or step aside for.
  const pieces = [
    'a',
    'b',
    'o',
    'z',
    'A',
    'O',
    'Z',
    'é',
    'É',
    'ö',
    'Ö',
    'ß',
    'ø',
    'æ',
    'ł',
    'ı',
    '0',
    '1',
    '2',
    '9',
    '007',
    '10',
    '1234567890123',
    ' ',
    '  ',
    "'",
    '-',
    '_',
    '.',
    '/',
    ',',
    '&',
    'Ω',
    'Ж',
    'ﬁ',
    'ǅ',
  ];
  const name = fc
    .array(fc.constantFrom(...pieces), { minLength: 0, maxLength: 7 })
    .map((parts) => parts.join(''));
  const value: fc.Arbitrary<CellValue> = fc.oneof(
    { weight: 8, arbitrary: name },
    { weight: 1, arbitrary: fc.constant(null) },
  );

  function reference(rows: readonly NameRow[], desc: boolean): NameRow[] {
    const isEmpty = (v: CellValue) => typeof v !== 'string' || v.trim() === '';
    return rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => {
        const ea = isEmpty(a.row.name);
        const eb = isEmpty(b.row.name);
        if (ea || eb) return ea === eb ? a.index - b.index : ea ? 1 : -1;
        const c = collator.compare(a.row.name as string, b.row.name as string);
        return (desc ? -c : c) || a.index - b.index;
      })
      .map((entry) => entry.row);
  }

  it.each([false, true])('sortRows equals a stable collator sort (desc: %s)', (desc) => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 60 }), (names) => {
        const rows = names.map((n) => ({ name: n }));
        const sorted = sortRows(rows, nameColumn, [{ id: 'name', desc }]);
        expect(sorted.map((r) => r.name)).toEqual(reference(rows, desc).map((r) => r.name));
      }),
      { numRuns: 400 },
    );
  });

  it.each([
    [['O Neil', "O'Neil", 'O-Neil', 'ONeil']],
    [['Smith_2', 'Smith2', 'Smith 2', 'Smith10']],
    [["'a", '-a']],
    [['Zoë', 'zoe', 'ZOE', 'Zoe']],
    [['2024-01-10', '2023-12-31', '2024-1-9', '2024-01-09', 'Smith-Jones', 'Smith Jones', '2024']],
    [
      [
        '2024/2025',
        '2023/2024',
        '2024/25',
        '2024-2025',
        '2024.2025',
        '2024 2025',
        'J. Smith',
        'J.Smith',
        'J/Smith',
        'J,Smith',
      ],
    ],
  ])('orders %j as the collator does', (names) => {
    const rows = names.map((n) => ({ name: n }));
    expect(sortRows(rows, nameColumn, [{ id: 'name', desc: false }]).map((r) => r.name)).toEqual(
      reference(rows, false).map((r) => r.name),
    );
  });

  it("places names with an apostrophe without building the collator (the Fighters' classes)", async () => {
    const names = [
      "Women's Strawweight",
      'Welterweight',
      "Women's Bantamweight",
      'Women Open',
      'Women-Open',
      'Women.Open',
      'Women/Open',
      "O'Neil",
      'ONeil',
      'O.Neil',
      "'a",
      "''",
    ];
    const rows = names.map((n) => ({ name: n }));
    const expected = reference(rows, false).map((r) => r.name);
    // A fresh module, so no collator built by the tests above hides one built here.
    const counted = await countCollators(async () => {
      const fresh = await import('../../src/lib/sort.ts');
      const sorted = fresh.sortRows(rows, nameColumn, [{ id: 'name', desc: false }]);
      expect(sorted.map((r) => r.name)).toEqual(expected);
    });
    expect(counted.built).toBe(0);
  });

  it('does so on a table large enough for the packed path and the bucketed key sort', () => {
    const rows = fc
      .sample(value, { numRuns: 6000, seed: 42 })
      .map((n, i) => ({ name: typeof n === 'string' ? `${n}${i % 7}` : n }));
    for (const desc of [false, true]) {
      expect(sortRows(rows, nameColumn, [{ id: 'name', desc }]).map((r) => r.name)).toEqual(
        reference(rows, desc).map((r) => r.name),
      );
    }
  });
});

describe('prepareSortKeys', () => {
  it('works in slices, and the sort then reads no value again', () => {
    const rows = new IndexedRows(scrambledNames(10_000));
    const { column, counter } = countingNameColumn();
    const work = prepareSortKeys(rows, column);
    let pauses = 0;
    while (!work.next().done) pauses += 1;
    // A pause after each 4,096 rows, one before the texts are ranked, and the ranking's own: each
    // of its four passes over the 10,000 texts (keys, sort, ties, ranks) pauses at each 4,096.
    expect(pauses).toBeGreaterThanOrEqual(2 + 1 + 4 * 2);
    expect(counter.reads).toBe(10_000);

    const sorted = sortRows(rows, [column], [{ id: 'name', desc: false }]);
    expect(counter.reads).toBe(10_000);
    expect(sorted[0]?.name).toBe('n0');
    expect(sorted[1]?.name).toBe('n1');
    // Prepared once: asking again does nothing.
    expect(prepareSortKeys(rows, column).next().done).toBe(true);
  });

  it('keeps the keys a sort made while it was paused', () => {
    const rows = new IndexedRows(scrambledNames(10_000));
    const { column, counter } = countingNameColumn();
    const work = prepareSortKeys(rows, column);
    work.next();
    sortRows(rows, [column], [{ id: 'name', desc: false }]);
    while (!work.next().done);
    const reads = counter.reads;
    const sorted = sortRows(rows, [column], [{ id: 'name', desc: true }]);
    expect(counter.reads).toBe(reads);
    expect(sorted[0]?.name).toBe('n9999');
  });

  it('makes keys again for another column object of the same id', () => {
    const rows = new IndexedRows(scrambledNames(100));
    const first = countingNameColumn();
    sortRows(rows, [first.column], [{ id: 'name', desc: false }]);
    // Say a column whose accessor changed (rank movement against another date).
    const second = { id: 'name', accessor: (row: R) => (row.id as number) % 10 };
    const sorted = sortRows(rows, [second], [{ id: 'name', desc: false }]);
    expect(sorted.slice(0, 3).map((row) => (row.id as number) % 10)).toEqual([0, 0, 0]);
  });
});

describe('prepareSortKeys, in idle time', () => {
  it('pauses after each 4,096 texts in every pass over them, the split into buckets too', () => {
    const steps = 10;
    const rows = new IndexedRows(scrambledNames(steps * 4_096));
    const work = prepareSortKeys(rows, { id: 'name' });
    let pauses = 0;
    while (!work.next().done) pauses += 1;
    // The rows read, the texts' keys, their split into buckets, the runs of equal keys and the
    // ranks each pause after every 4,096 (placing the buckets back pauses between buckets).
    expect(pauses).toBeGreaterThanOrEqual(5 * steps);
  });
});

describe('IndexedRows of a subset', () => {
  const value = fc.oneof(
    fc.integer({ min: -5, max: 5 }),
    fc.constantFrom('Ann', 'ann', 'Åsa', 'bo', 'Bo 10', 'Bo 9', '', ' ', null, true, false),
  );

  it('a filtered array sorts exactly as if its keys were made for it (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ v: value, w: value }), { maxLength: 50 }),
        fc.array(fc.boolean(), { maxLength: 50 }),
        fc.array(fc.record({ id: fc.constantFrom('v', 'w'), desc: fc.boolean() }), {
          minLength: 1,
          maxLength: 2,
        }),
        fc.boolean(),
        (source, keep, sorting, sameOrder) => {
          const columns = [{ id: 'v' }, { id: 'w' }];
          // The source's keys exist first, as when the full table was sorted or idle; sorted the
          // same way, its order is what the subset's is read from.
          const indexed = new IndexedRows<R>(source);
          sortRows(indexed, columns, sameOrder ? sorting : [{ id: 'w', desc: true }]);
          const at = source.flatMap((_, i) => (keep[i] ? [i] : []));
          const rows = at.map((i) => source[i] as R);
          const subset = new IndexedRows(rows, indexed, Uint32Array.from(at));
          expect(sortRows(subset, columns, sorting)).toEqual(sortRows([...rows], columns, sorting));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads no value of the subset when the source has keys, and none of the source otherwise', () => {
    const source: R[] = Array.from({ length: 1_000 }, (_, i) => ({ name: `n${(i * 37) % 1_000}` }));
    const { column, counter } = countingNameColumn();
    const sorting = [{ id: 'name', desc: true }];
    const at = Uint32Array.from({ length: 100 }, (_, i) => i * 10);
    const indexed = new IndexedRows(source);
    const picked = Array.from(at, (i) => source[i] as R);
    const before = new IndexedRows(picked, indexed, at);
    // No keys for the source yet: the subset's own rows are read, the source's are not.
    sortRows(before, [column], sorting);
    expect(counter.reads).toBe(100);

    sortRows(indexed, [column], sorting);
    expect(counter.reads).toBe(1_100);
    const after = new IndexedRows([...picked], indexed, at);
    const sorted = sortRows(after, [column], sorting);
    expect(counter.reads).toBe(1_100);
    expect(sorted.map((r) => r.name)).toEqual(
      sortRows(before, [column], sorting).map((r) => r.name),
    );
  });
});

describe('firstSortedRows', () => {
  const value = fc.oneof(
    fc.integer({ min: -3, max: 3 }),
    fc.double({ noNaN: false }),
    fc.constantFrom('Ann', 'ann', 'Åsa', 'bo', 'Bo 10', 'Bo 9', '', ' ', null, true, false),
  );
  const sortingArb = fc.array(
    fc.record({ id: fc.constantFrom('v', 'w', 'x'), desc: fc.boolean() }),
    {
      maxLength: 2,
    },
  );

  it('is the first rows of sortRows, in its order, however the rows were sorted before (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ v: value, w: value }), { maxLength: 60 }),
        sortingArb,
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom('fresh', 'sorted the same way', 'sorted another way', 'a subset'),
        (source, sorting, count, before) => {
          const columns = [{ id: 'v' }, { id: 'w' }];
          let rows = new IndexedRows<R>(source);
          if (before === 'sorted the same way') sortRows(rows, columns, sorting);
          if (before === 'sorted another way') sortRows(rows, columns, [{ id: 'w', desc: true }]);
          if (before === 'a subset') {
            sortRows(rows, columns, sorting);
            const at = source.flatMap((_, i) => (i % 3 === 1 ? [] : [i]));
            rows = new IndexedRows(
              at.map((i) => source[i] as R),
              rows,
              Uint32Array.from(at),
            );
          }
          const expected = sortRows([...rows.rows], columns, sorting).slice(0, count);
          expect(firstSortedRows(rows, columns, sorting, count)).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("keeps the keys it makes, so the table's own sort reads no value again", () => {
    // The preview and the table are handed the same IndexedRows.
    const rows = new IndexedRows(scrambledNames(5_000));
    const { column, counter } = countingNameColumn();
    const sorting = [{ id: 'name', desc: true }];
    const first = firstSortedRows(rows, [column], sorting, 3);
    expect(first.map((row) => row.name)).toEqual(['n4999', 'n4998', 'n4997']);
    expect(counter.reads).toBe(5_000);
    const sorted = sortRows(rows, [column], sorting);
    expect(counter.reads).toBe(5_000);
    expect(sorted.slice(0, 3)).toEqual(first);
    expect(sorted).toHaveLength(5_000);
  });
});
