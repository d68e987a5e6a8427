// The leaderboard's scouting columns and filters (issue 42): form, age, position and percentile,
// the U21 filter and the position facet with counts. Expected values are worked out here from the
// demo API's generators, or from a literal fixture served through MSW.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RowOf } from '../../src/api/catalog.ts';
import { renderAppAt } from '../render-app.tsx';
import { server, useDemoApi } from '../msw.ts';
import { columnTexts } from '../table-helpers.ts';
import { demoHistory, demoLeaguePlayers, demoLeagues } from './demo-data.ts';

useDemoApi();

afterEach(() => {
  server.events.removeAllListeners();
});

type LeaguePlayer = RowOf<'football_player_ratings', 'league_players'>;
type Appearance = RowOf<'football_player_ratings', 'player_ratings_history'>;

let appId: string;
let season: string;
let seasonRows: LeaguePlayer[];

beforeAll(async () => {
  await import('../../src/features/football/football-routes.tsx');
  // The league with the fewest players in its newest season keeps the test quick.
  let best: { appId: string; rows: LeaguePlayer[]; season: string } | null = null;
  for (const l of demoLeagues()) {
    const rows: LeaguePlayer[] = demoLeaguePlayers(l.app_id as string);
    const newest = [...new Set(rows.map((r) => r.season as string))].sort().reverse()[0] as string;
    const inSeason = rows.filter((r) => r.season === newest);
    if (!best || inSeason.length < best.rows.length)
      best = { appId: l.app_id as string, rows: inSeason, season: newest };
  }
  appId = best!.appId;
  seasonRows = best!.rows;
  season = best!.season;
});

/** Whole years from `birthday` to `date`, both YYYY-MM-DD, counted here by hand. */
function yearsBetween(birthday: string, date: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const CODES: Record<string, string> = {
  Goalkeeper: 'GK',
  Defender: 'DF',
  Midfielder: 'MF',
  Forward: 'FW',
};

/** One player's season as the test reads it from the generator: July to June. */
function seasonOf(playerId: number) {
  const year = Number(season.slice(0, 4));
  const rows = demoHistory(playerId)
    .filter(
      (r) => (r.date as string) >= `${year}-07-01` && (r.date as string) <= `${year + 1}-06-30`,
    )
    .sort((a, b) => ((a.date as string) < (b.date as string) ? -1 : 1));
  const last = rows[rows.length - 1] as Appearance;
  const ratings = rows.map((r) => r.rating as number);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    form: ratings.length >= 5 ? mean(ratings.slice(-5)) - mean(ratings) : null,
    age: yearsBetween(last.birthday as string, last.date as string),
    position: last.position as string,
  };
}

