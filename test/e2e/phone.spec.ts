// The Fighters screens at a phone's size (390 × 844, and 320 wide) and at 1440 × 900: the first
// rows on the first screen with the sorted figure beside the name, nothing scrolling sideways at
// page level, filters kept when a fighter opens, head-to-head brought into view when added, and
// the keyboard's way to the table (skip link, Tab count, End keeping the row in the window).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { openInApp, signIn } from './helpers.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

function rankings(page: Page) {
  return page.getByRole('table', { name: /^Fighter rankings/ });
}

/** The full table (not its busy preview), its first row drawn. */
async function tableReady(page: Page) {
  await expect(rankings(page)).not.toHaveAttribute('aria-busy', 'true', { timeout: 60_000 });
  await expect(rankings(page).locator('[role="row"][data-index="0"]')).toBeVisible();
}

/** The headers' names as read aloud (a mark drawn in place of the words is hidden from it). */
async function headerNames(page: Page): Promise<string[]> {
  return rankings(page)
    .locator('[role="columnheader"] .dv-table__header-label')
    .evaluateAll((labels) =>
      labels.map((label) => {
        const copy = label.cloneNode(true) as HTMLElement;
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        return (copy.textContent ?? '').trim();
      }),
    );
}

async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

/** The first fighter of a class in the latest ratings, for a panel's and head-to-head's paths. */
async function firstFighter(page: Page, classCode: string): Promise<string> {
  await openInApp(page, `/fighters?class=${classCode}`);
  await tableReady(page);
  return (await rankings(page).getByRole('link').first().textContent()) ?? '';
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the first rows are on the first screen: rank, star and name beside points; one class said once', async ({
    page,
  }) => {
    await signIn(page, '/fighters?class=LW');
    for (const [path, oneClass] of [
      ['/fighters?class=LW', 'Lightweight'],
      ['/fighters', null],
      ['/fighters?mode=by-date', null],
      ['/fighters?mode=by-date&class=WW', 'Welterweight'],
    ] as const) {
      await page.goto(path);
      await tableReady(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const first = rankings(page).locator('[role="row"][data-index="0"]');
      const box = await first.boundingBox();
      expect(box && box.y + box.height, path).toBeLessThanOrEqual(PHONE.height);
      const names = await headerNames(page);
      // Then points; on a table of every class, sorted by class first, the class.
      const next = oneClass ? 'Points' : 'Weight class';
      expect(names.slice(0, 4), path).toEqual(['Rank', 'Watch', 'Fighter', next]);
      const header = rankings(page).getByRole('columnheader', { name: next, exact: true });
      const edge = await header.boundingBox();
      expect(edge && edge.x + edge.width, path).toBeLessThanOrEqual(PHONE.width);
      const classNote = page.getByText(/^Weight class: .+, in every row$/);
      if (oneClass) {
        // A one-class table leaves its class column out and says the class once, above it.
        expect(names, path).not.toContain('Weight class');
        await expect(classNote, path).toHaveText(`Weight class: ${oneClass}, in every row`);
      } else {
        await expect(classNote, path).toHaveCount(0);
      }
      // The columns past the edge are announced.
      await expect(page.getByText(/more columns: scroll the table sideways/)).toBeVisible();
    }
  });

  test('the sorted rating is beside the name', async ({ page }) => {
    await signIn(page, '/fighters?class=LW&sort=-r_glicko1');
    await tableReady(page);
    const names = await headerNames(page);
    expect(names.slice(0, 4)).toEqual(['Rank', 'Watch', 'Fighter', 'Glicko-1']);
    const header = rankings(page).getByRole('columnheader', { name: 'Glicko-1' });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const figure = rankings(page).locator('[role="row"][data-index="0"] [role="cell"]').nth(3);
    await expect(figure).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    const box = await figure.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expect(figure).toBeInViewport({ ratio: 1 });
  });

  test('filters sit behind one Filters button that counts them, the movers folded', async ({
    page,
  }) => {
    await signIn(page, '/fighters?class=LW&country=BR');
    await tableReady(page);
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveText(/^Filters \(2\)/);
    await expect(page.getByRole('combobox', { name: 'Weight class' })).toBeHidden();
    await expect(page.getByRole('region', { name: /^Movers since/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show movers' })).toBeVisible();
    await filters.click();
    await expect(page.getByRole('combobox', { name: 'Weight class' })).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);
  });
});

