// Which screen's code a page preloads: the build writes one index.html per section (see
// preload-sections.ts), and the production server sends the one for the path asked for.

export interface SectionPage {
  /** The HTML file the build writes beside index.html. */
  readonly file: string;
  /** The paths it is sent for: this path itself and everything below it. */
  readonly prefix: string;
  /** The modules whose chunks (and what they import) it preloads. */
  readonly modules: readonly string[];
}

/** Fighters, where `/` leads, is index.html itself; scripts/check-size.mjs counts that route. */
export const LANDING_ROUTE = 'src/features/fighters/fighters-routes.tsx';

const FOOTBALL_ROUTES = 'src/features/football/football-routes.tsx';

/** Most specific first: the first whose prefix matches is sent. */
export const SECTION_PAGES: readonly SectionPage[] = [
  // A player's screen is its chart: Recharts downloads beside the entry, not after it has run.
  {
    file: 'index.football-player.html',
    prefix: '/football/players',
    modules: [FOOTBALL_ROUTES, 'src/features/football/rating-chart.tsx'],
  },
  { file: 'index.football.html', prefix: '/football', modules: [FOOTBALL_ROUTES] },
  {
    file: 'index.explorer.html',
    prefix: '/explorer',
    modules: ['src/features/explorer/explorer-routes.tsx'],
  },
];

/** The HTML file for a page of the app at `path` (no query): a section's own, or index.html. */
export function pageFor(path: string, pages: readonly SectionPage[] = SECTION_PAGES): string {
  const page = pages.find((p) => path === p.prefix || path.startsWith(`${p.prefix}/`));
  return page?.file ?? 'index.html';
}
