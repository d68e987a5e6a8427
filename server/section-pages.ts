// Which HTML page the server sends for which path, and which modules each page preloads: read from
// the route manifest (src/routes.json). The build writes one index.html per section (see
// preload-sections.ts); the production server sends the one for the path requested.
import { landingSection, SECTIONS } from '../src/routes.ts';

const LANDING = landingSection();

export interface SectionPage {
  /** The HTML file the build writes beside index.html. */
  readonly file: string;
  /** The paths it is sent for: this path itself and everything below it. */
  readonly prefix: string;
  /** The modules whose chunks (and what they import) it preloads: the section's screen and loader. */
  readonly modules: readonly string[];
}

/** The landing section's routes module: index.html itself preloads it. */
export const LANDING_ROUTE = LANDING.module;

/** The pages other than index.html, most specific first: the first whose prefix matches is sent. */
export const SECTION_PAGES: readonly SectionPage[] = SECTIONS.filter((s) => s !== LANDING).flatMap(
  (section) => [
    ...(section.subPages ?? []).map((sub) => ({
      file: sub.page,
      prefix: sub.prefix,
      modules: [section.module, section.loader, ...(sub.preload ?? [])],
    })),
    {
      file: section.page,
      prefix: `/${section.path}`,
      modules: [section.module, section.loader],
    },
  ],
);

/** The HTML file for a page of the app at `path` (no query): a section's own, or index.html. */
export function pageFor(path: string, pages: readonly SectionPage[] = SECTION_PAGES): string {
  const page = pages.find((p) => path === p.prefix || path.startsWith(`${p.prefix}/`));
  return page?.file ?? 'index.html';
}
