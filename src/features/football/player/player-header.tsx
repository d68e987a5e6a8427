// The player screen's header: name, position, age at the last appearance with the birthday, and
// every team spell with its dates.
import { useId } from 'react';
import { Isolated } from '../../../components/isolated.tsx';
import { useNarrowScreen } from '../../../components/use-narrow-screen.ts';
import './player-header.css';
import { WatchStar } from '../../../components/watch-star-lazy.tsx';
import { EMPTY_CELL, formatDate, formatNumber } from '../../../lib/format.ts';
import { ageAt } from '../scouting.ts';
import { displayName } from './player-history.ts';
import type { PlayerIdentity, TeamSpell } from './player-history.ts';

interface PlayerHeaderProps {
  identity: PlayerIdentity;
  spells: readonly TeamSpell[];
  /**
   * The last appearance's date: the age is the age then (issue 42), so an old history does not
   * show a retired player as if still playing today.
   */
  lastDate: string | null;
}

function spellDates(spell: TeamSpell): string {
  return spell.from === spell.to
    ? formatDate(spell.from)
    : `${formatDate(spell.from)} – ${formatDate(spell.to)}`;
}

export function PlayerHeader({ identity, spells, lastDate }: PlayerHeaderProps) {
  const age = ageAt(identity.birthday, lastDate);
  return (
    <header className="player-header">
      <h1 id="page-title">
        <Isolated text={displayName(identity)} />
      </h1>
      <WatchStar
        target={{ kind: 'player', id: identity.playerId, name: displayName(identity) }}
        withText
      />
      <dl className="player-header__facts">
        <div>
          <dt>Player ID</dt>
          <dd>{identity.playerId}</dd>
        </div>
        <div>
          <dt>Position</dt>
          <dd>
            <Isolated text={identity.position ?? EMPTY_CELL} />
          </dd>
        </div>
        <div>
          <dt>Age</dt>
          <dd>
            {/* "24 · born 3 Mar 2001"; a dash for a birthday that is missing or not a date. */}
            {age === null ? EMPTY_CELL : age}
            {age !== null && identity.birthday ? (
              <span className="football__muted"> · born {formatDate(identity.birthday)}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      <Spells spells={spells} />
    </header>
  );
}

/**
 * Every team spell. On a phone a long career folds into a disclosure that names the latest team,
 * so the chart stays near the first screen; the team changes table below the chart has the moves.
 */
function Spells({ spells }: { spells: readonly TeamSpell[] }) {
  const teamsId = useId();
  const narrow = useNarrowScreen();
  if (spells.length === 0) return null;
  const list = (
    <ol className="player-header__spells" aria-labelledby={teamsId}>
      {spells.map((spell, index) => (
        <li key={`${spell.team}-${spell.from}-${index}`}>
          <strong>
            <Isolated text={spell.team} />
          </strong>{' '}
          <span className="football__muted">
            {spellDates(spell)} · {formatNumber(spell.appearances, { maximumFractionDigits: 0 })}{' '}
            {spell.appearances === 1 ? 'appearance' : 'appearances'}
          </span>
        </li>
      ))}
    </ol>
  );
  const title = spells.length === 1 ? 'Team' : `Teams (${spells.length} spells)`;
  const latest = spells[spells.length - 1] as TeamSpell;
  if (narrow && spells.length > 1) {
    return (
      <details className="player-header__teams">
        <summary id={teamsId} className="player-header__teams-title">
          {title}, latest <Isolated text={latest.team} clip />
        </summary>
        {list}
      </details>
    );
  }
  return (
    <div className="player-header__teams">
      <h2 id={teamsId} className="player-header__teams-title">
        {title}
      </h2>
      {list}
    </div>
  );
}
