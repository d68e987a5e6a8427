// @vitest-environment node
// Numbers a double cannot hold, read from bodies as the text sent; bodies nested 100,000 levels
// read without a stack overflow. Bodies are crafted here as text: JSON.stringify could not write them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArrayStream } from '../../src/api/body/array-stream.ts';
import { findView } from '../../src/api/catalog.ts';
import { fetchView } from '../../src/api/client.ts';
import { coerceRows, TOO_DEEP_CELL } from '../../src/api/coerce.ts';
import { mayHoldLossyNumbers, parseJson } from '../../src/api/exact-json.ts';
import { readRaw } from '../../src/api/body/stored-body.ts';
import { csvField } from '../../src/lib/csv.ts';
import { compareNumberTexts, exactText } from '../../src/lib/exact-number.ts';
import { MAX_INDENT_DEPTH, prettyJson } from '../../src/lib/json-text.ts';
import { sortRows } from '../../src/lib/sort.ts';
import { resultColumns } from '../../src/features/explorer/result-columns.tsx';
import { stubFetch } from './fetch-stubs.ts';

const conn = { origin: '', apiKey: 'k' };

afterEach(() => {
  vi.unstubAllGlobals();
});
const BIG = '123456789012345678901234567890';
const ABOVE_2_53 = '9007199254740993';
const DEPTH = 100_000;
const deepArray = `${'['.repeat(DEPTH)}1${']'.repeat(DEPTH)}`;

function textResponse(text: string): Response {
  return new Response(text, { headers: { 'Content-Type': 'application/json' } });
}

describe('number literals a double cannot hold', () => {
  it('are kept as the text sent; every other literal is the number JSON.parse gives', () => {
    const body = `[{"a":${BIG},"b":${ABOVE_2_53},"c":1e309,"d":-0,"e":1e-400,"f":-1E+400,
      "g":0.12345678901234567890,"n":[0.1,1.50,1e2,-0.5,9007199254740992,2.5e-3,0,-12],
      "s":"-0 ${ABOVE_2_53} 1e309 \\" ${BIG}"}]`;
    expect(parseJson(body)).toEqual([
      {
        a: BIG,
        b: ABOVE_2_53,
        c: '1e309',
        d: '-0',
        e: '1e-400',
        f: '-1E+400',
        g: '0.12345678901234567890',
        n: [0.1, 1.5, 100, -0.5, 9007199254740992, 0.0025, 0, -12],
        s: `-0 ${ABOVE_2_53} 1e309 " ${BIG}`,
      },
    ]);
  });

  it('are looked for only in a body that may hold one: dates and ordinary figures do not', () => {
    expect(
      mayHoldLossyNumbers('[{"update_date":"2024-01-05","points":1713.1,"rank":-3,"x":-0.5}]'),
    ).toBe(false);
    for (const literal of [BIG, ABOVE_2_53, '1e309', '-0', '-0.0', '1.2345678901234567891']) {
      expect(mayHoldLossyNumbers(`{"a":${literal}}`)).toBe(true);
    }
  });

  it('tells a lossy text from one that merely reads differently, and orders texts exactly', () => {
    for (const same of ['1.50', '1e2', '0.1', '100e-2', '9007199254740992', '-0.5', '0']) {
      expect(exactText(same)).toBeNull();
    }
    for (const lossy of [BIG, ABOVE_2_53, '1e309', '-0', '1e-400', '-0.000']) {
      expect(exactText(lossy)).toBe(lossy);
    }
    // Only equal doubles are compared this way: whole numbers exactly, others as equal.
    expect(compareNumberTexts(ABOVE_2_53, '9007199254740992')).toBe(1);
    expect(compareNumberTexts('-9007199254740993', '-9007199254740992')).toBe(-1);
    expect(compareNumberTexts(BIG, `${BIG.slice(0, -1)}1`)).toBe(-1);
    expect(compareNumberTexts('-0', '0')).toBe(0);
  });

  it('reach the rows of a known view as text, never rounded, dropped or shown as 0', async () => {
    const text = `[{"rank":${ABOVE_2_53},"name":"Al","points":${BIG},"r_glicko1":1e309,
      "r_elok170":-0,"r_elomod1":1500.5,"update_date":"2024-03-01","extra_id":${ABOVE_2_53}},
      {"rank":2,"name":"Bo","points":"${BIG}1","r_glicko1":-12.25}]`;
    stubFetch(() => textResponse(text));
    const result = await fetchView(conn, 'fighter_ratings', 'fighters_view');
    expect(result.rows[0]).toMatchObject({
      rank: ABOVE_2_53,
      points: BIG,
      r_glicko1: '1e309',
      r_elok170: '-0',
      r_elomod1: 1500.5,
      extra_id: ABOVE_2_53,
    });
    // Numeric text sent as a string is kept whole too; ordinary numbers stay numbers.
    expect(result.rows[1]).toMatchObject({ rank: 2, points: `${BIG}1`, r_glicko1: -12.25 });
    // The body as sent, for the Raw JSON.
    expect(result.raw).toBe(text);
  });

  it('reach rows read while a body streams, as in the parse worker', () => {
    const batches: unknown[][] = [];
    const stream = new ArrayStream((records) => batches.push(records), 16);
    const body = `[{"id":${ABOVE_2_53}},{"id":1},{"id":-0},{"id":2}]`;
    for (let i = 0; i < body.length; i += 7) stream.push(body.slice(i, i + 7));
    expect(stream.end()).toBe(true);
    expect(batches.flat()).toEqual([{ id: ABOVE_2_53 }, { id: 1 }, { id: '-0' }, { id: 2 }]);
  });

  it('sort by their exact value among the numbers of their column, both ways', () => {
    const rows = [
      { id: 'a', v: 9007199254740992 },
      { id: 'b', v: ABOVE_2_53 },
      { id: 'c', v: 5 },
      { id: 'd', v: BIG },
      { id: 'e', v: '-1e309' },
      { id: 'f', v: null },
      { id: 'g', v: '9007199254740994.5' },
    ];
    const columns = [{ id: 'v', type: 'number' as const }];
    const ids = (desc: boolean) => sortRows(rows, columns, [{ id: 'v', desc }]).map((r) => r.id);
    expect(ids(false)).toEqual(['e', 'c', 'a', 'b', 'g', 'd', 'f']);
    expect(ids(true)).toEqual(['d', 'g', 'b', 'a', 'c', 'e', 'f']);
    // In a text column they are texts: after the numbers, in the collator's order.
    const asText = sortRows(
      rows,
      [{ id: 'v', type: 'string' as const }],
      [{ id: 'v', desc: false }],
    );
    expect(asText.map((r) => r.id)).toEqual(['c', 'a', 'e', 'b', 'g', 'd', 'f']);
  });
});

