// The route manifest, typed: one entry per section of the app (src/routes.json holds the data, as
// plain JSON so the router, the server's per-section pages and scripts/check-size.mjs, plain Node,
// all read the one file). No React and no imports: the early script bundles this module.
import { home, sections } from './routes.json';

export interface SectionPage {
  /** The paths it is sent for: this path itself and everything below it. */
  readonly prefix: string;
  /** The HTML file the build writes for these paths (index.html for the landing section). */
  readonly page: string;
  /** Modules whose code this page preloads beside the section's own (e.g. a chart). */
  readonly preload?: readonly string[];
}

export interface Section {
  /** The URL's first path segment, e.g. `fighters` for `/fighters/...`. */
  readonly path: string;
  /** The section's routes component (a default export), loaded lazily as its own chunk. */
  readonly module: string;
  /** The module exporting `firstRequests(url)`: the views a URL of this section needs first. */
  readonly loader: string;
  /** The HTML file the server sends for this section's URLs. */
  readonly page: string;
  /** More specific pages inside the section, most specific first. */
  readonly subPages?: readonly SectionPage[];
}

/** Where `/` leads (the index route's redirect keeps the query). */
export const HOME_PATH: string = home;

export const SECTIONS: readonly Section[] = sections;

/** The section a URL path is in, `/` being the home section's; matched without case, as the router does. */
export function sectionAt(pathname: string): Section | undefined {
  const path = (pathname === '/' ? HOME_PATH : pathname).toLowerCase();
  return SECTIONS.find((s) => path === `/${s.path}` || path.startsWith(`/${s.path}/`));
}

/** The section a signed-in user lands on: its code and first requests are on the first screen. */
export function landingSection(): Section {
  const landing = sectionAt(HOME_PATH);
  if (!landing) throw new Error(`src/routes.json: no section holds its home, ${HOME_PATH}`);
  return landing;
}

/**
 * Whether a URL path is in the landing section, from `home` alone: the early script asks only this,
 * so it bundles no other part of the manifest.
 */
export function inLandingSection(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === '/' || path === HOME_PATH || path.startsWith(`${HOME_PATH}/`);
}
