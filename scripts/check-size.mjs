// The size budget: the JavaScript the first screen loads, gzip-compressed, must stay small, and no
// chart code must be part of it. Also imported by the benchmark, which reports the same sums.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The budget follows the figure reached, so a change that adds to the first screen says so. Its
// history, newest first (the target is 120 KB: README, Benchmark):
// - 128.9 KB: a player ID is its decimal text, so one beyond 2^53 links exactly (the palette's
//   player paths, features/football/football-paths.ts: a few bytes over 128.8, issue 39 point 13);
// - 128.8 KB: a table column's least width makes room for its whole header when the table has the
//   room (components/header-width.ts, measured on an OffscreenCanvas: 0.2 KB, 128.7 KB reached),
//   and a popover's panel names itself on a phone (issue 38 point 11);
// - 128.6 KB: the two below merged.
// - 127.8 KB: phone first (issue 38): the table's narrow layout, drawn by the preview as by the
//   table so nothing moves when it takes over (components/data-table-layout.ts), the shell's
//   "Skip to table" (components/main-table.ts), the Fighters filters behind "Filters (n)" and the
//   movers folded on a phone (components/filters-disclosure.tsx, use-narrow-screen.ts), fighter
//   links that keep the whole search (features/fighters/fighter-links.ts): 127.71 KB, 1.6 KB over the
//   126.1 below (128.6 KB with the 127.0 KB merge below);
// - 127.0 KB: both of the two below together (the merge of issue 39's points 1 and 13);
// - 126.1 KB: every query key holds a one-way fingerprint of the key (lib/sha256.ts, api/key-id.ts;
//   synchronous, as the first requests' keys are built before any await), every change of key
//   empties what the tab remembered (session/per-key-storage.ts), and a tab without a key starts
//   the key form's code before React's first render (session/key-entry.tsx): 0.9 KB over 125.1,
//   126.0x reached, after the key sharing between tabs and its Web Crypto handshake left for a
//   chunk of its own (0.8 KB out). Issue 39 point 1, issue 38 point 10;
// - 125.9 KB: a number a double cannot hold (an ID beyond 2^53, 30 digits, 1e309, -0) is kept as
//   the text sent, shown and sorted as such (api/exact-json.ts, lib/exact-number.ts, 0.8 KB): no
//   screen rounds, drops or links a value the service did not send;
// - 125.1 KB: one popover for Columns, facets and Ranges, dismissed by Escape or a click outside
//   with the focus back on its button (components/popover.tsx, use-dismiss.ts: 0.3 KB, 125.09 KB
//   over api/errors.ts' 0.2 KB before it); Floating UI, which places its panel, loads when a
//   popover is first pointed at, focused or opened (components/place-panel.ts: 7 KB kept off the
//   first screen);
// - 124.7 KB: the Fighters screen holds the movers' place from its first rows on, and its class list
//   its widest (features/fighters/movers-frame.tsx: 0.46 KB, 124.60 KB): the table no longer jumps
//   down by the summary's height when the earlier date's rows arrive (layout shift 0.14-0.32 before,
//   under 0.01 after);
// - 124.2 KB: the build leaves packages' modules where the code using them is, not where their
//   index re-exports them (server/first-screen-chunks.ts: TanStack Query's useQueries, 0.8 KB, went
//   to Football's files);
// - 125.0 KB: `/` keeps its query on the way to /fighters (26 bytes, 124.94 KB); By date asks for
//   its own rows first, from the page's first script too (src/early.ts checks the address's date
//   with lib/date.ts, which moves to the first script's file: 0.14 KB, By date's first rows about
//   20 ms sooner);
// - 124.8 KB: the table's preview finds its first rows in one pass (lib/sort.ts firstSortedRows,
//   0.14 KB);
// - 124.7 KB: the build drops nuqs' unused ready-made parsers (vite.config.ts);
// - 124.8 KB: the shell says a screen is on its way, and section links start their code on pointer
//   or focus (app/use-pending-path.ts, app/layout.tsx);
// - 124.5 KB: the build leaves out Vite's modulepreload polyfill (vite.config.ts);
// - 124.7 KB: the fighters' filtering left fighter-data.ts for the landing route's own file
//   (fighter-filter.ts);
// - 124.8 KB: the build puts the first screen's code in four files, not ten
//   (server/first-screen-chunks.ts);
// - 126.3 KB: React Router's production copy, without its development warnings
//   (server/react-router-shaking.ts), with 42 bytes more since the first screen sorts its weight
//   classes without building a collator (lib/text-rank.ts, fighter-data.ts byName: 14-25 ms less
//   before the first rows);
// - 126.7 KB: the app makes its links from React Router's hooks (components/app-link.tsx; 129.2 KB
//   before).
export const FIRST_SCREEN_JS_BUDGET = 128.9 * 1024;

