// The benchmark (`npm run bench`): builds the app and an AG Grid peer page, serves both with the demo
// API, drives Chromium through Playwright, loads the server with autocannon (bench/lib/load.mjs),
// and writes bench/results/latest.{md,json}.
// A script, not a test: nothing here asserts a time, and CI does not run it.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { chartFiles, firstScreenChunks, gzipSize, readManifest } from '../scripts/check-size.mjs';
import { FIGURES, LOAD_FIGURES, judge } from './lib/figures.mjs';
import { measureDivision } from './lib/division.mjs';
import { installBench } from './lib/in-page.mjs';
import { measureLeague } from './lib/league.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { measureLoad } from './lib/load.mjs';
import { PHONE, measurePhone } from './lib/phone.mjs';
import { renderMarkdown } from './lib/report.mjs';
import { buildAll, startPreview } from './lib/servers.mjs';
import { summarise } from './lib/stats.mjs';

const ROOT = new URL('../', import.meta.url).pathname;
const RESULTS = join(ROOT, 'bench/results');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    // For working on the runner: `--only large` runs one group (phone, sizes, first-rows, large,
    // league, history, division, load); `--only load` starts no browser.
    only: { type: 'string' },
    // Each load scenario's length (bench/lib/load.mjs): eight scenarios, each against a fresh server.
    'load-seconds': { type: 'string', default: '10' },
    // Only some load scenarios, e.g. `--load-modes proxy --load-connections 100` (comma-separated).
    'load-modes': { type: 'string', default: 'demo,proxy' },
    'load-connections': { type: 'string', default: '10,100' },
    out: { type: 'string', default: 'latest' },
  },
});
const RUNS = Math.max(1, Number.parseInt(args.runs, 10) || 5);
const APP_DIR = process.env.BENCH_APP_OUT_DIR ?? '/tmp/dist-bench-app';
const PEER_DIR = process.env.BENCH_PEER_OUT_DIR ?? '/tmp/dist-bench-peer';
const PEER_BASE = '/bench-peer/';
const PORT = Number(process.env.BENCH_PORT ?? 4340);
// The key the demo API accepts; only ever put in the page's sessionStorage, never in results.
const API_KEY = process.env.DEMO_API_KEY ?? 'demo';
const KEY_STORAGE = 'data-views.api-key';
const VIEWPORT = { width: 1366, height: 860 };
const SCROLL_STEPS = 300;
const groups = new Set(
  (args.only ?? 'phone,lighthouse,sizes,first-rows,large,league,history,division,load').split(','),
);
const needBrowser = [
  'phone',
  'lighthouse',
  'sizes',
  'first-rows',
  'large',
  'league',
  'history',
  'division',
].some((group) => groups.has(group));
const LOAD_SECONDS = Math.min(60, Math.max(1, Number.parseInt(args['load-seconds'], 10) || 10));
// The load runs' servers: this port, and the next for proxy mode's demo-api (loopback only).
const LOAD_PORT = Number(process.env.BENCH_LOAD_PORT ?? PORT + 10);

const log = (message) => process.stdout.write(`${message}\n`);
// BENCH_VERBOSE=1 shows what each timed action changed on screen, to check the timers' conditions.
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
const clip = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .slice(0, 60);

/** TypeScript modules of the project (the catalog, URL schemes, the demo data's constants). */
async function load(path) {
  const { module } = await runnerImport(join(ROOT, path), {
    configFile: false,
    logLevel: 'silent',
  });
  return module;
}

