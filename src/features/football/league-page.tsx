// A league's screen: its players by season (or once overall), searchable and sortable, each opening their history.
import { useDeferredValue, useId, useMemo } from 'react';
import { QueryLoading } from '../../components/query-loading.tsx';
import { displayText } from '../../lib/text.ts';
import { Isolated } from '../../components/isolated.tsx';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { availableLeaguesQuery, leaguePlayersQuery } from '../../api/queries.ts';
import { isDataViewsError } from '../../api/errors.ts';
import { DataTable } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { IncompleteNotice } from '../../components/incomplete-notice.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { safeFilename } from '../../lib/csv.ts';
import { formatNumber } from '../../lib/format.ts';
import { fold } from '../../lib/text.ts';
import { withParams } from '../../lib/url-state.ts';
import { useLeagueSearch } from './football-search.ts';
import type { SortItem } from '../../lib/url-state.ts';
import { useConnection } from '../../session/session-context.tsx';
import { ALL_SEASONS, FOOTBALL_HOME, leaguePath, playerPath } from './football-paths.ts';
import type { PlayerListView } from './football-paths.ts';
import { leagueColumns } from './league-columns.tsx';
import { LeaguePicker } from './league-picker.tsx';
import {
  leagueTitle,
  overallRows,
  rowsOfSeason,
  searchPlayers,
  seasonsOf,
} from './league-players.ts';
import type { LeaguePlayerRow, PlayerOverallRow } from './league-players.ts';
import { ChoiceGroup, type Choice } from '../../components/choice-group.tsx';

type TableRow = LeaguePlayerRow | PlayerOverallRow;

// An explicit "no sort" in the URL, so that removing the sort does not bring the default back.

