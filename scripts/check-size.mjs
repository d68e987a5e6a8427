// The first screen's bytes, reported: the JavaScript and CSS the landing screen loads (gzip) and
// whether chart code is among them. Bytes are reported, not budgeted (DEVELOPERS.md): speed is
// judged by time to first rows and first chart on the bench's phone profile. Also imported by the
// benchmark, which reports the same sums. Fails only when the build lacks what it names.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The routes module of the section a signed-in user lands on (`/` leads there): its chunk is
 * loaded before the first rows can show, so it counts as first-screen code as much as the entry.
 */
export const FIRST_SCREEN_ROUTE = 'src/features/fighters/fighters-routes.tsx';

/** The app's React half, which the entry imports at once on every page (src/main.ts). */
export const APP_MODULE = 'src/app/app.tsx';

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

/** The keys of the page's entries (index.html's). */
export function entryKeysOf(manifestData) {
  return Object.keys(manifestData).filter((key) => manifestData[key].isEntry);
}

/**
 * The chunks of the first screen: the entries' static closures, the React half's and the landing
 * route's, each file once. `missing` names what the manifest lacks, so a renamed route fails loudly, not silently small.
 */
export function firstScreenChunks(manifestData, route = FIRST_SCREEN_ROUTE) {
  const entryKeys = entryKeysOf(manifestData);
  const missing = [];
  if (!entryKeys.includes('index.html')) missing.push('the entry (index.html)');
  if (!manifestData[route]) missing.push(route);
  if (!manifestData[APP_MODULE]) missing.push(APP_MODULE);
  const chunks = new Map();
  for (const key of [...entryKeys, APP_MODULE, route]) {
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
  if (missing.length) {
    console.error(`size: the build's manifest has no ${missing.join(' and ')}`);
    return 1;
  }
  const files = chunks.map((chunk) => ({ file: chunk.file, gzip: gzipSize(dist, chunk.file) }));
  const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const js = files.reduce((sum, f) => sum + f.gzip, 0);
  const css = cssFiles.reduce((sum, file) => sum + gzipSize(dist, file), 0);
  const charts = new Set(chartFiles(dist));
  console.log(
    `size: the first screen loads ${kb(js)} JS in ${files.length} files and ${kb(css)} CSS ` +
      '(gzip, level 9)',
  );
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${kb(f.gzip).padStart(9)}  ${f.file}${charts.has(f.file) ? '  (chart code)' : ''}`,
    );
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(main(process.argv[2] ?? 'dist'));
}
