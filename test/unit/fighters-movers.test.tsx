// Movers between two dates: the summary's values for known rows, and the screen with a chosen
// pair of dates (Compare with, in the URL), against the demo API through MSW.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RowOf } from '../../src/api/catalog.ts';
import type { FighterRow } from '../../src/features/fighters/data/fighter-data.ts';
import { summariseMovers } from '../../src/features/fighters/movers/movers.ts';
import { previousRanks } from '../../src/features/fighters/data/rank-movement.ts';
import { renderAppAt } from '../render-app.tsx';
import { holdBack, server, useDemoApi } from '../msw.ts';
import { demoDates, demoFightersAt } from './demo-data.ts';
import { rankingsTable } from '../table-helpers.ts';

useDemoApi();

beforeAll(async () => {
  // The panel's own chunk, loaded once here: under a full parallel run it can arrive slowly.
  await import('../../src/features/fighters/panel/fighter-panel.tsx');
  await import('../../src/features/fighters/fighters-routes.tsx');
});

type Historical = RowOf<'fighter_ratings', 'fighters_historical_view'>;
/** By date's view: on Latest, only the earlier date's rows are asked of it. */
const HISTORY = '*/v1/data/views/fighter_ratings/fighters_historical_view';

function row(name: string, rank: number | null, glicko: number | null): FighterRow {
  return {
    rank,
    name,
    weight_class_code: 'LW',
    weight_class_name: 'Lightweight',
    home_country: null,
    country_code: null,
    points: null,
    r_glicko1: glicko,
    r_elok170: null,
    r_elomod1: null,
    update_date: '2024-03-01',
  } as FighterRow;
}

describe('summariseMovers', () => {
  it('finds the furthest risers and fallers, rating changes, new entries and exits', () => {
    const before = previousRanks([
      row('Ann', 5, 1500),
      row('Bob', 1, 1600),
      row('Cid', 2, 1550),
      row('Dee', 3, 1540),
      row('Eve', 4, 1530),
    ]);
    const now = [
      row('Ann', 1, 1620.5),
      row('Bob', 4, 1580),
      row('Cid', 2, 1550),
      row('Fay', 3, 1545),
      row('Eve', 5, 1531),
    ];
    const summary = summariseMovers(now, before, '');
    expect(summary.risers.map((m) => [m.row.name, m.change])).toEqual([['Ann', 4]]);
    expect(summary.fallers.map((m) => [m.row.name, m.change])).toEqual([
      ['Bob', -3],
      ['Eve', -1],
    ]);
    expect(summary.ratings.r_glicko1.rise?.row.name).toBe('Ann');
    expect(summary.ratings.r_glicko1.rise?.change).toBe(120.5);
    expect(summary.ratings.r_glicko1.fall?.row.name).toBe('Bob');
    expect(summary.ratings.r_glicko1.fall?.change).toBe(-20);
    expect(summary.ratings.points.rise).toBeNull();
    expect(summary.entries.map((r) => r.name)).toEqual(['Fay']);
    expect(summary.exits.map((r) => r.name)).toEqual(['Dee']);
  });
});

describe('Fighters: movers between two chosen dates', () => {
  it('compares with the date chosen, keeps it in the URL, and names the furthest riser', async () => {
    const dates = demoDates().sort().reverse();
    const [shown, , vs] = dates as [string, string, string];
    const load = (date: string): Historical[] => demoFightersAt(date, 'WW');
    const [now, then] = [load(shown), load(vs)];
    // Worked out here from the demo API's rows: a fighter is the same one by name within the class
    // (the first row of a name counts), and rose by the earlier rank less the shown one.
    const earlier = new Map<string, unknown>();
    for (const r of then) if (!earlier.has(String(r.name))) earlier.set(String(r.name), r.rank);
    let best: { name: string; by: number } | null = null;
    for (const r of now) {
      const before = earlier.get(String(r.name));
      if (typeof r.rank !== 'number' || typeof before !== 'number') continue;
      const by = before - r.rank;
      if (by > 0 && (best === null || by > best.by)) best = { name: String(r.name), by };
    }
    expect(best).not.toBeNull();

    renderAppAt(`/fighters?mode=by-date&date=${shown}&class=WW&vs=${vs}`);
    // The section holds its place from the first rows on; its lists come once the earlier date's
    // rows are in and worked out (in slices).
    const risersTitle = await screen.findByRole('heading', { name: 'Rose furthest' });
    expect(screen.getByRole('region', { name: /^Movers since/ })).toContainElement(risersTitle);
    expect(screen.getByRole('combobox', { name: 'Compare with' })).toHaveValue(vs);
    // eslint-disable-next-line testing-library/no-node-access -- the list under its title
    const risers = risersTitle.parentElement as HTMLElement;
    const first = within(risers).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent(new RegExp(`up ${best?.by}`));
    expect(within(first).getByRole('button')).toHaveTextContent(best?.name as string);

    // Another comparison date goes into the URL; hiding the summary too.
    const user = userEvent.setup();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Compare with' }),
      dates[1] as string,
    );
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('vs')).toBe(dates[1]),
    );
    await user.click(screen.getByRole('button', { name: 'Hide movers' }));
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('movers')).toBe('hide'),
    );
    expect(screen.queryByRole('region', { name: /^Movers since/ })).toBeNull();

    // A name opens that fighter's panel.
    await user.click(screen.getByRole('button', { name: 'Show movers' }));
    const again = await screen.findByRole('region', { name: /^Movers since/ });
    const [button] = (await within(again).findAllByRole('button', undefined)) as [HTMLElement];
    const name = button.textContent ?? '';
    await user.click(button);
    expect(await screen.findByRole('region', { name })).toBeInTheDocument();
  });

  it("holds the summary's place from the first rows on, until the earlier date's rows are in", async () => {
    const release = holdBack(HISTORY);
    renderAppAt('/fighters');
    await rankingsTable();
    const place = screen.getByRole('region', { name: /^Movers since/ });
    expect(place).toHaveAttribute('aria-busy', 'true');
    expect(within(place).getByRole('status', { name: 'Working out who moved…' })).toBeVisible();
    expect(within(place).queryByRole('heading', { name: 'Rose furthest' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide movers' })).toBeEnabled();

    release();
    expect(await screen.findByRole('heading', { name: 'Rose furthest' })).toBeVisible();
    expect(screen.getByRole('region', { name: /^Movers since/ })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it("gives the place up when the earlier date's rows cannot be loaded, and says so", async () => {
    server.use(http.get(HISTORY, () => HttpResponse.json({ error: 'gone' }, { status: 404 })));
    renderAppAt('/fighters');
    await rankingsTable();
    expect(
      await screen.findByText(/^Rank changes are unavailable: .* could not be loaded\.$/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: /^Movers since/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide movers' })).toBeNull();
  });
});
