// @vitest-environment node
// Body normalising: every envelope, coercion by column type, and no crash on any input.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { columnNames } from '../../src/api/catalog.ts';
import { isDataViewsError } from '../../src/api/errors.ts';
import { coerceCell, coerceRows, toIsoDate } from '../../src/api/coerce.ts';
import { columnsOfLabel, extractPage } from '../../src/api/envelope.ts';

/** One body read as fetchView reads each page: the envelope found, then the cells coerced. */
function normaliseBody(body: unknown, label: string) {
  const columns = columnsOfLabel(label);
  const page = extractPage(body, label, columns);
  return {
    ...coerceRows(page.records, columns, page.fields),
    next: page.next,
    hasMore: page.hasMore,
    total: page.total,
  };
}

const DATES = 'fighter_ratings/available_dates';
const HISTORY = 'football_player_ratings/player_ratings_history';
const UNKNOWN = 'some_hub/some_view';
const dateRows = [{ update_date: '2024-01-01' }, { update_date: '2024-02-01' }];

function expectMalformed(body: unknown, label = UNKNOWN): void {
  let caught: unknown;
  try {
    normaliseBody(body, label);
  } catch (error) {
    caught = error;
  }
  expect(isDataViewsError(caught) && caught.kind).toBe('MalformedResponse');
  expect(isDataViewsError(caught) && caught.message).toContain(label);
}

describe('envelopes', () => {
  it.each<[string, unknown]>([
    ['a bare array', dateRows],
    ['data', { data: dateRows }],
    ['rows', { rows: dateRows }],
    ['results', { results: dateRows }],
    ['items', { items: dateRows }],
    ['records', { records: dateRows }],
    ['result', { result: dateRows }],
    ['values', { values: dateRows }],
    ['result.rows', { result: { rows: dateRows } }],
    ['data.items', { data: { items: dateRows } }],
    ['the view name', { available_dates: dateRows }],
    ['the only array under any name', { whatever: dateRows, meta: { page: 1 } }],
    ['columnar with names', { columns: ['update_date'], rows: [['2024-01-01'], ['2024-02-01']] }],
    [
      'columnar with {name}',
      { columns: [{ name: 'update_date', type: 'date' }], data: [['2024-01-01'], ['2024-02-01']] },
    ],
    [
      'nested columnar',
      { data: { columns: ['update_date'], values: [['2024-01-01'], ['2024-02-01']] } },
    ],
    ['positional rows of a known view', [['2024-01-01'], ['2024-02-01']]],
    ['scalars of a single-column view', ['2024-01-01', '2024-02-01']],
  ])('reads rows from %s', (_name, body) => {
    const result = normaliseBody(body, DATES);
    expect(result.rows).toEqual(dateRows);
    expect(result.columns).toEqual(['update_date']);
  });

  it.each<[string, unknown]>([
    ['[]', []],
    ['{ data: [] }', { data: [] }],
    ['{ rows: [], total: 0 }', { rows: [], total: 0 }],
    ['columnar with no rows', { columns: ['update_date'], rows: [] }],
  ])('accepts %s as zero rows', (_name, body) => {
    const result = normaliseBody(body, DATES);
    expect(result.rows).toEqual([]);
    expect(result.columns).toEqual(['update_date']);
  });

  it('keeps the header of an empty columnar body of an unknown view', () => {
    expect(normaliseBody({ columns: ['a', 'b'], rows: [] }, UNKNOWN).columns).toEqual(['a', 'b']);
  });

  it.each<[string, unknown]>([
    ['a number', 42],
    ['a string', 'rows'],
    ['null', null],
    ['true', true],
    ['an object with no rows', { message: 'ok' }],
    ['an empty object', {}],
    ['an array of numbers (unknown view)', [1, 2, 3]],
    ['an array of arrays without a header (unknown view)', [[1, 2]]],
    ['a mix of rows and nulls', [{ a: 1 }, null]],
    ['two candidate arrays under unknown names', { a: [{ x: 1 }], b: [{ y: 2 }] }],
    ['an errors array', { errors: [{ message: 'nope' }] }],
    ['data: null', { data: null }],
  ])('rejects %s as MalformedResponse naming the view', (_name, body) => {
    expectMalformed(body);
  });

  it('rejects positional rows whose length is not the column count', () => {
    expectMalformed([['2024-01-01', 'extra']], DATES);
  });

  it.each<[string, unknown, string | null]>([
    ['next', { data: [], next: '/v1/data/views/h/v?page=2' }, '/v1/data/views/h/v?page=2'],
    ['next_url', { data: [], next_url: 'https://api.test/p2' }, 'https://api.test/p2'],
    ['links.next', { data: [], links: { next: '?page=2' } }, '?page=2'],
    ['links.next.href', { data: [], links: { next: { href: '/p2' } } }, '/p2'],
    ['HAL _links', { data: [], _links: { next: { href: '/p2' } } }, '/p2'],
    [
      'links array',
      {
        data: [],
        links: [
          { rel: 'self', href: '/p1' },
          { rel: 'next', href: '/p2' },
        ],
      },
      '/p2',
    ],
    ['paging.next', { data: [], paging: { next: '/p2' } }, '/p2'],
    ['meta.next', { data: [], meta: { next: '/p2' } }, '/p2'],
    ['nested container', { result: { rows: [], next: '/p2' } }, '/p2'],
    ['null next', { data: [], next: null }, null],
    ['a page number', { data: [], next_page: 2 }, null],
  ])('finds the next link in %s', (_name, body, next) => {
    expect(normaliseBody(body, UNKNOWN).next).toBe(next);
  });

  it('treats a bare cursor or has_more as "more exists" without a link', () => {
    expect(normaliseBody({ data: [], next: 'abc123' }, UNKNOWN)).toMatchObject({
      next: null,
      hasMore: true,
    });
    expect(normaliseBody({ data: [], has_more: true }, UNKNOWN).hasMore).toBe(true);
    expect(normaliseBody({ data: [] }, UNKNOWN).hasMore).toBe(false);
  });

  it.each<[string, unknown, number | null]>([
    ['total', { data: [], total: 10 }, 10],
    ['count', { data: [], count: 7 }, 7],
    ['total_count', { data: [], total_count: 3 }, 3],
    ['totalCount', { data: [], totalCount: 4 }, 4],
    ['meta.total', { data: [], meta: { total: 5 } }, 5],
    ['a numeric string', { data: [], total: '12' }, 12],
    ['total before count', { data: [], count: 2, total: 9 }, 9],
    ['nested', { data: { items: [], total: 6 } }, 6],
    ['none', { data: [] }, null],
    ['nonsense', { data: [], total: -1, count: 'many' }, null],
  ])('finds the total in %s', (_name, body, total) => {
    expect(normaliseBody(body, UNKNOWN).total).toBe(total);
  });
});

