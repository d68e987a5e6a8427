// The league leaderboard's interactions (issue 42): with every history in, sorting by the new
// columns (Form, Age, Percentile) and filtering by age (U21) and position, each timed from the
// input to the rows painted, and to the table's DOM updated (the page's own work, which should fit
// in one frame: 16.7 ms at 60 Hz).

/**
 * The sorts and filters timed, in order: each starts from the state the one before left. Peak, a
 * column from before issue 42, comes first: the page's first sort, and the others' yardstick.
 */
const SORTS = [
  ['sortPeak', 'Peak'],
  ['sortForm', 'Form'],
  ['sortAge', 'Age'],
  ['sortPercentile', 'Percentile'],
];

/**
 * `tools`: the runner's openPage, milestone, settle and firstLine. Returns `{ <step>: ms,
 * <step>Work: ms, errors }`; one step failing leaves the others' figures.
 */
export async function measureLeague(browser, origin, path, tools) {
  const { openPage, milestone, settle, firstLine } = tools;
  const { context, page } = await openPage(browser, [{ name: 'rows', kind: 'rows', grid: 'app' }]);
  const result = { errors: {} };
  const step = async (key, fn) => {
    try {
      const { ms, work } = await fn();
      result[key] = ms;
      result[`${key}Work`] = work;
    } catch (error) {
      result.errors[key] = firstLine(error);
    }
    await settle(page, 500);
  };
  /** Arms the in-page timer, acts through Playwright's real input, and returns both times. */
  const timed = async (spec, act) => {
    const before = await page.evaluate((s) => window.__bench.arm(s), spec);
    if (before.filtered) throw new Error(`${spec.column.label}: the rows in view pass already`);
    await act();
    const r = await page.evaluate(() => window.__bench.pending);
    return { ms: r.end - r.start, work: (r.domAt ?? r.seen) - r.start };
  };
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    await milestone(page, 'rows', 60_000);
    // Every history in: the progress bar gives way to the line that says so.
    await page
      .getByRole('progressbar', { name: "Loading the players' rating histories" })
      .waitFor({ state: 'detached', timeout: 120_000 });
    await page.getByText(/^All [\d,]+ ratings are in\.$/).waitFor({ timeout: 30_000 });
    await settle(page, 500);
    result.rows = await page.evaluate(() => {
      const text = [...document.querySelectorAll('p, span, div')]
        .map((e) => e.textContent ?? '')
        .find((t) => /^[\d,]+ players in /.test(t));
      return Number((text ?? '').split(' ')[0].replace(/,/g, '')) || null;
    });

    for (const [key, label] of SORTS) {
      await step(key, async () => {
        const column = { id: label.toLowerCase(), label };
        const box = await page.evaluate(
          ([g, c]) => window.__bench.headerBox(g, c),
          ['app', column],
        );
        if (!box) throw new Error(`no header for ${label}`);
        await page.mouse.move(box.x, box.y);
        await settle(page, 200);
        return timed(
          { kind: 'sort', grid: 'app', column, eventType: 'pointerdown', timeoutMs: 30_000 },
          () => page.mouse.click(box.x, box.y),
        );
      });
    }

    await step('filterAge', async () => {
      const radio = page.getByRole('radio', { name: 'U21' });
      await radio.hover();
      await settle(page, 200);
      return timed(
        {
          kind: 'filter',
          grid: 'app',
          column: { id: 'age', label: 'Age' },
          max: 21,
          eventType: 'pointerdown',
          timeoutMs: 30_000,
        },
        () => radio.click(),
      );
    });

    await step('filterPosition', async () => {
      // The facet's panel is loaded and opened first: the time is the tick's alone.
      await page.getByRole('button', { name: /^Position All positions/ }).click();
      const box = page.getByRole('checkbox', { name: /^Midfielder/ });
      await box.waitFor({ timeout: 10_000 });
      await box.hover();
      await settle(page, 200);
      return timed(
        {
          kind: 'filter',
          grid: 'app',
          column: { id: 'position', label: 'Position' },
          equals: 'Midfielder',
          eventType: 'pointerdown',
          timeoutMs: 30_000,
        },
        () => box.click(),
      );
    });
    return result;
  } finally {
    await context.close();
  }
}
