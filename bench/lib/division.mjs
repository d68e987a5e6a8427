// A division's history (issue 41 §3) at normal scale: from navigation start to the first lines
// painted and to every published date drawn, and whether the chart keeps answering the pointer
// while the dates arrive: the pointer is moved over the chart all the while, and the longest
// pointer event (Event Timing: input to the next paint) and the longest task in that time are kept.

/** Installed before the page's scripts: watches, frame by frame, for the first line and the end. */
function watchDivision() {
  const state = { firstLines: null, allDates: null, sawProgress: false, events: [] };
  window.__division = state;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.name.startsWith('pointer') || e.name.startsWith('mouse')) {
          state.events.push({ start: e.startTime, duration: e.duration });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // No Event Timing: the pointer figure says n/a.
  }
  const frame = () => {
    const drawn = [...document.querySelectorAll('.history-line path')].some(
      (p) => (p.getAttribute('d') ?? '') !== '',
    );
    const progress = document.querySelector('progress') !== null;
    state.sawProgress ||= progress;
    // Painted in the frame before this callback: this frame's start is when it was on screen.
    const now = performance.now();
    if (drawn && state.firstLines === null) state.firstLines = now;
    if (drawn && state.sawProgress && !progress && state.allDates === null) state.allDates = now;
    if (state.allDates === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** One run: `openPage(browser, milestones)` is the runner's (key in the session, long tasks kept). */
export async function measureDivision(openPage, browser, origin, path) {
  const { context, page } = await openPage(browser, []);
  try {
    await context.addInitScript(watchDivision);
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__division?.firstLines != null, null, {
      timeout: 30_000,
    });
    // The pointer sweeps the chart while the rest of the dates arrive.
    let x = 0;
    for (;;) {
      const done = await page.evaluate(() => window.__division.allDates != null);
      if (done) break;
      const box = await page.locator('.history-bump').boundingBox();
      if (box) {
        x = (x + 37) % Math.max(1, Math.min(box.width, 1200));
        await page.mouse.move(box.x + x, box.y + box.height * ((x % 5) / 6 + 0.1));
      }
      await page.waitForTimeout(16);
    }
    return await page.evaluate(() => {
      const s = window.__division;
      const during = (t) => t.start >= s.firstLines && t.start <= s.allDates;
      const tasks = window.__bench.longTasks.filter(during);
      const events = s.events.filter(during);
      return {
        firstLines: s.firstLines,
        allDates: s.allDates,
        longestTask: tasks.reduce((max, t) => Math.max(max, t.duration), 0),
        longestPointer: events.reduce((max, t) => Math.max(max, t.duration), 0),
      };
    });
  } finally {
    await context.close();
  }
}