describe('coercion by column type', () => {
  it('coerces a known view, listed columns first then extras in first-seen order', () => {
    const body = {
      data: [
        {
          zeta: { nested: [1] },
          peak: 'true',
          rating: ' 7.25 ',
          minutes: '90',
          date: '2024-03-05T18:30:00Z',
          birthday: '1990/07/01',
          player_id: '42',
          player_name: 'A. Player',
          alpha: 'x',
        },
        { player_id: 43, peak: 8.1, rating: 'n/a', minutes: '', date: 1704067200000, beta: [1, 2] },
      ],
    };
    const { rows, columns } = normaliseBody(body, HISTORY);
    const listed = columnNames('football_player_ratings', 'player_ratings_history');
    expect(columns).toEqual([...listed, 'zeta', 'alpha', 'beta']);
    expect(Object.keys(rows[0] ?? {})).toEqual([...listed, 'zeta', 'alpha']);
    expect(rows[0]).toEqual({
      player_id: 42,
      player_name: 'A. Player',
      birthday: '1990-07-01',
      position: null,
      team_name: null,
      date: '2024-03-05',
      minutes: 90,
      rating: 7.25,
      peak: true,
      zeta: '{"nested":[1]}',
      alpha: 'x',
    });
    expect(rows[1]).toMatchObject({
      player_id: 43,
      player_name: null,
      date: '2024-01-01',
      minutes: null,
      rating: null,
      peak: 8.1,
      beta: '[1,2]',
    });
  });

  it.each<[unknown, number | string | null]>([
    [12, 12],
    ['12', 12],
    ['  -3.5 ', -3.5],
    ['1e3', 1000],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['1,234.5', null],
    ['0x10', null],
    ['Infinity', null],
    // Beyond a double's range: kept as the text sent, never dropped or shown as Infinity.
    ['1e999', '1e999'],
    ['NaN', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [true, null],
    [null, null],
    [undefined, null],
    [{ value: 1 }, null],
  ])('number column: %j becomes %j', (value, expected) => {
    expect(coerceCell(value, 'number')).toBe(expected);
    expect(coerceCell(value, 'integer')).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    ['2024-01-31', '2024-01-31'],
    ['2024-01-31T23:59:59Z', '2024-01-31'],
    ['2024-01-31T23:59:59.123+05:00', '2024-01-31'],
    ['2024-01-31 08:00', '2024-01-31'],
    ['2024/01/31', '2024-01-31'],
    ['2024-1-5', '2024-01-05'],
    ['20240131', '2024-01-31'],
    [20240131, '2024-01-31'],
    [1706659200000, '2024-01-31'],
    ['1706659200000', '2024-01-31'],
    ['2024-02-30', null],
    ['2023-02-29', null],
    ['2024-02-29', '2024-02-29'],
    ['2000-02-29', '2000-02-29'],
    ['1900-02-29', null],
    ['2024-04-31', null],
    ['2024-00-10', null],
    [' 2024-01-31 ', '2024-01-31'],
    ['2024-13-01', null],
    ['31/01/2024', null],
    ['yesterday', null],
    ['', null],
    [true, null],
    [Number.NaN, null],
    [1e20, null],
    [null, null],
  ])('date column: %j becomes %j', (value, expected) => {
    expect(toIsoDate(value)).toBe(expected);
    expect(coerceCell(value, 'date')).toBe(expected);
  });

  it.each<[unknown, number | boolean | null]>([
    [3.2, 3.2],
    ['3.2', 3.2],
    ['1', 1],
    ['0', 0],
    [true, true],
    [false, false],
    ['true', true],
    [' FALSE ', false],
    ['yes', null],
    ['', null],
    [null, null],
  ])('number-or-flag column: %j becomes %j', (value, expected) => {
    expect(coerceCell(value, 'number-or-flag')).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    ['  kept as is ', '  kept as is '],
    [42, '42'],
    [false, 'false'],
    [{ a: 1 }, '{"a":1}'],
    [null, null],
    [undefined, null],
  ])('string column: %j becomes %j', (value, expected) => {
    expect(coerceCell(value, 'string')).toBe(expected);
  });

  it('keeps unknown-view cells as scalars and turns objects into JSON text', () => {
    const { rows, columns } = normaliseBody(
      [{ b: 1, a: 'x', c: null, d: [1, { e: 2 }], f: true }, { g: 'late' }],
      UNKNOWN,
    );
    expect(columns).toEqual(['b', 'a', 'c', 'd', 'f', 'g']);
    expect(rows).toEqual([{ b: 1, a: 'x', c: null, d: '[1,{"e":2}]', f: true }, { g: 'late' }]);
  });

  it('reads only own fields, whatever their names', () => {
    const body: unknown = JSON.parse('[{"constructor": 1, "toString": "x"}, {"a": 2}]');
    const { rows } = normaliseBody(body, UNKNOWN);
    expect(JSON.stringify(rows)).toBe('[{"constructor":1,"toString":"x"},{"a":2}]');
  });

  it('names cells beyond a columnar header instead of dropping them', () => {
    const { rows, columns } = normaliseBody({ columns: ['a'], rows: [[1, 2], [3]] }, UNKNOWN);
    expect(columns).toEqual(['a', 'column_2']);
    expect(rows).toEqual([{ a: 1, column_2: 2 }, { a: 3 }]);
  });

  it('keeps a field named __proto__ as data, not as a prototype', () => {
    const body: unknown = JSON.parse('[{"__proto__": {"polluted": 1}, "a": 1}]');
    const [row] = normaliseBody(body, UNKNOWN).rows;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.keys(row ?? {})).toEqual(['__proto__', 'a']);
  });
});

