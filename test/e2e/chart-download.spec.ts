// A chart's Download menu in Chromium: the fighter trajectory chart saved as SVG (a file that parses,
// titled, named for the fighter, class and dates) and as PNG (a real PNG of some size). The division
// history's downloads are checked in fighters-history.spec.ts, on the history that test loads.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_KEY, downloadChart as download, readSvgIn, signIn } from './helpers.ts';

type Row = Record<string, unknown>;

async function topLightweight(page: Page): Promise<string> {
  const response = await page.request.get('/v1/data/views/fighter_ratings/fighters_view', {
    headers: { Authorization: `Bearer ${DEMO_KEY}` },
  });
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as Row[];
  const top = rows.find((r) => r.weight_class_code === 'LW' && r.rank === 1);
  return String(top?.name);
}

test('the fighter trajectory chart downloads as SVG and PNG', async ({ page }) => {
  const name = await topLightweight(page);
  await signIn(page, `/fighters/fighter/LW/${encodeURIComponent(name)}?class=LW`);
  const panel = page.getByRole('region', { name });
  await expect(panel.locator('svg.recharts-surface[role="application"]')).toBeVisible({
    timeout: 60_000,
  });
  await expect(panel.getByText(/^Rated on \d+ of \d+ dates/)).toBeVisible({ timeout: 60_000 });
  const slug = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-');
  const expectedName = new RegExp(
    `^${slug}-lightweight-ratings-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.(svg|png)$`,
  );

  const svg = await download(page, 'SVG');
  expect(svg.name).toMatch(expectedName);
  expect(svg.name.endsWith('.svg')).toBe(true);
  const text = svg.bytes.toString('utf8');
  // The key typed in (a word no chart text uses) is in neither the file nor its name.
  expect(text).not.toContain(DEMO_KEY);
  expect(svg.name).not.toContain(DEMO_KEY);
  const parsed = await readSvgIn(page, text);
  expect(parsed.errors).toBe(0);
  expect(parsed.title).toContain(`Ratings and rank of`);
  expect(parsed.title).toContain(name);
  expect(parsed.words).toContain('fighter_ratings · fighters_historical_view');
  expect(text).not.toContain('var(');

  const png = await download(page, 'PNG');
  expect(png.name).toMatch(expectedName);
  expect(png.name.endsWith('.png')).toBe(true);
  expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.bytes.length).toBeGreaterThan(10_000);
});
