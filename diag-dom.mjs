import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { PHONE_CONTEXT } from './bench/lib/phone.mjs';
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const context = await browser.newContext(PHONE_CONTEXT);
await context.addInitScript(() => { try { sessionStorage.setItem('data-views.api-key', 'demo'); } catch {} });
const page = await context.newPage();
for (const p of process.argv.slice(2)) {
await page.goto('http://127.0.0.1:4400' + p); await page.waitForTimeout(3000);
console.log(p, await page.evaluate(() => { let rules = 0; for (const s of document.styleSheets) { try { rules += s.cssRules.length; } catch {} } return { nodes: document.getElementsByTagName('*').length, svgNodes: document.querySelectorAll('svg *').length, rules, sheets: document.styleSheets.length, rows: document.querySelectorAll('[role=row]').length }; }));
const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable');
const m = await cdp.send('Performance.getMetrics');
console.log(m.metrics.filter((x) => /Duration|Count|Nodes/.test(x.name)).map((x) => `${x.name}=${Math.round(x.value*1000)/1000}`).join(' '));
}
await browser.close();
