// The Fighters screen's pure parts: URL codec, published dates, picker options, search, rank
// movement and the request queue's concurrency limit.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countCollators } from '../collator-count.ts';
import {
  classOptions,
  countryOptions,
  nextDate,
  previousDate,
  publishedDates,
} from '../../src/features/fighters/data/fighter-data.ts';
import {
  filterFighters,
  type FighterFilters,
  type RangeFilter,
  prepareSearch,
  rangesOf,
  searchableRows,
} from '../../src/features/fighters/data/fighter-filter.ts';
import type { FighterRow } from '../../src/features/fighters/data/fighter-data.ts';
import { fighterColumns } from '../../src/features/fighters/table/fighter-columns.tsx';
import { fighterPath } from '../../src/features/fighters/fighters-url.ts';
import {
  loadFightersSearch,
  serializeFightersSearch,
} from '../../src/features/fighters/fighters-search.ts';
import {
  movementOf,
  movementSortValue,
  movementText,
  previousRanks,
} from '../../src/features/fighters/data/rank-movement.ts';
import { columnNames } from '../../src/api/catalog.ts';
import { sortRows } from '../../src/lib/sort.ts';
import { fold } from '../../src/lib/text.ts';

function row(overrides: Partial<FighterRow>): FighterRow {
  return {
    rank: 1,
    name: 'A',
    weight_class_code: 'LW',
    weight_class_name: 'Lightweight',
    home_country: 'Brazil',
    country_code: 'BR',
    points: 1,
    r_glicko1: 1,
    r_elok170: 1,
    r_elomod1: 1,
    update_date: '2024-03-01',
    ...overrides,
  } as FighterRow;
}

describe('the Fighters URL', () => {
  it('round-trips every setting, with short names, and drops defaults', () => {
    const state = {
      mode: 'by-date' as const,
      date: '2024-03-01',
      weightClass: 'LW',
      search: 'José',
      country: ['BR', '-'],
      top: 10,
      min_points: 1500.5,
      max_points: null,
      min_r_glicko1: null,
      max_r_glicko1: 2000,
      min_r_elok170: null,
      max_r_elok170: null,
      min_r_elomod1: null,
      max_r_elomod1: null,
      sort: [
        { id: 'movement', desc: true },
        { id: 'name', desc: false },
      ],
      hidden: ['home_country'],
      span: 48,
      vs: '2024-02-01',
      movers: 'hide' as const,
      disagree: 'show' as const,
      across: 'r_elomod1' as const,
      up: 'r_glicko1' as const,
      h2h: ['0:LW:Ann, the 1st', '2:HW:Bob'],
      h2hBy: 'rank' as const,
    };
    const search = serializeFightersSearch(state);
    const params = new URLSearchParams(search);
    expect(params.get('class')).toBe('LW');
    expect(params.get('q')).toBe('José');
    expect(params.get('hide')).toBe('home_country');
    expect(params.get('sort')).toBe('-movement,name');
    expect(params.get('span')).toBe('48');
    expect(loadFightersSearch(search)).toEqual(state);
    // "Latest", every class, no search, the default order: nothing to write.
    const latest = serializeFightersSearch(search, { mode: 'latest', date: null });
    expect(new URLSearchParams(latest).has('mode')).toBe(false);
    expect(new URLSearchParams(latest).has('date')).toBe(false);
    expect(serializeFightersSearch({ mode: 'latest', sort: null, hidden: null, search: '' })).toBe(
      '',
    );
    // Every column shown on purpose differs from the default (codes hidden).
    expect(serializeFightersSearch({ hidden: [] })).toBe('?hide=none');
    expect(loadFightersSearch('').hidden).toBeNull();
    expect(loadFightersSearch('?hide=none').hidden).toEqual([]);
    expect(loadFightersSearch('').sort).toBeNull();
    // An explicitly unsorted table is not the default order's absence.
    expect(serializeFightersSearch({ sort: [] })).toBe('?sort=none');
    expect(loadFightersSearch('?sort=none').sort).toEqual([]);
  });

  it('ignores a malformed date and reads the trajectory span', () => {
    expect(loadFightersSearch('?mode=by-date&date=March').date).toBeNull();
    expect(loadFightersSearch('?mode=by-date&date=2024-02-30').date).toBeNull();
    expect(loadFightersSearch('?class=%20LW%20').weightClass).toBe('LW');
    expect(loadFightersSearch('').span).toBe(24);
    expect(loadFightersSearch('?span=48').span).toBe(48);
    expect(loadFightersSearch('?span=all').span).toBe(0);
    expect(loadFightersSearch('?span=-3').span).toBe(24);
    expect(serializeFightersSearch({ span: 0 })).toBe('?span=all');
    expect(serializeFightersSearch({ span: 24 })).toBe('');
  });

  it('encodes a fighter’s panel path', () => {
    expect(fighterPath('/fighters', 'LW', 'Zoë O/Neil')).toBe(
      '/fighters/fighter/LW/Zo%C3%AB%20O%2FNeil',
    );
  });
});

