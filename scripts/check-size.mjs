// The size budget: the JavaScript the first screen loads, gzip-compressed, must stay small, and no
// chart code must be part of it. Also imported by the benchmark, which reports the same sums.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// Bytes are reported, not budgeted (DEVELOPERS.md): speed is judged on the bench's phone profile.
// This ceiling only stops an accident of scale (a chart library pulled onto the first screen); it
// is the bench's first-screen rule. The 130 KB budget that decided where code lived, and why it
// went, are in git history; architecture v3 (issue 50) retires the rest of it.
export const FIRST_SCREEN_JS_BUDGET = 150 * 1024;

/**
 * How many JavaScript files the first screen may load: the early script's, the entry's, the landing
 * route's and the fighters' data it shares with that feature's lazy parts. Each more is one more
 * request queued on the browser's six connections (build/first-screen-chunks.ts).
 */
export const FIRST_SCREEN_FILES_BUDGET = 4;

/**
 * The routes module of the section a signed-in user lands on (`/` leads there), from the route
 * manifest, src/routes.json (JSON, so this plain Node script reads it too). Its chunk is loaded
 * before the first rows can show, so it counts as first-screen code as much as the entry does.
 */
export const FIRST_SCREEN_ROUTE = landingModule(
  JSON.parse(readFileSync(new URL('../src/routes.json', import.meta.url), 'utf8')),
);

/** The module of the manifest's section whose path `home` is in. */
function landingModule({ home, sections }) {
  const landing = sections.find((s) => home === `/${s.path}` || home.startsWith(`/${s.path}/`));
  if (!landing) throw new Error(`src/routes.json: no section holds its home, ${home}`);
  return landing.module;
}

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
 * The keys of the page's entries: the app's (index.html) and the early script's (src/early.ts),
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
    failures.push(`the manifest has no ${missing.join(' and ')}; check src/routes.json`);
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
        `${FIRST_SCREEN_FILES_BUDGET}; see build/first-screen-chunks.ts`,
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
