// A division's history in Chromium: opened from the class picker, lines and reigns drawn, its two
// charts downloaded, the chart's labels clear of each other on a phone, a fighter opened from a line
// by keyboard; and Cancel part-way (responses held back) then the rest. One walk over one loaded
// history (every published date) rather than a load per check.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_KEY, downloadChart, readSvgIn, signIn } from './helpers.ts';

const HISTORY = '**/v1/data/views/fighter_ratings/fighters_historical_view?**';

/** The Ranks over time chart as SVG and Depth as PNG, each a file of its kind, named for the span. */
async function downloadsBoth(page: Page) {
  const span = '\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}';
  const ranks = await downloadChart(page, 'SVG', page.locator('[data-chart-download="ranks"]'));
  expect(ranks.name).toMatch(new RegExp(`^lightweight-ranks-${span}\\.svg$`));
  const text = ranks.bytes.toString('utf8');
  expect(text).not.toContain(DEMO_KEY);
  const parsed = await readSvgIn(page, text);
  expect(parsed.errors).toBe(0);
  expect(parsed.title).toContain('Ranks over time: top 10 of');
  expect(parsed.title).toContain('Lightweight');
  expect(parsed.words).toContain('fighter_ratings · fighters_historical_view');
  await page.keyboard.press('Escape');

  const depth = await downloadChart(page, 'PNG', page.locator('[data-chart-download="depth"]'));
  expect(depth.name).toMatch(new RegExp(`^lightweight-depth-top-10-${span}\\.png$`));
  expect([...depth.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  await page.keyboard.press('Escape');
}

/** At 390 px: the page does not scroll sideways (the chart's box does), and no two axis labels overlap. */
async function fitsAPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  // Polled: the chart lays itself out again for the narrower window.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  const labels = await page
    .locator('.history-bump .recharts-cartesian-axis-tick-value')
    .evaluateAll((nodes) =>
      nodes
        .map((n) => n.getBoundingClientRect())
        .map((r) => [r.x, r.y, r.width, r.height] as const),
    );
  expect(labels.length).toBeGreaterThan(1);
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      const [ax, ay, aw, ah] = labels[i] as [number, number, number, number];
      const [bx, by, bw, bh] = labels[j] as [number, number, number, number];
      const apart = ax + aw <= bx || bx + bw <= ax || ay + ah <= by || by + bh <= ay;
      expect(apart, `labels ${i} and ${j} overlap at 390 px`).toBe(true);
    }
  }
}

test('opens from the class picker, draws lines and reigns, downloads both charts, fits a phone, and opens a fighter from a line', async ({
  page,
}) => {
  await signIn(page, '/fighters?class=LW');
  await page.getByRole('link', { name: 'History of Lightweight' }).click();
  await expect(page).toHaveURL(/\/fighters\/history\?class=LW$/);
  await expect(page.getByRole('heading', { name: 'History of Lightweight' })).toBeVisible();
  const chart = page.getByRole('group', { name: /^Top 10 of Lightweight by rank/ });
  await expect(chart.getByRole('link').first()).toBeVisible();
  const reigns = page.getByRole('table', { name: 'Reigns at #1, Lightweight' });
  await expect(reigns.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });

  await downloadsBoth(page);
  await fitsAPhone(page);
  await page.setViewportSize({ width: 1366, height: 860 });

  // Keyboard: Tab reaches the first line; Down moves to the next; Enter opens that fighter.
  const second = chart.getByRole('link').nth(1);
  const name = ((await second.getAttribute('aria-label')) ?? '').split(',')[0] as string;
  await chart.getByRole('link').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await expect(page.getByText(new RegExp(`^${name}: #\\d+ on `))).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/fighters/fighter/LW/${encodeURIComponent(name)}`));
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
});

test('Cancel part-way keeps the dates in and offers the rest', async ({ page }) => {
  let answered = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(HISTORY, async (route) => {
    answered += 1;
    if (answered > 6) await gate;
    await route.continue();
  });
  await signIn(page, '/fighters/history?class=WW&top=5');
  const chart = page.getByRole('group', { name: /^Top 5 of Welterweight by rank/ });
  await expect(chart.getByRole('link').first()).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /^Loaded 6 of \d+ dates$/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/^Stopped after \d+ of \d+ dates\./)).toBeVisible();
  await expect(chart.getByRole('link').first()).toBeVisible();
  release();
  await page.getByRole('button', { name: 'Load the rest' }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText(/Stopped after/)).toHaveCount(0);
});
