import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { PHONE, PHONE_CONTEXT } from './bench/lib/phone.mjs';
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const p of process.argv.slice(2)) {
const context = await browser.newContext(PHONE_CONTEXT);
await context.addInitScript(() => { try { sessionStorage.setItem('data-views.api-key', 'demo'); } catch {}
  new MutationObserver(() => { if (!window.__c && document.querySelector('.rating-chart__surface path[data-testid^="rating-line-"], [role="row"][data-index], body[data-painted]')) { window.__c = performance.now(); requestAnimationFrame(() => setTimeout(() => { window.__cp = performance.now(); }, 0)); } }).observe(document, { subtree: true, childList: true, attributes: true }); });
const page = await context.newPage();
await page.goto((process.env.ORIGIN ?? 'http://127.0.0.1:4400') + p); await page.waitForTimeout(2500);
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.latencyMs, downloadThroughput: PHONE.downloadKbps * 125, uploadThroughput: PHONE.uploadKbps * 125 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
const get = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
const a = await get();
await page.reload(); await page.waitForFunction(() => window.__cp, null, { timeout: 20000 });
const b = await get();
const t = await page.evaluate(() => [window.__c, window.__cp]);
const d = (k) => Math.round((b[k] - a[k]) * 1000);
console.log(p, 'painted', Math.round(t[1]), 'task', d('TaskDuration'), 'script', d('ScriptDuration'), 'compile', d('V8CompileDuration'), 'layout', d('LayoutDuration'), 'style', d('RecalcStyleDuration'), 'other', d('TaskOtherDuration'), 'layouts', b.LayoutCount - a.LayoutCount, 'styles', b.RecalcStyleCount - a.RecalcStyleCount);
await context.close();
}
await browser.close();
