// The phone profile (issue 50): what a person on a phone waits for. Lighthouse's mobile throttling
// (150 ms round trip, 1.6 Mbps down, 750 kbps up, the CPU slowed 4×) on Lighthouse's phone screen,
// applied through the DevTools protocol as DevTools applies it. Each run is a signed-in reload: the
// page is first opened and reloaded unthrottled (its code cached and the key in this tab, as for
// a returning person), then reloaded under the profile, and timed from the reload's navigation start to the first rows
// (or the first chart) painted. The same is done for a page with no framework that requests the
// same data (bench/peer/first-*-floor.ts), run by run beside ours: the ratio is the figure.

/** Lighthouse's mobile throttling (its "simulated" figures, applied as DevTools applies them). */
export const PHONE = {
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
};

/** Lighthouse's phone: 412 × 823 CSS px at 1.75 device pixels each, touch, a mobile browser. */
export const PHONE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Turns the profile on for `page` (its main thread and its network, workers' requests included). */
async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downloadKbps * 1000) / 8,
    uploadThroughput: (PHONE.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return cdp;
}

/**
 * One signed-in reload of `url` under the phone profile: the milestone `kind` ('rows' or 'chart')
 * painted, in ms from the reload's navigation start, and the bytes that crossed the network
 * before it (compressed, as served; what the reload found in the HTTP cache counts nothing).
 * `floor`: a peer page that marks its own paint (data-painted on its body). `tools`: the runner's
 * openPage, milestone and peerMark.
 */
export async function measurePhone(browser, url, { kind, floor = false, tools }) {
  const { openPage } = tools;
  const milestones = floor ? [] : [{ name: 'first', kind, grid: 'app', min: 1 }];
  const { context, page } = await openPage(browser, milestones, { contextOptions: PHONE_CONTEXT });
  try {
    // The visits before: code and data fetched, the key in this tab. Two, as a returning person
    // has had: V8 keeps a script's compiled code from its second load on (the first reload pays
    // for making that cache: 73 ms of the player page's main thread in a trace), and uses it after.
    await page.goto(url, { waitUntil: 'commit' });
    await reached(page, floor, tools);
    await page.reload({ waitUntil: 'commit' });
    await reached(page, floor, tools);
    const cdp = await throttle(context, page);
    await page.reload({ waitUntil: 'commit' });
    const painted = await reached(page, floor, tools);
    const wireKB = await page.evaluate((until) => {
      let bytes = 0;
      for (const entry of performance.getEntriesByType('resource')) {
        if (entry.responseEnd <= until) bytes += entry.transferSize;
      }
      const nav = performance.getEntriesByType('navigation')[0];
      return (bytes + (nav?.transferSize ?? 0)) / 1024;
    }, painted);
    await cdp.detach().catch(() => {});
    return { [kind === 'chart' ? 'firstChart' : 'firstRows']: painted, wireKB };
  } finally {
    await context.close();
  }
}

/** When the milestone (ours) or the page's own paint mark (the floor's) was painted. */
async function reached(page, floor, tools) {
  return floor
    ? tools.peerMark(page, 60_000)
    : (await tools.milestone(page, 'first', 60_000)).painted;
}
