// The app's page with its route's code named up front: for a URL of a section, `<link
// rel="modulepreload">` for the app's React half (src/app/app.tsx) and the section's screen
// (src/features/<section>/<section>-routes.tsx) and every chunk they import, from the build's
// manifest. Without them the browser learns of those chunks only once the entry has run, one round
// trip later. PAGE_PRELOADS=0 sends the page as built; docs/performance.md has the figures.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressedCopies } from '../build/precompress.ts';
import type { Encoding } from './compression.ts';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The app's React half, which the entry imports at once on every page. */
const APP_MODULE = 'src/app/app.tsx';
/** Where `/` leads (src/app/sections.ts, HOME_PATH). */
const HOME_SECTION = 'fighters';

/** A chunk and everything it imports statically, as manifest keys. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

/** The section's screen module, by the URL's first segment; undefined when the build lacks it. */
function sectionModule(manifest: Manifest, path: string): string | undefined {
  const first = (path.split('/')[1] ?? '').toLowerCase() || HOME_SECTION;
  if (!/^[a-z][a-z-]*$/.test(first)) return undefined;
  const key = `src/features/${first}/${first}-routes.tsx`;
  return manifest[key] ? key : undefined;
}

/** A page as sent: plain, and its brotli and gzip copies (made once, as the build makes them). */
export type Page = Readonly<Record<Encoding | 'identity', Buffer>>;

function encoded(html: string): Page {
  const identity = Buffer.from(html);
  return { identity, ...compressedCopies(identity) };
}

export interface PagePreloads {
  /** index.html for a URL path (its query removed), with that route's chunks preloaded. */
  page(path: string): Page;
}

/**
 * Reads index.html and the manifest once. Null when turned off or when the build has no manifest,
 * and the server then sends index.html as it is.
 */
export function pagePreloads(
  distDir: string,
  env: Readonly<Record<string, string | undefined>>,
): PagePreloads | null {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (env.PAGE_PRELOADS === '0' || !existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  // What the page names already (the entry and its imports) is not named twice.
  const named = closure(manifest, 'index.html');
  const pages = new Map<string, Page>();

  const build = (section: string | undefined): Page => {
    const keys = new Set<string>();
    for (const root of [APP_MODULE, section]) {
      if (root) for (const key of closure(manifest, root)) if (!named.has(key)) keys.add(key);
    }
    const links = [...keys].flatMap((key) => {
      const chunk = manifest[key] as ManifestChunk;
      return [
        `<link rel="modulepreload" crossorigin href="/${chunk.file}">`,
        ...(chunk.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
      ];
    });
    return encoded(html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`));
  };

  return {
    page(path) {
      const section = sectionModule(manifest, path);
      const id = section ?? '';
      let page = pages.get(id);
      if (page === undefined) {
        page = build(section);
        pages.set(id, page);
      }
      return page;
    },
  };
}
