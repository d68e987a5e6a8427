// Football compare side by side, against the demo API through MSW: the table under the chart has a
// row per player shown with figures worked out here from the API's rows, sorts, exports as CSV;
// the chart's tooltip names every player on the chart, "no appearance" for those who did not play.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RowOf } from '../../src/api/catalog.ts';
import { renderAppAt } from '../render-app.tsx';
import { captureDownloads } from '../download-helpers.ts';
import { useDemoApi } from '../msw.ts';
import { cellTexts, columnIndex, dataRows, headerText, headers } from '../table-helpers.ts';
import { demoHistory, demoLeaguePlayers, demoLeagues } from './demo-data.ts';

useDemoApi();

type LeaguePlayer = RowOf<'football_player_ratings', 'league_players'>;
type Appearance = RowOf<'football_player_ratings', 'player_ratings_history'>;

interface Player {
  id: number;
  name: string;
  rows: Appearance[];
}

let players: Player[];

const byDate = (rows: Appearance[]) =>
  [...rows].sort((a, b) => ((a.date as string) < (b.date as string) ? -1 : 1));
const two = (n: number) =>
  n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = (n: number) => n.toLocaleString('en-GB');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const date = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

beforeAll(async () => {
  await Promise.all([
    import('../../src/features/football/football-routes.tsx'),
    import('../../src/features/football/chart/rating-chart.tsx'),
  ]);
  const appId = demoLeagues()[0]?.app_id as string;
  const listed: LeaguePlayer[] = demoLeaguePlayers(appId);
  const ids = [...new Set(listed.map((p) => p.player_id as number))].slice(0, 10);
  const all = ids.map((id) => {
    const rows: Appearance[] = demoHistory(id);
    return { id, name: rows[0]?.player_name as string, rows: byDate(rows) };
  });
  // The three shortest histories keep the charts light.
  players = all.sort((a, b) => a.rows.length - b.rows.length).slice(0, 3);
});

/** What the table should say for a player, from the API's rows (every appearance: no range). */
function expected(player: Player) {
  const ratings = player.rows
    .map((r) => r.rating)
    .filter((r): r is number => typeof r === 'number');
  const minutes = player.rows.reduce((sum, r) => sum + (r.minutes as number), 0);
  const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
  return {
    Player: player.name,
    Latest: two(ratings[ratings.length - 1] as number),
    Peak: two(Math.max(...ratings)),
    Average: two(Math.round(average * 100) / 100),
    Appearances: whole(player.rows.length),
    Minutes: whole(minutes),
    First: date(player.rows[0]?.date as string),
    Last: date(player.rows[player.rows.length - 1]?.date as string),
    'Player ID': String(player.id),
  };
}

function pathFor(list: Player[]): string {
  const [main, ...others] = list as [Player, ...Player[]];
  return `/football/players/${main.id}?compare=${others.map((p, i) => `${i + 1}:${p.id}`).join(',')}`;
}

describe('Football: compare side by side', () => {
  it('lists every player shown with the figures of their appearances, sorts, and exports them', async () => {
    const user = userEvent.setup({ delay: null });
    renderAppAt(pathFor(players));
    const table = await screen.findByRole('table', { name: 'Players compared, every appearance' });
    await waitFor(() => expect(dataRows(table)).toHaveLength(players.length));
    const names = headers(table).map(headerText);
    const read = (row: HTMLElement) =>
      Object.fromEntries(cellTexts(row).map((text, i) => [names[i], text.trim()]));
    // In the chart key's order: the player, then those compared.
    expect(dataRows(table).map(read)).toEqual(players.map(expected));

    // Sorted by the latest rating, best first.
    const latest = headers(table)[columnIndex(table, 'Latest')] as HTMLElement;
    await user.click(within(latest).getByRole('button'));
    const best = [...players].sort((a, b) => {
      const last = (p: Player) => p.rows.filter((r) => typeof r.rating === 'number').at(-1);
      return (last(b)?.rating as number) - (last(a)?.rating as number);
    });
    await waitFor(() =>
      expect(dataRows(table).map((row) => read(row).Player)).toEqual(best.map((p) => p.name)),
    );

    // The CSV has the rows as shown, one per player, with their ID.
    const downloads = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'Export compare CSV' }));
    const lines = (await downloads.lastText()).split('\r\n').filter((l) => l !== '');
    expect(lines[0]).toBe('Player,Latest,Peak,Average,Appearances,Minutes,First,Last,Player ID');
    expect(lines.slice(1).map((l) => l.split(',').at(-1))).toEqual(best.map((p) => String(p.id)));
  });

  it('has no compare table for a player shown alone', async () => {
    const [main] = players as [Player];
    renderAppAt(`/football/players/${main.id}`);
    await screen.findByRole('table', { name: `Rating history of ${main.name}` });
    expect(screen.queryByRole('table', { name: /Players compared/ })).toBeNull();
  });

  it('names every player in the tooltip, "no appearance" for those who did not play that day', async () => {
    const user = userEvent.setup();
    // The days with an appearance of any of them, and the first on which one of them did not play.
    const days = [
      ...new Set(
        players.flatMap((p) =>
          p.rows.filter((r) => typeof r.rating === 'number').map((r) => r.date as string),
        ),
      ),
    ].sort();
    const playedOn = (p: Player, day: string) =>
      p.rows.filter((r) => r.date === day && typeof r.rating === 'number');
    const step = days.findIndex((day) => players.some((p) => playedOn(p, day).length === 0));
    expect(step).toBeGreaterThanOrEqual(0);
    const day = days[step] as string;

    renderAppAt(pathFor(players));
    const [main] = players as [Player];
    await waitFor(() =>
      expect(screen.queryAllByTestId(`rating-point-${main.id}`)).toHaveLength(main.rows.length),
    );
    const chart = screen.getByRole('group', { name: /^Rating over time of / });
    await user.click(within(chart).getByRole('group', { name: /arrow keys/ }));
    await user.keyboard('{Home}');
    for (let i = 0; i < step; i++) await user.keyboard('{ArrowRight}');
    const tip = await within(chart).findByRole('tooltip');
    await waitFor(() => expect(tip).toHaveTextContent(date(day)));
    for (const p of players) {
      const own = playedOn(p, day);
      if (own.length === 0) {
        expect(tip).toHaveTextContent(`${p.name}no appearance`);
      } else {
        expect(tip).toHaveTextContent(p.name);
        for (const row of own) expect(tip).toHaveTextContent(`Rating${two(row.rating as number)}`);
      }
    }
  });
});
