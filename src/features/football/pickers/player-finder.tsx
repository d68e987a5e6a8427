// "Find a player": a name search over the players of every league (the player index), shown with
// their leagues, seasons and ID. The index builds while the person types; progress shows under it.
import { useMemo, useState } from 'react';
import { BatchProgress } from '../../../components/batch-progress.tsx';
import { SearchableSelect } from '../../../components/searchable-select.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { usePlayerIndex } from './use-player-index.ts';
import type { PlayerId } from '../football-paths.ts';

interface PlayerFinderProps {
  onChoose: (playerId: PlayerId) => void;
  label?: string;
  /** Players that cannot be chosen (already on the chart). */
  exclude?: readonly PlayerId[];
  hint?: string;
  /**
   * When the index starts to build: at once (a page about finding players), or when the field
   * first takes the focus (a side tool: twenty league lists are not fetched on every visit).
   */
  startOn?: 'mount' | 'focus';
}

const NONE: readonly PlayerId[] = [];
const MAX_SHOWN = 50;

export function PlayerFinder({
  onChoose,
  label = 'Find a player',
  exclude = NONE,
  hint = 'Type part of a name (accents and capitals do not matter) or an ID, then choose with Enter.',
  startOn = 'mount',
}: PlayerFinderProps) {
  const [active, setActive] = useState(startOn === 'mount');
  const { leagues, lists, index, options } = usePlayerIndex(active);
  const shown = useMemo(() => {
    if (exclude.length === 0) return options;
    const out = new Set(exclude.map(String));
    return options.filter((o) => !out.has(o.value));
  }, [options, exclude]);

  let notice: string | undefined;
  if (leagues.isPending) notice = 'Loading the list of leagues…';
  else if (leagues.isError) notice = 'The list of leagues could not be loaded.';
  else if (index.length === 0 && (lists.status === 'loading' || !active))
    notice = 'Building the player index…';
  else if (index.length === 0) notice = 'No players are listed in any league.';

  const complete = active && lists.total > 0 && lists.status === 'done' && lists.failed === 0;
  return (
    <div className="player-finder" onFocus={active ? undefined : () => setActive(true)}>
      <SearchableSelect
        label={label}
        options={shown}
        value={null}
        onChange={(value) => onChoose(value)}
        placeholder="Name or ID"
        notice={notice}
        hint={hint}
        maxShown={MAX_SHOWN}
      />
      {leagues.isError ? (
        <button type="button" className="dv-button" onClick={() => void leagues.refetch()}>
          Retry loading the leagues
        </button>
      ) : null}
      <BatchProgress
        batch={lists}
        noun="leagues"
        label="Building the player index"
        cancellable={false}
      />
      {complete ? (
        <p className="football__hint">
          {formatNumber(index.length, { maximumFractionDigits: 0 })} players in{' '}
          {formatNumber(lists.total, { maximumFractionDigits: 0 })} leagues.
        </p>
      ) : null}
    </div>
  );
}
