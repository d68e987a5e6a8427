// The Watchlist as a person uses it, against the demo API through MSW: starring a fighter and a
// player, the Watchlist's figures, Import of a bad file, another tab's change, and the Fighters
// "new ratings" line when the service publishes one more date (the demo API's extraDate).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RowOf } from '../../src/api/catalog.ts';
import { formatCell, formatDate } from '../../src/lib/format.ts';
import { WATCHLIST_KEY, resetWatchlistForTests } from '../../src/lib/watchlist.ts';
import { demoData } from '../../demo-api/handler.ts';
import { renderAppAt } from '../render-app.tsx';
import { demoApiRoute, server, useDemoApi } from '../msw.ts';
import { demoHistory, demoLatestFighters, demoLeaguePlayers, demoLeagues } from './demo-data.ts';

useDemoApi();

type Fighter = RowOf<'fighter_ratings', 'fighters_view'>;

beforeAll(async () => {
  await Promise.all([
    import('../../src/app/command-palette.tsx'),
    import('../../src/features/watchlist/watchlist-routes.tsx'),
    import('../../src/features/watchlist/since-last-visit.tsx'),
    import('../../src/features/fighters/fighters-routes.tsx'),
    import('../../src/features/fighters/panel/fighter-panel.tsx'),
    import('../../src/features/football/football-routes.tsx'),
    import('../../src/components/watch-star.tsx'),
  ]);
});

beforeEach(() => {
  localStorage.clear();
  resetWatchlistForTests();
});

function store(list: object): string {
  const text = JSON.stringify({ version: 1, players: [], fighters: [], ...list });
  localStorage.setItem(WATCHLIST_KEY, text);
  resetWatchlistForTests();
  return text;
}

/** A few fighters of one class in the latest ratings, from the generators. */
function lightweights(count: number): Fighter[] {
  return demoLatestFighters()
    .filter((f) => f.weight_class_code === 'LW')
    .slice(2, 2 + count);
}

function firstPlayer(): { id: string; name: string } {
  const appId = demoLeagues()[0]?.app_id as string;
  const id = demoLeaguePlayers(appId)[0]?.player_id as number;
  const rows = demoHistory(id);
  return { id: String(id), name: rows.at(-1)?.player_name as string };
}

async function watchlistTable(name: RegExp): Promise<HTMLElement> {
  return screen.findByRole('table', { name });
}