async function api(origin, view, params = {}) {
  const url = new URL(`/v1/data/views/${view}`, origin);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
  const response = await fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${API_KEY}` },
  });
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  const body = await response.json();
  if (!Array.isArray(body)) throw new Error(`${url.pathname}: expected the array shape`);
  return body;
}

/**
 * A fresh context (empty cache, new session) with the bench's init script and, unless `withKey` is
 * false (a new user at the key form), the key set; a laptop's window unless `contextOptions` say
 * otherwise (the phone profile's screen).
 */
async function openPage(
  browser,
  milestones,
  { withKey = true, localStorage, contextOptions = { viewport: VIEWPORT } } = {},
) {
  const context = await browser.newContext(contextOptions);
  await context.addInitScript(installBench, {
    apiKey: withKey ? API_KEY : null,
    keyStorage: KEY_STORAGE,
    milestones,
    localStorage,
  });
  const page = await context.newPage();
  return { context, page };
}

async function milestone(page, name, timeoutMs) {
  return page.evaluate(([n, t]) => window.__bench.milestone(n, t), [name, timeoutMs]);
}

/** Waits until the page has been quiet for a moment, so one action's trailing work ends first. */
async function settle(page, ms = 300) {
  await page.evaluate(
    (wait) =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, wait))),
      ),
    ms,
  );
}

/** Arms the in-page timer, performs `act` through Playwright's real input, and returns the time. */
async function timed(page, spec, act) {
  await page.evaluate((s) => window.__bench.arm(s), spec);
  await act();
  const result = await page.evaluate(() => window.__bench.pending);
  if (VERBOSE) {
    log(
      `    ${spec.kind}: "${clip(result.before)}" -> "${clip(result.after)}" (seen +${Math.round(result.seen - result.start)} ms)`,
    );
  }
  return result.end - result.start;
}

/**
 * Runs `measure(run)` RUNS times, collecting each named sample. After a first failure the figure is
 * given up (a missing screen would only fail again) and the reason kept.
 */
async function repeat(label, measure, runs = RUNS) {
  const samples = {};
  const stepFailures = {};
  let failure = null;
  for (let run = 0; run < runs && !failure; run += 1) {
    try {
      const { errors = {}, ...result } = await measure(run);
      for (const [key, value] of Object.entries(result)) (samples[key] ??= []).push(value);
      for (const [key, message] of Object.entries(errors)) stepFailures[key] ??= message;
      const failed = Object.keys(errors).length
        ? ` (failed: ${Object.keys(errors).join(', ')})`
        : '';
      log(`  ${label} ${run + 1}/${runs}: ${short(result)}${failed}`);
    } catch (error) {
      failure = firstLine(error);
      log(`  ${label} ${run + 1}/${runs}: n/a (${failure})`);
    }
  }
  return { samples, failure, stepFailures };
}

/**
 * Each job's runs taken in turn (run 1 of each, then run 2 of each, …), so a busy moment of the
 * machine does not land on one side only; a job that fails stops, the others go on.
 */
async function interleaved(jobs) {
  const results = {};
  for (const key of Object.keys(jobs))
    results[key] = { samples: {}, failure: null, stepFailures: {} };
  for (let run = 0; run < RUNS; run += 1) {
    for (const [key, { label, measure }] of Object.entries(jobs)) {
      const result = results[key];
      if (result.failure) continue;
      const r = await repeat(`${label} run ${run + 1}`, measure, 1);
      for (const [name, values] of Object.entries(r.samples)) {
        (result.samples[name] ??= []).push(...values);
      }
      result.stepFailures = { ...r.stepFailures, ...result.stepFailures };
      result.failure = r.failure;
    }
  }
  return results;
}

function firstLine(error) {
  return String(error?.message ?? error)
    .replace(/^page\.evaluate: (Error: )?/, '')
    .split('\n')[0];
}

function short(result) {
  return Object.entries(result)
    .filter(([, v]) => typeof v === 'number' || typeof v === 'boolean')
    .map(([k, v]) => `${k}=${typeof v === 'number' ? Math.round(v * 10) / 10 : v}`)
    .join(' ');
}

// ---------------------------------------------------------------------------------------------
// Screens at normal scale: what loads before the first rows, and how soon they come.

function sizeOf(resources, before) {
  let js = 0;
  let css = 0;
  const files = [];
  for (const r of resources) {
    if (before !== undefined && r.responseEnd > before) continue;
    const path = new URL(r.url).pathname.replace(/^\//, '');
    let size;
    try {
      size = gzipSize(APP_DIR, path);
    } catch {
      continue;
    }
    files.push(path);
    if (path.endsWith('.css')) css += size;
    else js += size;
  }
  return { js: js / 1024, css: css / 1024, files };
}

/** The slow-laptop case: Chromium's CPU slowed this many times (CDP), the network as it is. */
const CPU_SLOWDOWN = 4;

async function measureScreen(browser, origin, path, chartSet, { slowdown = 1 } = {}) {
  const { context, page } = await openPage(browser, [{ name: 'rows', kind: 'rows', grid: 'app' }]);
  try {
    if (slowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    }
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    const rows = await milestone(page, 'rows', 15_000);
    const before = await page.evaluate(() => window.__bench.resources());
    // What crossed the network before the first rows, compressed as served: code and data.
    const wire = await page.evaluate((until) => {
      let code = 0;
      let data = 0;
      for (const entry of performance.getEntriesByType('resource')) {
        if (entry.responseEnd > until) continue;
        const path = new URL(entry.name).pathname;
        if (path.startsWith('/v1/')) data += entry.transferSize;
        else if (/\.(m?js|css)$/.test(path)) code += entry.transferSize;
      }
      return { code: code / 1024, data: data / 1024 };
    }, rows.seen);
    // Whatever a screen fetches once idle is still loaded on it: wait for the network to rest.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    // The Fighters screen's last arrival: the movers' summary, from the earlier date's rows.
    if (path.startsWith('/fighters')) {
      await page
        .locator('#fighters-movers[aria-busy="false"]')
        .waitFor({ timeout: 10_000 })
        .catch(() => {});
    }
    await settle(page, 500);
    const all = await page.evaluate(() => window.__bench.resources());
    const layoutShift = await page.evaluate(() => window.__bench.layoutShift);
    const size = sizeOf(before, rows.seen);
    const chartLoaded = all.some((r) => chartSet.has(new URL(r.url).pathname.replace(/^\//, '')));
    return {
      firstRows: rows.painted,
      js: size.js,
      css: size.css,
      wireCodeKB: wire.code,
      wireDataKB: wire.data,
      chartLoaded: chartLoaded ? 1 : 0,
      ...(layoutShift === undefined ? {} : { layoutShift }),
    };
  } finally {
    await context.close();
  }
}

/**
 * The Watchlist (issue 43) opened directly with `list` in this browser: when every watched
 * fighter's rank and player's latest rating is painted, and when every sparkline is.
 */
async function measureWatchlist(browser, origin, list) {
  const count = list.fighters.length + list.players.length;
  const { context, page } = await openPage(
    browser,
    [
      { name: 'figures', kind: 'watch-figures' },
      { name: 'sparks', kind: 'watch-sparks', min: count },
    ],
    { localStorage: { 'dv.watchlist.v1': JSON.stringify(list) } },
  );
  try {
    await page.goto(`${origin}/watchlist`, { waitUntil: 'commit' });
    const figures = await milestone(page, 'figures', 15_000);
    const sparks = await milestone(page, 'sparks', 30_000);
    return { firstFigures: figures.painted, sparklines: sparks.painted };
  } finally {
    await context.close();
  }
}

/** A watchlist of fighters from different classes (more dates to fetch) and a league's players. */
function benchWatchlist(latest, leaguePlayers) {
  const classes = new Set();
  const fighters = [];
  for (const row of latest) {
    if (fighters.length === 5) break;
    if (classes.has(row.weight_class_code) || row.rank !== 3) continue;
    classes.add(row.weight_class_code);
    fighters.push({ name: row.name, classCode: row.weight_class_code });
  }
  const ids = [...new Set(leaguePlayers.map((p) => String(p.player_id)))].slice(0, 5);
  const players = ids.map((id) => ({ id, name: `Player ${id}`, seen: '2025-01-01' }));
  return { version: 1, fighters, players, seenDate: '2026-06-01' };
}

// ---------------------------------------------------------------------------------------------
// The large table, ours and the peer's, measured with the same in-page code.

async function chooseQuery(page, grid, nameColumn, candidates) {
  return page.evaluate(
    ([g, column, letters]) => {
      const first = window.__bench.visibleRows(g)[0];
      const name = first ? window.__bench.cellText(g, first, column) : '';
      const folded = name
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{M}+/gu, '');
      return letters.find((letter) => !folded.includes(letter)) ?? letters[0];
    },
    [grid, nameColumn, candidates],
  );
}

async function headerBox(page, grid, column) {
  const box = await page.evaluate(([g, c]) => window.__bench.headerBox(g, c), [grid, column]);
  if (!box) throw new Error(`no header for ${column.label}`);
  return box;
}

async function measureLargeTable(browser, origin, { grid, path, columns, candidates }) {
  const { context, page } = await openPage(browser, [{ name: 'rows', kind: 'rows', grid }]);
  const result = { errors: {} };
  // One step failing (a control not found, a change never painted) leaves the others' figures.
  const step = async (keys, fn) => {
    try {
      Object.assign(result, await fn());
    } catch (error) {
      for (const key of keys) result.errors[key] = firstLine(error);
    }
    await settle(page, 500);
  };
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    const rows = await milestone(page, 'rows', 90_000);
    result.firstRows = rows.painted;
    // The load is over when the network rests (ours also fetches the earlier date for the movers):
    // its longest main-thread task says whether the page could answer a click meanwhile.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    if (grid === 'app') {
      // The network rests while the worker parses the latest rows, before the earlier date's are
      // requested: the load ends when the movers (made from those, in slices) are on screen.
      await page.locator('#fighters-movers[aria-busy="false"]').waitFor({ timeout: 60_000 });
    }
    await settle(page, 500);
    result.loadLongestTask = await page.evaluate(() =>
      window.__bench.longTasks.reduce((max, task) => Math.max(max, task.duration), 0),
    );

    await step(['heapMB'], async () => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      const used = await page.evaluate(() => performance.memory.usedJSHeapSize);
      return { heapMB: used / 1024 / 1024 };
    });
    const rowElementsAfterLoad = await page.evaluate(
      (g) => window.__bench.rowElementCount(g),
      grid,
    );

    for (const [key, column] of [
      ['sortNumeric', columns.numeric],
      ['sortText', columns.text],
    ]) {
      await step([key], async () => {
        const box = await headerBox(page, grid, column);
        await page.mouse.move(box.x, box.y);
        await settle(page, 200);
        const ms = await timed(
          page,
          { kind: 'sort', grid, column, eventType: 'pointerdown', timeoutMs: 30_000 },
          () => page.mouse.click(box.x, box.y),
        );
        return { [key]: ms };
      });
    }

    await step(['longestTask', 'longTasks', 'droppedFrames', 'rowElements'], async () => {
      const scroll = await page.evaluate(
        ([g, steps]) => window.__bench.scrollThrough(g, steps),
        [grid, SCROLL_STEPS],
      );
      await page.evaluate((g) => {
        const adapter = window.__bench.adapter(g);
        adapter.scroller(adapter.root()).scrollTop = 0;
      }, grid);
      return {
        longestTask: scroll.longestTaskMs,
        longTasks: scroll.longTasks,
        droppedFrames: scroll.droppedFrames,
        frames: scroll.frames,
        rowElements: Math.max(rowElementsAfterLoad, scroll.maxRowElements),
        reachedBottom: scroll.atBottom,
      };
    });

    await step(['search'], async () => {
      await page.getByLabel('Search fighters', { exact: true }).click({ timeout: 5_000 });
      await settle(page, 200);
      const query = await chooseQuery(page, grid, columns.text, candidates);
      const ms = await timed(
        page,
        {
          kind: 'search',
          grid,
          column: columns.text,
          query,
          eventType: 'keydown',
          timeoutMs: 30_000,
        },
        () => page.keyboard.press(query),
      );
      return { search: ms, query };
    });
    return result;
  } finally {
    await context.close();
  }
}

/**
 * A new user on the key form: the time from the page's first paint to the key form (issue 38: at
 * most 300 ms, no other tab answering), and from the click on Continue to the first rows painted,
 * the screen's code and data being fetched only then (a fresh context: nothing cached).
 */
async function measureContinue(browser, origin, path) {
  const { context, page } = await openPage(browser, [{ name: 'rows', kind: 'rows', grid: 'app' }], {
    withKey: false,
  });
  try {
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.getElementById('api-key')) return;
        window.__keyFormAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    const field = page.getByLabel('API key', { exact: true });
    await field.waitFor({ timeout: 15_000 });
    const keyForm = await page.evaluate(
      () =>
        window.__keyFormAt -
        (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN),
    );
    await field.fill(API_KEY);
    // The click's own time, taken in the page as the event arrives.
    await page.evaluate(() => {
      document.addEventListener(
        'click',
        () => {
          window.__continueAt = performance.now();
        },
        { capture: true, once: true },
      );
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    const rows = await milestone(page, 'rows', 15_000);
    const clickedAt = await page.evaluate(() => window.__continueAt);
    return { keyForm, firstRows: rows.painted - clickedAt };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// A long history: the chart painted, and the tooltip following the pointer.

async function measureHistory(browser, origin, path, lines) {
  const { context, page } = await openPage(browser, [{ name: 'chart', kind: 'chart', min: lines }]);
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    const chart = await milestone(page, 'chart', 30_000);
    await settle(page, 300);
    const box = await page.evaluate(() => {
      const surfaces = [...document.querySelectorAll('svg.rating-chart__surface')];
      const rects = surfaces.map((s) => s.getBoundingClientRect());
      const r = rects.sort((a, b) => b.width * b.height - a.width * a.height)[0];
      return r ? { x: r.left, y: r.top, width: r.width, height: r.height } : null;
    });
    if (!box) throw new Error('no chart surface');
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
    await page.waitForFunction(() => window.__bench.tooltipText() !== '', null, {
      timeout: 10_000,
    });
    await settle(page, 200);
    const tooltip = await timed(
      page,
      { kind: 'tooltip', eventType: 'pointermove', timeoutMs: 10_000 },
      () => page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heapMB = (await page.evaluate(() => performance.memory.usedJSHeapSize)) / 1024 / 1024;
    return { chart: chart.painted, tooltip, heapMB };
  } finally {
    await context.close();
  }
}

/**
 * A peer page at `path` (under the peer's base): from navigation start to the frame after it has
 * drawn, as the page marks it (`data-painted` on its body; `data-error` if it failed).
 */
async function peerPainted(page, origin, path) {
  await page.goto(`${origin}${PEER_BASE}${path}`, { waitUntil: 'commit' });
  return peerMark(page, 30_000);
}

/** The open peer page's own paint time (`data-painted` on its body), once it has set it. */
async function peerMark(page, timeoutMs) {
  const handle = await page.waitForFunction(
    () => document.body?.dataset.painted ?? document.body?.dataset.error ?? null,
    null,
    { timeout: timeoutMs },
  );
  const value = await handle.jsonValue();
  const painted = Number(value);
  if (!Number.isFinite(painted)) throw new Error(`the peer page failed: ${value}`);
  return painted;
}

/**
 * A canvas chart peer (uPlot, Apache ECharts) drawing the same histories from the same API: from
 * navigation start to the frame after its draw, as the page marks it; the JS heap after GC.
 */
async function measurePeerChart(browser, origin, page_, ids) {
  const { context, page } = await openPage(browser, []);
  try {
    const painted = await peerPainted(page, origin, `${page_}?ids=${ids.join(',')}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heapMB = (await page.evaluate(() => performance.memory.usedJSHeapSize)) / 1024 / 1024;
    return { chart: painted, heapMB };
  } finally {
    await context.close();
  }
}

