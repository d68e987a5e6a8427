// The app's sections: each one's URL segment, its screen (a chunk of its own, loaded by the route's
// `lazy`) and its loader (app.tsx). A section is added here, in the header's links (layout.tsx)
// and in the command palette's destinations.
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '../api/client.ts';
import { connectionOf } from '../api/key-id.ts';
import { apiOrigin } from '../session/api-origin.ts';
import { readStoredKey, readStoredKeyId } from '../session/key-storage.ts';
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

/** Where `/` leads (the router's redirect keeps the query and hash). */
export const HOME_PATH = '/fighters';

/** The section a path is in (`/` is the home section's); undefined for a URL the app lacks. */
export function sectionOf(pathname: string): Section | undefined {
  const first = (pathname.split('/')[1] ?? '').toLowerCase() || HOME_PATH.slice(1);
  return SECTIONS.find((s) => s.path === first);
}

/** The tab's connection, from the key's one home (sessionStorage); null before a key is set. */
function storedConnection(): Connection | null {
  const apiKey = readStoredKey();
  return apiKey ? connectionOf(apiOrigin, apiKey, readStoredKeyId()) : null;
}

/**
 * The section's route loader for a URL: its first requests start (returns at once). Without a key
 * there is nothing to request; signing in runs the loaders again (app.tsx).
 */
export function startSection(client: QueryClient, url: URL, section: Section): void {
  const conn = storedConnection();
  if (conn) section.load(client, conn, url);
}

/**
 * A section link about to be followed (pointer over it, or focus): its screen's code starts
 * downloading now, so the navigation that follows finds it in.
 */
export function preloadSection(to: string): void {
  sectionOf(new URL(to, window.location.origin).pathname)
    ?.screen()
    .catch(() => undefined);
}