describe('starring', () => {
  it('stars a fighter on their panel and a player on their page; the Watchlist lists both', async () => {
    const [fighter] = lightweights(1) as [Fighter];
    const name = fighter.name as string;
    const player = firstPlayer();
    const user = userEvent.setup();

    const { unmount: leaveFighters } = renderAppAt(
      `/fighters/fighter/LW/${encodeURIComponent(name)}`,
    );
    const star = await screen.findByRole('button', { name: `Watch ${name}` });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(
      await screen.findByRole('button', { name: `Stop watching ${name}`, pressed: true }),
    ).toBeVisible();
    leaveFighters();

    const { unmount: leavePlayer } = renderAppAt(`/football/players/${player.id}`);
    await user.click(await screen.findByRole('button', { name: `Watch ${player.name}` }));
    expect(
      await screen.findByRole('button', { name: `Stop watching ${player.name}`, pressed: true }),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Watchlist' }));

    const fighterTable = await watchlistTable(/^Watched fighters/);
    const row = await within(fighterTable).findByRole('row', { name: new RegExp(name) });
    await waitFor(() => expect(row).toHaveTextContent(formatCell(fighter.points, 'number')));
    expect(within(row).getByRole('link', { name })).toHaveAttribute(
      'href',
      `/fighters/fighter/LW/${encodeURIComponent(name)}`,
    );
    const history = demoHistory(Number(player.id));
    const latest = history.at(-1)!;
    const playerTable = await watchlistTable(/^Watched players/);
    const playerRow = await within(playerTable).findByRole('row', {
      name: new RegExp(player.name),
    });
    await waitFor(() => expect(playerRow).toHaveTextContent(formatCell(latest.rating, 'number')));
    expect(playerRow).toHaveTextContent(formatDate(latest.date as string));
    leavePlayer();
  });
});

describe('starring from Ctrl+K', () => {
  it('offers Watch for a fighter found, which stars them and stays open', async () => {
    const [fighter] = lightweights(1) as [Fighter];
    const name = fighter.name as string;
    const user = userEvent.setup();
    renderAppAt('/fighters');
    await screen.findByRole('table', { name: /^Fighter rankings/ });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Go to' });
    await user.type(within(dialog).getByRole('combobox'), name.toLowerCase());
    const watch = await within(dialog).findByRole('option', { name: new RegExp(`^Watch ${name}`) });
    await user.click(watch);
    expect(
      await within(dialog).findByRole('option', { name: new RegExp(`^Stop watching ${name}`) }),
    ).toBeVisible();
    expect(within(dialog).getByText(`Now watching ${name}.`)).toBeVisible();
    expect(JSON.parse(localStorage.getItem(WATCHLIST_KEY) ?? '{}').fighters).toEqual([
      { name, classCode: 'LW' },
    ]);
  });
});

describe('the Watchlist screen', () => {
  it('explains how to star when the list is empty, and follows another tab’s change', async () => {
    const [fighter] = lightweights(1) as [Fighter];
    renderAppAt('/watchlist');
    expect(await screen.findByText('You are not watching anyone yet.', {})).toBeVisible();

    // Another tab stars a fighter: this one hears of it through the storage event.
    localStorage.setItem(
      WATCHLIST_KEY,
      JSON.stringify({
        version: 1,
        fighters: [{ name: fighter.name, classCode: 'LW' }],
        players: [],
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: WATCHLIST_KEY }));
    const table = await watchlistTable(/^Watched fighters/);
    expect(await within(table).findByRole('link', { name: fighter.name as string })).toBeVisible();
  });

  it('refuses a malformed file with a message and changes nothing', async () => {
    const [fighter] = lightweights(1) as [Fighter];
    store({ fighters: [{ name: fighter.name, classCode: 'LW' }] });
    const user = userEvent.setup();
    renderAppAt('/watchlist');
    await watchlistTable(/^Watched fighters/);
    // Once the visit has stored the date it showed.
    await waitFor(() => expect(localStorage.getItem(WATCHLIST_KEY)).toContain('seenDate'));
    const before = localStorage.getItem(WATCHLIST_KEY);
    const input = screen.getByLabelText('Watchlist file to import');
    await user.upload(
      input,
      new File(['{"version":1,"fighters":'], 'list.json', { type: 'application/json' }),
    );
    expect(await screen.findByText(/not JSON.*Nothing was changed/)).toBeVisible();
    expect(localStorage.getItem(WATCHLIST_KEY)).toBe(before);
  });
});

describe('since your last visit', () => {
  it('says on Fighters how many watched fighters moved in a newly published date, and marks them', async () => {
    const watched = lightweights(5);
    const seen = demoData('normal').fighters.dates.at(-1) as string;
    // The service publishes one more date after the one this browser last showed.
    server.use(demoApiRoute({ extraDate: true }));
    const extra = demoData('normal', true).fighters;
    const newest = extra.dates.at(-1) as string;
    const rankAt = (date: string, name: unknown) =>
      extra.rowsAt(extra.dateIndex(date), 'LW').find((r) => r.name === name)?.rank;
    const moved = watched.filter((f) => rankAt(newest, f.name) !== rankAt(seen, f.name));
    expect(moved.length).toBeGreaterThan(0);
    store({ fighters: watched.map((f) => ({ name: f.name, classCode: 'LW' })), seenDate: seen });
    const user = userEvent.setup();

    renderAppAt('/fighters');
    const text = `${moved.length === 1 ? '1 fighter' : `${moved.length} fighters`} you watch moved`;
    const line = await screen.findByText(
      (_content, element) =>
        element?.tagName === 'P' &&
        element.textContent?.startsWith(`New ratings of ${formatDate(newest)} — ${text}.`) === true,
      {},
    );
    await user.click(within(line).getByRole('link', { name: 'Open the Watchlist' }));

    const table = await watchlistTable(/^Watched fighters/);
    await waitFor(() => expect(within(table).getAllByText('New')).toHaveLength(moved.length));
    // What this visit showed is the next visit's "last seen".
    expect(JSON.parse(localStorage.getItem(WATCHLIST_KEY) ?? '{}').seenDate).toBe(newest);
  });

  it('shows nothing when no newer date is published, and Dismiss hides the line', async () => {
    const watched = lightweights(3);
    const seen = demoData('normal').fighters.dates.at(-1) as string;
    store({ fighters: watched.map((f) => ({ name: f.name, classCode: 'LW' })), seenDate: seen });
    const { unmount } = renderAppAt('/fighters');
    await screen.findByRole('table', { name: /^Fighter rankings/ });
    expect(screen.queryByText(/^New ratings of/)).toBeNull();
    unmount();

    server.use(demoApiRoute({ extraDate: true }));
    const user = userEvent.setup();
    renderAppAt('/fighters');
    const dismiss = await screen.findByRole('button', { name: 'Dismiss the new ratings notice' });
    await user.click(dismiss);
    expect(screen.queryByRole('button', { name: 'Dismiss the new ratings notice' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(WATCHLIST_KEY) ?? '{}').dismissedDate).toBe(
      demoData('normal', true).fighters.dates.at(-1),
    );
  });
});
