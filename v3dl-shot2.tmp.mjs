import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4760';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const api = async (page, path) => (await page.request.get(base + path, { headers: { Authorization: 'Bearer demo' } })).json();
const what = process.argv[2];
for (const scheme of ['light', 'dark']) {
  for (const vp of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
    const context = await browser.newContext({ viewport: vp, colorScheme: scheme, acceptDownloads: true });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    let path;
    if (what === 'football') {
      const leagues = await api(page, '/v1/data/views/football_player_ratings/available_leagues');
      const players = await api(page, `/v1/data/views/football_player_ratings/league_players?app_id=${encodeURIComponent(leagues[0].app_id)}`);
      const ids = [...new Set(players.map((p) => p.player_id))];
      path = `/football/players/${ids[0]}?compare=1:${ids[1]},2:${ids[2]}`;
    } else if (what === 'h2h') {
      const rows = await api(page, '/v1/data/views/fighter_ratings/fighters_view');
      const lw = rows.filter((r) => r.weight_class_code === 'LW').slice(0, 3);
      path = `/fighters?class=LW&${lw.map((r, i) => `h2h=${encodeURIComponent(`${i}:LW:` + r.name)}`).join('&')}`;
    } else {
      path = '/fighters?mode=by-date&class=LW&disagree=show';
    }
    await page.goto(base + path);
    await page.getByLabel('API key', { exact: true }).fill('demo');
    await page.getByRole('button', { name: 'Continue' }).click();
    const button = page.getByRole('button', { name: 'Download chart', exact: true }).last();
    await button.waitFor({ timeout: 30000 });
    await page.waitForTimeout(2500);
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const tag = `${what}-${scheme}-${vp.width}`;
    await page.screenshot({ path: `/tmp/v3dl-${tag}-page.png` });
    for (const fmt of ['SVG', 'PNG']) {
      const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download chart as ${fmt}` }).click()]);
      await dl.saveAs(`/tmp/v3dl-${tag}.${fmt.toLowerCase()}`);
      console.log(tag, fmt, dl.suggestedFilename());
    }
    await page.keyboard.press('Escape');
    console.log('focus after Escape:', await page.evaluate(() => document.activeElement?.getAttribute('aria-label')));
    await context.close();
  }
}
await browser.close();