describe('the Explorer', () => {
  it('takes a column of such numbers for a numeric one, integer or not', () => {
    const rows = [
      { a: ABOVE_2_53, b: '1e309', c: 'x' },
      { a: 5, b: 1.5, c: 1 },
    ];
    const types = resultColumns('h', 'v', ['a', 'b', 'c'], rows).map((c) => c.type);
    expect(types).toEqual(['integer', 'number', 'string']);
  });
});

describe('a body nested 100,000 levels deep', () => {
  it('is read, its deep cells say why they are not shown, and its body stays as sent', async () => {
    const text = `[{"update_date":"2026-01-01","deep":${deepArray}},{"update_date":"2026-02-01"}]`;
    stubFetch(() => textResponse(text));
    const result = await fetchView(conn, 'fighter_ratings', 'available_dates');
    expect(result.rows).toEqual([
      { update_date: '2026-01-01', deep: TOO_DEEP_CELL },
      { update_date: '2026-02-01' },
    ]);
    expect(((await readRaw(result.raw)) as unknown[]).length).toBe(2);
  });

  it('in its paging links and totals does not stop the rows being read', async () => {
    const wrapped = (key: string, inner: string) =>
      `${`{"${key}":`.repeat(DEPTH)}${inner}${'}'.repeat(DEPTH)}`;
    const text = `{"data":[{"update_date":"2026-01-01"}],"next":${wrapped('href', '"?page=2"')},
      "total":${wrapped('value', '7')}}`;
    stubFetch(() => textResponse(text));
    const result = await fetchView(conn, 'fighter_ratings', 'available_dates');
    expect(result.rows).toEqual([{ update_date: '2026-01-01' }]);
    expect(result.reportedTotal).toBeNull();
    expect(result.pages).toBe(1);
  });

  it('is laid out from its text, deep levels unindented past the limit, a part at a time', () => {
    const whole = prettyJson(deepArray);
    expect(whole.complete).toBe(true);
    expect(whole.deepest).toBe(DEPTH);
    const lines = whole.text.split('\n');
    expect(lines).toHaveLength(2 * DEPTH + 1);
    expect(lines[DEPTH]).toBe(`${'  '.repeat(MAX_INDENT_DEPTH)}1`);
    const part = prettyJson(deepArray, 1000);
    expect(part.complete).toBe(false);
    expect(part.text.length).toBeLessThan(1300);
    expect(whole.text.startsWith(part.text)).toBe(true);
  });

  it('an ordinary body is laid out as JSON.stringify would, with its literals as sent', () => {
    const value = { a: [1, { b: {} }, []], c: 'x"y\u00e9', d: null, e: [true, false] };
    expect(prettyJson(JSON.stringify(value)).text).toBe(JSON.stringify(value, null, 2));
    expect(prettyJson(' {"n" : [ -0 , 1e309, 1.50 ] , "s":"\\u0041"} ').text).toBe(
      '{\n  "n": [\n    -0,\n    1e309,\n    1.50\n  ],\n  "s": "A"\n}',
    );
  });
});

describe('coercion never loses a value silently', () => {
  const columns = findView('fighter_ratings', 'fighters_view')?.columns ?? [];

  it('keeps a lossy numeric text whole and still reads ordinary numeric text', () => {
    const { rows } = coerceRows(
      [{ points: ` ${BIG} ` }, { points: '1e309' }, { points: '12.5' }, { points: 'abc' }],
      columns,
    );
    expect(rows.map((r) => r.points)).toEqual([BIG, '1e309', 12.5, null]);
  });

  it('writes such a number into CSV as sent, not defused as a formula', () => {
    expect(csvField('-1e309')).toBe('-1e309');
    expect(csvField('-0')).toBe('-0');
    expect(csvField(BIG)).toBe(BIG);
    expect(csvField('-2')).toBe("'-2");
  });

  it('keeps a deep object cell as a note instead of an empty cell', () => {
    const deep = JSON.parse(deepArray) as unknown;
    const { rows } = coerceRows([{ name: 'Al', nested: deep }], columns);
    expect(rows[0]?.nested).toBe(TOO_DEEP_CELL);
  });
});
