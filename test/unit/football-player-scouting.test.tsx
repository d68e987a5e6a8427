// The player page's scout figures (issue 42 §1–4) against the demo API through MSW: form for the
// range, team changes with the means either side, age at the last appearance, position changes.
import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RowOf } from '../../src/api/catalog.ts';
import { renderAppAt } from '../render-app.tsx';
import { server, useDemoApi } from '../msw.ts';
import { demoHistory, demoLeaguePlayers, demoLeagues } from './demo-data.ts';

useDemoApi();

type Appearance = RowOf<'football_player_ratings', 'player_ratings_history'>;

const HISTORY_URL = '*/v1/data/views/football_player_ratings/player_ratings_history';
const MINUS = '\u2212';

const byDate = (rows: readonly Appearance[]) =>
  [...rows].sort((a, b) => ((a.date as string) < (b.date as string) ? -1 : 1));
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const two = (n: number) =>
  n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A change as every change in the app reads: "+" or U+2212, then two decimals. */
const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? MINUS : ''}${two(Math.abs(n))}`;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** `YYYY-MM-DD` moved by whole months, the day clamped to the month's last. */
function shiftMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, days)).padStart(2, '0')}`;
}

/** Demo players of the first league with their histories in date order. */
let players: { id: number; name: string; rows: Appearance[] }[];

beforeAll(async () => {
  await Promise.all([
    import('../../src/features/football/football-routes.tsx'),
    import('../../src/features/football/chart/rating-chart.tsx'),
  ]);
  const appId = demoLeagues()[0]?.app_id as string;
  const seen = new Set<number>();
  players = demoLeaguePlayers(appId)
    .filter((r) => !seen.has(r.player_id as number) && seen.add(r.player_id as number))
    .slice(0, 30)
    .map((r) => ({
      id: r.player_id as number,
      name: r.player_name as string,
      rows: byDate(demoHistory(r.player_id as number)),
    }));
});

/** A fact of the header: its term and value together. */
function fact(term: string): HTMLElement {
  return screen.getByText(term, { selector: 'dt' }).parentElement as HTMLElement;
}

function row(date: string, extra: Partial<Appearance> = {}): Appearance {
  return {
    player_id: 7,
    player_name: 'Edge Case',
    birthday: '2001-03-03',
    position: 'Midfielder',
    team_name: 'Alpha',
    date,
    minutes: 90,
    rating: 1500,
    peak: 1500,
    ...extra,
  } as Appearance;
}

function serve(rows: Appearance[]) {
  server.use(http.get(HISTORY_URL, () => HttpResponse.json(rows)));
}

