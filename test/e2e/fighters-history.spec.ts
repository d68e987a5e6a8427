// A division's history in Chromium: opened from the class picker, lines and reigns drawn, Cancel
// part-way (responses held back) then the rest, a fighter opened from a line by keyboard, and the
// chart's labels clear of each other on a phone.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

const HISTORY = '**/v1/data/views/fighter_ratings/fighters_historical_view?**';

test('opens from the class picker, draws lines and reigns, and opens a fighter from a line', async ({
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

test('on a phone the chart scrolls sideways and its labels do not overlap', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '/fighters/history?class=LW');
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
  const labels = await page
    .locator('.history-bump .history-axis text')
    .evaluateAll((nodes) =>
      nodes
        .map((n) => n.getBoundingClientRect())
        .map((r) => [r.x, r.y, r.width, r.height] as const),
    );
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      const [ax, ay, aw, ah] = labels[i] as [number, number, number, number];
      const [bx, by, bw, bh] = labels[j] as [number, number, number, number];
      const apart = ax + aw <= bx || bx + bw <= ax || ay + ah <= by || by + bh <= ay;
      expect(apart, `labels ${i} and ${j} overlap`).toBe(true);
    }
  }
  // The page itself does not scroll sideways; the chart's box does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