function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n, { maximumFractionDigits: 0 })} ${n === 1 ? one : many}`;
}

const PLAYER_VIEW_CHOICES: readonly Choice<PlayerListView>[] = [
  { value: 'per-season', label: 'Once per season' },
  { value: 'overall', label: 'Once overall' },
];

export function LeaguePage() {
  const { appId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const conn = useConnection();
  const seasonId = useId();

  const leagues = useQuery(availableLeaguesQuery(conn));
  const players = useQuery({
    ...leaguePlayersQuery(conn, { app_id: appId }),
    // Switching league keeps the last list on screen, dimmed, instead of flashing an empty table.
    placeholderData: keepPreviousData,
  });

  const leagueRows = leagues.data?.rows;
  const title = leagueTitle(leagueRows, appId);
  const country = leagueRows?.find((l) => l.app_id === appId)?.country ?? null;
  const titleOf = useMemo(() => (id: string) => leagueTitle(leagueRows, id), [leagueRows]);

  const allRows = players.data?.rows;
  // Filters only make sense over a list: an error or an empty league shows the picker alone.
  const hasRows = (allRows?.length ?? 0) > 0;
  const seasons = useMemo(() => seasonsOf(allRows ?? []), [allRows]);
  const [search, setSearch] = useLeagueSearch();
  const seasonParam = search.season;
  // No parameter: the newest season, so a shared link to "the league" follows the league over time.
  const season: string | null =
    seasonParam === ALL_SEASONS ? null : (seasonParam ?? seasons[0] ?? null);
  const { view, q: query } = search;
  const deferredQuery = useDeferredValue(query);

  const columns = useMemo(
    () => leagueColumns({ view, titleOf, league: appId }),
    [view, titleOf, appId],
  );
  const columnIds = useMemo(() => columns.map((c) => c.id), [columns]);
  // A sort on a column this way of listing lacks (from an old link) is left out.
  const sorting: SortItem[] = useMemo(
    () => search.sort.filter((s) => columnIds.includes(s.id)),
    [search.sort, columnIds],
  );

  const baseRows = useMemo((): readonly TableRow[] => {
    const rows = allRows ?? [];
    return view === 'overall' ? overallRows(rows, season) : rowsOfSeason(rows, season);
  }, [allRows, view, season]);
  const shownRows = useMemo(
    () => searchPlayers(baseRows, fold(deferredQuery)),
    [baseRows, deferredQuery],
  );

  const onSortingChange = (next: SortItem[]) => {
    void setSearch({ sort: next });
  };

  const noun: [string, string] =
    view === 'per-season' && season === null
      ? ['player-season row', 'player-season rows']
      : ['player', 'players'];
  const scope = season === null ? 'in all seasons' : `in ${season}`;
  const searching = deferredQuery.trim();
  const countLabel = (n: number) =>
    searching === ''
      ? `${plural(n, ...noun)} ${scope}`
      : `${formatNumber(n, { maximumFractionDigits: 0 })} of ${plural(baseRows.length, ...noun)} ${scope} match “${searching}”`;

  const chooseAnother = (
    <Link className="button" to={FOOTBALL_HOME}>
      Choose another league
    </Link>
  );

  let content;
  if (players.isPending) {
    content = (
      <QueryLoading
        label={`Loading the players of ${displayText(title)}…`}
        query={players}
        queryKey={leaguePlayersQuery(conn, { app_id: appId }).queryKey}
      />
    );
  } else if (players.isError && !players.data) {
    const unknown =
      isDataViewsError(players.error) &&
      (players.error.kind === 'NotFound' || players.error.kind === 'BadRequest');
    content = (
      <>
        {unknown ? (
          <p>
            The service does not know a league with the ID <code>{appId}</code>. Pick one from the
            list above.
          </p>
        ) : null}
        <ErrorState
          error={players.error}
          onRetry={() => void players.refetch()}
          actions={chooseAnother}
        />
      </>
    );
  } else if ((allRows ?? []).length === 0) {
    content = (
      <EmptyState
        title={`No players are listed for ${title}.`}
        detail="The service has no player rows for this league. Try another league, or open a player by ID."
      >
        {chooseAnother}
      </EmptyState>
    );
  } else {
    const emptyMessage =
      season !== null && !seasons.includes(season) ? (
        <span>
          This league has no season “{season}”.{' '}
          <button type="button" className="button" onClick={() => void setSearch({ season: null })}>
            Show the newest season
          </button>
        </span>
      ) : (
        <span>
          No player matches “{searching}” {scope}.{' '}
          <button type="button" className="button" onClick={() => void setSearch({ q: null })}>
            Clear the search
          </button>
          {season !== null ? (
            <>
              {' '}
              <button
                type="button"
                className="button"
                onClick={() => void setSearch({ season: ALL_SEASONS })}
              >
                Search all seasons
              </button>
            </>
          ) : null}
        </span>
      );
    content = (
      <DataTable<TableRow>
        label={`Players of ${title}, ${season ?? 'all seasons'}`}
        rows={shownRows}
        columns={columns}
        sorting={sorting}
        onSortingChange={onSortingChange}
        onRowActivate={(row) => {
          if (typeof row.player_id === 'number')
            navigate(playerPath(row.player_id, { league: appId }));
        }}
        isStale={players.isPlaceholderData || query !== deferredQuery}
        countLabel={countLabel}
        emptyMessage={emptyMessage}
        renderActions={(shown) => (
          <ExportCsvButton
            filename={safeFilename(['football', appId, season ?? 'all-seasons', view])}
            columns={shown.columns}
            rows={shown.rows}
          />
        )}
      />
    );
  }

  return (
    <section className="page football" aria-labelledby="page-title">
      <nav aria-label="Breadcrumb" className="football__breadcrumb">
        <Link to={FOOTBALL_HOME}>Football</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">
          <Isolated text={title} clip />
        </span>
      </nav>
      <h1 id="page-title">
        <Isolated text={title} />
      </h1>
      <p className="football__subtitle">
        {country ? (
          <>
            <Isolated text={country} clip /> ·{' '}
          </>
        ) : null}
        League ID <code>{appId}</code>
      </p>
      <div className="toolbar football__toolbar">
        <LeaguePicker
          value={appId}
          onChange={(next) =>
            navigate({
              pathname: leaguePath(next),
              // Seasons and names differ between leagues; the way of listing carries over.
              search: withParams(params, { season: null, q: null }).toString(),
            })
          }
        />
        {hasRows ? (
          <>
            <div className="field">
              <label htmlFor={seasonId}>Season</label>
              <select
                id={seasonId}
                value={season ?? ALL_SEASONS}
                onChange={(event) =>
                  void setSearch({
                    season: event.target.value === seasons[0] ? null : event.target.value,
                  })
                }
              >
                <option value={ALL_SEASONS}>All seasons</option>
                {season !== null && !seasons.includes(season) ? (
                  <option value={season}>{season}</option>
                ) : null}
                {seasons.map((s, i) => (
                  <option key={s} value={s}>
                    {i === 0 ? `${s} (newest)` : s}
                  </option>
                ))}
              </select>
            </div>
            <ChoiceGroup
              legend="Show each player"
              choices={PLAYER_VIEW_CHOICES}
              value={view}
              onChange={(value) => void setSearch({ view: value })}
              className="football__choice"
            />
            <SearchBox
              label="Search players"
              value={query}
              onChange={(next) => void setSearch({ q: next })}
              placeholder="Name or ID"
              status={allRows && searching !== '' ? countLabel(shownRows.length) : undefined}
            />
          </>
        ) : null}
      </div>
      <IncompleteNotice result={players.data} />
      {content}
    </section>
  );
}
