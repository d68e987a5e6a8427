// A football player's screen against the demo API through MSW: header, chart points, peaks, ranges, compare, states.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { catalog } from '../../src/api/catalog.ts';
import type { RowOf } from '../../src/api/catalog.ts';
import { createQueryClient } from '../../src/api/query-client.ts';
import { formatCell, formatDate } from '../../src/lib/format.ts';
import { renderAppAt } from '../render-app.tsx';
import { captureDownloads } from '../download-helpers.ts';
import { server, useDemoApi } from '../msw.ts';
import { demoHistory, demoLeaguePlayers, demoLeagues } from './demo-data.ts';

useDemoApi();

type League = RowOf<'football_player_ratings', 'available_leagues'>;
type LeaguePlayer = RowOf<'football_player_ratings', 'league_players'>;
type Appearance = RowOf<'football_player_ratings', 'player_ratings_history'>;

const HISTORY_URL = '*/v1/data/views/football_player_ratings/player_ratings_history';

// Expectations come from the demo API's generators, not from the app's own client.
async function history(playerId: number): Promise<Appearance[]> {
  return demoHistory(playerId);
}

interface Cast {
  appId: string;
  /** Players of the first listed league, from the API: distinct IDs in list order. */
  players: LeaguePlayer[];
  /** A few of them, shortest history first. */
  shortest: LeaguePlayer[];
}

let cast: Cast;

