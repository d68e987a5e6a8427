import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { PHONE, PHONE_CONTEXT } from './bench/lib/phone.mjs';
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const url = 'http://127.0.0.1:4400' + process.argv[2];
const context = await browser.newContext(PHONE_CONTEXT);
await context.addInitScript(() => { try { sessionStorage.setItem('data-views.api-key', 'demo'); } catch {}
  window.__lf = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lf.push({ s: Math.round(e.startTime), d: Math.round(e.duration), block: Math.round(e.blockingDuration), render: Math.round(e.renderStart), style: Math.round(e.styleAndLayoutStart), scripts: e.scripts.map((x) => `${x.invoker.slice(0,50)} ${x.sourceURL.split('/').pop()}:${x.sourceFunctionName} @${Math.round(x.startTime)} ${Math.round(x.duration)}ms (fwd ${Math.round(x.forcedStyleAndLayoutDuration)})`) }); }).observe({ type: 'long-animation-frame', buffered: true });
  new MutationObserver(() => { if (!window.__c && document.querySelector('.rating-chart__surface path[data-testid^="rating-line-"]')) { window.__c = performance.now(); requestAnimationFrame(() => setTimeout(() => { window.__cp = performance.now(); }, 0)); } }).observe(document, { subtree: true, childList: true, attributes: true });
});
const page = await context.newPage();
await page.goto(url); await page.waitForTimeout(3000);
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.latencyMs, downloadThroughput: PHONE.downloadKbps * 125, uploadThroughput: PHONE.uploadKbps * 125 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.reload(); await page.waitForTimeout(5000);
const out = await page.evaluate(() => ({ chart: window.__c, painted: window.__cp, lf: window.__lf }));
console.log('chart DOM', Math.round(out.chart), 'painted', Math.round(out.painted));
for (const f of out.lf) { console.log(`frame @${f.s} dur ${f.d} renderStart ${f.render} style ${f.style}`); for (const s of f.scripts) console.log('   ', s); }
await browser.close();
