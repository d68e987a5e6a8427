// A league screen's controls: the league, the season, once per season or overall, and name search.
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { ChoiceGroup, type Choice } from '../../../components/choice-group.tsx';
import { FiltersDisclosure } from '../../../components/filters-disclosure.tsx';
import { NumberField } from '../../../components/number-field.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { ALL_SEASONS, leaguePath, type PlayerListView } from '../football-paths.ts';
import {
  serializeLeagueSearch,
  type LeagueSearch,
  type SetLeagueSearch,
} from '../football-search.ts';
import { LeaguePicker } from '../pickers/league-picker.tsx';
import type { LeagueScreenProps } from './use-league.ts';
import { ScoutingFilters } from './league-scouting-filters.tsx';

const PLAYER_VIEW_CHOICES: readonly Choice<PlayerListView>[] = [
  { value: 'per-season', label: 'Once per season' },
  { value: 'overall', label: 'Once overall' },
];

/** How many of the league's filters are set away from their defaults: "Filters (2)" on a phone. */
export function leagueFiltersSet(search: LeagueSearch, ratings: boolean): number {
  return (
    (search.season !== null ? 1 : 0) +
    (search.view !== 'per-season' ? 1 : 0) +
    (search.q.trim() !== '' ? 1 : 0) +
    // The filters on figures only apply (and are only shown) with ratings.
    (ratings && search.min_apps !== null && search.min_apps > 0 ? 1 : 0) +
    (ratings && search.max_age !== null ? 1 : 0) +
    (ratings && search.pos.length > 0 ? 1 : 0)
  );
}

interface SeasonSelectProps {
  /** The season shown, or null for all seasons. */
  season: string | null;
  /** The league's seasons, newest first. */
  seasons: readonly string[];
  setSearch: SetLeagueSearch;
}

/** The season list: all seasons, then each season (the newest is the default, so not in the URL). */
function SeasonSelect({ season, seasons, setSearch }: SeasonSelectProps) {
  const seasonId = useId();
  return (
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
  );
}

interface RatingsToggleProps {
  ratings: boolean;
  /** A league this size shows ratings without being asked, so the URL says only the exception. */
  autoRatings: boolean;
  setSearch: SetLeagueSearch;
}

/** Show or hide the ratings (the leaderboard's figures). */
function RatingsToggle({ ratings, autoRatings, setSearch }: RatingsToggleProps) {
  return (
    <button
      type="button"
      className="button"
      aria-pressed={ratings}
      onClick={() =>
        void setSearch(
          // The sort goes back to the default of the new state: best first with ratings.
          ratings
            ? {
                ratings: autoRatings ? false : null,
                min_apps: null,
                max_age: null,
                pos: null,
                sort: null,
              }
            : { ratings: autoRatings ? null : true, sort: null },
        )
      }
    >
      {ratings ? 'Hide ratings' : 'Show ratings'}
    </button>
  );
}

export function LeagueToolbar({ appId, search, setSearch, setQuery, data }: LeagueScreenProps) {
  const navigate = useNavigate();
  return (
    <div className="toolbar football__toolbar">
      <LeaguePicker
        value={appId}
        onChange={(next) =>
          navigate({
            pathname: leaguePath(next),
            // Seasons and names differ between leagues; the way of listing and the sort carry over.
            search: serializeLeagueSearch({ ...search, season: null, q: null }),
          })
        }
      />
      {data.hasRows ? (
        <>
          {/* On a phone, behind one button so the first rows are on the first screen. */}
          <FiltersDisclosure count={leagueFiltersSet(search, data.ratings)}>
            <SeasonSelect season={data.season} seasons={data.seasons} setSearch={setSearch} />
            <ChoiceGroup
              legend="Show each player"
              choices={PLAYER_VIEW_CHOICES}
              value={search.view}
              onChange={(value) => void setSearch({ view: value })}
              className="football__choice"
            />
            <SearchBox
              label="Search players"
              value={search.q}
              onChange={setQuery}
              placeholder="Name or ID"
              status={
                data.allRows && data.searching !== ''
                  ? data.countLabel(data.shownRows.length)
                  : undefined
              }
            />
            {data.ratings ? (
              <NumberField
                label="Minimum appearances"
                value={search.min_apps}
                min={0}
                step={1}
                onChange={(value) =>
                  void setSearch({
                    min_apps: value === null ? null : Math.max(0, Math.round(value)),
                  })
                }
              />
            ) : null}
            {data.ratings ? (
              <ScoutingFilters search={search} setSearch={setSearch} data={data} />
            ) : null}
          </FiltersDisclosure>
          <RatingsToggle
            ratings={data.ratings}
            autoRatings={data.autoRatings}
            setSearch={setSearch}
          />
        </>
      ) : null}
    </div>
  );
}
