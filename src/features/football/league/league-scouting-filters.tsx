// The leaderboard's scouting filters, inside the league's Filters: a maximum age (Any, U21, U23)
// and the positions, with how many rows each has. Both read the histories, so they are shown
// with ratings only.
import { ChoiceGroup, type Choice } from '../../../components/choice-group.tsx';
import { FacetMenu } from '../../../components/facet-menu.tsx';
import type { LeagueSearch, SetLeagueSearch } from '../football-search.ts';
import { AGE_PRESETS } from './league-scouting.ts';
import type { LeagueData } from './use-league.ts';

const ANY = 'any';

/** Any, each preset, and an age from the URL that is not a preset (`max_age=19` gives U19). */
function ageChoices(maxAge: number | null): Choice<string>[] {
  const ages = new Set(AGE_PRESETS);
  if (maxAge !== null) ages.add(maxAge);
  return [
    { value: ANY, label: 'Any' },
    ...[...ages].sort((a, b) => a - b).map((age) => ({ value: String(age), label: `U${age}` })),
  ];
}

interface ScoutingFiltersProps {
  search: LeagueSearch;
  setSearch: SetLeagueSearch;
  data: Pick<LeagueData, 'positionOptions'>;
}

export function ScoutingFilters({ search, setSearch, data }: ScoutingFiltersProps) {
  const { options, counts } = data.positionOptions;
  return (
    <>
      <ChoiceGroup
        legend="Age at last appearance"
        description="U21: under 21 (20 or younger) on the day of the player’s last appearance in the season."
        choices={ageChoices(search.max_age)}
        value={search.max_age === null ? ANY : String(search.max_age)}
        onChange={(value) => void setSearch({ max_age: value === ANY ? null : Number(value) })}
        className="football__choice"
      />
      <FacetMenu
        label="Position"
        allLabel="All positions"
        options={options}
        counts={counts}
        selected={search.pos}
        onChange={(next) => void setSearch({ pos: next.length > 0 ? next : null })}
      />
    </>
  );
}
