// The "League" picker filled from available_leagues: searchable by title, country or ID, grouped by country.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { availableLeaguesQuery } from '../../../api/queries.ts';
import { isDataViewsError } from '../../../api/errors.ts';
import { SearchableSelect } from '../../../components/searchable-select.tsx';
import { useConnection } from '../../../session/session-context.tsx';
import { leagueOptions } from '../league/league-players.ts';

interface LeaguePickerProps {
  /** The chosen league's app_id, or null. */
  value: string | null;
  onChange: (appId: string) => void;
  label?: string;
  hint?: string;
}

export function LeaguePicker({ value, onChange, label = 'League', hint }: LeaguePickerProps) {
  const conn = useConnection();
  const leagues = useQuery(availableLeaguesQuery(conn));
  const options = useMemo(() => leagueOptions(leagues.data?.rows ?? []), [leagues.data]);

  let notice: string | undefined;
  if (leagues.isPending) notice = 'Loading leagues…';
  else if (leagues.isError) {
    const reason = isDataViewsError(leagues.error)
      ? leagues.error.summary
      : 'They could not be loaded.';
    notice = `The leagues could not be loaded. ${reason} Close this list and use Retry.`;
  } else if (options.length === 0) notice = 'The service lists no leagues.';

  return (
    <div className="league-picker">
      <SearchableSelect
        label={label}
        options={options}
        value={value}
        onChange={(next) => onChange(next)}
        placeholder="Type a league or country"
        notice={notice}
        hint={hint}
      />
      {leagues.isError ? (
        <button type="button" className="button" onClick={() => void leagues.refetch()}>
          Retry loading leagues
        </button>
      ) : null}
    </div>
  );
}