/** The first rows' floor (bench/peer/first-rows-floor.ts): the same rows with no framework. */
async function measureFloor(browser, origin) {
  const { context, page } = await openPage(browser, []);
  try {
    return { firstRows: await peerPainted(page, origin, 'first-rows-floor.html') };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------

/** The letters to search by: each in 1–20% of names, so a keystroke changes what is shown. */
function searchCandidates(rows, fold) {
  const names = rows.map((r) => (typeof r.name === 'string' ? fold(r.name) : ''));
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
  const share = letters.map((letter) => ({
    letter,
    share: names.filter((n) => n.includes(letter)).length / Math.max(1, names.length),
  }));
  const good = share.filter((s) => s.share >= 0.01 && s.share <= 0.2).map((s) => s.letter);
  return good.length > 0 ? good : share.filter((s) => s.share > 0).map((s) => s.letter);
}

/** Each load scenario's figures as one-run samples, and compressed over identity req/s. */
function keepLoad(load, samples, failures) {
  for (const [key, result] of Object.entries(load)) {
    if (result.failure) failures[key] = result.failure;
    for (const [name, value] of Object.entries(result)) {
      if (typeof value === 'number') samples[`${key}.${name}`] = [value];
    }
    const identity = load[key.replace(/\.compressed$/, '.identity')];
    if (key.endsWith('.compressed') && result.rps && identity?.rps) {
      samples[`${key.replace(/\.compressed$/, '')}.ratio`] = [result.rps / identity.rps];
    }
  }
}

async function main() {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  mkdirSync(RESULTS, { recursive: true });

  if (!args['skip-build']) {
    log(`build: app into ${APP_DIR}, peer into ${PEER_DIR}`);
    await buildAll({ appDir: APP_DIR, peerDir: PEER_DIR, peerBase: PEER_BASE });
  }
  const manifest = readManifest(APP_DIR);
  const chartSet = new Set(chartFiles(APP_DIR));
  const firstScreen = firstScreenChunks(manifest);
  const staticFirstScreenKB =
    firstScreen.chunks.reduce((sum, c) => sum + gzipSize(APP_DIR, c.file), 0) / 1024;

  const { catalog } = await load('src/api/catalog.ts');
  const { fold } = await load('src/lib/text.ts');
  const football = await load('demo-api/football.ts');
  const paths = await load('src/features/football/football-paths.ts');
  const fightersSearch = await load('src/features/fighters/fighters-search.ts');
  const explorerUrl = await load('src/features/explorer/explorer-url.ts');

  const fighterColumns = catalog.fighter_ratings.views.fighters_view.columns;
  const column = (name) => {
    const def = fighterColumns.find((c) => c.name === name);
    return { id: def.name, label: def.label };
  };
  const columns = { numeric: column('points'), text: column('name') };

  const executablePath = needBrowser ? findChromium() : null;
  if (needBrowser && !executablePath) {
    throw new Error('No Chromium found: set CHROMIUM_PATH or install chromium.');
  }
  const normal = await startPreview({ outDir: APP_DIR, port: PORT, scale: 'normal' });
  const large = await startPreview({ outDir: APP_DIR, port: PORT + 1, scale: 'large' });
  const browser = needBrowser
    ? await chromium.launch({
        executablePath,
        args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
      })
    : null;
  const stopAll = async () => {
    await browser?.close().catch(() => {});
    normal.stop();
    large.stop();
  };
  process.once('SIGINT', () => {
    void stopAll().then(() => process.exit(130));
  });

  const samples = {};
  const failures = {};
  const notes = {};
  const keep = (prefix, result) => {
    for (const [key, values] of Object.entries(result.samples))
      samples[`${prefix}.${key}`] = values;
    for (const [key, message] of Object.entries(result.stepFailures ?? {})) {
      failures[`${prefix}.${key}`] = message;
    }
    if (result.failure) failures[prefix] = result.failure;
  };

  try {
    // Inputs for URLs, read from the demo API the way the screens would.
    const leagues = await api(normal.origin, 'football_player_ratings/available_leagues');
    const appId = leagues[0]?.app_id;
    const leaguePlayers = await api(normal.origin, 'football_player_ratings/league_players', {
      app_id: appId,
    });
    const dates = await api(normal.origin, 'fighter_ratings/available_dates');
    const date = dates.map((d) => d.update_date).sort()[Math.floor(dates.length / 2)];
    const byDate = fightersSearch
      .serializeFightersSearch({ mode: 'by-date', date })
      .replace(/^\?/, '');
    const explorerPath = `/explorer?${explorerUrl.explorerSearch(
      { hub: 'fighter_ratings', view: 'fighters_view', params: [] },
      { run: true },
    )}`;
    const screens = {
      fighters: '/fighters',
      'fighters-by-date': `/fighters?${byDate}`,
      'league-players': paths.leaguePath(appId),
      'player-history': paths.playerPath(leaguePlayers[0]?.player_id),
      explorer: explorerPath,
    };
    notes.screens = screens;
    // The demo API builds each data set on first use; that cost belongs to no screen's figure.
    const [latestFighters] = await Promise.all([
      api(normal.origin, 'fighter_ratings/fighters_view'),
      api(normal.origin, 'fighter_ratings/fighters_historical_view', { date }),
      api(normal.origin, 'football_player_ratings/player_ratings_history', {
        player_id: leaguePlayers[0]?.player_id,
      }),
    ]);

    // The floor pages (bench/peer/first-*-floor.ts): the same first data, no framework.
    const playerId = leaguePlayers[0]?.player_id;
    const floors = {
      rows: `${PEER_BASE}first-rows-floor.html?class=LW`,
      chart: `${PEER_BASE}first-chart-floor.html?ids=${playerId}`,
    };

    if (groups.has('phone')) {
      const p = PHONE;
      log(
        `phone profile: ${p.latencyMs} ms round trip, ${p.downloadKbps}/${p.uploadKbps} kbps, CPU ${p.cpuSlowdown}× slower, a signed-in reload`,
      );
      const tools = { openPage, milestone, peerMark };
      const rowsPath = '/fighters?class=LW';
      notes.phone = { profile: PHONE, rows: rowsPath, player: screens['player-history'] };
      // Ours and the floor's in turn, run by run: the ratio compares like moments.
      const phone = await interleaved({
        rows: {
          label: `${rowsPath} first rows`,
          measure: () =>
            measurePhone(browser, `${normal.origin}${rowsPath}`, { kind: 'rows', tools }),
        },
        rowsFloor: {
          label: 'rows floor',
          measure: () =>
            measurePhone(browser, `${normal.origin}${floors.rows}`, {
              kind: 'rows',
              floor: true,
              tools,
            }),
        },
        chart: {
          label: 'player first chart',
          measure: () =>
            measurePhone(browser, `${normal.origin}${screens['player-history']}`, {
              kind: 'chart',
              tools,
            }),
        },
        chartFloor: {
          label: 'chart floor',
          measure: () =>
            measurePhone(browser, `${normal.origin}${floors.chart}`, {
              kind: 'chart',
              floor: true,
              tools,
            }),
        },
      });
      for (const [key, result] of Object.entries(phone)) keep(`phone.${key}`, result);
    }

    if (groups.has('lighthouse')) {
      log('Lighthouse mobile (its own throttling and phone, a cold load), signed in');
      // Each page beside its floor, audited the same way: what the profile allows at all.
      const pages = {
        fighters: '/fighters?class=LW',
        fightersFloor: floors.rows,
        player: screens['player-history'],
        playerFloor: floors.chart,
      };
      notes.lighthouse = { pages, lcpElements: {} };
      const jobs = Object.fromEntries(
        Object.entries(pages).map(([name, path]) => [
          name,
          {
            label: `Lighthouse ${path}`,
            measure: async () => {
              const { lcpElement, ...figures } = await measureLighthouse({
                executablePath,
                args: CHROMIUM_ARGS,
                origin: normal.origin,
                path,
                keyStorage: KEY_STORAGE,
                apiKey: API_KEY,
              });
              (notes.lighthouse.lcpElements[name] ??= []).push(lcpElement);
              return figures;
            },
          },
        ]),
      );
      const lighthouse = await interleaved(jobs);
      for (const [key, result] of Object.entries(lighthouse)) keep(`lighthouse.${key}`, result);
    }

    if (groups.has('sizes') || groups.has('first-rows')) {
      log('screens at normal scale');
      for (const [name, path] of Object.entries(screens)) {
        // Sizes are the same every run; times are what need the repeats.
        const timedScreen = ['fighters', 'fighters-by-date', 'league-players'].includes(name);
        const runs = timedScreen && groups.has('first-rows') ? RUNS : 1;
        keep(
          `screen.${name}`,
          await repeat(name, () => measureScreen(browser, normal.origin, path, chartSet), runs),
        );
      }
    }
    if (groups.has('first-rows')) {
      log('first rows against a page with no framework');
      // The floor beside ours, run by run (before the slowed runs, as the screens' own are): the
      // least any page takes for these rows here.
      const floor = await interleaved({
        ours: {
          label: 'Fighters, Latest',
          measure: () => measureScreen(browser, normal.origin, screens.fighters, chartSet),
        },
        floor: { label: 'no-framework floor', measure: () => measureFloor(browser, normal.origin) },
      });
      keep('floor.ours', floor.ours);
      keep('floor.page', floor.floor);
      log(`screens at normal scale, CPU ${CPU_SLOWDOWN}× slower`);
      for (const name of ['fighters', 'fighters-by-date']) {
        keep(
          `slow.${name}`,
          await repeat(`${name}, CPU ${CPU_SLOWDOWN}× slower`, () =>
            measureScreen(browser, normal.origin, screens[name], chartSet, {
              slowdown: CPU_SLOWDOWN,
            }),
          ),
        );
      }
      keep(
        'continue.fighters',
        await repeat('Continue to first rows', () =>
          measureContinue(browser, normal.origin, screens.fighters),
        ),
      );
      log('the Watchlist: first figures, then sparklines');
      const watchlist = benchWatchlist(latestFighters, leaguePlayers);
      notes.watchlist = watchlist;
      keep(
        'watchlist',
        await repeat('Watchlist', () => measureWatchlist(browser, normal.origin, watchlist)),
      );
    }

    if (groups.has('large')) {
      log('large table (demo scale large)');
      const rows = await api(large.origin, 'fighter_ratings/fighters_view');
      notes.largeRows = rows.length;
      const candidates = searchCandidates(rows, fold);
      notes.searchLetters = candidates;
      const setups = {
        ours: { grid: 'app', path: '/fighters' },
        peer: { grid: 'peer', path: `${PEER_BASE}index.html` },
      };
      // Interleaved, so a busy moment on the machine does not land on one side only.
      const results = await interleaved(
        Object.fromEntries(
          Object.entries(setups).map(([side, setup]) => [
            side,
            {
              label: side,
              measure: () =>
                measureLargeTable(browser, large.origin, { ...setup, columns, candidates }),
            },
          ]),
        ),
      );
      keep('large.ours', results.ours);
      keep('large.peer', results.peer);
      // What the medians do not show: which letter was typed, and whether the scroll got to the end.
      notes.large = Object.fromEntries(
        ['ours', 'peer'].map((side) => [
          side,
          {
            queries: results[side].samples.query ?? [],
            reachedBottom: results[side].samples.reachedBottom ?? [],
            frames: results[side].samples.frames ?? [],
          },
        ]),
      );
    }

    if (groups.has('league')) {
      // The league whose newest season lists the most players up to 400: its leaderboard loads
      // every history unasked, the most rows the new columns are sorted and filtered over.
      let chosen = null;
      for (const league of leagues) {
        const rows = await api(normal.origin, 'football_player_ratings/league_players', {
          app_id: league.app_id,
        });
        const newest = rows
          .map((r) => String(r.season))
          .sort()
          .at(-1);
        const players = new Set(rows.filter((r) => r.season === newest).map((r) => r.player_id));
        if (players.size <= 400 && (!chosen || players.size > chosen.players))
          chosen = { appId: league.app_id, players: players.size };
      }
      log(`league leaderboard: ${chosen?.players} players (demo scale normal)`);
      notes.leagueLeaderboard = chosen;
      const path = paths.leaguePath(chosen?.appId);
      keep(
        'league',
        await repeat('league leaderboard', () =>
          measureLeague(browser, normal.origin, path, { openPage, milestone, settle, firstLine }),
        ),
      );
    }

    if (groups.has('history')) {
      log('long history (demo scale large)');
      const id = football.LONG_HISTORY_PLAYER_ID;
      const history = await api(large.origin, 'football_player_ratings/player_ratings_history', {
        player_id: id,
      });
      notes.longHistoryAppearances = history.length;
      const players = await api(large.origin, 'football_player_ratings/league_players', {
        app_id: appId,
      });
      const others = [...new Set(players.map((p) => p.player_id))]
        .filter((p) => p !== id)
        .slice(0, paths.MAX_COMPARED);
      const single = paths.playerPath(id);
      // Each compared player in their own colour slot (1..4), as the compare box writes them.
      const slotted = paths.encodeCompared(others.map((other, i) => ({ id: other, slot: i + 1 })));
      const compared = `${single}${single.includes('?') ? '&' : '?'}compare=${slotted.join(',')}`;
      notes.historyPaths = { single, compared };
      // Ours and the peers' pages in turn, run by run: the ratios compare like moments.
      const jobs = {
        'history.single': {
          label: 'one player',
          measure: () => measureHistory(browser, large.origin, single, 1),
        },
        'history.compare': {
          label: '5 players',
          measure: () => measureHistory(browser, large.origin, compared, 1 + others.length),
        },
      };
      for (const [name, file] of [
        ['uplot', 'chart-uplot.html'],
        ['echarts', 'chart-echarts.html'],
      ]) {
        jobs[`peer.${name}.single`] = {
          label: `${name}, one player`,
          measure: () => measurePeerChart(browser, large.origin, file, [id]),
        };
        jobs[`peer.${name}.compare`] = {
          label: `${name}, 5 players`,
          measure: () => measurePeerChart(browser, large.origin, file, [id, ...others]),
        };
      }
      for (const [key, result] of Object.entries(await interleaved(jobs))) keep(key, result);
    }

    if (groups.has('division')) {
      log("a division's history (normal scale)");
      const path = '/fighters/history?class=LW';
      notes.divisionPath = path;
      keep(
        'division',
        await repeat('division history', () =>
          measureDivision(openPage, browser, normal.origin, path),
        ),
      );
    }

    if (groups.has('load')) {
      // The browser's two servers sit idle meanwhile; the load's own start fresh per scenario.
      log(`server under load (autocannon, ${LOAD_SECONDS} s a scenario)`);
      const load = await measureLoad({
        appDir: APP_DIR,
        port: LOAD_PORT,
        seconds: LOAD_SECONDS,
        apiKey: API_KEY,
        log,
        modes: args['load-modes'].split(','),
        connectionCounts: args['load-connections'].split(',').map(Number),
      });
      keepLoad(load, samples, failures);
      notes.load = load;
    }

    const chromiumVersion = browser?.version() ?? null;
    const loadAfter = os.loadavg();
    const shown = [...(needBrowser ? FIGURES : []), ...(groups.has('load') ? LOAD_FIGURES : [])];
    const figures = shown.map((figure) => {
      const ours = summarise(samples[figure.ours] ?? []);
      const peer = figure.peer ? summarise(samples[figure.peer] ?? []) : null;
      const failureOf = (key) =>
        failures[key] ??
        failures[key.slice(0, key.lastIndexOf('.'))] ??
        failures[key.split('.').slice(0, 2).join('.')] ??
        'screen not found';
      return {
        id: figure.id,
        group: figure.group,
        label: figure.label,
        unit: figure.unit,
        target: figure.target ?? null,
        peerName: figure.peerName ?? null,
        ours,
        peer,
        ...judge(figure, ours, peer),
        note: ours ? null : `n/a (${failureOf(figure.ours)})`,
        peerNote: !figure.peer || peer ? null : `n/a (${failureOf(figure.peer)})`,
      };
    });
    const result = {
      generatedAt: startedAt.toISOString(),
      durationS: Math.round((Date.now() - startedAt.getTime()) / 1000),
      runs: RUNS,
      loadSeconds: groups.has('load') ? LOAD_SECONDS : null,
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        memoryGB: Math.round(os.totalmem() / 1024 ** 3),
        platform: `${os.type()} ${os.release()}`,
        loadAverageBefore: loadBefore.map((l) => Math.round(l * 100) / 100),
        loadAverageAfter: loadAfter.map((l) => Math.round(l * 100) / 100),
      },
      chromium: chromiumVersion,
      node: process.version,
      staticFirstScreenKB: Math.round(staticFirstScreenKB * 10) / 10,
      failures,
      notes,
      figures,
    };
    const base = join(RESULTS, args.out);
    writeFileSync(`${base}.json`, `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(`${base}.md`, renderMarkdown(result));
    log(`\n${renderMarkdown(result)}`);
    log(`wrote ${base}.md and ${base}.json in ${result.durationS} s`);
  } finally {
    await stopAll();
  }
}

main().catch((error) => {
  process.stderr.write(`bench: ${error?.stack ?? error}\n`);
  process.exit(1);
});
