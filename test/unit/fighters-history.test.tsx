// The division history as a person uses it, against the demo API through MSW: the reigns counted
// here from the demo data's ranks, the bump chart's lines, the depth at a date, progress and
// Cancel with responses held back, and a fighter opened from a line by keyboard.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import BumpChart from '../../src/features/fighters/history/bump-chart.tsx';
import { formatDate } from '../../src/lib/format.ts';
import { renderAppAt } from '../render-app.tsx';
import { columnTexts } from '../table-helpers.ts';
import { server, useDemoApi } from '../msw.ts';
import { demoDates, demoFightersAt } from './demo-data.ts';

useDemoApi();

beforeAll(async () => {
  await import('../../src/features/fighters/history/fighters-history.tsx');
  await import('../../src/features/fighters/fighters-routes.tsx');
});

afterEach(() => {
  server.events.removeAllListeners();
});

const HISTORY = '*/v1/data/views/fighter_ratings/fighters_historical_view';
const CLASS = 'LW';
// A short span keeps the test quick: the last 8 published dates.
const SPAN = demoDates().sort().slice(-8);
const FROM = SPAN[0] as string;
const TO = SPAN[SPAN.length - 1] as string;

/** Per date (oldest first), the names at each rank from 1, straight from the generators. */
function ranksByDate(): Map<number, string>[] {
  return SPAN.map((date) => {
    const at = new Map<number, string>();
    for (const row of demoFightersAt(date, CLASS)) {
      if (typeof row.rank === 'number' && !at.has(row.rank)) at.set(row.rank, row.name ?? '');
    }
    return at;
  });
}

describe('Fighters: a division’s history', () => {
  it('lists every #1 of the span with their dates at #1 and longest run, counted from the ranks', async () => {
    const expected = new Map<
      string,
      { dates: number; longest: number; run: number; last: number }
    >();
    ranksByDate().forEach((ranks, i) => {
      const name = ranks.get(1) as string;
      const reign = expected.get(name) ?? { dates: 0, longest: 0, run: 0, last: -2 };
      reign.run = reign.last === i - 1 ? reign.run + 1 : 1;
      reign.longest = Math.max(reign.longest, reign.run);
      reign.dates += 1;
      reign.last = i;
      expected.set(name, reign);
    });
    renderAppAt(`/fighters/history?class=${CLASS}&from=${FROM}&to=${TO}`);
    const table = await screen.findByRole('table', { name: /Reigns at #1/ });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await waitFor(() => expect(columnTexts(table, 'Fighter')).toHaveLength(expected.size));
    const names = columnTexts(table, 'Fighter');
    const counts = columnTexts(table, 'Dates at #1').map(Number);
    const runs = columnTexts(table, 'Longest run').map(Number);
    names.forEach((name, i) => {
      expect(counts[i]).toBe(expected.get(name)?.dates);
      expect(runs[i]).toBe(expected.get(name)?.longest);
    });
    // Most dates at #1 first.
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('draws a line for every fighter in the top N at any date, and gives the depth at a date', async () => {
    const user = userEvent.setup();
    const ranks = ranksByDate();
    const inTop5 = new Set(ranks.flatMap((at) => [1, 2, 3, 4, 5].map((r) => at.get(r))));
    renderAppAt(`/fighters/history?class=${CLASS}&top=5&from=${FROM}&to=${TO}`);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    const chart = await screen.findByRole('group', { name: /Top 5 of Lightweight by rank/ });
    const names = () =>
      within(chart)
        .queryAllByRole('link')
        .map((l) => l.getAttribute('aria-label')?.split(',')[0])
        .sort();
    await waitFor(() => expect(names()).toEqual([...inTop5].sort()));

    // The depth at the newest date: the mean points of ranks 1–5 and #1's less #5's.
    const newest = demoFightersAt(TO, CLASS).filter((r) => (r.rank as number) <= 5);
    newest.sort((a, b) => (a.rank as number) - (b.rank as number));
    const points = newest.map((r) => r.points as number);
    const mean = points.reduce((s, p) => s + p, 0) / points.length;
    const gap = (points[0] as number) - (points[4] as number);
    const depth = screen.getByRole('img', { name: /Depth of the top 5/ });
    depth.focus();
    await user.keyboard('{ArrowRight}');
    const whole = (v: number) => Math.round(v).toLocaleString('en-GB');
    expect(
      screen.getByText(
        `${formatDate(TO)}: mean ${whole(mean)} points · #1 − #5: ${whole(gap)} points`,
      ),
    ).toBeVisible();
  });

  it('shows progress, and Cancel keeps what arrived and offers the rest', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let answered = 0;
    server.use(
      http.get(HISTORY, async () => {
        // The first four answer; the rest wait until released.
        answered += 1;
        if (answered > 4) await gate;
        return undefined;
      }),
    );
    renderAppAt(`/fighters/history?class=${CLASS}&from=${FROM}&to=${TO}`);
    await screen.findByText(`Loaded 4 of ${SPAN.length} dates`, undefined);
    expect(
      screen.getByRole('progressbar', { name: /Loading the history of Lightweight/ }),
    ).toBeVisible();
    // Lines are drawn from the dates already in.
    expect(
      (await within(screen.getByRole('group', { name: /Top 10/ })).findAllByRole('link')).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText(`Stopped after 4 of ${SPAN.length} dates.`, { exact: false }),
    ).toBeVisible();
    release();
    await user.click(screen.getByRole('button', { name: 'Load the rest' }));
    await waitFor(() => expect(screen.queryByText(/Stopped after/)).toBeNull());
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('says so for an unknown class and offers the class picker', async () => {
    renderAppAt('/fighters/history?class=NOPE');
    expect(await screen.findByText('No weight class “NOPE”', undefined)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Weight class' })).toBeVisible();
  });
});

describe('the bump chart', () => {
  it('draws one line per fighter of a literal fixture, and opens one from the keyboard', async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    const dates = ['2020-01-01', '2020-02-01', '2020-03-01'];
    render(
      <BumpChart
        dates={dates}
        top={2}
        title="Ranks"
        onOpen={(name) => opened.push(name)}
        lines={[
          { key: 'a', name: 'Ann', ranks: [1, 2, 1], best: 1, dates: 3 },
          { key: 'b', name: 'Bea', ranks: [2, 1, null], best: 1, dates: 2 },
          { key: 'c', name: 'Cy', ranks: [null, null, 2], best: 2, dates: 1 },
        ]}
      />,
    );
    const lines = within(screen.getByRole('group', { name: 'Ranks' })).getAllByRole('link');
    expect(lines.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Ann, best rank 1, in the top 2 at 3 dates',
      'Bea, best rank 1, in the top 2 at 2 dates',
      'Cy, best rank 2, in the top 2 at 1 dates',
    ]);
    await user.tab();
    expect(
      screen.getByText(`Ann: #1 on ${formatDate('2020-03-01')}`, { exact: false }),
    ).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(
      screen.getByText(`Ann: #2 on ${formatDate('2020-02-01')}`, { exact: false }),
    ).toBeVisible();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(opened).toEqual(['Bea']);
  });
});
