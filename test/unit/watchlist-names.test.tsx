// Watched names compare as they are stored: a name the service sends with spaces around it, or with
// its accents decomposed, is starred once and found again on the Watchlist; and an imported file's
// dates must be days of the calendar. Rows are the demo API's, the name changed on the way.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createDemoApiHandler } from '../../demo-api/handler.ts';
import { formatCell } from '../../src/lib/format.ts';
import {
  WATCHLIST_KEY,
  getWatchlist,
  isWatchingFighter,
  resetWatchlistForTests,
  toggleFighter,
} from '../../src/lib/watchlist.ts';
import { renderAppAt } from '../render-app.tsx';
import { rankingsTable } from '../table-helpers.ts';
import { server, useDemoApi } from '../msw.ts';
import { demoHistory, demoLatestFighters, demoLeaguePlayers, demoLeagues } from './demo-data.ts';

useDemoApi();
const handle = createDemoApiHandler();

beforeAll(async () => {
  await Promise.all([
    import('../../src/features/fighters/fighters-routes.tsx'),
    import('../../src/features/watchlist/watchlist-routes.tsx'),
    import('../../src/components/watch-star.tsx'),
  ]);
});

beforeEach(() => {
  localStorage.clear();
  resetWatchlistForTests();
});

function stored(): { fighters: { name: string }[]; players: { id: string }[] } {
  return JSON.parse(localStorage.getItem(WATCHLIST_KEY) ?? '{"fighters":[],"players":[]}');
}

/** A Lightweight from the generators, preferring a name with a letter NFD decomposes. */
function lightweight() {
  const rows = demoLatestFighters().filter((f) => f.weight_class_code === 'LW');
  return (
    rows.find((f) => (f.name as string).normalize('NFD') !== f.name) ??
    (rows[0] as (typeof rows)[0])
  );
}

describe('a name sent with spaces around it (and decomposed, when it has accents)', () => {
  it('is starred once in three clicks, and the Watchlist finds their rank and points', async () => {
    const fighter = lightweight();
    const name = fighter.name as string;
    const sent = `  ${name.normalize('NFD')} \t`;
    for (const view of ['fighters_view', 'fighters_historical_view']) {
      server.use(
        http.get(`*/v1/data/views/fighter_ratings/${view}`, async ({ request }) => {
          const rows = (await (await handle(request)).json()) as Record<string, unknown>[];
          for (const row of rows) if (row.name === name) row.name = sent;
          return HttpResponse.json(rows);
        }),
      );
    }
    const user = userEvent.setup();
    renderAppAt('/fighters?class=LW');
    // The sortable table (the preview before it is replaced, detaching what was found in it), and
    // the star found afresh each time: a re-render may draw a new button.
    const table = await rankingsTable();
    const label = `Watch ${name.normalize('NFD')}`;
    await within(table).findByRole('button', { name: label });
    const star = () =>
      within(screen.getByRole('table', { name: /^Fighter rankings/ })).getByRole('button', {
        name: new RegExp(`^(Watch|Stop watching) ${name.normalize('NFD')}$`),
      });
    await user.click(star());
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', 'true'));
    await user.click(star());
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', 'false'));
    await user.click(star());
    await waitFor(() => expect(star()).toHaveAttribute('aria-pressed', 'true'));
    expect(stored().fighters).toEqual([{ name: name.normalize('NFC'), classCode: 'LW' }]);

    await user.click(screen.getByRole('link', { name: 'Watchlist' }));
    const watched = await screen.findByRole('table', { name: /^Watched fighters/ });
    const row = await within(watched).findByRole('row', { name: new RegExp(name) });
    await waitFor(() => expect(row).toHaveTextContent(formatCell(fighter.points, 'number')));
    expect(row).not.toHaveTextContent('Not in the latest ratings');
  });
});

describe('a name whose accents come decomposed', () => {
  // The demo API's names are plain ASCII, so the decomposed form is written out here.
  it('is one name with its composed form: starred once, found by either', () => {
    const decomposed = ' Zoe\u0308 Ban\u0303ez ';
    const composed = 'Zo\u00eb Ba\u00f1ez';
    toggleFighter({ name: decomposed, classCode: 'LW' });
    expect(isWatchingFighter(getWatchlist(), composed)).toBe(true);
    toggleFighter({ name: composed, classCode: 'LW' });
    expect(getWatchlist().fighters).toEqual([]);
    toggleFighter({ name: composed, classCode: 'LW' });
    toggleFighter({ name: decomposed, classCode: 'LW' });
    toggleFighter({ name: decomposed, classCode: 'LW' });
    expect(stored().fighters).toEqual([{ name: composed, classCode: 'LW' }]);
  });
});

describe('a Watchlist file’s dates', () => {
  const appId = demoLeagues()[0]?.app_id as string;
  const id = demoLeaguePlayers(appId)[0]?.player_id as number;
  const name = demoHistory(id).at(-1)?.player_name as string;

  async function importList(list: object): Promise<void> {
    const user = userEvent.setup();
    renderAppAt('/watchlist');
    await screen.findByText('You are not watching anyone yet.', {});
    const text = JSON.stringify({ version: 1, fighters: [], ...list });
    await user.upload(
      screen.getByLabelText('Watchlist file to import'),
      new File([text], 'list.json', { type: 'application/json' }),
    );
  }

  it.each([
    ['a month 13', { players: [{ id: String(id), name, seen: '2099-13-45' }] }],
    ['30 February', { players: [{ id: String(id), name, seen: '2026-02-30' }] }],
    ['an unpadded day', { players: [{ id: String(id), name, seen: '2026-03-5' }] }],
    ['a last-seen date of day 0', { players: [{ id: String(id), name }], seenDate: '2026-01-00' }],
  ])('refuse %s, and change nothing', async (_, list) => {
    await importList(list);
    expect(await screen.findByText(/not days of the calendar.*Nothing was changed/)).toBeVisible();
    expect(stored().players).toEqual([]);
  });

  it('accept a real day, however far ahead', async () => {
    await importList({ players: [{ id: String(id), name, seen: '2099-12-31' }] });
    expect(await screen.findByText('Added 1 entry.')).toBeVisible();
    // (The visit then stores the latest appearance it showed as `seen`.)
    expect(stored().players.map((p) => p.id)).toEqual([String(id)]);
  });
});
