// Above a league's table: what the leaderboard's figures are, their progress while histories
// arrive, and, for a league too large to load at once, how to request them. The progress has a
// slot of its own height, filled when done by a line that says so: the table never jumps.
import { BatchProgress } from '../../../components/batch-progress.tsx';
import { Isolated } from '../../../components/isolated.tsx';
import { formatNumber } from '../../../lib/format.ts';
import type { LeagueData } from './use-league.ts';

const count = (n: number) => formatNumber(n, { maximumFractionDigits: 0 });

/** "Ranking", or "Ranking and filtering by age and position": the filters set wait too. */
function waitingText(filters: readonly string[]): string {
  if (filters.length === 0) return 'Ranking';
  const names =
    filters.length === 1
      ? filters[0]
      : `${filters.slice(0, -1).join(', ')} and ${filters[filters.length - 1]}`;
  return `Ranking and filtering by ${names}`;
}

/** What a percentile is out of (the detail, for wider windows; the column's header says it too). */
function percentileBase(filtered: boolean): string {
  return filtered
    ? 'Percentile (within the position) counts every player too, whatever the filters show. '
    : 'Percentile is within the position. ';
}

/**
 * Why every figure is a dash once the histories are in: none has an appearance in the season. The
 * way on is the whole history, one click away.
 */
function NoFigures({ season, onAllSeasons }: { season: string | null; onAllSeasons: () => void }) {
  return (
    <p className="football__no-figures" role="status">
      {season === null ? (
        'No player’s history has a rated appearance, so there is no rating or rank to show.'
      ) : (
        <>
          No appearance dated in <Isolated text={season} />, so no rating or rank for it.{' '}
          <button type="button" onClick={onAllSeasons}>
            Switch to All seasons, once overall
          </button>
        </>
      )}
    </p>
  );
}

interface LeaderboardStatusProps {
  data: LeagueData;
  perSeason: boolean;
  /** Lists each player once over every season: the figures of their whole history. */
  onAllSeasons: () => void;
}

export function LeaderboardStatus({ data, perSeason, onAllSeasons }: LeaderboardStatusProps) {
  const { leaderboard: batch, season } = data;
  if (!data.ratings) {
    if (data.autoRatings) return null;
    return (
      <p className="football__muted">
        Show ratings to load the {count(data.playerCount)} players’ ratings, one request each.
        <span className="football__ratings-detail">
          {' '}
          They come from each player’s history and are kept for next time.
        </span>
      </p>
    );
  }
  const scope =
    perSeason && season === null
      ? 'in the season of the row'
      : season === null
        ? 'over all seasons'
        : `in ${season}`;
  const done = batch.status === 'done' && batch.failed === 0 && !data.settling;
  return (
    <>
      {/* One line on a phone (the detail is for wider windows): the table does not move. */}
      <p className="football__muted football__ratings-note">
        {data.settling
          ? `${waitingText(data.waitingFilters)} when all ${count(batch.total || data.playerCount)} ratings are in.`
          : data.filtered
            ? `League # ranks all players ${scope}${done ? '' : ' whose rating is in'}.`
            : `# is the rank by latest rating ${scope}${done ? '' : ', among the ratings in'}.`}
        <span className="football__ratings-detail">
          {' '}
          {data.settling ? '' : percentileBase(data.filtered)}
          Figures from each player’s history (all their teams){data.settling ? ` ${scope}` : ''}.
        </span>
      </p>
      <div className="football__progress">
        {done && data.noFigures ? (
          <NoFigures season={season} onAllSeasons={onAllSeasons} />
        ) : done ? (
          <p className="football__muted" role="status">
            {batch.total === 1 ? 'The rating is in.' : `All ${count(batch.total)} ratings are in.`}
          </p>
        ) : (
          <BatchProgress
            batch={batch}
            noun="players"
            label="Loading the players' rating histories"
          />
        )}
      </div>
    </>
  );
}
