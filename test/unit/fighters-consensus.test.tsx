// Consensus and Spread (issue 41 §1): the rule on literal fixtures (ties, nulls, numbers as text),
// the table's two columns against an independent working-out over the demo data, their CSV, and
// the disagreement view's most contested fighters.
import { searchableRows } from '../../src/features/fighters/data/fighter-filter.ts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FighterRow } from '../../src/features/fighters/data/fighter-data.ts';
import { consensusOf, consensusRanks } from '../../src/features/fighters/data/consensus.ts';
import { consensusColumns } from '../../src/features/fighters/table/consensus-columns.ts';
import { DEFAULT_HIDDEN, sortableIds } from '../../src/features/fighters/table/fighter-columns.tsx';
import { renderAppAt } from '../render-app.tsx';
import { columnIndex, columnTexts, headers, rankingsTable } from '../table-helpers.ts';
import { captureDownloads } from '../download-helpers.ts';
import { useDemoApi } from '../msw.ts';
import { demoDates, demoFightersAt, demoLatestFighters } from './demo-data.ts';

useDemoApi();

beforeAll(async () => {
  await import('../../src/features/fighters/fighters-routes.tsx');
});

afterEach(() => {
  vi.restoreAllMocks();
});

const MEASURES = ['points', 'r_glicko1', 'r_elok170', 'r_elomod1'] as const;

interface Expected {
  name: string;
  consensus: number | null;
  spread: number | null;
  ranks: (number | null)[];
}

/**
 * The rule as the issue states it, worked out the plain way (a rank is one more than the number of
 * fighters strictly better; a count of pairs, not a sort): one class's rows.
 */
function expectedFor(rows: readonly Record<string, unknown>[]): Expected[] {
  const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
  const ranks = rows.map((row) =>
    MEASURES.map((m) => {
      const mine = num(row[m]);
      if (mine === null || Number.isNaN(mine)) return null;
      return 1 + rows.filter((other) => (num(other[m]) ?? -Infinity) > mine).length;
    }),
  );
  const medians = ranks.map((r) => {
    const have = r.filter((x): x is number => x !== null).sort((a, b) => a - b);
    if (have.length === 0) return null;
    const h = have.length;
    return h % 2 === 1 ? have[(h - 1) / 2]! : (have[h / 2 - 1]! + have[h / 2]!) / 2;
  });
  const placed = rows
    .map((row, i) => ({ i, median: medians[i], rank: num(row.rank) ?? Infinity }))
    .filter((x): x is { i: number; median: number; rank: number } => x.median !== null)
    .sort(
      (a, b) =>
        a.median - b.median ||
        a.rank - b.rank ||
        (String(rows[a.i]!.name) < String(rows[b.i]!.name) ? -1 : 1),
    );
  return rows.map((row, i) => {
    const have = ranks[i]!.filter((x): x is number => x !== null);
    const place = placed.findIndex((p) => p.i === i);
    return {
      name: String(row.name),
      consensus: place < 0 ? null : place + 1,
      spread: have.length ? Math.max(...have) - Math.min(...have) : null,
      ranks: ranks[i]!,
    };
  });
}

const row = (
  name: string,
  rank: number | string | null,
  points: number | string | null,
  g: number | string | null,
  k: number | string | null,
  m: number | string | null,
  cls = 'LW',
) =>
  ({
    name,
    rank,
    weight_class_code: cls,
    points,
    r_glicko1: g,
    r_elok170: k,
    r_elomod1: m,
  }) as unknown as FighterRow;

