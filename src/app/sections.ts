// The app's sections: each one's URL segment, its screen (a chunk of its own, loaded by the route's
// `lazy`) and its loader (router.tsx). A section is added here, in the header's links (layout.tsx)
// and in the command palette's destinations.
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '../api/client.ts';
import { loadExplorer } from '../features/explorer/explorer-loader.ts';
import { loadFighters } from '../features/fighters/fighters-loader.ts';
import { loadFootball } from '../features/football/football-loader.ts';
import { loadWatchlist } from '../features/watchlist/watchlist-loader.ts';

type ScreenModule = { default: ComponentType };

export interface Section {
  /** The URL's first path segment. */
  readonly path: string;
  /** The section's routes component (a default export), loaded as its own chunk. */
  readonly screen: () => Promise<ScreenModule>;
  /** Starts the first requests of a URL of the section; returns at once. */
  readonly load: (client: QueryClient, conn: Connection, url: URL) => void;
}

export const SECTIONS: readonly Section[] = [
  {
    path: 'fighters',
    screen: () => import('../features/fighters/fighters-routes.tsx'),
    load: loadFighters,
  },
  {
    path: 'football',
    screen: () => import('../features/football/football-routes.tsx'),
    load: loadFootball,
  },
  {
    path: 'watchlist',
    screen: () => import('../features/watchlist/watchlist-routes.tsx'),
    load: loadWatchlist,
  },
  {
    path: 'explorer',
    screen: () => import('../features/explorer/explorer-routes.tsx'),
    load: loadExplorer,
  },
];

/**
 * A section link about to be followed (pointer over it, or focus): its screen's code starts
 * downloading now, so the navigation that follows finds it in.
 */
export function preloadSection(to: string): void {
  const first = new URL(to, window.location.origin).pathname.split('/')[1]?.toLowerCase();
  SECTIONS.find((s) => s.path === first)
    ?.screen()
    .catch(() => undefined);
}
