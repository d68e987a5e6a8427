// The Fighters screen end to end in Chromium against the demo API: date, class, sort, search,
// reload, and a fighter's rating trajectory.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_KEY, signIn } from './helpers.ts';

interface FighterRow {
  name: string;
  r_glicko1: number | null;
}

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, {
    headers: { Authorization: `Bearer ${DEMO_KEY}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** Chromium's layout-shift performance entry (not in TypeScript's DOM types). */
interface LayoutShiftEntry {
  value: number;
  hadRecentInput: boolean;
}

function rankings(page: Page) {
  return page.getByRole('table', { name: /^Fighter rankings/ });
}

/** The name's column: after rank and the watch star. */
const NAME = 2;

function cell(page: Page, rowIndex: number, columnIndex: number) {
  return rankings(page)
    .locator(`[role="row"][data-index="${rowIndex}"] [role="cell"]`)
    .nth(columnIndex);
}

test('pick a date and class, sort, search, reload, and open a trajectory', async ({ page }) => {
  const dates = (
    await api<{ update_date: string }[]>(page, '/v1/data/views/fighter_ratings/available_dates')
  )
    .map((d) => d.update_date)
    .sort()
    .reverse();
  const date = dates[2] as string;
  const rows = await api<FighterRow[]>(
    page,
    `/v1/data/views/fighter_ratings/fighters_historical_view?date=${date}&weight_class=WW`,
  );
  const best = [...rows].sort((a, b) => (b.r_glicko1 ?? -1e9) - (a.r_glicko1 ?? -1e9))[0];
  expect(best).toBeDefined();

  await signIn(page, '/fighters');
  // Only the rows on screen are in the DOM, however many there are.
  await expect(rankings(page)).toBeVisible();
  expect(await rankings(page).locator('[role="row"]').count()).toBeLessThan(80);

  // The mode lives in the URL, so the radio is checked once the navigation renders: click, then
  // wait for it (Playwright's check() asserts the state at once).
  const byDate = page.getByRole('radio', { name: 'By date' });
  await byDate.click();
  await expect(byDate).toBeChecked();
  const datePicker = page.getByRole('combobox', { name: 'Rating date' });
  await expect(datePicker).toHaveValue(dates[0] as string);
  await datePicker.selectOption(date);
  await page.getByRole('combobox', { name: 'Weight class' }).selectOption('WW');
  await expect(rankings(page)).toHaveAccessibleDescription(`${rows.length} fighters, by rank`);

  const glicko = rankings(page).getByRole('columnheader', { name: /Glicko-1/ });
  // A rating sorts best first on the first click.
  await glicko.getByRole('button').click();
  await expect(glicko).toHaveAttribute('aria-sort', 'descending');
  await expect(cell(page, 0, NAME)).toHaveText(best?.name as string);

  const word = (best?.name as string).split(' ')[1] as string;
  const matching = rows.filter((r) => r.name.toLowerCase().includes(word.toLowerCase()));
  await page.getByRole('searchbox', { name: 'Search fighters' }).fill(word.toUpperCase());
  await expect(rankings(page)).toHaveAccessibleDescription(
    `${matching.length} of ${rows.length} fighters`,
  );
  await expect(cell(page, 0, NAME)).toHaveText(best?.name as string);
  // The search goes into the URL once typing pauses (300 ms): a reload sooner would lose it.
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(word.toUpperCase());

  await page.reload();
  await expect(page.getByRole('radio', { name: 'By date' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Rating date' })).toHaveValue(date);
  await expect(page.getByRole('combobox', { name: 'Weight class' })).toHaveValue('WW');
  await expect(page.getByRole('searchbox', { name: 'Search fighters' })).toHaveValue(
    word.toUpperCase(),
  );
  await expect(rankings(page).getByRole('columnheader', { name: /Glicko-1/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(cell(page, 0, NAME)).toHaveText(best?.name as string);

  await cell(page, 0, NAME).click();
  const panel = page.getByRole('region', { name: best?.name as string });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/\/fighters\/fighter\/WW\//);
  await expect(panel.getByText(/^Rated on \d+ of 24 dates/)).toBeVisible({ timeout: 60_000 });
  const chart = panel.locator('svg.recharts-surface[role="application"]');
  await expect(chart).toBeVisible();
  await expect(chart.locator('title')).toHaveText(
    `Ratings and rank of ${best?.name as string} over time`,
  );
  // One line per rating and one for rank.
  await expect(chart.locator('.recharts-line')).toHaveCount(4);
  // The panel's address holds the name percent-encoded: the shell knows it is the screen shown.
  await expect(page.getByRole('progressbar', { name: /^Loading Fighters/ })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');

  // The panel has its own URL: a reload opens it again.
  await page.reload();
  await expect(page.getByRole('region', { name: best?.name as string })).toBeVisible();
  await page.getByRole('button', { name: `Close ${best?.name as string}` }).click();
  await expect(page).toHaveURL(/\/fighters\?/);
});

test('a search typed just before leaving the screen is there again on Back', async ({ page }) => {
  await page.clock.install();
  await signIn(page, '/fighters');
  const box = page.getByRole('searchbox', { name: 'Search fighters' });
  await expect(cell(page, 0, NAME)).not.toBeEmpty();
  const name = (await cell(page, 0, NAME).textContent()) ?? '';
  const typed = name.slice(0, 3);
  const football = page.getByRole('navigation').getByRole('link', { name: 'Football' }).first();
  // Once there and back, so Football has its code and data and opens at once.
  await football.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  await page.goBack();
  await box.pressSequentially(typed);
  // At once, well before typing counts as paused (300 ms): the letters are not lost for that, nor
  // written onto the next screen's address.
  await football.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  // Past the pause that would write the search (300 ms), on the page's own clock, not a sleep.
  await page.clock.runFor(500);
  await expect(page).toHaveURL(/\/football$/);

  await page.goBack();
  await expect(box).toHaveValue(typed);
  expect(new URL(page.url()).searchParams.get('q')).toBe(typed);
  await expect(rankings(page)).toHaveAccessibleDescription(/^[\d,]+ of [\d,]+ fighters/);
});

test('By date fits a 1440 px window; on a tablet, Rank and Fighter stay while the rest scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, '/fighters?mode=by-date');
  const table = rankings(page);
  await expect(table.locator('[role="row"][data-index="0"]')).toBeVisible();
  const fits = await table.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
  await expect(page.getByRole('button', { name: /Columns/ })).toHaveText(/10 hidden/);

  // Too narrow for every column, too wide for the phone's layout (test/e2e/phone.spec.ts).
  await page.setViewportSize({ width: 760, height: 844 });
  const fighter = table.getByRole('columnheader', { name: /Fighter/ });
  const before = await fighter.boundingBox();
  await table.evaluate((el) => {
    el.scrollLeft = 500;
  });
  await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  const after = await fighter.boundingBox();
  expect(after?.x).toBe(before?.x);
  const name = cell(page, 0, NAME);
  expect((await name.boundingBox())?.x).toBe(before?.x);

  // What scrolls under the pinned cells is hidden by their row's own background: striped, and
  // the hovered row's when hovered.
  const backgrounds = () =>
    table.evaluate((el) =>
      [0, 1, 2].map((index) => {
        const row = el.querySelector(`[role="row"][data-index="${index}"]`) as HTMLElement;
        const pinned = row.querySelector('[role="cell"]') as HTMLElement;
        return [getComputedStyle(row).backgroundColor, getComputedStyle(pinned).backgroundColor];
      }),
    );
  const plain = await backgrounds();
  expect(plain[0]?.[0]).not.toBe(plain[1]?.[0]);
  for (const [row, pinned] of plain) {
    expect(pinned).toBe(row);
    expect(pinned).not.toBe('rgba(0, 0, 0, 0)');
  }
  await page.locator('[role="row"][data-index="2"]').hover();
  const hovered = await backgrounds();
  expect(hovered[2]?.[0]).not.toBe(plain[2]?.[0]);
  expect(hovered[2]?.[1]).toBe(hovered[2]?.[0]);
});

test('the rankings stay where they are first drawn while the rest of the screen arrives', async ({
  page,
}) => {
  // Chromium's layout-shift entries, as Cumulative Layout Shift counts them: a shift a person
  // caused (within 0.5 s of their input) is not counted, so the key is entered on another load.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await signIn(page, '/fighters');
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The movers open (on a phone they start folded).
    for (const path of ['/fighters?movers=show', '/fighters?mode=by-date&movers=show']) {
      await page.goto(path);
      // The last thing to arrive: the movers' lists, from the earlier date's rows.
      await expect(page.getByRole('heading', { name: 'Rose furthest' })).toBeVisible();
      await expect(rankings(page).locator('[role="row"][data-index="0"]')).toBeVisible();
      const shifted = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      );
      // 0.17-0.21 when the movers' summary pushed the table down on arrival; 0.1 is "good".
      expect(shifted, `${path} at ${width} px`).toBeLessThan(0.02);
    }
  }
});

test('Latest shows rank changes; two chosen dates name a known mover', async ({ page }) => {
  const dates = (
    await api<{ update_date: string }[]>(page, '/v1/data/views/fighter_ratings/available_dates')
  )
    .map((d) => d.update_date)
    .sort()
    .reverse();
  const [shown, vs] = [dates[1] as string, dates[3] as string];
  const load = (date: string) =>
    api<{ name: string; rank: number | null }[]>(
      page,
      `/v1/data/views/fighter_ratings/fighters_historical_view?date=${date}&weight_class=LW`,
    );
  const [now, then] = await Promise.all([load(shown), load(vs)]);
  const before = new Map(then.map((r) => [r.name, r.rank]));
  let best = { name: '', by: 0 };
  for (const r of now) {
    const was = before.get(r.name);
    if (typeof was === 'number' && typeof r.rank === 'number' && was - r.rank > best.by) {
      best = { name: r.name, by: was - r.rank };
    }
  }
  expect(best.by).toBeGreaterThan(0);

  await signIn(page, '/fighters');
  // Latest: rank change against the published date before it, once the comparison arrives.
  await expect(page.getByText(/Changes are against .*, the previous published date\./)).toBeVisible(
    {
      timeout: 60_000,
    },
  );
  await expect(rankings(page).getByRole('columnheader', { name: /Rank change/ })).toBeVisible();

  await page.goto(`/fighters?mode=by-date&date=${shown}&class=LW&vs=${vs}`);
  const movers = page.getByRole('region', { name: /^Movers since/ });
  await expect(movers).toBeVisible({ timeout: 60_000 });
  const first = movers
    .getByRole('heading', { name: 'Rose furthest' })
    .locator('xpath=..')
    .getByRole('listitem')
    .first();
  await expect(first).toContainText(best.name);
  await expect(first).toContainText(`up ${best.by}`);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Compare with' })).toHaveValue(vs);
});

test('where ratings disagree: a scatter whose points open the fighter, kept on reload', async ({
  page,
}) => {
  await signIn(page, '/fighters?mode=by-date&class=LW');
  await expect(rankings(page).locator('[role="row"][data-index="0"]')).toBeVisible();
  await page.getByRole('button', { name: 'Where ratings disagree' }).click();
  const view = page.getByRole('region', { name: 'Where the rating systems disagree' });
  const chart = view.locator('svg.recharts-surface');
  await expect(chart).toBeVisible({ timeout: 60_000 });
  const points = view.locator('.recharts-scatter-symbol');
  expect(await points.count()).toBeGreaterThan(10);
  await page.reload();
  // The section's chart code loads again after a reload: a loaded CI machine can take a while.
  await expect(page.getByRole('region', { name: 'Where the rating systems disagree' })).toBeVisible(
    { timeout: 60_000 },
  );
  const point = page
    .getByRole('region', { name: 'Where the rating systems disagree' })
    .locator('.recharts-scatter-symbol')
    .first();
  await point.click({ force: true });
  await expect(page).toHaveURL(/\/fighters\/fighter\/LW\//);
  await expect(page.getByRole('button', { name: /^Close / })).toBeVisible();
});

test('a Points range makes the count fall, shows as a chip, and survives a reload', async ({
  page,
}) => {
  const latest = await api<{ points: number | null }[]>(
    page,
    '/v1/data/views/fighter_ratings/fighters_view',
  );
  const strong = latest.filter((r) => typeof r.points === 'number' && r.points >= 1500).length;
  expect(strong).toBeGreaterThan(0);
  expect(strong).toBeLessThan(latest.length);
  const all = latest.length.toLocaleString('en-GB');

  await signIn(page, '/fighters');
  await expect(rankings(page)).toHaveAccessibleDescription(`${all} fighters, by class then rank`);
  await page.getByRole('button', { name: 'Ranges' }).click();
  await page
    .getByRole('group', { name: 'Points' })
    .getByRole('spinbutton', { name: 'At least' })
    .fill('1500');
  const shown = `${strong.toLocaleString('en-GB')} of ${all} fighters, by class then rank`;
  await expect(rankings(page)).toHaveAccessibleDescription(shown);
  await expect(page.getByRole('list', { name: 'Filters in force' })).toContainText(
    'Points ≥ 1,500',
  );
  await expect(page).toHaveURL(/min_points=1500/);
  await page.reload();
  await expect(rankings(page)).toHaveAccessibleDescription(shown);
});

test('head-to-head: two fighters from their panels on one chart, kept on reload', async ({
  page,
}) => {
  await signIn(page, '/fighters?mode=by-date&class=LW');
  await expect(rankings(page).locator('[role="row"][data-index="0"]')).toBeVisible();
  const names: string[] = [];
  for (const index of [0, 1]) {
    const name = (await cell(page, index, NAME).innerText()).trim();
    names.push(name);
    await cell(page, index, NAME).click();
    await page.getByRole('button', { name: 'Compare head-to-head' }).click();
    await expect(page.getByRole('button', { name: 'In head-to-head' })).toBeDisabled();
    await page.getByRole('button', { name: `Close ${name}` }).click();
  }
  const view = page.getByRole('region', { name: 'Head-to-head' });
  await expect(
    view.getByRole('list', { name: 'Fighters compared' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(view.getByText(/24 published dates\./)).toBeVisible({ timeout: 60_000 });
  await expect(view.locator('.recharts-line')).toHaveCount(2);
  // The odds their ratings imply: both orders of the pair, each a chance the other's complements.
  const odds = view.getByRole('table', { name: /^Chance that the first fighter/ });
  await expect(odds).toBeVisible();
  await expect(odds.getByRole('caption')).toContainText(/published on \d{1,2} \w{3} \d{4}/);
  await expect(odds.getByRole('row')).toHaveCount(3);
  const medians: number[] = [];
  for (const [a, b] of [names, [...names].reverse()]) {
    const row = odds.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: `${a} vs ${b}` }),
    });
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells).toHaveLength(4);
    for (const text of cells) expect(text.trim()).toMatch(/^(\d{1,2}%|100%|<1%|>99%|—)$/);
    medians.push(Number.parseInt(cells[3] as string, 10));
  }
  expect((medians[0] as number) + (medians[1] as number)).toBeGreaterThanOrEqual(99);
  expect((medians[0] as number) + (medians[1] as number)).toBeLessThanOrEqual(101);
  await page.reload();
  const again = page.getByRole('region', { name: 'Head-to-head' });
  // As long as the first drawing above: after a reload the view loads its code and every date
  // again (a CI run with another browser busy once took over 10 s).
  for (const name of names) {
    await expect(again.getByRole('list', { name: 'Fighters compared' })).toContainText(name, {
      timeout: 60_000,
    });
  }
});

test('jumps down a long table show each row its own fighter, and the focused row keeps focus', async ({
  page,
}) => {
  const [newest] = (
    await api<{ update_date: string }[]>(page, '/v1/data/views/fighter_ratings/available_dates')
  )
    .map((d) => d.update_date)
    .sort()
    .reverse();
  const rows = await api<FighterRow[]>(
    page,
    `/v1/data/views/fighter_ratings/fighters_historical_view?date=${newest}`,
  );
  expect(rows.length).toBeGreaterThan(300);

  // By date with every class in the service's order (`sort=none`), so row i is rows[i].
  await signIn(page, '/fighters?mode=by-date&sort=none');
  const table = rankings(page);
  const first = table.locator('[role="row"][data-index="0"]');
  await expect(first).toContainText(rows[0]?.name as string);
  // The full table, not the preview drawn while its code loads (busy): focus set in the preview
  // would go with it when the table takes its place.
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await first.focus();

  const drawn = () =>
    table.evaluate((scroller) => {
      const focused = document.activeElement as HTMLElement | null;
      return {
        focused: focused?.getAttribute('data-index') ?? null,
        rows: [...scroller.querySelectorAll<HTMLElement>('[role="row"][data-index]')].map(
          (row) => [Number(row.dataset.index), row.querySelector('a')?.textContent ?? ''] as const,
        ),
      };
    });
  const scrollTo = (fraction: number) =>
    table.evaluate(
      (scroller, to) =>
        new Promise<void>((resolve) => {
          scroller.scrollTop = Math.round((scroller.scrollHeight - scroller.clientHeight) * to);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
      fraction,
    );

  for (const fraction of [0.5, 0.9, 0.25, 0.6, 1, 0.3]) {
    await scrollTo(fraction);
    const now = await drawn();
    expect(now.focused).toBe('0');
    expect(now.rows.length).toBeGreaterThan(10);
    // Every row drawn, the ones whose elements a jump reused included, shows its own fighter.
    for (const [index, name] of now.rows) expect(name, `row ${index}`).toBe(rows[index]?.name);
  }

  // The keyboard carries on from the focused row, and End reaches the last.
  await page.keyboard.press('ArrowDown');
  await expect(table.locator('[role="row"][data-index="1"]')).toBeFocused();
  await expect(table.locator('[role="row"][data-index="1"]')).toContainText(
    rows[1]?.name as string,
  );
  await page.keyboard.press('End');
  const last = table.locator(`[role="row"][data-index="${rows.length - 1}"]`);
  await expect(last).toBeFocused();
  await expect(last).toContainText(rows.at(-1)?.name as string);
});

test('a reload requests each of the first views once', async ({ page }) => {
  await signIn(page, '/fighters');
  await expect(rankings(page).getByRole('row').nth(1)).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v1/')) asked.push(`${url.pathname}${url.search}`);
  });
  await page.reload();
  await expect(rankings(page).getByRole('row').nth(1)).toBeVisible();
  // The route's loader starts them and the screen reads the same queries: none is asked twice
  // (the previous date's rows, for the rank changes, follow once the rows are in).
  for (const view of ['available_dates', 'fighters_view']) {
    expect(asked.filter((a) => a === `/v1/data/views/fighter_ratings/${view}`)).toHaveLength(1);
  }
  expect(new Set(asked).size).toBe(asked.length);
});

test('Consensus and Spread: shown from Columns, sorted, restored from the URL', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, '/fighters?mode=by-date&class=LW');
  const table = rankings(page);
  await expect(table.locator('[role="row"][data-index="0"]')).toBeVisible();
  await page.getByRole('button', { name: /Columns/ }).click();
  await page.getByRole('checkbox', { name: 'Consensus' }).check();
  await page.getByRole('checkbox', { name: 'Spread' }).check();
  await page.keyboard.press('Escape');
  const consensus = table.getByRole('columnheader', { name: /^Consensus/ });
  await consensus.getByRole('button').click();
  await expect(consensus).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=consensus/);
  // One class, by consensus: the first rows are 1, 2, 3.
  const index = await table
    .getByRole('columnheader')
    .evaluateAll((hs) => hs.findIndex((h) => h.textContent?.startsWith('Consensus')));
  for (const n of [0, 1, 2]) await expect(cell(page, n, index)).toHaveText(String(n + 1));

  await page.reload();
  await expect(table.getByRole('columnheader', { name: /^Spread/ })).toBeVisible();
  await expect(consensus).toHaveAttribute('aria-sort', 'ascending');
  await expect(cell(page, 0, index)).toHaveText('1');
});
