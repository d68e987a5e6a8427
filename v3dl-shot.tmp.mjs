import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const base = 'http://127.0.0.1:4760';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const which = process.argv[2] ?? 'fighter';
for (const scheme of ['light', 'dark']) {
  for (const vp of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
    const context = await browser.newContext({ viewport: vp, colorScheme: scheme, acceptDownloads: true, deviceScaleFactor: 1 });
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
    const r = await page.request.get(base + '/v1/data/views/fighter_ratings/fighters_view', { headers: { Authorization: 'Bearer demo' } });
    const rows = await r.json();
    const top = rows.find((x) => x.weight_class_code === 'LW' && x.rank === 1);
    const path = which === 'fighter' ? `/fighters/fighter/LW/${encodeURIComponent(top.name)}?class=LW` : which;
    await page.goto(base + path);
    await page.getByLabel('API key', { exact: true }).fill('demo');
    await page.getByRole('button', { name: 'Continue' }).click();
    const button = page.getByRole('button', { name: 'Download chart' }).first();
    await button.waitFor({ timeout: 30000 });
    await page.waitForTimeout(1500);
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const tag = `${scheme}-${vp.width}`;
    await page.screenshot({ path: `/tmp/v3dl-${tag}.png` });
    for (const fmt of ['SVG', 'PNG']) {
      const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download chart as ${fmt}` }).click()]);
      const out = `/tmp/v3dl-${tag}.${fmt.toLowerCase()}`;
      await dl.saveAs(out);
      console.log(tag, fmt, dl.suggestedFilename());
    }
    await page.screenshot({ path: `/tmp/v3dl-${tag}-after.png` });
    await context.close();
  }
}
await browser.close();
