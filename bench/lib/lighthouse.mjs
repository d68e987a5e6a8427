// Lighthouse's mobile performance audit (issue 50: at least 95, LCP at most 2.0 s, TBT at most
// 200 ms), signed in, on Fighters and on a player. Lighthouse's own defaults: its phone, its
// simulated mobile throttling (150 ms round trip, 1.6 Mbps, the CPU 4× slower) and a cold load
// (its cache and storage cleared before the run). Signed in as a person is: the key is put in the
// tab's sessionStorage (which Lighthouse's reset leaves, it being the tab's), then Lighthouse
// navigates that same tab to the page (a user flow over puppeteer-core, on the bench's Chromium).
import puppeteer from 'puppeteer-core';
import { startFlow } from 'lighthouse';

const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndex: 'speed-index',
};

/**
 * One Lighthouse run of `origin + path` with `apiKey` in the tab: the performance score (0–100)
 * and its metrics (ms; CLS unitless), and the element Lighthouse took as the largest paint.
 */
export async function measureLighthouse({
  executablePath,
  args,
  origin,
  path,
  keyStorage,
  apiKey,
}) {
  const browser = await puppeteer.launch({ executablePath, headless: true, args });
  try {
    const page = await browser.newPage();
    // A page of the origin that is not the app (no code, no requests): somewhere to set the key.
    await page.goto(`${origin}/healthz`);
    await page.evaluate((name, value) => sessionStorage.setItem(name, value), keyStorage, apiKey);
    const flow = await startFlow(page, {
      config: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } },
    });
    await flow.navigate(`${origin}${path}`);
    const { steps } = await flow.createFlowResult();
    const lhr = steps[0].lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const result = { score: Math.round((lhr.categories.performance.score ?? 0) * 100) };
    for (const [name, id] of Object.entries(AUDITS)) result[name] = lhr.audits[id]?.numericValue;
    const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
    const node = lcpItems[0]?.items?.[0]?.node;
    result.lcpElement = node?.selector ?? node?.snippet ?? null;
    return result;
  } finally {
    await browser.close();
  }
}