/**
 * How many JavaScript files the first screen may load: the first script's, the entry's, the landing
 * route's and the fighters' data it shares with that feature's lazy parts. Each more is one more
 * request queued on the browser's six connections (server/first-screen-chunks.ts).
 */
export const FIRST_SCREEN_FILES_BUDGET = 4;

/**
 * The route a signed-in user lands on (`/` redirects to `/fighters`). Its chunk is loaded before the
 * first rows can show, so it counts as first-screen code as much as the entry does.
 */
export const FIRST_SCREEN_ROUTE = 'src/features/fighters/fighters-routes.tsx';

/**
 * Class names only chart code writes: Recharts' own (the Fighters charts), and the player's rating
 * chart's (drawn without Recharts). A chunk holding one holds chart code.
 */
const CHART_MARKER = /recharts-(?:wrapper|surface)|rating-chart__surface/;

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** Every chunk the browser loads before running `entryKey`: it and its static imports. */
export function staticClosure(manifestData, entryKey) {
  const seen = new Set();
  const stack = [entryKey];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || !manifestData[key]) continue;
    seen.add(key);
    for (const next of manifestData[key].imports ?? []) stack.push(next);
  }
  return [...seen].map((key) => manifestData[key]);
}

/**
 * The keys of the page's entries: the app's (index.html) and the first script's (src/early.ts),
 * each loaded by every page.
 */
export function entryKeysOf(manifestData) {
  return Object.keys(manifestData).filter((key) => manifestData[key].isEntry);
}

/**
 * The chunks of the first screen: the entries' static closures and the landing route's, each file
 * once. `missing` names what the manifest lacks, so a renamed route fails loudly, not silently small.
 */
export function firstScreenChunks(manifestData, route = FIRST_SCREEN_ROUTE) {
  const entryKeys = entryKeysOf(manifestData);
  const missing = [];
  if (!entryKeys.includes('index.html')) missing.push('the entry (index.html)');
  if (!manifestData[route]) missing.push(route);
  const chunks = new Map();
  for (const key of [...entryKeys, route]) {
    if (!manifestData[key]) continue;
    for (const chunk of staticClosure(manifestData, key)) chunks.set(chunk.file, chunk);
  }
  return { chunks: [...chunks.values()], missing };
}

const gzipCache = new Map();

/** The gzip size (level 9) of a built file; the same bytes always give the same number. */
export function gzipSize(dist, file) {
  const path = join(dist, file);
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    gzipCache.set(path, size);
  }
  return size;
}

/** The built JavaScript files (relative to `dist`) that contain chart code. */
export function chartFiles(dist) {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => CHART_MARKER.test(readFileSync(join(assets, name), 'utf8')))
    .map((name) => `assets/${name}`);
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main(dist) {
  const manifest = readManifest(dist);
  const { chunks, missing } = firstScreenChunks(manifest);
  const failures = [];
  if (missing.length) {
    failures.push(
      `the manifest has no ${missing.join(' and ')}; update FIRST_SCREEN_ROUTE in scripts/check-size.mjs`,
    );
  }
  const files = chunks.map((chunk) => ({ file: chunk.file, gzip: gzipSize(dist, chunk.file) }));
  const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const js = files.reduce((sum, f) => sum + f.gzip, 0);
  const css = cssFiles.reduce((sum, file) => sum + gzipSize(dist, file), 0);
  const charts = new Set(chartFiles(dist));

  console.log(
    `size: the first screen loads ${kb(js)} JS and ${kb(css)} CSS (gzip, level 9); ` +
      `budget ${kb(FIRST_SCREEN_JS_BUDGET)} JS`,
  );
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
  }
  if (js > FIRST_SCREEN_JS_BUDGET) {
    failures.push(`over budget by ${kb(js - FIRST_SCREEN_JS_BUDGET)}`);
  }
  if (files.length > FIRST_SCREEN_FILES_BUDGET) {
    failures.push(
      `the first screen loads ${files.length} JavaScript files, more than ` +
        `${FIRST_SCREEN_FILES_BUDGET}; see server/first-screen-chunks.ts`,
    );
  }
  const chartInFirstScreen = files.filter((f) => charts.has(f.file)).map((f) => f.file);
  if (chartInFirstScreen.length) {
    failures.push(
      `chart code is in the first screen's JavaScript (${chartInFirstScreen.join(', ')}); ` +
        'load it with React.lazy where a chart is shown',
    );
  }
  for (const failure of failures) console.error(`size: ${failure}`);
  const checks = 4;
  console.log(`${checks - failures.length} passed, ${failures.length} failed`);
  return failures.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(main(process.argv[2] ?? 'dist'));
}