function isCell(value: unknown): boolean {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

function assertRowsOrMalformed(body: unknown, label: string): void {
  let result: ReturnType<typeof normaliseBody>;
  try {
    result = normaliseBody(body, label);
  } catch (error) {
    expect(isDataViewsError(error) && error.kind).toBe('MalformedResponse');
    return;
  }
  // Outside the try: a failed expectation here must fail the test, not pass as "malformed".
  for (const row of result.rows) {
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    for (const value of Object.values(row)) expect(isCell(value)).toBe(true);
  }
  expect(result.columns.length).toBe(new Set(result.columns).size);
}

describe('normaliseBody on any input (property)', () => {
  const labels = fc.constantFrom(DATES, HISTORY, UNKNOWN, 'fighter_ratings/fighters_view');
  const rowLike = fc.dictionary(
    fc.constantFrom('rank', 'peak', 'date', 'update_date', 'points', 'name', 'x', '__proto__'),
    fc.jsonValue(),
  );

  it('returns scalar rows or a MalformedResponse for any JSON value', () => {
    fc.assert(fc.property(fc.jsonValue(), labels, assertRowsOrMalformed), { numRuns: 500 });
  });

  it('returns scalar rows or a MalformedResponse for row-like envelopes', () => {
    const envelope = fc.oneof(
      fc.array(rowLike),
      fc.record({ data: fc.array(rowLike), total: fc.jsonValue(), next: fc.jsonValue() }),
      fc.record({ result: fc.record({ rows: fc.array(rowLike) }) }),
      fc.record({
        columns: fc.array(fc.string(), { maxLength: 4 }),
        rows: fc.array(fc.array(fc.jsonValue(), { maxLength: 5 })),
      }),
    );
    fc.assert(fc.property(envelope, labels, assertRowsOrMalformed), { numRuns: 500 });
  });

  it('never throws anything but a DataViewsError for arbitrary values', () => {
    fc.assert(fc.property(fc.anything(), labels, assertRowsOrMalformed), { numRuns: 500 });
  });
});
