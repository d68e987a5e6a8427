// Popovers and the Explorer's code at a laptop's and a phone's size: every popover opens inside the
// window and closes on Escape (from its button or a field in it) and on a click outside, the focus
// back on its button; code blocks keep their lines; "Copied" moves no button.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

const SIZES = [
  { name: 'laptop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The panel a button opens, found by the button's aria-controls. */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** A control a phone may keep behind a "Filters" disclosure: open that first when there is one. */
async function reveal(page: Page, control: Locator): Promise<void> {
  if (await control.isVisible()) return;
  const filters = page.getByRole('button', { name: /^Filters\b/ });
  if (
    (await filters.count()) > 0 &&
    (await filters.first().getAttribute('aria-expanded')) !== 'true'
  ) {
    await filters.first().click();
  }
  await expect(control).toBeVisible();
}

async function expectInViewport(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const size = page.viewportSize();
  expect(box).not.toBeNull();
  if (!box || !size) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
}

/**
 * Clicks the first spot of the window, scanned top to bottom, that lies outside `panel` and on no
 * control (link, button, field, table row): outside wherever the fonts and the layout put things.
 */
async function clickOutside(page: Page, panel: Locator): Promise<void> {
  const handle = await panel.elementHandle();
  const spot = await page.evaluate((inside) => {
    const controls = 'a, button, input, select, textarea, label, summary, [role="row"], [tabindex]';
    for (let y = 4; y < window.innerHeight; y += 12) {
      for (let x = 4; x < window.innerWidth; x += 12) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || (inside && inside.contains(hit)) || hit.closest(controls)) continue;
        return { x, y };
      }
    }
    return null;
  }, handle);
  expect(spot, 'a spot outside the panel with no control on it').not.toBeNull();
  if (spot) await page.mouse.click(spot.x, spot.y);
}

/** Opens, checks the panel's box, closes it three ways, each time checking where the focus went. */
async function checkPopover(page: Page, button: Locator, field: (panel: Locator) => Locator) {
  await reveal(page, button);
  const panel = await panelOf(page, button);
  const open = async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
  };

  await open();
  await expectInViewport(page, panel);
  // Escape from a field inside the panel.
  await field(panel).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  // Escape from the button itself.
  await open();
  await button.focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  // A click outside, on a spot with no control (the phone's panel may cover the heading, so the
  // spot is found, not assumed): closed, the focus kept on the button.
  await open();
  await clickOutside(page, panel);
  await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
}

// One walk per screen over both sizes, the window resized between (the phone's layout is in place
// once its header shows the sections' Menu).
async function atSize(page: Page, size: (typeof SIZES)[number]): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  const menu = page.getByRole('button', { name: /Menu/ });
  if (size.name === 'phone') await expect(menu).toBeVisible();
  else await expect(menu).toBeHidden();
}

test("Fighters' Ranges, Country and Columns popovers (laptop, then phone)", async ({ page }) => {
  // By date with a class chosen: where the Ranges panel once opened off the left edge.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, '/fighters?mode=by-date&class=WW');
  await expect(page.getByRole('table', { name: /^Fighter rankings/ })).toBeVisible();
  for (const size of SIZES) {
    await atSize(page, size);
    const ranges = page.getByRole('button', { name: /^Ranges/ });
    await checkPopover(page, ranges, (panel) =>
      panel.getByRole('spinbutton', { name: 'Top ranks' }),
    );
    await checkPopover(page, page.getByRole('button', { name: /^Country / }), (panel) =>
      panel.getByRole('checkbox').first(),
    );
    await checkPopover(page, page.getByRole('button', { name: /^Columns/ }), (panel) =>
      panel.getByRole('checkbox').first(),
    );
    if (size.name === 'laptop') {
      // On the toolbar's one row, beside the Country facet, and its text on one line.
      const country = await page.getByRole('button', { name: /^Country / }).boundingBox();
      const box = await ranges.boundingBox();
      expect(
        Math.abs((box?.y ?? 0) + (box?.height ?? 0) - (country?.y ?? 0) - (country?.height ?? 0)),
      ).toBeLessThan(8);
      const lineHeight = await ranges.evaluate((b) => parseFloat(getComputedStyle(b).lineHeight));
      expect(box?.height ?? Infinity).toBeLessThan(lineHeight * 2);
    }
  }
});