describe('columns', () => {
  it('follow the catalog’s order, the Watch star between rank and name, rank change after the name, rating changes last', () => {
    const changes = ['change_points', 'change_r_glicko1', 'change_r_elok170', 'change_r_elomod1'];
    for (const [mode, view] of [
      ['latest', 'fighters_view'],
      ['by-date', 'fighters_historical_view'],
    ] as const) {
      const [rank, name, ...rest] = columnNames('fighter_ratings', view);
      expect(fighterColumns(mode, null).map((c) => c.id)).toEqual([
        rank,
        'watch',
        name,
        'movement',
        ...rest,
        ...changes,
      ]);
    }
    expect(
      fighterColumns('by-date', null)
        .map((c) => c.header)
        .slice(0, 4),
    ).toEqual(['Rank', 'Watch', 'Fighter', 'Rank change']);
  });
});

describe('published dates', () => {
  const rows = [
    { update_date: '2024-01-01' },
    { update_date: '2024-03-01' },
    { update_date: null },
    { update_date: '2024-02-01' },
    { update_date: '2024-03-01' },
    { update_date: 'soon' },
  ];

  it('are listed newest first, once each, valid only', () => {
    expect(publishedDates(rows)).toEqual(['2024-03-01', '2024-02-01', '2024-01-01']);
  });

  it('step to the previous and next published date, even from an unpublished one', () => {
    const dates = publishedDates(rows);
    expect(previousDate(dates, '2024-03-01')).toBe('2024-02-01');
    expect(previousDate(dates, '2024-01-01')).toBeNull();
    expect(nextDate(dates, '2024-01-01')).toBe('2024-02-01');
    expect(nextDate(dates, '2024-03-01')).toBeNull();
    expect(previousDate(dates, '2024-02-15')).toBe('2024-02-01');
    expect(nextDate(dates, '2024-02-15')).toBe('2024-03-01');
  });
});