describe('consensus ranks', () => {
  it('shares the better rank on ties, leaves nulls out of the median, and breaks ties by rank, then name', () => {
    const rows = [
      row('Ann', 2, 100, 2000, 1500, 1500),
      row('Bob', 1, 100, 1900, 1600, 1400),
      row('Cy', 3, 90, null, null, null),
      row('Dee', null, null, null, null, null),
      row('Eve', 4, 80, 1800, 1700, null),
      // Another class: ranked among its own only.
      row('Fay', 1, 10, 10, 10, 10, 'HW'),
    ];
    const out = consensusRanks(rows);
    // Points 100, 100, 90, 80: Ann and Bob share 1, Cy 3, Eve 4.
    expect(out[0]?.ranks).toEqual({ points: 1, r_glicko1: 1, r_elok170: 3, r_elomod1: 1 });
    expect(out[1]?.ranks).toEqual({ points: 1, r_glicko1: 2, r_elok170: 2, r_elomod1: 2 });
    expect(out[2]?.ranks).toEqual({ points: 3, r_glicko1: null, r_elok170: null, r_elomod1: null });
    expect(out[4]?.ranks).toEqual({ points: 4, r_glicko1: 3, r_elok170: 1, r_elomod1: null });
    // Medians: Ann 1, Bob 2, Cy 3, Eve 3 (the middle of 1, 3, 4): Cy before Eve by rank 3 < 4.
    expect(out.map((e) => e?.consensus)).toEqual([1, 2, 3, null, 4, 1]);
    expect(out.map((e) => e?.spread)).toEqual([2, 1, 0, null, 3, 0]);
    // Equal medians and ranks: the name decides; a missing rank comes after one.
    const tiedRows = [
      row('Zed', 1, 5, 5, 5, 5),
      row('Abe', 1, 5, 5, 5, 5),
      row('Nil', null, 5, 5, 5, 5),
      row('Kai', 2, 5, 5, 5, 5),
    ];
    const tied = consensusRanks(tiedRows);
    expect(tied.map((e) => e?.consensus)).toEqual([2, 1, 4, 3]);
    expect(expectedFor(tiedRows as never).map((e) => e.consensus)).toEqual([2, 1, 4, 3]);
  });

  it('reads numbers sent as text, and leaves text that is no number out', () => {
    const out = consensusRanks([
      row('Ann', '1', '1e309', '2000', 'n/a', 5),
      row('Bob', '2', 50, 1999.5, 1500, '6'),
    ]);
    expect(out[0]?.ranks).toEqual({ points: 1, r_glicko1: 1, r_elok170: null, r_elomod1: 2 });
    expect(out[1]?.ranks).toEqual({ points: 2, r_glicko1: 2, r_elok170: 1, r_elomod1: 1 });
    expect(out.map((e) => e?.consensus)).toEqual([1, 2]);
  });

  it('agrees with the plain working-out on a class of the demo data', () => {
    const [newest] = demoDates().sort().reverse() as [string];
    const rows = demoFightersAt(newest, 'LW');
    const expected = expectedFor(rows as never);
    const out = consensusRanks(rows as FighterRow[]);
    expect(out.map((e) => e?.consensus ?? null)).toEqual(expected.map((e) => e.consensus));
    expect(out.map((e) => e?.spread ?? null)).toEqual(expected.map((e) => e.spread));
  });

  it('gives each row of a response its entry, the same working-out for the same rows', () => {
    const rows = demoLatestFighters() as FighterRow[];
    const whole = consensusRanks(rows);
    const response = searchableRows(rows, '');
    const consensus = consensusOf(response);
    expect(consensusOf(response)).toBe(consensus);
    expect(response.consensus).toBe(consensus);
    // Read from the last row back, so classes are worked out in another order than the rows'.
    for (let i = rows.length - 1; i >= 0; i--) {
      expect(consensus.of(rows[i] as FighterRow)).toEqual(whole[i]);
    }
    expect(consensus.of({ ...(rows[0] as FighterRow) })).toBeUndefined();
  });

  it('ranks every class of Latest within itself', () => {
    const rows = demoLatestFighters();
    const out = consensusRanks(rows as FighterRow[]);
    const codes = [...new Set(rows.map((r) => r.weight_class_code))];
    expect(codes.length).toBeGreaterThan(1);
    for (const code of codes) {
      const inClass = rows.flatMap((r, i) => (r.weight_class_code === code ? [i] : []));
      const expected = expectedFor(inClass.map((i) => rows[i]) as never);
      expect(inClass.map((i) => out[i]?.consensus ?? null)).toEqual(
        expected.map((e) => e.consensus),
      );
      expect(inClass.map((i) => out[i]?.spread ?? null)).toEqual(expected.map((e) => e.spread));
    }
  });
});

function header(grid: HTMLElement, name: string): HTMLElement {
  return headers(grid)[columnIndex(grid, name)] as HTMLElement;
}

async function showConsensusColumns(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Columns/ }));
  await user.click(screen.getByRole('checkbox', { name: 'Consensus' }));
  await user.click(screen.getByRole('checkbox', { name: 'Spread' }));
  await user.keyboard('{Escape}');
}