test('no Fighters screen scrolls sideways at page level, 390 or 320 px wide', async ({ page }) => {
  // Each screen is opened at 390 px and looked at again narrowed to 320: one walk, not two.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '/fighters');
  const name = await firstFighter(page, 'LW');
  const panel = `/fighters/fighter/LW/${encodeURIComponent(name)}`;
  const screens = [
    '/fighters',
    '/fighters?class=LW&movers=show',
    '/fighters?mode=by-date&movers=show',
    '/fighters?mode=by-date&class=WW',
    `${panel}?class=LW`,
    `${panel}?class=LW&h2h=${encodeURIComponent(`0:LW:${name}`)}`,
    '/fighters?class=LW&disagree=show',
  ];
  for (const path of screens) {
    await page.setViewportSize({ width: 390, height: 844 });
    await openInApp(page, path);
    await tableReady(page);
    if (path.includes('h2h=')) {
      await expect(page.getByRole('region', { name: 'Head-to-head' })).toBeVisible();
    }
    if (path.includes('disagree=')) {
      await expect(
        page.getByRole('region', { name: 'Where the rating systems disagree' }),
      ).toBeVisible({ timeout: 60_000 });
    }
    if (path.includes('movers=show')) {
      await expect(page.getByRole('region', { name: /^Movers since/ })).not.toHaveAttribute(
        'aria-busy',
        'true',
      );
    }
    expect(await pageScrollsSideways(page), `${path} at 390 px`).toBe(false);
    await page.setViewportSize({ width: 320, height: 844 });
    // Polled: the screen may lay itself out again for the narrower window.
    await expect.poll(() => pageScrollsSideways(page), `${path} at 320 px`).toBe(false);
  }
});

test.describe('on a 1440 × 900 window', () => {
  test.use({ viewport: DESKTOP });

  test('a fighter opened from a filtered table keeps every filter', async ({ page }) => {
    await signIn(page, '/fighters?mode=by-date&class=WW');
    await tableReady(page);
    await page.getByRole('button', { name: 'Ranges' }).click();
    await page.getByRole('spinbutton', { name: 'Top ranks' }).fill('10');
    await expect(rankings(page)).toHaveAccessibleDescription(/^10 of [\d,]+ fighters/);
    await expect.poll(() => new URL(page.url()).searchParams.get('top')).toBe('10');
    await page.keyboard.press('Escape');
    const before = new URL(page.url()).searchParams;

    await rankings(page).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/fighters\/fighter\/WW\//);
    const after = new URL(page.url()).searchParams;
    expect(Object.fromEntries(after)).toEqual(Object.fromEntries(before));
    await expect(rankings(page)).toHaveAccessibleDescription(/^10 of [\d,]+ fighters/);
  });

  test('the skip link reaches the table in two Tabs; End keeps the row in the window', async ({
    page,
  }) => {
    await signIn(page, '/fighters?mode=by-date');
    await page.goto('/fighters?mode=by-date');
    await tableReady(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to table' })).toBeFocused();
    await page.keyboard.press('Enter');
    const row = rankings(page).locator('[role="row"][data-index="0"]');
    await expect(row).toBeFocused();
    await expect(row).toBeInViewport();
    // The table's box reaches past the window (the movers above it): the last row is brought in.
    await page.keyboard.press('End');
    const focused = page.locator('[role="row"]:focus');
    await expect(focused).not.toHaveAttribute('data-index', '0');
    await expect(focused).toBeInViewport({ ratio: 1 });
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  const where = `${viewport.width} × ${viewport.height}`;

  test(`Tabs from the page top to the first row, without the skip link, at ${where}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, '/fighters?mode=by-date');
    await page.goto('/fighters?mode=by-date');
    await tableReady(page);
    let tabs = 0;
    for (; tabs < 60; tabs += 1) {
      const onRow = await page.evaluate(() =>
        document.activeElement?.matches('[role="row"][data-index]'),
      );
      if (onRow) break;
      await page.keyboard.press('Tab');
    }
    test.info().annotations.push({ type: 'tabs to the first row', description: String(tabs) });
    // Phone (15): two skip links, Search, Menu, mode, the date's three controls, Filters, the two
    // views, the table's three actions, the header row; then the row. 1440 (25): the header's
    // links (Watchlist too), the toolbar's controls out, the movers' 40-odd names one stop. (The
    // skip link: 2.)
    expect(tabs).toBeLessThanOrEqual(viewport === PHONE ? 15 : 25);
  });

  test(`Compare head-to-head brings it into view with focus at ${where}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, '/fighters?class=LW');
    const name = await firstFighter(page, 'LW');
    await rankings(page).getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(/\/fighters\/fighter\/LW\//);
    await page.getByRole('button', { name: 'Compare head-to-head' }).click();
    const section = page.getByRole('region', { name: 'Head-to-head' });
    await expect(section).toBeVisible();
    await expect(section).toBeInViewport();
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('fighters-h2h-place')),
    ).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'added to head-to-head' })).toHaveText(
      `${name} added to head-to-head, below.`,
    );
  });
}

test('every name in the movers summary is a touch target at least 24 px tall, at 390 × 844 and 1440 × 900', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, '/fighters?class=LW&movers=show');
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await tableReady(page);
    const movers = page.getByRole('region', { name: /^Movers since/ });
    await expect(movers).not.toHaveAttribute('aria-busy', 'true', { timeout: 60_000 });
    // The names are buttons (one Tab stop, arrow keys inside) that open the fighter. Polled: the
    // summary lays itself out again for the new width.
    await expect
      .poll(async () => {
        const heights = await movers
          .getByRole('button')
          .evaluateAll((names) => names.map((name) => name.getBoundingClientRect().height));
        return heights.length > 10 ? Math.min(...heights) : 0;
      }, `${viewport.width} × ${viewport.height}`)
      .toBeGreaterThanOrEqual(24);
  }
});
