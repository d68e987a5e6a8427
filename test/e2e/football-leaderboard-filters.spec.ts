// The leaderboard's age and position filters through the URL, end to end in Chromium (issue 42):
// a link with `max_age=21&pos=MF` opens on exactly those rows, a change goes to the URL, and a
// reload restores it. Expected rows come from the demo API's own answers. On a phone, with the
// filters set, the first rows stay on the first screen: football.spec.ts, on a phone.
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { footballView, signIn, type Row } from './helpers.ts';

const view = footballView;

/** Whole years from `birthday` to `date`, both YYYY-MM-DD. */
function yearsBetween(birthday: string, date: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Each player of the league's newest season with age and position at their last appearance in it. */
async function newestSeason(request: APIRequestContext, appId: string) {
  const players = await view(request, 'league_players', { app_id: appId });
  const season = players
    .map((p) => String(p.season))
    .sort()
    .at(-1) as string;
  const year = Number(season.slice(0, 4));
  const ids = [...new Set(players.filter((p) => p.season === season).map((p) => p.player_id))];
  const rows = await Promise.all(
    ids.map(async (id) => {
      const history = (await view(request, 'player_ratings_history', { player_id: String(id) }))
        .filter((r) => String(r.date) >= `${year}-07-01` && String(r.date) <= `${year + 1}-06-30`)
        .sort((a, b) => (String(a.date) < String(b.date) ? -1 : 1));
      const last = history.at(-1) as Row;
      return {
        name: String(last.player_name),
        age: yearsBetween(String(last.birthday), String(last.date)),
        position: String(last.position),
        rating: Number(last.rating),
      };
    }),
  );
  return { season, rows };
}

test('a link with max_age and pos opens on those rows, ranked by latest rating unasked; a change goes to the URL and a reload keeps it', async ({
  page,
  request,
}) => {
  const leagues = await view(request, 'available_leagues');
  // The smallest league of the demo whose newest season has a midfielder under 21 (20 or younger).
  const appId = String((leagues.find((l) => l.app_id === 'den-1') ?? leagues[0])?.app_id);
  const { season, rows } = await newestSeason(request, appId);
  const count = (maxAge: number) =>
    rows.filter((r) => r.age < maxAge && r.position === 'Midfielder').length;
  const label = (maxAge: number) =>
    `${count(maxAge).toLocaleString('en-GB')} of ${rows.length.toLocaleString('en-GB')} players in ${season} are under ${maxAge} and play MF`;
  expect(count(21)).toBeGreaterThan(0);
  expect(count(23)).toBeGreaterThan(count(21));

  await signIn(page, `/football/leagues/${appId}?max_age=21&pos=MF`);
  const progress = page.getByRole('progressbar', { name: "Loading the players' rating histories" });
  // While the histories arrive, the screen says the filters wait for them.
  await expect(page.getByText(/^Ranking and filtering by age and position when all/)).toBeVisible();
  await expect(progress).toBeHidden({ timeout: 90_000 });
  await expect(page.getByText(label(21))).toBeVisible();
  const table = page.getByRole('table', { name: /Players of/ });
  const column = async (name: string) => {
    const index = await table
      .getByRole('columnheader')
      .evaluateAll((hs, n) => hs.findIndex((h) => (h.textContent ?? '').startsWith(n)), name);
    return table
      .locator('[role="row"][data-index]')
      .evaluateAll(
        (rs, at) => rs.map((r) => r.querySelectorAll('[role="cell"]')[at]?.textContent ?? ''),
        index,
      );
  };
  const ages = await column('Age');
  // The rows drawn (the table draws those in view): all of the count's, or as many as fit.
  expect(ages.length).toBeGreaterThan(0);
  expect(ages.length).toBeLessThanOrEqual(count(21));
  expect(ages.every((a) => Number(a) < 21)).toBe(true);
  expect(new Set(await column('Position'))).toEqual(new Set(['Midfielder']));
  // "#" says whose rank it is: the league's, from every player of the season, not the rows shown.
  await expect(table.getByRole('columnheader', { name: /^League #/ })).toBeVisible();
  const names = await column('Player');
  const ranks = await column('League #');
  for (const [i, name] of names.entries()) {
    const rating = rows.find((r) => r.name === name)?.rating as number;
    const higher = rows.filter((r) => r.rating > rating).length;
    expect(ranks[i], name).toBe(String(higher + 1));
  }
  expect(ranks.some((r, i) => Number(r) !== i + 1)).toBe(true);
  // Ranked by latest rating, best first, without a click: the arrow, and the figures drawn.
  await expect(page.getByRole('button', { name: 'Hide ratings' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(table.getByRole('columnheader', { name: /Latest rating/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const ratings = (await column('Latest rating')).map((t) => Number(t.replace(/,/g, '')));
  expect(ratings.length).toBeGreaterThan(0);
  expect(ratings.every((r) => Number.isFinite(r) && r > 0)).toBe(true);
  for (let i = 1; i < ratings.length; i++) {
    expect(ratings[i]).toBeLessThanOrEqual(ratings[i - 1] as number);
  }
  await expect(page.getByRole('radio', { name: 'U21' })).toBeChecked();
  await expect(page.getByRole('button', { name: /^Position Midfielder/ })).toBeVisible();

  // U23: the URL and the rows follow.
  await page.getByRole('radio', { name: 'U23' }).check();
  await expect(page).toHaveURL(/max_age=23/);
  await expect(page.getByText(label(23))).toBeVisible();

  // Reloaded: the same filters, the same rows, from the URL (the histories from the cache).
  await page.reload();
  await expect(page.getByRole('radio', { name: 'U23' })).toBeChecked();
  await expect(page.getByText(label(23))).toBeVisible({ timeout: 90_000 });
  expect(new URL(page.url()).searchParams.get('pos')).toBe('MF');
});