describe('the Consensus and Spread columns', () => {
  it('are hidden by default and may be named in the URL’s sort, in either mode', () => {
    const ids = consensusColumns(searchableRows([], '')).map((c) => c.id);
    expect(ids).toEqual(['consensus', 'spread']);
    for (const mode of ['latest', 'by-date'] as const) {
      expect(sortableIds(mode)).toEqual(expect.arrayContaining(ids));
      expect(DEFAULT_HIDDEN[mode]).toEqual(expect.arrayContaining(ids));
    }
  });

  it('are shown from Columns, say what they mean, and sort by consensus as worked out from the demo data', async () => {
    const [newest] = demoDates().sort().reverse() as [string];
    const rows = demoFightersAt(newest, 'LW');
    const byConsensus = expectedFor(rows as never)
      .filter((e) => e.consensus !== null)
      .sort((a, b) => (a.consensus as number) - (b.consensus as number));
    const user = userEvent.setup();
    renderAppAt(`/fighters?mode=by-date&class=LW`);
    const grid = await rankingsTable();
    expect(() => columnIndex(grid, 'Consensus')).toThrow();
    await showConsensusColumns(user);
    await waitFor(() => expect(columnIndex(grid, 'Spread')).toBeGreaterThan(0));
    expect(header(grid, 'Consensus').getAttribute('aria-description')).toMatch(/median/);
    expect(header(grid, 'Spread').getAttribute('aria-description')).toMatch(/best and worst/);

    await user.click(within(header(grid, 'Consensus')).getByRole('button'));
    await waitFor(() =>
      expect(header(grid, 'Consensus')).toHaveAttribute('aria-sort', 'ascending'),
    );
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('consensus');
    const shown = columnTexts(grid, 'Fighter');
    expect(shown.length).toBeGreaterThan(5);
    const top = byConsensus.slice(0, shown.length);
    expect(shown).toEqual(top.map((e) => e.name));
    expect(columnTexts(grid, 'Consensus')).toEqual(top.map((e) => String(e.consensus)));
    expect(columnTexts(grid, 'Spread')).toEqual(top.map((e) => String(e.spread)));
  });

  it('are in the CSV export once shown', async () => {
    const [newest] = demoDates().sort().reverse() as [string];
    const rows = demoFightersAt(newest, 'FLY');
    const expected = expectedFor(rows as never);
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderAppAt(`/fighters?mode=by-date&class=FLY&sort=-spread`);
    await rankingsTable();
    await showConsensusColumns(user);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await downloads.saved();
    const lines = (await downloads.lastText()).split('\r\n');
    const head = lines[0]?.split(',') ?? [];
    const at = {
      name: head.indexOf('Fighter'),
      c: head.indexOf('Consensus'),
      s: head.indexOf('Spread'),
    };
    expect(at.c).toBeGreaterThan(0);
    expect(at.s).toBeGreaterThan(0);
    expect(lines).toHaveLength(rows.length + 1);
    const written = lines.slice(1).map((line) => {
      const cells = line.split(',');
      return `${cells[at.name]}:${cells[at.c]}:${cells[at.s]}`;
    });
    const want = (e: Expected) => `${e.name}:${e.consensus ?? ''}:${e.spread ?? ''}`;
    expect(new Set(written)).toEqual(new Set(expected.map(want)));
    // Sorted by spread, widest first, as the URL asked.
    const spreads = lines.slice(1).map((line) => Number(line.split(',')[at.s]));
    expect(spreads).toEqual([...spreads].sort((a, b) => b - a));
  });
});

describe('the most contested fighters', () => {
  it('lists the widest spreads first, and sorts by a header', async () => {
    const [newest] = demoDates().sort().reverse() as [string];
    const rows = demoFightersAt(newest, 'LW');
    const expected = expectedFor(rows as never).filter((e) => e.spread !== null);
    const spreads = expected.map((e) => e.spread as number).sort((a, b) => b - a);
    const user = userEvent.setup();
    renderAppAt(`/fighters?mode=by-date&class=LW&disagree=show`);
    const list = await screen.findByRole('table', { name: /most contested/ });
    const spreadCells = () =>
      within(list)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell').at(-1)?.textContent);
    expect(spreadCells()).toEqual(spreads.slice(0, 20).map(String));
    // Each name is the fighter's link; its ranks are those worked out.
    const first = within(list).getAllByRole('row')[1] as HTMLElement;
    const name = within(first).getByRole('link').textContent;
    const entry = expected.find((e) => e.name === name) as Expected;
    expect(entry.spread).toBe(spreads[0]);
    expect(
      within(first)
        .getAllByRole('cell')
        .slice(1, 5)
        .map((c) => c.textContent),
    ).toEqual(entry.ranks.map((r) => (r === null ? '—' : String(r))));

    const spreadHeader = within(list).getByRole('columnheader', { name: /Spread/ });
    expect(spreadHeader).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(spreadHeader).getByRole('button'));
    expect(spreadHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(spreadCells()).toEqual(spreads.slice(0, 20).reverse().map(String));
  });
});