describe('picker options and filtering', () => {
  const rows = [
    row({ name: 'José Aldão', weight_class_code: 'LW', country_code: 'BR' }),
    row({
      name: 'Zoë Łukasz',
      weight_class_code: 'FLY',
      weight_class_name: 'Flyweight',
      home_country: 'Poland',
      country_code: 'PL',
    }),
    row({
      name: 'Ann Lee',
      weight_class_code: 'FLY',
      weight_class_name: 'Flyweight',
      home_country: null,
      country_code: null,
    }),
  ];

  it('lists each class once by name with its code, merged from several row sets', () => {
    expect(classOptions(rows.slice(0, 1), rows)).toEqual([
      { value: 'FLY', label: 'Flyweight (FLY)', name: 'Flyweight' },
      { value: 'LW', label: 'Lightweight (LW)', name: 'Lightweight' },
    ]);
  });

  it('orders the classes and countries without building a collator (the first screen shows them)', async () => {
    const classes = [
      ['WSW', "Women's Strawweight"],
      ['WW', 'Welterweight'],
      ['LHW', 'Light Heavyweight'],
      ['LW', 'Lightweight'],
      ['WBW', "Women's Bantamweight"],
      ['FLY', 'flyweight'],
      ['OPN', 'Öpen'],
    ] as const;
    const many = classes.map(([code, name], i) =>
      row({ name: `F ${i}`, weight_class_code: code, weight_class_name: name }),
    );
    const order = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    const expected = [...classes].sort((a, b) => order.compare(a[1], b[1])).map(([code]) => code);
    // A fresh module, so no collator built by the tests above hides one built here.
    const counted = await countCollators(async () => {
      const fresh = await import('../../src/features/fighters/data/fighter-data.ts');
      const shuffled = [...rows].reverse();
      expect(fresh.classOptions(shuffled).map((o) => o.value)).toEqual(['FLY', 'LW']);
      expect(fresh.countryOptions(shuffled).map((o) => o.value)).toEqual(['BR', 'PL', '-']);
      expect(fresh.classOptions([...many].reverse()).map((o) => o.value)).toEqual(expected);
    });
    expect(counted).toEqual({ built: 0, localeCompares: 0 });
  });

  it('lists countries, and rows without one as their own choice', () => {
    expect(countryOptions(rows)).toEqual([
      { value: 'BR', label: 'Brazil (BR)' },
      { value: 'PL', label: 'Poland (PL)' },
      { value: '-', label: 'No country recorded' },
    ]);
  });

  it('matches every typed word, ignoring case and accents, within class, countries and ranges', () => {
    const all = searchableRows(rows, '');
    const names = (filters: Partial<FighterFilters>, data = all) =>
      filterFighters(data, {
        query: '',
        countries: [],
        classCode: '',
        ranges: [],
        top: null,
        ...filters,
      }).rows.map((r) => r.name);
    expect(names({ query: 'JOSE aldao' })).toEqual(['José Aldão']);
    expect(names({ query: 'łukasz' })).toEqual(['Zoë Łukasz']);
    expect(names({ query: 'zoe lukasz' })).toEqual(['Zoë Łukasz']);
    expect(names({ countries: ['-'] })).toEqual(['Ann Lee']);
    expect(names({ query: 'a', countries: ['PL'] }, searchableRows(rows, 'FLY'))).toEqual([
      'Zoë Łukasz',
    ]);
    expect(names({ classCode: 'FLY', query: 'a', countries: ['PL'] })).toEqual(['Zoë Łukasz']);
    // No filter gives the very same array, so memos downstream hold.
    const none = filterFighters(all, {
      query: '  ',
      countries: [],
      classCode: '',
      ranges: [],
      top: null,
    });
    expect(none.rows).toBe(all.rows);
  });

  it('counts each facet under the other filters, and applies ranges and top ranks', () => {
    const all = searchableRows(rows, '');
    const result = filterFighters(all, {
      query: '',
      countries: ['PL'],
      classCode: 'FLY',
      ranges: [],
      top: null,
    });
    // Classes counted among Polish fighters; countries counted within Flyweight.
    const polish = rows.filter((r) => r.country_code === 'PL');
    expect(polish.length).toBeGreaterThan(0);
    for (const code of new Set(polish.map((r) => r.weight_class_code))) {
      expect(result.classCounts.get(code as string)).toBe(
        polish.filter((r) => r.weight_class_code === code).length,
      );
    }
    const flyweights = rows.filter((r) => r.weight_class_code === 'FLY');
    expect(result.countryCounts.get('PL')).toBe(
      flyweights.filter((r) => r.country_code === 'PL').length,
    );
    const rated = searchableRows(
      [
        row({ name: 'A', rank: 1, r_glicko1: 1600 }),
        row({ name: 'B', rank: 2, r_glicko1: 1400 }),
        row({ name: 'C', rank: 3, r_glicko1: 1700 }),
        // No rating: outside any range set on it.
        row({ name: 'D', rank: 1, r_glicko1: null }),
      ],
      '',
    );
    const within = (ranges: RangeFilter[], top: number | null) =>
      filterFighters(rated, { query: '', countries: [], classCode: '', ranges, top }).rows.map(
        (r) => r.name,
      );
    expect(within([{ key: 'r_glicko1', min: 1500, max: null }], 2)).toEqual(['A']);
    expect(within([{ key: 'r_glicko1', min: 1500, max: null }], null)).toEqual(['A', 'C']);
    expect(within([{ key: 'r_glicko1', min: null, max: 1600 }], null)).toEqual(['A', 'B']);
    expect(within([], 1)).toEqual(['A', 'D']);
  });
  it("reads the URL's rating bounds as range filters, in the ratings' order, leaving out unset ones", () => {
    const none = {
      min_points: null,
      max_points: null,
      min_r_glicko1: null,
      max_r_glicko1: null,
      min_r_elok170: null,
      max_r_elok170: null,
      min_r_elomod1: null,
      max_r_elomod1: null,
    };
    expect(rangesOf(none)).toEqual([]);
    expect(rangesOf({ ...none, max_r_elomod1: 1900, min_points: 10, max_points: 0 })).toEqual([
      { key: 'points', min: 10, max: 0 },
      { key: 'r_elomod1', min: null, max: 1900 },
    ]);
  });
  it('filters and counts as a plain pass over the rows would, with or without the idle-made masks', () => {
    // The plain pass: every word in the folded name; facets counted under the other filters.
    const reference = (rows: FighterRow[], f: FighterFilters) => {
      const words = fold(f.query).split(/\s+/).filter(Boolean);
      const country = (r: FighterRow) => r.country_code || r.home_country || '-';
      const kept: (string | null)[] = [];
      const classCounts = new Map<string, number>();
      const countryCounts = new Map<string, number>();
      for (const r of rows) {
        if (!words.every((w) => fold(r.name ?? '').includes(w))) continue;
        const inCountry = f.countries.length === 0 || f.countries.includes(country(r));
        const inClass = !f.classCode || r.weight_class_code === f.classCode;
        const code = r.weight_class_code ?? '';
        if (inCountry) classCounts.set(code, (classCounts.get(code) ?? 0) + 1);
        if (inClass) countryCounts.set(country(r), (countryCounts.get(country(r)) ?? 0) + 1);
        if (inCountry && inClass) kept.push(r.name);
      }
      return { kept, classCounts, countryCounts };
    };
    const text = fc.stringMatching(/^[abzAZ0 éŁ-]{0,6}$/);
    const fighter = fc.record({
      name: fc.option(text, { nil: null }),
      weight_class_code: fc.constantFrom('LW', 'FLY', '', null),
      country_code: fc.constantFrom('BR', 'PL', '', null),
      home_country: fc.constantFrom('Brazil', null),
    });
    fc.assert(
      fc.property(
        fc.array(fighter, { maxLength: 40 }),
        text,
        fc.subarray(['BR', 'PL', 'Brazil', '-', 'XX']),
        fc.constantFrom('', 'LW', 'FLY', 'XX'),
        fc.boolean(),
        (parts, query, countries, classCode, prepared) => {
          const rows = parts.map((p) => row(p));
          const data = searchableRows(rows, '');
          if (prepared) prepareSearch(data);
          const filters = { query, countries, classCode, ranges: [], top: null };
          const result = filterFighters(data, filters);
          const expected = reference(rows, filters);
          expect(result.rows.map((r) => r.name)).toEqual(expected.kept);
          expect(result.classCounts).toEqual(expected.classCounts);
          expect(result.countryCounts).toEqual(expected.countryCounts);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('finds the same names when idle time folded only some of them before the search', () => {
    const rows = Array.from({ length: 5_000 }, (_, i) =>
      row({ name: i % 7 === 0 ? `Zoë ${i}` : `Ann ${i}`, rank: i }),
    );
    const data = searchableRows(rows, '');
    let slices = 0;
    // One slice of rows, then the browser needs the thread back.
    expect(prepareSearch(data, () => slices++ === 0)).toBe(false);
    const found = filterFighters(data, {
      query: 'zoe',
      countries: [],
      classCode: '',
      ranges: [],
      top: null,
    });
    expect(found.rows.map((r) => r.name)).toEqual(
      rows.filter((r) => r.name?.startsWith('Zoë')).map((r) => r.name),
    );
    expect(prepareSearch(data)).toBe(true);
  });

  it("hands the table the kept rows as a subset whose sort reads the data set's keys", () => {
    const rows = Array.from({ length: 1_000 }, (_, i) => row({ name: `Ann ${(i * 7) % 1_000}` }));
    const data = searchableRows(rows, '');
    let reads = 0;
    const name = {
      id: 'name',
      accessor: (r: FighterRow) => {
        reads += 1;
        return r.name;
      },
    };
    const byName = [{ id: 'name', desc: true }];
    sortRows(data.indexed, [name], byName);
    expect(reads).toBe(1_000);
    const found = filterFighters(data, {
      query: 'ann 9',
      countries: [],
      classCode: '',
      ranges: [],
      top: null,
    });
    expect(found.indexed.rows).toBe(found.rows);
    const sorted = sortRows(found.indexed, [name], byName);
    // No name read again, and the names by their number, highest first ("Ann 99" after "Ann 990").
    expect(reads).toBe(1_000);
    const numberOf = (r: FighterRow) => Number(r.name?.slice(4));
    expect(sorted.map(numberOf)).toEqual(found.rows.map(numberOf).sort((a, b) => b - a));
    expect(sorted[0]?.name).toBe('Ann 999');
  });
});

describe('rank movement', () => {
  const before = [
    row({ name: 'Up', rank: 5 }),
    row({ name: 'Down', rank: 1 }),
    row({ name: 'Same', rank: 3 }),
    row({ name: 'Unranked', rank: null }),
    // The same name in another class is another fighter.
    row({ name: 'Other class', rank: 1, weight_class_code: 'FLY' }),
  ];
  const now = [
    row({ name: 'Up', rank: 2 }),
    row({ name: 'Down', rank: 4 }),
    row({ name: 'Same', rank: 3 }),
    row({ name: 'Unranked', rank: 6 }),
    row({ name: 'Other class', rank: 7 }),
    row({ name: 'Fresh', rank: 8 }),
    row({ name: 'No rank now', rank: null }),
  ];
  const previous = previousRanks(before);

  it('keeps one row per fighter listed twice: the better ranked, where first seen', () => {
    const twice = previousRanks([
      row({ name: 'Twice', rank: 9 }),
      row({ name: 'Once', rank: 4 }),
      row({ name: 'Twice', rank: 2, points: 50 }),
      row({ name: 'Twice', rank: null }),
    ]);
    expect(twice.rows.map((r) => [r.name, r.rank])).toEqual([
      ['Twice', 2],
      ['Once', 4],
    ]);
    expect(movementText(movementOf(row({ name: 'Twice', rank: 1 }), twice))).toBe('up 1');
  });

  it('says up N, down N, new or unchanged, matching fighters by name and class', () => {
    expect(now.map((r) => movementText(movementOf(r, previous)))).toEqual([
      'up 3',
      'down 3',
      'unchanged',
      'new',
      'new',
      'new',
      null,
    ]);
  });

  it('sorts by places gained, newcomers and unknowns after every mover either way', () => {
    const column = {
      id: 'movement',
      sortValue: (r: FighterRow) => movementSortValue(movementOf(r, previous)),
    };
    const down = sortRows(now, [column], [{ id: 'movement', desc: true }]).map((r) => r.name);
    expect(down.slice(0, 3)).toEqual(['Up', 'Same', 'Down']);
    const up = sortRows(now, [column], [{ id: 'movement', desc: false }]).map((r) => r.name);
    expect(up.slice(0, 3)).toEqual(['Down', 'Same', 'Up']);
    expect(new Set(up.slice(3))).toEqual(
      new Set(['Unranked', 'Other class', 'Fresh', 'No rank now']),
    );
  });
});