/** The app's signed change: "+1.2", "−0.3" (U+2212), no sign when it rounds to zero. */
function signed(n: number): string {
  const text = Math.abs(n).toLocaleString('en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  if (text === '0.0') return text;
  return n > 0 ? `+${text}` : `\u2212${text}`;
}

const PROGRESS = "Loading the players' rating histories";
async function allHistoriesLoaded() {
  await waitFor(
    () => expect(screen.queryByRole('progressbar', { name: PROGRESS })).not.toBeInTheDocument(),
    { timeout: 120_000 },
  );
}
const whole = (n: number) => n.toLocaleString('en-GB');

// Hundreds of histories through MSW in jsdom: 30 s on a quiet machine, 90 s on a busy one.
describe('Football: the leaderboard’s scouting columns', { timeout: 150_000 }, () => {
  it('shows form, age and position from the histories, counts positions, and filters U21', async () => {
    const user = userEvent.setup();
    renderAppAt(`/football/leagues/${encodeURIComponent(appId)}`);
    await screen.findByRole('progressbar', { name: PROGRESS });
    await allHistoriesLoaded();
    const table = screen.getByRole('table', { name: /Players of/ });
    const byName = new Map(seasonRows.map((r) => [r.player_name as string, r]));

    // Form, age and position of the rows on screen, as the generator's history gives them.
    const names = columnTexts(table, 'Player');
    const forms = columnTexts(table, 'Form');
    const ages = columnTexts(table, 'Age');
    const positions = columnTexts(table, 'Position');
    expect(names.length).toBeGreaterThan(3);
    names.slice(0, 5).forEach((name, i) => {
      const expected = seasonOf(byName.get(name)?.player_id as number);
      expect(forms[i]).toBe(expected.form === null ? '—' : signed(expected.form));
      expect(ages[i]).toBe(String(expected.age));
      expect(positions[i]).toBe(expected.position);
    });

    // The position facet counts every row of each position.
    const counts = new Map<string, number>();
    for (const row of seasonRows) {
      const code = CODES[seasonOf(row.player_id as number).position] as string;
      counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    await user.click(screen.getByRole('button', { name: 'Position All positions' }));
    const panel = await screen.findByRole('group', { name: 'Position' });
    for (const [word, code] of Object.entries(CODES)) {
      const box = within(panel).queryByRole('checkbox', { name: new RegExp(`^${word}`) });
      if (!counts.has(code)) {
        expect(box).toBeNull();
        continue;
      }
      // The option's name is its label, then its count: "Midfielder (MF) 12".
      expect(box).toHaveAccessibleName(
        new RegExp(`^${word} \\(${code}\\)\\s*${whole(counts.get(code)!)}$`),
      );
    }
    await user.keyboard('{Escape}');

    // U21: exactly the rows whose age at their last appearance is under 21 stay.
    const young = seasonRows.filter((r) => seasonOf(r.player_id as number).age < 21);
    expect(young.length).toBeGreaterThan(0);
    expect(young.length).toBeLessThan(seasonRows.length);
    await user.click(screen.getByRole('radio', { name: 'U21' }));
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('max_age')).toBe('21'),
    );
    expect(
      await screen.findByText(
        `${whole(young.length)} of ${whole(seasonRows.length)} players in ${season} are under 21`,
      ),
    ).toBeInTheDocument();
    const youngNames = new Set(young.map((r) => r.player_name));
    for (const name of columnTexts(table, 'Player')) expect(youngNames.has(name)).toBe(true);
    for (const age of columnTexts(table, 'Age')) expect(Number(age)).toBeLessThan(21);
    // The age rule is stated with the filter.
    expect(screen.getByRole('group', { name: /^Age/ })).toHaveAccessibleDescription(
      /under 21 \(20 or younger\)/,
    );

    // Any brings every row back, and the parameter leaves the URL.
    await user.click(screen.getByRole('radio', { name: 'Any' }));
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('max_age')).toBeNull(),
    );
    expect(
      await screen.findByText(`${whole(seasonRows.length)} players in ${season}`),
    ).toBeInTheDocument();
  });

  it('ranks each row within its position as a percentile, ties sharing one, and filters age on the birthday', async () => {
    // A literal league: one season, one appearance each, on 1 September 2024.
    const players: [id: number, position: string, rating: number, birthday: string][] = [
      [1, 'Midfielder', 1500, '2003-09-01'],
      [2, 'Midfielder', 1400, '2003-09-02'],
      [3, 'Midfielder', 1400, '1990-01-01'],
      [4, 'Midfielder', 1300, '1990-01-01'],
      [5, 'Midfielder', 1200, '1990-01-01'],
      [6, 'Forward', 1600, '1990-01-01'],
      [7, 'Forward', 1500, '1990-01-01'],
      [8, 'Forward', 1400, '1990-01-01'],
      [9, 'Defender', 1450, '1990-01-01'],
      [10, 'Defender', 1450, ''],
    ];
    server.use(
      http.get('*/v1/data/views/football_player_ratings/league_players', () =>
        HttpResponse.json(
          players.map(([id]) => ({
            app_id: 'fixture',
            season: '2024/2025',
            player_id: id,
            player_name: `Player ${id}`,
          })),
        ),
      ),
      http.get('*/v1/data/views/football_player_ratings/player_ratings_history', ({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('player_id'));
        const [, position, rating, birthday] = players.find(([p]) => p === id)!;
        return HttpResponse.json([
          {
            player_id: id,
            player_name: `Player ${id}`,
            birthday: birthday || null,
            position,
            team_name: 'Fixture FC',
            date: '2024-09-01',
            minutes: 90,
            rating,
            peak: rating,
          },
        ]);
      }),
    );
    const user = userEvent.setup();
    renderAppAt('/football/leagues/fixture?sort=player_name');
    await screen.findByRole('progressbar', { name: PROGRESS });
    await allHistoriesLoaded();
    const table = screen.getByRole('table', { name: /Players of/ });
    // The share of the same position rated strictly higher, in per cent, rounded up.
    const expected = players.map(([id, position, rating]) => {
      const same = players.filter(([, p]) => p === position);
      const higher = same.filter(([, , r]) => r > rating).length;
      const share = Math.ceil((100 * higher) / same.length);
      return [`Player ${id}`, share === 0 ? 'Best' : `Top ${share} %`] as const;
    });
    await waitFor(() => expect(columnTexts(table, 'Player')).toHaveLength(players.length));
    const percentiles = columnTexts(table, 'Percentile');
    const shown = new Map(columnTexts(table, 'Player').map((name, i) => [name, percentiles[i]]));
    expect(shown).toEqual(new Map(expected));
    // Ties share a figure: 1400 among five midfielders has one higher, 20 %; 1500 among three forwards, 34 %.
    expect(shown.get('Player 3')).toBe('Top 20 %');
    expect(shown.get('Player 7')).toBe('Top 34 %');
    // No birthday: a dash, never 0.
    expect(columnTexts(table, 'Age')[columnTexts(table, 'Player').indexOf('Player 10')]).toBe('—');

    expect(screen.getByRole('columnheader', { name: /^#/ })).toBeInTheDocument();

    // U21 on the birthday itself: 21 on the day (player 1) is not under 21; 20 (player 2) is.
    await user.click(screen.getByRole('radio', { name: 'U21' }));
    await waitFor(() => expect(columnTexts(table, 'Player')).toEqual(['Player 2']));
    expect(columnTexts(table, 'Age')).toEqual(['20']);
    // The figures stay the league's: its percentile among all five midfielders, its rank among all
    // ten (five are rated above its 1,400), and the header and the caption say so.
    expect(columnTexts(table, 'Percentile')).toEqual([shown.get('Player 2')]);
    const higher = players.filter(([, , r]) => r > 1400).length;
    expect(columnTexts(table, 'League #')).toEqual([String(higher + 1)]);
    expect(
      screen.getByText(/^League # ranks all players in /, { exact: false }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Percentile \(within the position\) counts every player too, whatever the filters show/,
      ),
    ).toBeInTheDocument();
  });
});