beforeAll(async () => {
  // The screens load their code lazily; loading it once here keeps each test's waits short.
  await Promise.all([
    import('../../src/features/football/football-routes.tsx'),
    import('../../src/features/football/chart/rating-chart.tsx'),
  ]);
  const appId = demoLeagues()[0]?.app_id as string;
  const rows: LeaguePlayer[] = demoLeaguePlayers(appId);
  const seen = new Set<number>();
  const players = rows.filter((r) => {
    const id = r.player_id as number;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  // The shortest histories among the first players keep the comparison test's charts light.
  const sample = players.slice(0, 16);
  const lengths = await Promise.all(
    sample.map(async (p) => (await history(p.player_id as number)).length),
  );
  const shortest = sample
    .map((p, i) => ({ p, n: lengths[i] as number }))
    .sort((a, b) => a.n - b.n)
    .map(({ p }) => p);
  cast = { appId, players, shortest };
});

function player(
  index: number,
  from: 'players' | 'shortest' = 'players',
): { id: number; name: string } {
  const row = cast[from][index] as LeaguePlayer;
  return { id: row.player_id as number, name: row.player_name as string };
}

function count(n: number): string {
  return n.toLocaleString('en-GB');
}

function searchOf(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** Waits for the chart to draw `expected` points of a player; the first chart also loads Recharts. */
async function chartPoints(playerId: number, expected: number): Promise<void> {
  await waitFor(() =>
    expect(screen.queryAllByTestId(`rating-point-${playerId}`)).toHaveLength(expected),
  );
}

describe('Football: a player', () => {
  it('opens straight from the URL with name, position, age, team spells, chart and table', async () => {
    // The age is the age at the last appearance (issue 42), worked out here independently.
    const { id, name } = player(2);
    const rows = await history(id);
    expect(rows.length).toBeGreaterThan(0);
    const last = rows[rows.length - 1] as Appearance;
    const [by, bm, bd] = (last.birthday as string).split('-').map(Number) as [
      number,
      number,
      number,
    ];
    const [ly, lm, ld] = (last.date as string).split('-').map(Number) as [number, number, number];
    const hadBirthday = lm > bm || (lm === bm && ld >= bd);
    const age = ly - by - (hadBirthday ? 0 : 1);
    const teams: string[] = [];
    for (const row of rows) {
      if (row.team_name !== teams[teams.length - 1]) teams.push(row.team_name as string);
    }

    renderAppAt(`/football/players/${id}`);
    // The first render also loads the screen's code, which takes a moment under test.
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    const fact = (term: string) =>
      // eslint-disable-next-line testing-library/no-node-access -- the term and its definition together
      screen.getByText(term, { selector: 'dt' }).parentElement as HTMLElement;
    expect(within(fact('Position')).getByText(last.position as string)).toBeVisible();
    expect(within(fact('Age')).getByText(String(age), { exact: false })).toBeVisible();
    expect(fact('Age')).toHaveTextContent(
      `Age${age} · born ${formatDate(last.birthday as string)}`,
    );
    const spells = screen.getByRole('list', { name: /Team/ });
    expect(within(spells).getAllByRole('listitem')).toHaveLength(teams.length);
    for (const team of new Set(teams)) {
      expect(within(spells).getAllByText(team).length).toBeGreaterThan(0);
    }

    // One point per appearance, and the table counts the same rows.
    await chartPoints(id, rows.length);
    // The tables come after the chart: on a busy machine, more than a second after it.
    expect(await screen.findByText(`${count(rows.length)} appearances (all)`, {})).toBeVisible();
    expect(await screen.findByRole('table', { name: `Rating history of ${name}` })).toHaveAttribute(
      'aria-rowcount',
      String(rows.length + 1),
    );
    // The screen-reader summary states the latest rating and the number of appearances.
    expect(screen.getByText(new RegExp(`${count(rows.length)} appearances from`))).toBeVisible();

    // Team changes are named above the plot, and no two names overlap.
    const labels = Array.from(
      // eslint-disable-next-line testing-library/no-node-access -- SVG text labels have no role
      screen.getByTestId('team-labels').querySelectorAll('text'),
      (text) => ({
        lane: text.getAttribute('data-lane'),
        start: Number(text.getAttribute('data-start')),
        end: Number(text.getAttribute('data-end')),
      }),
    );
    expect(labels.length).toBeGreaterThan(0);
    for (const a of labels) {
      for (const b of labels) {
        if (a !== b && a.lane === b.lane) expect(a.end <= b.start || b.end <= a.start).toBe(true);
      }
    }
  });

  it('reads the chart day by day with the keys: every appearance of the day, from the data', async () => {
    const user = userEvent.setup();
    const { id, name } = player(1);
    const rows = (await history(id)).filter((r) => typeof r.rating === 'number');
    const first = rows[0] as Appearance;
    const second = rows.find((r) => r.date !== first.date) as Appearance;
    renderAppAt(`/football/players/${id}`);
    await chartPoints(id, rows.length);
    const chart = screen.getByRole('group', { name: `Rating over time of ${name}` });
    const keys = within(chart).getByLabelText(/arrow keys/);
    expect(within(chart).queryByRole('tooltip')).toBeNull();

    await user.click(keys);
    await user.keyboard('{Home}');
    const box = () => within(chart).getByRole('tooltip');
    expect(await within(chart).findByRole('tooltip')).toBeInTheDocument();
    // A key's day is read out.
    // eslint-disable-next-line testing-library/no-node-access -- the live region around the box
    expect(box().parentElement).toHaveAttribute('aria-live', 'polite');
    expect(box()).toHaveTextContent(formatDate(first.date as string));
    expect(box()).toHaveTextContent(`Team${first.team_name as string}`);
    expect(box()).toHaveTextContent(`Rating${formatCell(first.rating, 'number')}`);

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(box()).toHaveTextContent(formatDate(second.date as string)));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(box()).toHaveTextContent(formatDate(first.date as string)));
    await user.keyboard('{End}');
    const last = rows[rows.length - 1] as Appearance;
    await waitFor(() => expect(box()).toHaveTextContent(formatDate(last.date as string)));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(chart).queryByRole('tooltip')).toBeNull());
  });

  it('draws a numeric peak as its own line and names the peak in the summary', async () => {
    const { id } = player(3);
    const rows = await history(id);
    const peaks = rows.map((r) => r.peak).filter((p): p is number => typeof p === 'number');
    const best = Math.max(...peaks);
    renderAppAt(`/football/players/${id}`);
    const key = await screen.findByRole('list', { name: 'Chart key' });
    expect(within(key).getByText('Peak (best rating so far)')).toBeVisible();
    expect(within(key).queryByText('Peak appearance')).not.toBeInTheDocument();
    const formatted = best.toLocaleString('en-GB', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    expect(screen.getByText(new RegExp(`Peak rating ${formatted}, first reached`))).toBeVisible();
    await chartPoints(id, rows.length);
    expect(screen.queryAllByTestId('peak-marker')).toHaveLength(0);
    // The running best is a stepped line of its own beside the rating line.
    expect(screen.getByTestId('peak-line').getAttribute('d')).toMatch(
      /^M[\d.]+,[\d.]+(H[\d.]+V[\d.]+)+$/,
    );
    expect(screen.getByTestId(`rating-line-${id}`).getAttribute('d')).toMatch(
      /^M[\d.,]+(L[\d.,]+)+$/,
    );
  });

  it('marks peak appearances when the service sends peak as a flag', async () => {
    const { id } = player(4);
    const real = await history(id);
    // The same history, as a service that flags the appearance where a new best was set.
    const flagged = real.map((row) => ({ ...row, peak: row.rating === row.peak }));
    const flags = flagged.filter((row) => row.peak).length;
    expect(flags).toBeGreaterThan(0);
    server.use(http.get(HISTORY_URL, () => HttpResponse.json(flagged)));

    renderAppAt(`/football/players/${id}`);
    const key = await screen.findByRole('list', { name: 'Chart key' });
    expect(within(key).getByText('Peak appearance')).toBeVisible();
    expect(within(key).queryByText('Peak (best rating so far)')).not.toBeInTheDocument();
    await chartPoints(id, real.length);
    expect(screen.getAllByTestId('peak-marker')).toHaveLength(flags);
    expect(
      screen.getByText(new RegExp(`${count(flags)} appearances are marked as peaks`)),
    ).toBeVisible();
    // The table says Yes / No for a flag.
    // The tables below the chart are drawn once the chart is.
    const table = await screen.findByRole('table', { name: /Rating history/ });
    expect(within(table).getAllByText(/^(Yes|No)$/).length).toBeGreaterThan(0);
  });

  it('narrows chart and table to the last 12 months of the history, kept in the URL', async () => {
    const { id } = player(2);
    const rows = await history(id);
    const lastDate = rows[rows.length - 1]?.date as string;
    const [y, m, d] = lastDate.split('-').map(Number) as [number, number, number];
    const from = new Date(Date.UTC(y - 1, m - 1, d) + 86_400_000).toISOString().slice(0, 10);
    const inRange = rows.filter((r) => (r.date as string) >= from).length;
    expect(inRange).toBeLessThan(rows.length);

    const user = userEvent.setup();
    renderAppAt(`/football/players/${id}`);
    await chartPoints(id, rows.length);
    await user.click(screen.getByRole('radio', { name: 'Last 12 months' }));
    expect(searchOf().get('range')).toBe('12m');
    await chartPoints(id, inRange);
    expect(screen.getByText(`${count(inRange)} appearances (last 12 months)`)).toBeVisible();
    // Copy link shares the screen as it stands, beside Export CSV as on every screen.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(String((writeText.mock.calls as unknown as string[][])[0]?.[0])).toMatch(
      new RegExp(`/football/players/${id}\\?.*range=12m`),
    );
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await chartPoints(id, rows.length);
    expect(searchOf().get('range')).toBeNull();
  });

  it('zooms to a season from the presets, and to a range brushed on the overview, kept in the URL', async () => {
    const { id } = player(2);
    const rows = await history(id);
    const user = userEvent.setup();
    renderAppAt(`/football/players/${id}`);
    await chartPoints(id, rows.length);

    // Season presets come from the seasons in the history (1 July to 30 June), newest first.
    const seasonBox = screen.getByRole('combobox', { name: 'Season' });
    const labels = within(seasonBox)
      .getAllByRole('option')
      .map((o) => o.textContent)
      .slice(1);
    expect(labels.length).toBeGreaterThan(1);
    const chosen = labels[1] as string;
    const startYear = Number(chosen.slice(0, 4));
    const inSeason = rows.filter(
      (r) =>
        (r.date as string) >= `${startYear}-07-01` &&
        (r.date as string) <= `${startYear + 1}-06-30`,
    ).length;
    await user.selectOptions(seasonBox, chosen);
    expect(searchOf().get('range')).toBe(chosen);
    await chartPoints(id, inSeason);
    expect(screen.getByText(`${count(inSeason)} appearances (season ${chosen})`)).toBeVisible();

    // Brushing the middle half of the overview zooms to those dates; summary and table follow.
    const times = rows.map((r) => Date.parse(r.date as string));
    const first = Math.min(...times);
    const last = Math.max(...times);
    const at = (f: number) => new Date(first + f * (last - first)).toISOString().slice(0, 10);
    const [from, to] = [at(0.25), at(0.75)];
    const brushed = rows.filter((r) => (r.date as string) >= from && (r.date as string) <= to);
    const overview = screen.getByTestId('chart-overview');
    vi.spyOn(overview, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 48 }),
    );
    fireEvent.pointerDown(overview, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(overview, { clientX: 250, pointerId: 1 });
    fireEvent.pointerUp(overview, { clientX: 300, pointerId: 1 });
    await waitFor(() => expect(searchOf().get('range')).toBe(`${from}..${to}`));
    await chartPoints(id, brushed.length);
    expect(screen.getByLabelText('From')).toHaveValue(from);
    expect(screen.getByLabelText('To')).toHaveValue(to);
    // Each reads as the app's other dates do ("10 Aug 2019"), whatever the browser's own order.
    const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
    const written = (iso: string) =>
      `${Number(iso.slice(8, 10))} ${months[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
    // eslint-disable-next-line testing-library/no-node-access -- the field's written date beside it
    expect(screen.getByLabelText('From').parentElement).toHaveTextContent(written(from));
    // eslint-disable-next-line testing-library/no-node-access -- the field's written date beside it
    expect(screen.getByLabelText('To').parentElement).toHaveTextContent(written(to));
    // Date fields (a text field only for the screen's first frame), within the history's dates.
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('To')).toHaveAttribute(
      'min',
      new Date(first).toISOString().slice(0, 10),
    );
    expect(
      screen.getByText(new RegExp(`${count(brushed.length)} appearances? from`)),
    ).toBeVisible();
    expect(await screen.findByRole('table', { name: /Rating history/ })).toHaveAttribute(
      'aria-rowcount',
      String(brushed.length + 1),
    );
  });

  it('adds up each season of a known player: appearances, minutes, average, start, end, change, peak', async () => {
    const { id, name } = player(2);
    const rows = await history(id);
    // Worked out here from the API's rows: the newest season, 1 July to 30 June.
    const newest = rows.reduce((a, r) => ((r.date as string) > a ? (r.date as string) : a), '');
    const year =
      Number(newest.slice(5, 7)) >= 7 ? Number(newest.slice(0, 4)) : Number(newest.slice(0, 4)) - 1;
    const season = rows
      .filter(
        (r) => (r.date as string) >= `${year}-07-01` && (r.date as string) <= `${year + 1}-06-30`,
      )
      .sort((a, b) => ((a.date as string) < (b.date as string) ? -1 : 1));
    const ratings = season.map((r) => r.rating as number);
    const minutes = season.reduce((sum, r) => sum + (r.minutes as number), 0);
    const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;

    renderAppAt(`/football/players/${id}`);
    const table = await screen.findByRole('table', { name: `Seasons of ${name}` });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent ?? '');
    const cellOf = (row: HTMLElement, title: string) =>
      within(row).getAllByRole('cell')[header.findIndex((h) => h.startsWith(title))]?.textContent;
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    const fmt = (n: number) =>
      n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(cellOf(row, 'Season')).toBe(`${year}/${year + 1}`);
    expect(cellOf(row, 'Appearances')).toBe(count(season.length));
    expect(cellOf(row, 'Minutes')).toBe(count(minutes));
    expect(cellOf(row, 'Average rating')).toBe(fmt(Math.round(average * 100) / 100));
    expect(cellOf(row, 'Rating at start')).toBe(fmt(ratings[0] as number));
    expect(cellOf(row, 'Rating at end')).toBe(fmt(ratings[ratings.length - 1] as number));
    expect(cellOf(row, 'Peak')).toBe(fmt(Math.max(...ratings)));
    // The change as every change reads: "+" or the minus sign U+2212, then the amount.
    const change =
      Math.round(((ratings[ratings.length - 1] as number) - (ratings[0] as number)) * 100) / 100;
    const sign = change > 0 ? '+' : change < 0 ? '\u2212' : '';
    expect(cellOf(row, 'Change')).toBe(`${sign}${fmt(Math.abs(change))}`);
  });

  it('compares players: from the URL, by ID and from another league, each with its own line', async () => {
    const main = player(0, 'shortest');
    const second = player(1, 'shortest');
    const third = player(2, 'shortest');
    const [mainRows, secondRows, thirdRows] = await Promise.all([
      history(main.id),
      history(second.id),
      history(third.id),
    ]);
    const user = userEvent.setup({ delay: null });
    renderAppAt(`/football/players/${main.id}?compare=${second.id}`);

    const key = await screen.findByRole('list', { name: 'Chart key' });
    await waitFor(() => expect(within(key).getByText(second.name)).toBeVisible());
    expect(within(key).getByText(main.name)).toBeVisible();
    await chartPoints(main.id, mainRows.length);
    await chartPoints(second.id, secondRows.length);
    // A line each, in the player's colour.
    for (const id of [main.id, second.id]) {
      const line = screen.getByTestId(`rating-line-${id}`);
      expect(line.getAttribute('d')).toMatch(/^M/);
      expect(line.getAttribute('stroke')).toBe(
        screen.getAllByTestId(`rating-point-${id}`)[0]?.parentElement?.getAttribute('fill'),
      );
    }

    // Add a third player by ID.
    await user.type(
      await screen.findByRole('textbox', { name: 'Player ID to compare' }),
      String(third.id),
    );
    await user.click(screen.getByRole('button', { name: 'Add to chart' }));
    // Each compared player keeps the colour slot they were given, written into the URL.
    await waitFor(() => expect(searchOf().get('compare')).toBe(`1:${second.id},2:${third.id}`));
    await chartPoints(third.id, thirdRows.length);
    const colourOf = (id: number) =>
      screen.getAllByTestId(`rating-point-${id}`)[0]?.parentElement?.getAttribute('fill');
    const thirdColour = colourOf(third.id);
    expect(thirdColour).not.toBe(colourOf(second.id));
    const compared = screen.getByRole('list', { name: 'Compared players' });
    expect(within(compared).getAllByRole('listitem')).toHaveLength(2);

    // The same player cannot be added twice.
    await user.type(
      screen.getByRole('textbox', { name: 'Player ID to compare' }),
      String(second.id),
    );
    await user.click(screen.getByRole('button', { name: 'Add to chart' }));
    expect(screen.getByText(`Player ${second.id} is already on the chart.`)).toBeVisible();

    // Remove the second player: the URL and the chart follow.
    await user.click(
      screen.getByRole('button', { name: `Remove ${second.name} from the comparison` }),
    );
    expect(searchOf().get('compare')).toBe(`2:${third.id}`);
    await waitFor(() =>
      expect(screen.queryAllByTestId(`rating-point-${second.id}`)).toHaveLength(0),
    );
    // Removing one recolours no one.
    expect(colourOf(third.id)).toBe(thirdColour);

    // Add one from a league chosen in the panel, by searching the league's players.
    const other = demoLeagues()[1] as League;
    const otherPlayers: LeaguePlayer[] = demoLeaguePlayers(other.app_id as string);
    const pick = otherPlayers.find(
      (p) => p.player_id !== main.id && p.player_id !== third.id,
    ) as LeaguePlayer;
    const panel = screen.getByRole('region', { name: 'Compare' });
    await user.type(
      within(panel).getByRole('combobox', { name: 'League' }),
      other.app_title as string,
    );
    await user.keyboard('{Enter}');
    const playerBox = await within(panel).findByRole('combobox', { name: 'Player' });
    await user.type(playerBox, String(pick.player_id));
    await waitFor(() =>
      expect(
        within(panel).getAllByRole('option', { name: new RegExp(`ID ${pick.player_id}`) }),
      ).toHaveLength(1),
    );
    await user.keyboard('{Enter}');
    // The newcomer takes the free slot; the third player keeps theirs.
    await waitFor(() =>
      expect(searchOf().get('compare')).toBe(`2:${third.id},1:${pick.player_id}`),
    );
    await waitFor(() =>
      expect(
        screen.getAllByTestId(`rating-point-${pick.player_id as number}`).length,
      ).toBeGreaterThan(0),
    );
  });

  it('refuses a player with no history to compare, using no slot, and keeps one from a link out of the count', async () => {
    const main = player(0, 'shortest');
    const second = player(1, 'shortest');
    const nobody = 987_654;
    server.use(
      http.get(HISTORY_URL, ({ request }) =>
        new URL(request.url).searchParams.get('player_id') === String(nobody)
          ? HttpResponse.json([])
          : undefined,
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { unmount: unmountFirst } = renderAppAt(`/football/players/${main.id}`);
    const box = await screen.findByRole('textbox', { name: 'Player ID to compare' });
    await user.type(box, String(nobody));
    await user.click(screen.getByRole('button', { name: 'Add to chart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Player ${nobody} has no rating history, so there is nothing to draw.`,
    );
    expect(searchOf().get('compare')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Compared players' })).not.toBeInTheDocument();

    // From a link, such a player is listed with why, holds no slot, and is dropped on the next add.
    unmountFirst();
    renderAppAt(`/football/players/${main.id}?compare=1:${nobody}`);
    const listed = await screen.findByRole('list', { name: 'Compared players' });
    expect(
      await within(listed).findByText('no rating history: not drawn, uses no slot'),
    ).toBeVisible();
    await user.type(
      screen.getByRole('textbox', { name: 'Player ID to compare' }),
      String(second.id),
    );
    await user.click(screen.getByRole('button', { name: 'Add to chart' }));
    await waitFor(() => expect(searchOf().get('compare')).toBe(`1:${second.id}`));
  });

  it('exports every player on the chart as CSV, one row per appearance with the player named', async () => {
    const main = player(0, 'shortest');
    const second = player(1, 'shortest');
    const [mainRows, secondRows] = await Promise.all([history(main.id), history(second.id)]);
    const user = userEvent.setup({ delay: null });
    renderAppAt(`/football/players/${main.id}?compare=${second.id}`);
    await chartPoints(second.id, secondRows.length);
    const downloads = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'Export chart CSV' }));
    const lines = (await downloads.lastText()).split('\r\n');
    const header = (lines[0] ?? '').split(',');
    const nameAt = header.indexOf('Player');
    expect(nameAt).toBeGreaterThanOrEqual(0);
    const body = lines.slice(1).filter((line) => line !== '');
    expect(body).toHaveLength(mainRows.length + secondRows.length);
    const names = body.map((line) => line.split(',')[nameAt]?.replace(/"/g, ''));
    expect(names.filter((n) => n === main.name)).toHaveLength(mainRows.length);
    expect(names.filter((n) => n === second.name)).toHaveLength(secondRows.length);
  });

  it('says clearly when a player has no history', async () => {
    const { id } = player(0);
    server.use(http.get(HISTORY_URL, () => HttpResponse.json([])));
    renderAppAt(`/football/players/${id}`);
    expect(await screen.findByText(`There is no rating history for player ${id}.`)).toBeVisible();
    expect(screen.queryByTestId(`rating-point-${id}`)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Player ID' })).toBeInTheDocument();
  });

  it('says so, with Retry, when the history cannot be loaded, and refuses a malformed ID', async () => {
    server.use(
      http.get(HISTORY_URL, () => HttpResponse.json({ message: 'Overloaded' }, { status: 503 })),
    );
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    const { id } = player(0);
    const view = renderAppAt(`/football/players/${id}`, { queryClient });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service had a problem answering.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    view.unmount();

    renderAppAt('/football/players/not-a-number');
    expect(await screen.findByRole('heading', { name: 'Not a player ID' })).toBeVisible();
  });

  it('exports the history rows as CSV', async () => {
    const { id } = player(2);
    const rows = await history(id);
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderAppAt(`/football/players/${id}`);
    await chartPoints(id, rows.length);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await downloads.saved();
    expect(downloads.click).toHaveBeenCalled();
    const text = await downloads.lastText();
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(rows.length + 1);
    const labels = catalog.football_player_ratings.views.player_ratings_history.columns.map(
      (c) => c.label,
    );
    expect(lines[0]).toBe(labels.join(','));
    downloads.click.mockRestore();
  });
});
