// axe-core's label-content-name-mismatch on every screen, at a laptop's and a phone's size: each
// control named by aria-label or aria-labelledby has the text it shows inside its name, so a
// speech user can say what they read (the header's Search, the facets, the popovers' buttons).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { footballView, openInApp, signIn } from './helpers.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[];
}

async function mismatches(page: Page): Promise<string[]> {
  // Evaluated by the test runner, not added as a <script>: the app's CSP allows no inline script.
  // Once per page: the screens are opened in the app, so the page keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe;
    return (await axe.run(document, {
      runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
    })) as AxeResult;
  });
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary ?? ''}`),
  );
}

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

// One walk over the screens, each looked at in both sizes (the window resized between): the
// phone's header, menus and folded filters have names of their own.
test("no control's name leaves out its visible text (1440 × 900 and 390 × 844)", async ({
  page,
  request,
}) => {
  const league = String((await footballView(request, 'available_leagues'))[0]?.app_id);
  const player = String(
    (await footballView(request, 'league_players', { app_id: league }))[0]?.player_id,
  );

  const screens: { path: string; ready: (p: Page) => Promise<void> }[] = [
    {
      path: '/fighters',
      ready: (p) => expect(p.getByRole('table', { name: /^Fighter rankings/ })).toBeVisible(),
    },
    {
      path: '/fighters?mode=by-date&class=WW',
      ready: (p) => expect(p.getByRole('table', { name: /^Fighter rankings/ })).toBeVisible(),
    },
    {
      path: '/football',
      ready: (p) => expect(p.getByRole('combobox', { name: 'League' })).toBeVisible(),
    },
    {
      path: `/football/leagues/${encodeURIComponent(league)}`,
      ready: (p) => expect(p.getByRole('table', { name: /Players of/ })).toBeVisible(),
    },
    {
      path: `/football/players/${player}`,
      ready: (p) => expect(p.getByRole('heading', { level: 1 })).not.toHaveText(''),
    },
    {
      path: '/explorer?hub=fighter_ratings&view=fighters_view&run=1',
      ready: (p) => expect(p.getByRole('table', { name: /^Rows of/ })).toBeVisible(),
    },
  ];
  await page.setViewportSize(SIZES[0] as (typeof SIZES)[number]);
  await signIn(page, screens[0]?.path);
  for (const screen of screens) {
    await page.setViewportSize(SIZES[0] as (typeof SIZES)[number]);
    await openInApp(page, screen.path);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      // The phone's layout is in place once its header shows the sections' Menu (CSS media
      // queries apply at the resize; this waits for what the screen's code redraws too).
      const menu = page.getByRole('button', { name: /Menu/ });
      if (size.width < 600) await expect(menu).toBeVisible();
      else await expect(menu).toBeHidden();
      await screen.ready(page);
      // Polled: the screen may lay itself out again for the new size.
      await expect
        .poll(() => mismatches(page), `${screen.path} at ${size.width} × ${size.height}`)
        .toEqual([]);
    }
  }
});