test("a searchable picker's list stays in the window and closes (laptop, then phone)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, '/football');
  for (const size of SIZES) {
    await atSize(page, size);
    const picker = page.getByRole('combobox', { name: 'League' });
    await reveal(page, picker);
    const list = page.getByRole('listbox', { name: 'League' });
    await picker.click();
    await expect(list.getByRole('option').first()).toBeVisible();
    await expectInViewport(page, list);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(picker).toBeFocused();
    await picker.click();
    await expect(list).toBeVisible();
    await clickOutside(page, list);
    await expect(list).toBeHidden();
  }
});

for (const size of SIZES) {
  test.describe(`at ${size.width} × ${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`Explorer: code keeps its lines, copying moves nothing (${size.name})`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-write']);
      await signIn(
        page,
        '/explorer?hub=football_player_ratings&view=league_players&p.app_id=eng.1',
      );
      const call = page.getByRole('region', { name: 'Call' });
      await call.getByText('Show the code').click();

      const blocks = call.locator('pre');
      await expect(blocks).toHaveCount(4);
      for (const block of await blocks.all()) {
        const shape = await block.evaluate((pre) => {
          const node = pre.firstChild as Text;
          const text = node.data;
          const range = document.createRange();
          const topOf = (at: number) => {
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            return Math.round(range.getBoundingClientRect().top);
          };
          // A line is drawn whole when its first and last characters sit on one line box.
          const wrapped: string[] = [];
          let start = 0;
          for (const line of text.split('\n')) {
            if (line.length > 1 && topOf(start) !== topOf(start + line.length - 1)) {
              wrapped.push(line);
            }
            start += line.length + 1;
          }
          return { wrapped, scrolls: pre.scrollWidth > pre.clientWidth };
        });
        expect(shape.wrapped).toEqual([]);
        // A long line scrolls inside its block, which can then be reached and scrolled by keyboard.
        if (shape.scrolls) {
          await expect(block).toHaveAttribute('tabindex', '0');
          await expect(block).toHaveAttribute('role', 'region');
          await expect(block).toHaveAttribute('aria-label', /.+/);
        }
      }
      // Python's header line is long enough to scroll at both sizes.
      const python = call.getByRole('region', { name: 'Python requests code' });
      expect(await python.evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
      await expect(python).toContainText('response = requests.get(\n    "http');

      // The call's address breaks only after "/", "?" or "&".
      const url = call.locator('.explorer-request__url code');
      const breaks = await url.evaluate((code) => {
        const text = code.textContent ?? '';
        const range = document.createRange();
        const ends: string[] = [];
        let lastTop: number | null = null;
        let offset = 0;
        for (const node of code.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE) continue;
          const value = node.textContent ?? '';
          for (let i = 0; i < value.length; i += 1) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const top = Math.round(range.getBoundingClientRect().top);
            if (lastTop !== null && top > lastTop) ends.push(text[offset + i - 1] ?? '');
            lastTop = top;
          }
          offset += value.length;
        }
        return ends;
      });
      for (const end of breaks) expect(['/', '?', '&']).toContain(end);
      if (size.name === 'phone') expect(breaks.length).toBeGreaterThan(0);

      // "Copied" is said in the button, which keeps its size; nothing beside it moves.
      const buttons = call.getByRole('button');
      const before = await buttons.evaluateAll((list) =>
        list.map((b) => JSON.stringify(b.getBoundingClientRect())),
      );
      await call.getByRole('button', { name: 'Copy as curl' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'curl command copied' })).toHaveCount(
        1,
      );
      await expect(call.getByRole('button', { name: 'Copied' })).toBeVisible();
      const after = await buttons.evaluateAll((list) =>
        list.map((b) => JSON.stringify(b.getBoundingClientRect())),
      );
      expect(after).toEqual(before);
    });
  });
}
