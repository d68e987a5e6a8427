// A league's leaderboard, which neither the API nor the ratings sites give: the rating history of
// each player listed (at most four requests at a time, kept in the query cache, so a second visit
// is instant), read into figures for the season of the row, or of the season chosen.
import { useEffect, useMemo, useState } from 'react';
import { playerHistoryQuery } from '../../../api/queries.ts';
import type { ViewResult } from '../../../api/client.ts';
import { useLimitedQueries } from '../../../api/use-limited-queries.ts';
import { useConnection } from '../../../session/session-context.tsx';
import { byDate, inWindow, type HistoryRow } from '../player/player-history.ts';
import { figuresOf, seasonSpan, type Figures } from '../player/seasons.ts';
import { ageAt, formOf, positionOf } from '../scouting.ts';
import { positionCode } from './league-scouting.ts';
import type { LeaguePlayerRow } from './league-players.ts';
import { playerIdOf, type PlayerId } from '../football-paths.ts';

/** At most this many histories are requested at once. */
const LEADERBOARD_CONCURRENCY = 4;

/** The figures a leaderboard row gains, as table values. */
export interface LeaderboardFigures {
  readonly latest_rating: number | null;
  readonly peak_rating: number | null;
  readonly appearances: number | null;
  readonly minutes: number | null;
  readonly last_appearance: string | null;
  readonly current_team: string | null;
  /** The last FORM_WINDOW ratings' mean minus all ratings' mean, over the same appearances. */
  readonly form: number | null;
  /** Whole years at the last appearance of those appearances. */
  readonly age: number | null;
  /** The position of the last of them that gives one, as the history writes it. */
  readonly position: string | null;
  /** Its short code (`MF`), the position filter's value in the URL. */
  readonly position_code: string | null;
}

const NO_FIGURES: LeaderboardFigures = {
  latest_rating: null,
  peak_rating: null,
  appearances: null,
  minutes: null,
  last_appearance: null,
  current_team: null,
  form: null,
  age: null,
  position: null,
  position_code: null,
};

type History = ViewResult<HistoryRow>;

/** One player's history as the leaderboard reads it: its figures for a season, or for all of it. */
interface LeaderboardHistory {
  readonly figures: (season: string | null) => LeaderboardFigures;
}

/** The newest non-empty birthday: a player has one, but a row may lack it. */
function birthdayOf(rows: readonly HistoryRow[]): string | null {
  for (let i = rows.length - 1; i >= 0; i--) {
    const birthday = rows[i]?.birthday;
    if (typeof birthday === 'string' && birthday.trim() !== '') return birthday.trim();
  }
  return null;
}

/**
 * The history query's `select`: TanStack Query runs it once per response (module-level, so the
 * function is the same on every render), not on each render of the hundreds of rows. The figures
 * of each season requested are kept with it, keyed by season.
 */
function readHistory(history: History): LeaderboardHistory {
  const rows = byDate(history.rows);
  const birthday = birthdayOf(rows);
  const bySeason = new Map<string, LeaderboardFigures>();
  return {
    figures(season) {
      const key = season ?? '';
      let figures = bySeason.get(key);
      if (!figures) {
        const span = season === null ? null : seasonSpan(season);
        const shown = span ? inWindow(rows, span) : rows;
        figures = asRow(figuresOf(shown), shown, birthday);
        bySeason.set(key, figures);
      }
      return figures;
    },
  };
}

/** The row's figures, form, age and position, all over the same appearances. */
function asRow(
  f: Figures,
  rows: readonly HistoryRow[],
  birthday: string | null,
): LeaderboardFigures {
  const position = positionOf(rows);
  return {
    form: formOf(rows).value,
    age: ageAt(birthday, f.lastDate),
    position,
    position_code: positionCode(position),
    latest_rating: f.end,
    peak_rating: f.peak,
    appearances: f.appearances,
    minutes: f.minutes,
    last_appearance: f.lastDate,
    current_team: f.team,
  };
}

/**
 * True from the frame after `ready` became true: the histories (hundreds of requests, and a render
 * per answer) start once the players' rows are painted, never before them.
 */
function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    // A task queued from the next animation frame runs once that frame is painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return ready && painted;
}

/**
 * `rows`: the league rows on screen; `seasonOf(row)`: the season its figures cover (null: the whole
 * history). `enabled` false requests nothing and adds nothing.
 */
export function useLeaderboard<R extends LeaguePlayerRow>(
  rows: readonly R[],
  seasonOf: (row: R) => string | null,
  enabled: boolean,
) {
  const conn = useConnection();
  const painted = useAfterPaint(enabled && rows.length > 0);
  const ids = useMemo(() => {
    if (!painted) return [];
    const seen = new Set<PlayerId>();
    for (const row of rows) {
      const id = playerIdOf(row.player_id);
      if (id !== null) seen.add(id);
    }
    return [...seen];
  }, [rows, painted]);
  const queries = useMemo(
    () =>
      ids.map((id) => ({ ...playerHistoryQuery(conn, { player_id: id }), select: readHistory })),
    [ids, conn],
  );
  const batch = useLimitedQueries(queries, LEADERBOARD_CONCURRENCY);
  const withFigures = useMemo((): readonly (R & LeaderboardFigures)[] => {
    if (!enabled) return rows as readonly (R & LeaderboardFigures)[];
    const byId = new Map<PlayerId, LeaderboardHistory>();
    ids.forEach((id, i) => {
      const history = batch.data[i];
      if (history) byId.set(id, history);
    });
    return rows.map((row) => {
      const id = playerIdOf(row.player_id);
      const history = id === null ? undefined : byId.get(id);
      return {
        ...row,
        ...(history ? history.figures(seasonOf(row)) : NO_FIGURES),
      };
    });
  }, [enabled, rows, ids, batch.data, seasonOf]);
  // Until the first request starts, the figures are still to come: the same as loading.
  const settling = enabled && (!painted || batch.status === 'loading');
  return { batch, rows: withFigures, settling };
}
