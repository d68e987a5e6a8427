// Tables made for a phone (issue 51), at 390 × 844 and 1440 × 900: after a sort on a column past
// the right edge, the first row's name and its sorted figure are both in the window; the star is
// beside the name it stars; and a short table is as tall as its rows, not a fixed panel.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { signIn } from './helpers.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** The table's row height (data-table-row.tsx's ROW_HEIGHT), the most left empty below a table. */
const ROW = 34;

interface Case {
  readonly what: string;
  readonly path: string;
  readonly table: RegExp;
  /** A line the screen shows once its figures are all in. */
  readonly ready?: RegExp;
}

const FIGHTERS: Case = {
  what: 'Fighters',
  path: '/fighters?class=LW',
  table: /^Fighter rankings/,
};
const LEADERBOARD: Case = {
  what: 'the leaderboard',
  path: '/football/leagues/sco-1?ratings=true',
  table: /^Players of/,
  ready: /^All [\d,]+ ratings are in/,
};

/** The full table (not its busy preview) with its first row drawn and, where named, every figure. */
async function ready(page: Page, c: Case): Promise<Locator> {
  const table = page.getByRole('table', { name: c.table });
  if (c.ready) await expect(page.getByText(c.ready)).toBeVisible({ timeout: 90_000 });
  await expect(table).not.toHaveAttribute('aria-busy', 'true', { timeout: 60_000 });
  await expect(table.locator('[role="row"][data-index="0"]')).toBeVisible();
  return table;
}

/** The headers' names as read aloud, left to right as drawn. */
async function headerNames(table: Locator): Promise<string[]> {
  return table.locator('[role="columnheader"]').evaluateAll((headers) =>
    headers.map((header) => {
      const copy = header.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return (copy.textContent ?? '').trim();
    }),
  );
}

test.describe('at 390 × 844', () => {
  test.use({ viewport: PHONE });

  for (const [c, header] of [
    [FIGHTERS, 'Elo Mod'],
    [LEADERBOARD, 'Form'],
  ] as const) {
    test(`${c.what}: a sort by ${header}, past the right edge, shows the first row's name and its ${header} together`, async ({
      page,
    }) => {
      await signIn(page, c.path);
      const table = await ready(page, c);
      // The column is past the edge: the table is scrolled sideways to reach it, as a thumb would.
      expect(await headerNames(table)).toContain(header);
      await table.evaluate((scroller) => {
        scroller.scrollLeft = scroller.scrollWidth;
      });
      await table.getByRole('button', { name: header, exact: true }).click();
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      const first = table.locator('[role="row"][data-index="0"]');
      const index = (await headerNames(table)).indexOf(header);
      const figure = first.getByRole('cell').nth(index);
      await expect(figure).toHaveText(/\d/);
      await expect(first.getByRole('link').first()).toBeInViewport({ ratio: 1 });
      await expect(figure).toBeInViewport({ ratio: 1 });
    });
  }
});

for (const viewport of [PHONE, DESKTOP]) {
  const where = `${viewport.width} × ${viewport.height}`;

  for (const c of [FIGHTERS, LEADERBOARD]) {
    test(`${c.what}: each star is within 48 px of the name it stars, at ${where}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signIn(page, c.path);
      const table = await ready(page, c);
      const rows = table.locator('[role="row"][data-index]');
      for (const index of [0, 1, 2]) {
        const row = rows.nth(index);
        const link = row.getByRole('link').first();
        const name = ((await link.textContent()) ?? '').trim();
        const star = row.getByRole('button', { name: `Watch ${name}`, exact: true });
        const [a, b] = [await star.boundingBox(), await link.boundingBox()];
        if (!a || !b) throw new Error(`row ${index}: no star or name drawn`);
        const gap = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
        expect(gap, `row ${index}, ${name}`).toBeLessThanOrEqual(48);
      }
    });
  }

  test(`a top 10 and a filtered leaderboard leave at most one row's height empty below their last row, at ${where}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, '/fighters?class=LW&top=10');
    for (const c of [
      { ...FIGHTERS, path: '/fighters?class=LW&top=10' },
      { ...LEADERBOARD, path: '/football/leagues/den-1?ratings=true&max_age=21&pos=MF' },
    ]) {
      await page.goto(c.path);
      const table = await ready(page, c);
      const rows = table.locator('[role="row"][data-index]');
      const count = await rows.count();
      expect(count, c.path).toBeGreaterThan(0);
      expect(count, c.path).toBeLessThanOrEqual(12);
      const last = await rows.nth(count - 1).boundingBox();
      const box = await table.boundingBox();
      if (!last || !box) throw new Error(`${c.path}: no table drawn`);
      const empty = box.y + box.height - (last.y + last.height);
      expect(empty, c.path).toBeGreaterThanOrEqual(0);
      expect(empty, c.path).toBeLessThanOrEqual(ROW);
    }
  });
}
