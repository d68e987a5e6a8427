// The command palette's destinations and its search over them: screens, weight classes and fighters
// from the ratings already loaded, leagues, and (from two letters on) the players of the player index.
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { availableLeaguesQuery, isViewQueryKey } from '../api/queries.ts';
import type { ViewResult } from '../api/client.ts';
import type { Row } from '../api/catalog.ts';
import { containsWords, fold, queryWords } from '../lib/text.ts';
import { useConnection } from '../session/session-context.tsx';
import { fighterPath } from '../features/fighters/fighters-url.ts';
import { leaguePath, playerPath } from '../features/football/football-paths.ts';
import { usePlayerIndex } from '../features/football/pickers/use-player-index.ts';
import { useWatchlist } from '../components/use-watchlist.ts';
import type { WatchTarget } from '../components/watch-star.tsx';
import { isWatchingFighter, isWatchingPlayer, type Watchlist } from '../lib/watchlist.ts';

export interface Destination {
  readonly group: 'Screens' | 'Weight classes' | 'Fighters' | 'Leagues' | 'Players' | 'Watch';
  readonly label: string;
  readonly detail?: string;
  readonly to: string;
  /** Folded text a search matches. */
  readonly text: string;
  /** A fighter or player: who a Watch command stars; a Watch command stars instead of going. */
  readonly watch?: WatchTarget;
}

const SCREENS: readonly Destination[] = [
  ['Fighters: latest rankings', '/fighters'],
  ['Fighters: rankings by date', '/fighters?mode=by-date'],
  ['Football: find a player or a league', '/football'],
  ['Watchlist: the fighters and players you watch', '/watchlist'],
  ['Explorer: call any view', '/explorer'],
].map(([label, to]) => ({ group: 'Screens', label: label!, to: to!, text: fold(label!) }));

/** How many of each group are listed at most; the rest are reached by typing more. */
const PER_GROUP = 8;
/** Players are searched from this many letters on (the index is built then, if it is not yet). */
const PLAYER_MIN_LETTERS = 2;

/** Fighters and weight classes from every fighters' response already in the cache. */
function useLoadedFighters(): { classes: Destination[]; fighters: Destination[] } {
  const client = useQueryClient();
  return useMemo(() => {
    const classes = new Map<string, string>();
    const fighters = new Map<string, Destination>();
    const answers = client.getQueryCache().findAll({
      predicate: (q) =>
        isViewQueryKey(q.queryKey, 'fighter_ratings', 'fighters_view') ||
        isViewQueryKey(q.queryKey, 'fighter_ratings', 'fighters_historical_view'),
    });
    for (const query of answers) {
      const rows = (query.state.data as ViewResult<Row> | undefined)?.rows ?? [];
      for (const row of rows) {
        const code = row.weight_class_code;
        if (typeof code !== 'string' || code === '') continue;
        const className = typeof row.weight_class_name === 'string' ? row.weight_class_name : code;
        if (!classes.has(code)) classes.set(code, className);
        const name = row.name;
        if (typeof name !== 'string' || name.trim() === '') continue;
        const key = `${code}\u0000${name}`;
        if (fighters.has(key)) continue;
        fighters.set(key, {
          group: 'Fighters',
          label: name,
          detail: className,
          to: fighterPath('/fighters', code, name),
          text: fold(`${name} ${className} ${code}`),
          watch: { kind: 'fighter', name, classCode: code },
        });
      }
    }
    return {
      classes: [...classes].map(([code, name]) => ({
        group: 'Weight classes',
        label: `${name} (${code})`,
        to: `/fighters?class=${encodeURIComponent(code)}`,
        text: fold(`${name} ${code}`),
      })),
      fighters: [...fighters.values()],
    };
  }, [client]);
}

function matching(list: readonly Destination[], words: readonly string[]): Destination[] {
  const found: Destination[] = [];
  for (const item of list) {
    if (containsWords(item.text, words)) {
      found.push(item);
      if (found.length === PER_GROUP) break;
    }
  }
  return found;
}

/** "Watch Nilis Dalenros" (or "Stop watching …") for each fighter and player listed, up to PER_GROUP. */
function watchCommands(listed: readonly Destination[], list: Watchlist): Destination[] {
  return listed.slice(0, PER_GROUP).flatMap((item) => {
    const target = item.watch;
    if (!target) return [];
    const watching =
      target.kind === 'fighter'
        ? isWatchingFighter(list, target.name)
        : isWatchingPlayer(list, target.id);
    const label = `${watching ? 'Stop watching' : 'Watch'} ${target.name}`;
    // No detail: the option's name is its command alone, not the destination's again.
    return [{ group: 'Watch', label, to: item.to, text: '', watch: target }];
  });
}

/** A destination for each league with an app_id. */
function useLeagueDestinations(): Destination[] {
  const conn = useConnection();
  const leaguesQuery = useQuery(availableLeaguesQuery(conn));
  return useMemo(
    (): Destination[] =>
      (leaguesQuery.data?.rows ?? []).flatMap((l) =>
        typeof l.app_id === 'string' && l.app_id !== ''
          ? [
              {
                group: 'Leagues' as const,
                label: l.app_title?.trim() || l.app_id,
                detail: l.country ?? undefined,
                to: leaguePath(l.app_id),
                text: fold(`${l.app_title ?? ''} ${l.country ?? ''} ${l.app_id}`),
              },
            ]
          : [],
      ),
    [leaguesQuery.data],
  );
}

/**
 * The destinations matching the typed text (at most PER_GROUP of each group), and the player
 * index's progress: it is built only once the text is long enough to search players.
 */
export function useDestinations(text: string) {
  const words = useMemo(() => queryWords(fold(text.trim())), [text]);
  const { classes, fighters } = useLoadedFighters();
  const leagues = useLeagueDestinations();
  const wantsPlayers = text.trim().length >= PLAYER_MIN_LETTERS;
  const index = usePlayerIndex(wantsPlayers);
  const players = useMemo(
    (): Destination[] =>
      index.options.map((o) => ({
        group: 'Players',
        label: o.label,
        detail: o.description,
        to: playerPath(o.value),
        text: fold(o.keywords ?? o.label),
        watch: { kind: 'player', id: o.value, name: o.label },
      })),
    [index.options],
  );

  const watchlist = useWatchlist();
  const results = useMemo(() => {
    if (words.length === 0) return SCREENS;
    const matchedFighters = matching(fighters, words);
    const matchedPlayers = wantsPlayers ? matching(players, words) : [];
    return [
      ...matching(SCREENS, words),
      ...matching(classes, words),
      ...matchedFighters,
      ...matching(leagues, words),
      ...matchedPlayers,
      ...watchCommands([...matchedFighters, ...matchedPlayers], watchlist),
    ];
  }, [words, classes, fighters, leagues, players, wantsPlayers, watchlist]);
  const building = wantsPlayers && index.lists.status === 'loading';
  return { results, building, lists: index.lists };
}
