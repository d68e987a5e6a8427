// Code the benchmark runs inside the page: installed before any page script by addInitScript, it
// records load milestones, long tasks and input times, and times actions until their result is
// painted, the same way for the dashboard's table and for the AG Grid peer.

/**
 * The init script. `config.milestones` are watched from navigation start: `{ name, kind: 'rows' |
 * 'chart' | 'watch-figures' | 'watch-sparks', grid?, min? }`; `config.localStorage` is stored first. Times are `performance.now()` values, i.e. milliseconds since navigation
 * start (`performance.timeOrigin`).
 */
export function installBench(config) {
  try {
    if (config.keyStorage && config.apiKey)
      sessionStorage.setItem(config.keyStorage, config.apiKey);
  } catch {
    // about:blank has no storage; the real page gets the key on its own navigation.
  }
  try {
    // What this browser keeps between visits (the Watchlist's list), there before the app starts.
    for (const [key, value] of Object.entries(config.localStorage ?? {})) {
      localStorage.setItem(key, value);
    }
  } catch {
    // As above.
  }
  if (window.__bench) return;

  const FRAME = 1000 / 60;
  const bench = { milestones: {}, longTasks: [], pending: null, config };
  window.__bench = bench;

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the scroll figures say n/a.
  }

  // Cumulative Layout Shift as Chromium counts it: how far what was on screen moved as the rest
  // arrived, a shift within 0.5 s of a person's input left out.
  bench.layoutShift = 0;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.hadRecentInput) bench.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // No layout-shift entries in this browser: the figure says n/a.
    bench.layoutShift = undefined;
  }

  const rectOf = (element) => element.getBoundingClientRect();

  // How to read each grid. `app` is the dashboard's DataTable, `peer` is AG Grid Community.
  const adapters = {
    app: {
      root: () => document.querySelector('[role="table"][data-virtual-viewport]'),
      dataRows: (root) => root.querySelectorAll('[role="row"][data-index]'),
      rowElements: (root) => root.querySelectorAll('[role="row"]'),
      rowIndex: (row) => Number(row.getAttribute('data-index')),
      bodyTop: (root) => {
        const head = root.querySelector('[role="rowgroup"]');
        return rectOf(root).top + (head ? rectOf(head).height : 0);
      },
      scroller: (root) => root,
      headers: (root) => [...root.querySelectorAll('[role="columnheader"]')],
      headerFor(root, column) {
        return this.headers(root).find(
          (h) => h.querySelector('.dv-table__header-label')?.textContent?.trim() === column.label,
        );
      },
      clickTarget(root, column) {
        const header = this.headerFor(root, column);
        return header?.querySelector('button') ?? header ?? null;
      },
      cell(root, row, column) {
        const index = this.headers(root).indexOf(this.headerFor(root, column));
        return index < 0 ? null : (row.querySelectorAll('[role="cell"]')[index] ?? null);
      },
    },
    peer: {
      // AG Grid 36: one scrolling viewport with the header pinned at its top (older versions had
      // .ag-body-viewport and .ag-center-cols-container; both are accepted).
      root: () => document.querySelector('.ag-root-wrapper'),
      dataRows: (root) =>
        root.querySelectorAll(
          '.ag-grid-scrolling-container .ag-row, .ag-center-cols-container .ag-row',
        ),
      rowElements: (root) => root.querySelectorAll('.ag-row'),
      rowIndex: (row) => Number(row.getAttribute('row-index')),
      bodyTop: (root) => {
        const body = root.querySelector('.ag-body-viewport');
        if (body) return rectOf(body).top;
        const viewport = root.querySelector('.ag-grid-viewport') ?? root;
        const head = root.querySelector('.ag-grid-pinned-top-rows');
        return rectOf(viewport).top + (head ? rectOf(head).height : 0);
      },
      scroller: (root) => root.querySelector('.ag-grid-viewport, .ag-body-viewport'),
      headerFor: (root, column) => root.querySelector(`.ag-header-cell[col-id="${column.id}"]`),
      clickTarget(root, column) {
        const header = this.headerFor(root, column);
        return header?.querySelector('.ag-header-cell-label') ?? header ?? null;
      },
      cell: (_root, row, column) => row.querySelector(`[col-id="${column.id}"]`),
    },
  };

  /** The data rows a person can see, top first. */
  function visibleRows(adapter, root) {
    const top = adapter.bodyTop(root);
    const bottom = rectOf(root).bottom;
    return [...adapter.dataRows(root)]
      .map((row) => ({ row, rect: rectOf(row) }))
      .filter(({ rect, row }) => rect.bottom > top + 2 && rect.top < bottom && row.textContent)
      .sort((a, b) => a.rect.top - b.rect.top)
      .map(({ row }) => row);
  }

  /** The players' rating lines drawn in the chart (one path each, see chart-lines.tsx). */
  function chartCurves() {
    return [
      ...document.querySelectorAll('.rating-chart__surface path[data-testid^="rating-line-"]'),
    ].filter((path) => (path.getAttribute('d') ?? '').length > 0);
  }

  /** The chart's tooltip (chart-hover.tsx): empty while no day is shown. */
  function tooltipText() {
    const box = document.querySelector('.rating-chart__tooltip-box');
    return box?.textContent?.trim() ?? '';
  }

  function milestoneReached(milestone) {
    if (milestone.kind === 'rows') {
      const adapter = adapters[milestone.grid];
      const root = adapter.root();
      return Boolean(root) && visibleRows(adapter, root).length > 0;
    }
    if (milestone.kind === 'chart') return chartCurves().length >= (milestone.min ?? 1);
    if (milestone.kind === 'watch-figures') return watchFigures();
    if (milestone.kind === 'watch-sparks') {
      return document.querySelectorAll('.wl-spark svg').length >= (milestone.min ?? 1);
    }
    return false;
  }

  /**
   * The Watchlist's first figures: every row of both tables has its figure (a watched fighter's
   * rank, a player's latest rating; the fourth cell of each, after star, name and class or team).
   */
  function watchFigures() {
    const tables = ['Watched fighters', 'Watched players'].map((name) =>
      document.querySelector(`[role="table"][aria-label^="${name}"]`),
    );
    if (tables.some((table) => !table)) return false;
    return tables.every((table) => {
      const rows = [...table.querySelectorAll('[role="row"][data-index]')];
      return (
        rows.length > 0 &&
        rows.every((row) => /^\d/.test(row.querySelectorAll('[role="cell"]')[3]?.textContent ?? ''))
      );
    });
  }

  // "Painted" = the first rAF + setTimeout(0) after the DOM shows the change: the frame with the
  // change has been produced by then.
  function afterPaint(callback) {
    requestAnimationFrame(() => setTimeout(() => callback(performance.now()), 0));
  }

  const watching = (config.milestones ?? []).filter((m) => !bench.milestones[m.name]);
  if (watching.length > 0) {
    const check = () => {
      for (const milestone of watching) {
        if (bench.milestones[milestone.name] || !milestoneReached(milestone)) continue;
        const record = { seen: performance.now(), painted: null };
        bench.milestones[milestone.name] = record;
        afterPaint((now) => {
          record.painted = now;
        });
      }
      if (watching.every((m) => bench.milestones[m.name])) observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  }

  bench.adapter = (name) => adapters[name];
  bench.visibleRows = (name) => {
    const adapter = adapters[name];
    const root = adapter.root();
    return root ? visibleRows(adapter, root) : [];
  };
  bench.tooltipText = tooltipText;
  bench.chartCurves = () => chartCurves().length;

  /** Waits for a milestone to be painted; resolves with its record. */
  bench.milestone = (name, timeoutMs) =>
    new Promise((resolve, reject) => {
      const deadline = performance.now() + timeoutMs;
      const poll = () => {
        const record = bench.milestones[name];
        if (record?.painted != null) return resolve(record);
        if (performance.now() > deadline) return reject(new Error(`${name}: not seen in time`));
        setTimeout(poll, 20);
      };
      poll();
    });

  /** Where on screen to click to sort by `column`, or null. */
  bench.headerBox = (name, column) => {
    const adapter = adapters[name];
    const root = adapter.root();
    const target = root && adapter.clickTarget(root, column);
    if (!target) return null;
    const rect = rectOf(target);
    return { x: rect.left + Math.min(24, rect.width / 2), y: rect.top + rect.height / 2 };
  };

  bench.cellText = (name, row, column) => {
    const adapter = adapters[name];
    const root = adapter.root();
    return adapter.cell(root, row, column)?.textContent?.trim() ?? '';
  };

  /**
   * Arms a timer for the next trusted `eventType` input and a condition checked every frame;
   * `bench.pending` resolves with `{ start, seen, end, ... }` once the condition holds and is painted.
   */
  bench.arm = (spec) => {
    const adapter = spec.grid ? adapters[spec.grid] : null;
    const root = adapter?.root() ?? null;
    const firstRowText = () => {
      const first = root ? visibleRows(adapter, root)[0] : null;
      return first ? first.textContent : '';
    };
    const before = {
      firstRow: firstRowText(),
      sort:
        spec.column && root
          ? adapter.headerFor(root, spec.column)?.getAttribute('aria-sort')
          : null,
      tooltip: tooltipText(),
    };
    const fold = (text) =>
      text
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{M}+/gu, '');
    const conditions = {
      sort: () => {
        const sort = adapter.headerFor(root, spec.column)?.getAttribute('aria-sort');
        const first = firstRowText();
        return (
          (sort === 'ascending' || sort === 'descending') &&
          sort !== before.sort &&
          first !== '' &&
          first !== before.firstRow
        );
      },
      search: () => {
        const rows = visibleRows(adapter, root);
        return (
          rows.length > 0 &&
          rows[0].textContent !== before.firstRow &&
          rows.every((row) =>
            fold(adapter.cell(root, row, spec.column)?.textContent ?? '').includes(spec.query),
          )
        );
      },
      // Every row in view passes the filter (`spec.max`: a number at most; `spec.equals`: a text),
      // which the rows in view before the input did not all do.
      filter: () => {
        const rows = visibleRows(adapter, root);
        return rows.length > 0 && rows.every((row) => passes(row));
      },
      tooltip: () => {
        const text = tooltipText();
        return text !== '' && text !== before.tooltip;
      },
    };
    const passes = (row) => {
      const text = adapter.cell(root, row, spec.column)?.textContent?.trim() ?? '';
      return spec.equals !== undefined
        ? text === spec.equals
        : Number(text.replace(/,/g, '')) <= spec.max;
    };
    // A filter already met by the rows in view could not be told from its effect.
    if (spec.kind === 'filter') before.filtered = conditions.filter();
    const condition = conditions[spec.kind];
    let start = null;
    // When the table's DOM last changed after the input: the end of the page's own work for it
    // (React's render and commit), before the browser lays out and paints the frame.
    let domAt = null;
    const mutations = root
      ? new MutationObserver(() => {
          if (start !== null) domAt = performance.now();
        })
      : null;
    mutations?.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    const onInput = (event) => {
      if (start !== null) return;
      // The event's own time includes any wait for a busy main thread, as a person would feel it.
      const now = performance.now();
      start = event.timeStamp > 0 && event.timeStamp <= now + 1 ? event.timeStamp : now;
    };
    addEventListener(spec.eventType, onInput, { capture: true });
    bench.pending = new Promise((resolve, reject) => {
      const deadline = performance.now() + (spec.timeoutMs ?? 20_000);
      const tick = () => {
        if (start !== null && condition()) {
          const seen = performance.now();
          mutations?.disconnect();
          removeEventListener(spec.eventType, onInput, { capture: true });
          const shown = spec.kind === 'tooltip' ? tooltipText : firstRowText;
          const was = spec.kind === 'tooltip' ? before.tooltip : before.firstRow;
          afterPaint((end) => resolve({ start, seen, end, domAt, before: was, after: shown() }));
          return;
        }
        if (performance.now() > deadline) {
          mutations?.disconnect();
          removeEventListener(spec.eventType, onInput, { capture: true });
          reject(new Error(`${spec.kind}: the expected change was not painted in time`));
          return;
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    // An unobserved rejection must not surface as a page error before the runner awaits it.
    bench.pending.catch(() => {});
    return before;
  };

  /**
   * Scrolls the grid's scroller from top to bottom in `steps` frames, one step per frame, and
   * reports frames, dropped frames, long tasks in that time, and the most row elements seen.
   */
  bench.scrollThrough = async (name, steps) => {
    const adapter = adapters[name];
    const root = adapter.root();
    const scroller = adapter.scroller(root);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    scroller.scrollTop = 0;
    await frame();
    await frame();
    const t0 = performance.now();
    const frameTimes = [];
    let maxRows = 0;
    for (let i = 1; i <= steps; i += 1) {
      frameTimes.push(await frame());
      maxRows = Math.max(maxRows, adapter.rowElements(root).length);
      const max = scroller.scrollHeight - scroller.clientHeight;
      scroller.scrollTop = Math.round((max * i) / steps);
    }
    // Let the last position render, then wait for late long tasks to be reported.
    frameTimes.push(await frame());
    frameTimes.push(await frame());
    const t1 = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const deltas = frameTimes.slice(1).map((t, i) => t - frameTimes[i]);
    const tasks = bench.longTasks.filter((t) => t.start >= t0 && t.start <= t1);
    const indexes = [...adapter.dataRows(root)].map((row) => adapter.rowIndex(row));
    return {
      durationMs: t1 - t0,
      frames: deltas.length,
      droppedFrames: deltas.filter((d) => d > 1.5 * FRAME).length,
      longTasks: tasks.length,
      longestTaskMs: tasks.reduce((max, t) => Math.max(max, t.duration), 0),
      maxRowElements: maxRows,
      lastRowIndex: Math.max(-1, ...indexes),
      atBottom: scroller.scrollTop >= scroller.scrollHeight - scroller.clientHeight - 2,
    };
  };

  /** Row elements in the grid now. */
  bench.rowElementCount = (name) => {
    const adapter = adapters[name];
    const root = adapter.root();
    return root ? adapter.rowElements(root).length : 0;
  };

  /** JS and CSS resources loaded so far, with when each finished. */
  bench.resources = () =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\.(m?js|css)(\?|$)/.test(new URL(e.name).pathname))
      .map((e) => ({ url: e.name, responseEnd: e.responseEnd, transferSize: e.transferSize }));
}
