// The player screen's header: name, position, age at the last appearance with the birthday, and
// every team spell with its dates.
import { useId } from 'react';
import { Isolated } from '../../../components/isolated.tsx';
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
  const teamsId = useId();
  return (
    <header className="player-header">
      <h1 id="page-title">
        <Isolated text={displayName(identity)} />
      </h1>
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
      {spells.length > 0 ? (
        <div className="player-header__teams">
          <h2 id={teamsId} className="player-header__teams-title">
            {spells.length === 1 ? 'Team' : `Teams (${spells.length} spells)`}
          </h2>
          <ol className="player-header__spells" aria-labelledby={teamsId}>
            {spells.map((spell, index) => (
              <li key={`${spell.team}-${spell.from}-${index}`}>
                <strong>
                  <Isolated text={spell.team} />
                </strong>{' '}
                <span className="football__muted">
                  {spellDates(spell)} ·{' '}
                  {formatNumber(spell.appearances, { maximumFractionDigits: 0 })}{' '}
                  {spell.appearances === 1 ? 'appearance' : 'appearances'}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </header>
  );
}
