// A fighter's panel as a person uses it, against the demo API through MSW: opening it from the
// table, its own URL, the rating history loaded at most 4 requests at a time, Cancel and widening.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { formatDate } from '../../src/lib/format.ts';
import type { RowOf } from '../../src/api/catalog.ts';
import { renderAppAt } from '../render-app.tsx';
import { cellTexts, dataRows, rankingsTable } from '../table-helpers.ts';
import { server, useDemoApi } from '../msw.ts';
import { demoDates, demoFightersAt } from './demo-data.ts';

/** The focused element: where the roving focus is, which these tests follow. */
// eslint-disable-next-line testing-library/no-node-access -- no query finds the focused element
const focused = () => document.activeElement;

useDemoApi();

beforeAll(async () => {
  // The panel's own chunk, loaded once here: under a full parallel run it can arrive slowly.
  await import('../../src/features/fighters/panel/fighter-panel.tsx');
  await import('../../src/features/fighters/fighters-routes.tsx');
});

afterEach(() => {
  server.events.removeAllListeners();
});

type Historical = RowOf<'fighter_ratings', 'fighters_historical_view'>;

const HISTORY = '*/v1/data/views/fighter_ratings/fighters_historical_view';

// Expectations come from the demo API's generators, not from the app's own client.
async function apiDates(): Promise<string[]> {
  return demoDates().sort().reverse();
}

async function apiByDate(date: string, weightClass: string): Promise<Historical[]> {
  return demoFightersAt(date, weightClass);
}

/** Historical requests for one class, and the most that were ever in flight at once. */
function watchHistory(delayMs = 15, gate?: Promise<void>) {
  const seen: string[] = [];
  let inFlight = 0;
  const stats = { max: 0, seen };
  server.use(
    http.get(HISTORY, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      // The trajectory's requests are for one class; Latest's comparison requests every class.
      if (!params.get('weight_class')) return undefined;
      seen.push(params.get('date') ?? '');
      inFlight += 1;
      stats.max = Math.max(stats.max, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (gate) await gate;
      } finally {
        inFlight -= 1;
      }
      // Falls through to the demo API for the response.
      return undefined;
    }),
  );
  return stats;
}

async function firstDataRow(): Promise<HTMLElement> {
  const grid = await rankingsTable();
  await waitFor(() => expect(dataRows(grid)[0]).toBeDefined());
  return dataRows(grid)[0] as HTMLElement;
}

