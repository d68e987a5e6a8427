// Charts fit their width, in Chromium at phone and desktop widths: tick labels never overlap (their
// boxes are compared), the rank axis shows 1, the plot takes the card's width; the football compare
// table says what the demo API's rows add up to.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DEMO_KEY, signIn } from './helpers.ts';

type Row = Record<string, unknown>;

async function api(page: Page, path: string): Promise<Row[]> {
  const response = await page.request.get(path, {
    headers: { Authorization: `Bearer ${DEMO_KEY}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Row[];
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
}

/** The boxes of the texts `labels` holds, as laid out (empty texts left out). */
async function boxesOf(labels: Locator): Promise<Box[]> {
  return labels.evaluateAll((nodes) =>
    nodes
      .map((node) => {
        const r = node.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height, text: node.textContent ?? '' };
      })
      .filter((box) => box.text.trim() !== '' && box.width > 0),
  );
}

function overlapping(boxes: readonly Box[]): string[] {
  const clashes: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i] as Box;
      const b = boxes[j] as Box;
      const apart =
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y;
      if (!apart) clashes.push(`"${a.text}" and "${b.text}"`);
    }
  }
  return clashes;
}

/** The element's content box width (its width less its padding). */
async function contentWidth(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return (
      node.getBoundingClientRect().width -
      parseFloat(style.paddingLeft) -
      parseFloat(style.paddingRight)
    );
  });
}

const SIZES = [
  { width: 320, height: 800 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** A player with appearances in the demo's newest full season, and two more from their league. */
async function cast(page: Page) {
  const leagues = await api(page, '/v1/data/views/football_player_ratings/available_leagues');
  const appId = String(leagues[0]?.app_id);
  const players = await api(
    page,
    `/v1/data/views/football_player_ratings/league_players?app_id=${encodeURIComponent(appId)}`,
  );
  const ids = [...new Set(players.map((p) => Number(p.player_id)))];
  return ids.slice(0, 3);
}

// Each chart is drawn once and looked at in each size, the window resized between: the checks of
// a size are retried until the chart has laid itself out for it (toPass), never for a set time.
test('football chart at 320, 390 and 1440 px: date labels apart, plot as wide as the card', async ({
  page,
}) => {
  await page.setViewportSize(SIZES[0] as (typeof SIZES)[number]);
  const [main, second, third] = await cast(page);
  await signIn(page, `/football/players/${main}?range=2025/2026&compare=1:${second},2:${third}`);
  const chart = page.getByRole('group', { name: /^Rating over time of / });
  await expect(page.getByTestId(`rating-point-${main}`).first()).toBeAttached();
  const surface = chart.locator('svg').first();
  const section = page.getByRole('region', { name: 'Rating over time' });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(async () => {
      // Every label the chart draws: dates, ratings and team names, none touching another.
      const labels = await boxesOf(surface.locator('text'));
      expect(labels.filter((b) => /\d{4}|[A-Z][a-z]{2}/.test(b.text)).length).toBeGreaterThan(1);
      expect(overlapping(labels), `${size.width} px`).toEqual([]);
      // All inside the chart.
      const frame = (await surface.boundingBox()) as { x: number; width: number };
      for (const label of labels) {
        expect(label.x).toBeGreaterThanOrEqual(frame.x - 1);
        expect(label.x + label.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
      }
      // The chart takes the section's width.
      expect(Math.abs(frame.width - (await contentWidth(section)))).toBeLessThanOrEqual(4);
      // No sideways scroll on the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );
    }).toPass({ timeout: 30_000 });
  }
});

test('fighter trajectory at 320, 390 and 1440 px: rank 1 on its axis, labels apart, full width', async ({
  page,
}) => {
  await page.setViewportSize(SIZES[0] as (typeof SIZES)[number]);
  const latest = await api(page, '/v1/data/views/fighter_ratings/fighters_view');
  const top = latest.find((r) => r.weight_class_code === 'LW' && r.rank === 1) as Row;
  const name = String(top.name);
  await signIn(page, `/fighters/fighter/LW/${encodeURIComponent(name)}?class=LW`);
  const panel = page.getByRole('region', { name });
  const svg = panel.locator('svg.recharts-surface[role="application"]');
  await expect(svg).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByText(/^Rated on \d+ of \d+ dates/)).toBeVisible({ timeout: 60_000 });
  const figure = panel.getByRole('figure');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(async () => {
      // The date axis is laid out once the chart has measured its width (a ResizeObserver's
      // frame or two after it is drawn): its ticks first.
      const dateTicks = svg.locator(
        '.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value',
      );
      expect(await dateTicks.count()).toBeGreaterThanOrEqual(2);
      const boxes = await boxesOf(svg.locator('.recharts-cartesian-axis-tick-value'));
      expect(overlapping(boxes), `${size.width} px`).toEqual([]);
      // The rank axis (the right one; ratings are in the thousands) starts at 1.
      const ranks = await boxesOf(
        svg.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value'),
      );
      expect(ranks.map((b) => b.text)).toContain('1');
      // The chart fills its figure; the plot is most of it.
      const chartBox = (await svg.boundingBox()) as { width: number };
      expect(Math.abs(chartBox.width - (await contentWidth(figure)))).toBeLessThanOrEqual(4);
      const grid = (await svg.locator('.recharts-cartesian-grid').boundingBox()) as {
        width: number;
      };
      expect(grid.width).toBeGreaterThan(chartBox.width - 130);
      // The panel's figures are all on screen: nothing cut at the panel's edge.
      const panelBox = (await panel.boundingBox()) as { x: number; width: number };
      for (const label of ['Rank', 'Fighter', 'Points', 'Elo Mod', 'Updated']) {
        const term = panel.locator('dt', { hasText: new RegExp(`^${label}$`) }).first();
        const box = (await term.boundingBox()) as { x: number; width: number };
        expect(box.x + box.width).toBeLessThanOrEqual(panelBox.x + panelBox.width);
      }
    }).toPass({ timeout: 30_000 });
  }
});

test('football compare table: one row per player, its figures from the demo API', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const ids = await cast(page);
  const histories = await Promise.all(
    ids.map((id) =>
      api(page, `/v1/data/views/football_player_ratings/player_ratings_history?player_id=${id}`),
    ),
  );
  const two = (n: number) =>
    n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const expected = histories.map((rows) => {
    const ordered = [...rows].sort((a, b) => String(a.date).localeCompare(String(b.date)));
    const ratings = ordered.map((r) => r.rating).filter((r): r is number => typeof r === 'number');
    return [
      String(ordered[0]?.player_name),
      two(ratings[ratings.length - 1] as number),
      two(Math.max(...ratings)),
      two(Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100),
      ordered.length.toLocaleString('en-GB'),
      ordered.reduce((sum, r) => sum + Number(r.minutes), 0).toLocaleString('en-GB'),
    ];
  });
  const [main, ...others] = ids;
  await signIn(
    page,
    `/football/players/${main}?compare=${others.map((id, i) => `${i + 1}:${id}`).join(',')}`,
  );
  const table = page.getByRole('table', { name: 'Players compared, every appearance' });
  const rows = table.locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])');
  await expect(rows).toHaveCount(ids.length, { timeout: 60_000 });
  const shown = await rows.evaluateAll((list) =>
    list.map((row) =>
      [...row.querySelectorAll('[role="cell"]')].slice(0, 6).map((c) => c.textContent?.trim()),
    ),
  );
  expect(shown).toEqual(expected);
});