describe('Football: a player’s form, moves, age and position', () => {
  it('shows form over the range: mean of the last 5 rated against the mean of all, signed', async () => {
    const { id, rows } = players.find((p) => p.rows.length >= 10)!;
    const ratings = rows.flatMap((r) => (typeof r.rating === 'number' ? [r.rating] : []));
    const form = mean(ratings.slice(-5)) - mean(ratings);
    renderAppAt(`/football/players/${id}`);
    const line = await screen.findByText('Form', { selector: 'strong' });
    // eslint-disable-next-line testing-library/no-node-access -- the figure beside its name
    const paragraph = line.parentElement as HTMLElement;
    const figure = within(paragraph).getByText(signed(form));
    expect(figure).toHaveClass(form > 0 ? 'dv-change--up' : 'dv-change--down');
    expect(paragraph).toHaveTextContent(
      `all ${ratings.length.toLocaleString('en-GB')} in this range`,
    );
  });

  it('gives no form figure, and says why, with fewer than 5 rated appearances in the range', async () => {
    serve([
      row('2024-01-06', { rating: 1500 }),
      row('2024-01-13', { rating: null }),
      row('2024-01-20', { rating: 1510 }),
      row('2024-01-27', { rating: 1490 }),
    ]);
    renderAppAt('/football/players/7');
    const line = await screen.findByText('Form', { selector: 'strong' });
    // eslint-disable-next-line testing-library/no-node-access -- the words beside the name
    const paragraph = line.parentElement as HTMLElement;
    expect(paragraph).toHaveTextContent('Only 3 rated appearances in this range; form needs 5');
    expect(within(paragraph).queryByText(/^[+\u2212]/)).not.toBeInTheDocument();
  });

  it('lists a team change with the mean of 5 before and 5 from it on, and zooms the chart to it', async () => {
    const moved = players.find((p) =>
      p.rows.some((r, i) => i > 0 && r.team_name !== p.rows[i - 1]?.team_name),
    );
    expect(moved).toBeDefined();
    const { id, name, rows } = moved!;
    const at = rows.findIndex((r, i) => i > 0 && r.team_name !== rows[i - 1]?.team_name);
    const move = rows[at] as Appearance;
    const rated = (list: Appearance[]) =>
      list.flatMap((r) => (typeof r.rating === 'number' ? [r.rating] : []));
    const before = rated(rows.slice(0, at)).slice(-5);
    const after = rated(rows.slice(at)).slice(0, 5);
    const user = userEvent.setup();
    renderAppAt(`/football/players/${id}`);

    const table = await screen.findByRole('table', { name: `Team changes of ${name}` });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent ?? '');
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    const cellOf = (title: string) =>
      within(first).getAllByRole('cell')[header.findIndex((h) => h.startsWith(title))]?.textContent;
    const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
    const d = move.date as string;
    expect(cellOf('Date')).toBe(
      `${Number(d.slice(8))} ${months[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`,
    );
    expect(cellOf('From')).toBe(rows[at - 1]?.team_name);
    expect(cellOf('To')).toBe(move.team_name);
    const beforeText = two(round2(mean(before))) + (before.length < 5 ? ` (${before.length})` : '');
    expect(cellOf('Before')).toBe(beforeText);
    expect(cellOf('After')).toBe(
      two(round2(mean(after))) + (after.length < 5 ? ` (${after.length})` : ''),
    );
    expect(cellOf('Difference')).toBe(signed(round2(mean(after) - mean(before))));

    // The row zooms the chart to six months either side, through the URL, and Back returns.
    await user.click(first);
    const range = `${shiftMonths(d, -6)}..${shiftMonths(d, 6)}`;
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('range')).toBe(range),
    );
    // Back once the chart's range shows it, as a person would press it.
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue(shiftMonths(d, -6)));
    act(() => window.history.back());
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('range')).toBeNull(),
    );
  });

  it('says the age at the last appearance: the day before the birthday and the day of it', async () => {
    serve([row('2024-06-01'), row('2026-03-02')]);
    const { unmount } = renderAppAt('/football/players/7');
    await screen.findByRole('heading', { level: 1, name: 'Edge Case' });
    expect(fact('Age')).toHaveTextContent(/^Age24 · born 3 Mar 2001$/);
    unmount();

    serve([row('2024-06-01'), row('2026-03-03')]);
    renderAppAt('/football/players/7');
    await screen.findByRole('heading', { level: 1, name: 'Edge Case' });
    expect(fact('Age')).toHaveTextContent(/^Age25 · born 3 Mar 2001$/);
    // The season's Age is the age at its last appearance: 23 on 1 Jun 2024.
    const seasons = await screen.findByRole('table', { name: 'Seasons of Edge Case' });
    const header = within(seasons)
      .getAllByRole('columnheader')
      .map((h) => h.textContent ?? '');
    const ageIndex = header.findIndex((h) => h.startsWith('Age'));
    const ages = within(seasons)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[ageIndex]?.textContent);
    expect(ages).toEqual(['25', '23']);
  });

  it('shows the age at each appearance from the Columns menu', async () => {
    serve([row('2024-06-01'), row('2026-03-02'), row('2026-03-03')]);
    const user = userEvent.setup();
    renderAppAt('/football/players/7');
    const table = await screen.findByRole('table', { name: /^Rating history of Edge Case/ });
    expect(within(table).queryByRole('columnheader', { name: /^Age/ })).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the Columns button of this table
    const section = table.closest('section') as HTMLElement;
    await user.click(within(section).getByRole('button', { name: /columns/i }));
    await user.click(screen.getByRole('checkbox', { name: 'Age' }));
    await user.keyboard('{Escape}');
    const header = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent ?? '');
    const ageIndex = header.findIndex((h) => h.startsWith('Age'));
    expect(ageIndex).toBeGreaterThan(-1);
    // Newest first: the birthday (3 March), the day before it, and a June two years earlier.
    const ages = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[ageIndex]?.textContent);
    expect(ages).toEqual(['25', '24', '23']);
  });

  it('shows a dash for a missing or unparsable birthday, never 0 or NaN', async () => {
    serve([row('2024-06-01', { birthday: null }), row('2025-06-01', { birthday: '2001-02-30' })]);
    renderAppAt('/football/players/7');
    await screen.findByRole('heading', { level: 1, name: 'Edge Case' });
    expect(fact('Age')).toHaveTextContent(/^Age—$/);
  });

  it('shows the position, and lists a change of position beside the team changes', async () => {
    serve([
      row('2024-01-06', { position: 'Defender' }),
      row('2024-01-13', { position: '' }),
      row('2024-01-20', { position: 'Midfielder', team_name: 'Beta' }),
      row('2024-01-27', { position: 'Midfielder', team_name: 'Beta' }),
    ]);
    renderAppAt('/football/players/7');
    await screen.findByRole('heading', { level: 1, name: 'Edge Case' });
    expect(fact('Position')).toHaveTextContent(/^PositionMidfielder$/);
    const table = await screen.findByRole('table', { name: 'Position changes of Edge Case' });
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['20 Jan 2024', 'Defender', 'Midfielder']);
    const teams = screen.getByRole('table', { name: 'Team changes of Edge Case' });
    expect(within(teams).getAllByRole('row')).toHaveLength(2);
  });
});