describe('Fighters: a fighter’s trajectory', () => {
  it('opens from a row click with its own URL, loads 24 dates at most 4 at a time, and reuses them', async () => {
    const dates = await apiDates();
    const newest = await apiByDate(dates[0] as string, 'LW');
    const stats = watchHistory();
    const user = userEvent.setup();
    renderAppAt('/fighters?class=LW');
    const row = await firstDataRow();
    // Rank, the star, then the name.
    const name = cellTexts(row)[2] as string;
    await user.click(within(row).getAllByRole('cell')[2] as HTMLElement);

    await waitFor(() =>
      expect(window.location.pathname).toBe(`/fighters/fighter/LW/${encodeURIComponent(name)}`),
    );
    expect(new URLSearchParams(window.location.search).get('class')).toBe('LW');
    const panel = await screen.findByRole('region', { name });
    // The panel's code arrives with its own chunk; focus moves to its heading once it is drawn.
    await waitFor(() =>
      expect(within(panel).getByRole('heading', { level: 2, name })).toHaveFocus(),
    );
    expect(
      within(panel).getByRole('progressbar', { name: 'Loading ratings history' }),
    ).toBeInTheDocument();

    expect(await within(panel).findByText(/^Rated on \d+ of 24 dates/, {})).toBeInTheDocument();
    const newest24 = dates.slice(0, 24);
    expect([...new Set(stats.seen)].sort()).toEqual([...newest24].sort());
    expect(stats.seen).toHaveLength(24);
    expect(stats.max).toBeLessThanOrEqual(4);
    expect(stats.max).toBeGreaterThan(1);

    // The numbers behind the chart, for people who cannot see it, match the API's.
    const mine = newest.find((r) => r.name === name) as Historical;
    const numbers = within(panel).getByRole('table', {
      name: `Ratings of ${name} by published date`,
    });
    const top = within(numbers).getAllByRole('row')[1] as HTMLElement;
    expect(top).toHaveTextContent(
      (mine.r_glicko1 as number).toLocaleString('en-GB', { maximumFractionDigits: 2 }),
    );

    // Closing and opening again requests nothing new: every date is in the cache.
    await user.click(within(panel).getByRole('button', { name: `Close ${name}` }));
    await waitFor(() => expect(window.location.pathname).toBe('/fighters'));
    await waitFor(() => expect(screen.queryByRole('region', { name })).not.toBeInTheDocument());
    // The row is found afresh for each try: on a loaded machine the table may draw it again (its
    // code or the movers arriving) between finding it and the click.
    await waitFor(async () => {
      if (window.location.pathname === '/fighters') {
        await user.click(within(await firstDataRow()).getAllByRole('cell')[2] as HTMLElement);
      }
      expect(window.location.pathname).toBe(`/fighters/fighter/LW/${encodeURIComponent(name)}`);
    });
    expect(await screen.findByText(/^Rated on \d+ of 24 dates/, {})).toBeInTheDocument();
    expect(stats.seen).toHaveLength(24);
  });

  it('opens with Enter, closes with Escape, and a reload of its URL opens it again', async () => {
    const user = userEvent.setup();
    const { unmount: unmountFirst } = renderAppAt('/fighters?mode=by-date&class=FLY');
    const name = cellTexts(await firstDataRow())[2] as string;
    // The row is found afresh for each try: on a loaded machine the first rows can still be the
    // preview's (read-only, not focusable) while the table's code arrives, or the table may draw
    // the row again between finding it and the key press.
    await waitFor(async () => {
      if (window.location.pathname === '/fighters') {
        (await firstDataRow()).focus();
        await user.keyboard('{Enter}');
      }
      expect(window.location.pathname).toContain('/fighters/fighter/FLY/');
    });
    const panel = await screen.findByRole('region', { name });
    // The class line, below the fighter's name: the class as the service names it, then its code.
    expect(
      within(panel).getByText(
        (_content, element) =>
          element?.textContent === 'Flyweight (FLY)' && element.tagName === 'P',
      ),
    ).toBeInTheDocument();
    // The panel's figures hide what the rankings table hides (codes, by default).
    await waitFor(() =>
      expect(within(panel).getByText('Fighter', { selector: 'dt' })).toBeInTheDocument(),
    );
    expect(within(panel).queryByText('Class code', { selector: 'dt' })).toBeNull();
    const url = `${window.location.pathname}${window.location.search}`;
    expect(url).toContain('/fighters/fighter/FLY/');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name })).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/fighters');
    // Focus goes back to the row the person opened, not to the top of the page.
    await waitFor(() => expect(focused()).toHaveAttribute('role', 'row'));
    expect(cellTexts(focused() as HTMLElement)[2]).toBe(name);

    unmountFirst();
    renderAppAt(url);
    const again = await screen.findByRole('region', { name });
    expect(
      await within(again).findByRole('heading', { level: 3, name: /^Ratings on / }),
    ).toBeInTheDocument();
    // Their row on the chosen date, label and value.
    await waitFor(() =>
      expect(
        // eslint-disable-next-line testing-library/no-node-access -- a term's definition is the element after it
        within(again).getByText('Fighter', { selector: 'dt' }).nextElementSibling,
      ).toHaveTextContent(name),
    );
  });

  it('stops on Cancel, starts nothing more, and loads the rest on request', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const [newest, before] = await apiDates();
    const rows = await apiByDate(newest as string, 'WW');
    const name = rows[0]?.name as string;
    const stats = watchHistory(0, gate);
    const user = userEvent.setup();
    renderAppAt(`/fighters/fighter/WW/${encodeURIComponent(name)}?mode=by-date&class=WW`);
    const panel = await screen.findByRole('region', { name });
    await within(panel).findByRole('progressbar', { name: 'Loading ratings history' });
    // The table's own dates (this one and the one before) and 4 of the history are waiting.
    await waitFor(() => expect(stats.seen.length).toBeGreaterThanOrEqual(4));
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).getByText(/^Stopped after \d+ of 24 dates/)).toBeInTheDocument();
    const asked = stats.seen.length;
    release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Only the table's own comparison may follow (requested once its rows are in): no history.
    expect(stats.seen.slice(asked).filter((date) => date !== before)).toEqual([]);
    expect(asked).toBeLessThan(24);

    await user.click(within(panel).getByRole('button', { name: 'Load the rest' }));
    expect(await within(panel).findByText(/^Rated on \d+ of 24 dates/, {})).toBeInTheDocument();
  });

  it('widens the range to more published dates, kept in the URL', async () => {
    const user = userEvent.setup();
    const [newest] = await apiDates();
    const rows = await apiByDate(newest as string, 'HW');
    const name = rows[0]?.name as string;
    renderAppAt(`/fighters/fighter/HW/${encodeURIComponent(name)}`);
    const panel = await screen.findByRole('region', { name });
    expect(await within(panel).findByText(/^Rated on \d+ of 24 dates/, {})).toBeInTheDocument();
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Dates shown' }),
      'Last 48 published dates',
    );
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('span')).toBe('48'));
    expect(await within(panel).findByText(/^Rated on \d+ of 48 dates/, {})).toBeInTheDocument();
  });
});

describe('Fighters: a newcomer’s trajectory', () => {
  it('with one rating so far, says so and lists its values instead of an empty chart', async () => {
    const dates = await apiDates();
    const newest = dates[0] as string;
    const rows = await apiByDate(newest, 'LW');
    const newcomer = rows[0] as Historical;
    // On every earlier date the class has no row for this fighter.
    const earlier = new Map<string, Historical[]>();
    for (const date of dates.slice(1, 12)) {
      earlier.set(
        date,
        (await apiByDate(date, 'LW')).filter((r) => r.name !== newcomer.name),
      );
    }
    server.use(
      http.get(HISTORY, ({ request }) => {
        const rowsOn = earlier.get(new URL(request.url).searchParams.get('date') ?? '');
        return rowsOn ? HttpResponse.json(rowsOn) : undefined;
      }),
    );
    renderAppAt(
      `/fighters/fighter/LW/${encodeURIComponent(newcomer.name as string)}?mode=by-date&class=LW&span=12`,
    );
    const panel = await screen.findByRole('region', { name: newcomer.name as string });
    expect(
      await within(panel).findByText(
        `One rating so far: rated on 1 of 12 dates, on ${formatDate(newest)}.`,
        {},
      ),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(
        new RegExp(
          `Glicko-1 ${(newcomer.r_glicko1 as number)
            .toLocaleString('en-GB', { maximumFractionDigits: 2 })
            .replace(/[.]/g, '\\.')}`,
        ),
      ),
    ).toBeInTheDocument();
  });
});
