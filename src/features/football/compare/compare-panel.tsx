// The comparison controls: who is on the chart besides the player, and ways to add someone from any league.
import { useState } from 'react';
import { Isolated } from '../../../components/isolated.tsx';
import { isDataViewsError } from '../../../api/errors.ts';
import { MAX_COMPARED, playerPath, type PlayerId } from '../football-paths.ts';
import { LeaguePicker } from '../pickers/league-picker.tsx';
import { LeaguePlayerPicker } from '../pickers/league-player-picker.tsx';
import { PlayerFinder } from '../pickers/player-finder.tsx';
import { PlayerIdForm } from '../pickers/player-id-form.tsx';
import { Link } from 'react-router';

export interface ComparedPlayer {
  readonly playerId: PlayerId;
  /** The name from their history, or "Player 123" until it has loaded. */
  readonly name: string;
  readonly colour: string;
  readonly status: 'loading' | 'ready' | 'empty' | 'error';
  readonly error?: unknown;
  readonly retry?: () => void;
}

interface ComparePanelProps {
  playerId: PlayerId;
  playerName: string;
  compared: readonly ComparedPlayer[];
  onAdd: (playerId: PlayerId) => void;
  onRemove: (playerId: PlayerId) => void;
  /** Asks the service whether the player has anything to draw: the reason they cannot be added, or null. */
  refusal: (playerId: PlayerId) => Promise<string | null>;
  /** The league to start the "add from a league" picker on, e.g. where the player was found. */
  initialLeague: string | null;
}

function statusText(player: ComparedPlayer): string | null {
  switch (player.status) {
    case 'loading':
      return 'loading…';
    case 'empty':
      return 'no rating history: not drawn, uses no slot';
    case 'error':
      return isDataViewsError(player.error)
        ? `not loaded: ${player.error.summary}`
        : 'not loaded: something went wrong';
    default:
      return null;
  }
}

/**
 * Adding a player: refused at once if already on the chart, else checked (`refusal`) before
 * `onAdd`; what is being checked and why a player was refused, for the panel to say.
 */
function useAddCompared({
  playerId,
  playerName,
  compared,
  onAdd,
  refusal,
}: Pick<ComparePanelProps, 'playerId' | 'playerName' | 'compared' | 'onAdd' | 'refusal'>) {
  const [checking, setChecking] = useState<PlayerId | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const onChart = [playerId, ...compared.map((p) => p.playerId)];
  const refuse = (id: PlayerId): string | null => {
    if (id === playerId) return `${playerName} is the player this chart is about.`;
    if (onChart.includes(id)) return `Player ${id} is already on the chart.`;
    return null;
  };
  const add = async (id: PlayerId) => {
    const now = refuse(id);
    if (now) {
      setRefused(now);
      return;
    }
    setRefused(null);
    setChecking(id);
    const reason = await refusal(id);
    setChecking(null);
    if (reason) setRefused(reason);
    else onAdd(id);
  };
  return { onChart, refuse, add: (id: PlayerId) => void add(id), checking, refused };
}

/** One compared player: swatch, name, ID, status, Retry after an error, Remove. */
function ComparedItem({
  player,
  onRemove,
}: {
  player: ComparedPlayer;
  onRemove: (id: PlayerId) => void;
}) {
  const status = statusText(player);
  return (
    <li className="compare-panel__item">
      <span
        className="compare-panel__swatch"
        style={{ background: player.colour }}
        aria-hidden="true"
      />
      <Link to={playerPath(player.playerId)}>
        <Isolated text={player.name} clip />
      </Link>
      <span className="football__muted">ID {player.playerId}</span>
      {status ? (
        <span className={player.status === 'error' ? 'football__error' : 'football__muted'}>
          {status}
        </span>
      ) : null}
      {player.status === 'error' && player.retry ? (
        <button type="button" className="button" onClick={player.retry}>
          Retry
        </button>
      ) : null}
      <button
        type="button"
        className="button button--quiet"
        aria-label={`Remove ${player.name} from the comparison`}
        onClick={() => onRemove(player.playerId)}
      >
        Remove
      </button>
    </li>
  );
}

/** The three ways to add a player: by name, by ID, or from a league's players. */
function AddPlayer({
  add,
  exclude,
  refuse,
  checking,
  league,
  setLeague,
}: {
  add: (id: PlayerId) => void;
  exclude: readonly PlayerId[];
  refuse: (id: PlayerId) => string | null;
  checking: boolean;
  /** Kept by the panel, so a chosen league stays while the chart is full. */
  league: string | null;
  setLeague: (league: string | null) => void;
}) {
  return (
    <div className="compare-panel__add">
      <PlayerFinder
        label="Find a player to compare"
        onChoose={add}
        exclude={exclude}
        startOn="focus"
        hint="Type part of a name, from any league, then choose with Enter."
      />
      <PlayerIdForm
        label="Player ID to compare"
        submitLabel="Add to chart"
        onSubmit={add}
        disabled={checking}
        refuse={refuse}
        hint="Or any player's ID."
      />
      <div
        className="compare-panel__from-league"
        role="group"
        aria-label="Add a player from a league"
      >
        <LeaguePicker
          value={league}
          onChange={setLeague}
          hint="Or choose a league, then a player in it."
        />
        {league ? <LeaguePlayerPicker appId={league} onChoose={add} exclude={exclude} /> : null}
      </div>
    </div>
  );
}

export function ComparePanel({
  playerId,
  playerName,
  compared,
  onAdd,
  onRemove,
  refusal,
  initialLeague,
}: ComparePanelProps) {
  const { onChart, refuse, add, checking, refused } = useAddCompared({
    playerId,
    playerName,
    compared,
    onAdd,
    refusal,
  });
  const [league, setLeague] = useState<string | null>(initialLeague);
  // A player with nothing to draw is listed (with why) but holds no slot.
  const full = compared.filter((p) => p.status !== 'empty').length >= MAX_COMPARED;

  return (
    <section className="compare-panel" aria-labelledby="compare-heading">
      <h2 id="compare-heading">Compare</h2>
      {compared.length === 0 ? (
        <p className="football__muted">
          Add up to {MAX_COMPARED} players, from any league, to draw their ratings on the same
          chart.
        </p>
      ) : (
        <ul className="compare-panel__list" aria-label="Compared players">
          {compared.map((player) => (
            <ComparedItem key={player.playerId} player={player} onRemove={onRemove} />
          ))}
        </ul>
      )}
      {full ? (
        <p className="football__muted" role="status">
          The chart holds {MAX_COMPARED} compared players at most. Remove one to add another.
        </p>
      ) : (
        <AddPlayer
          add={add}
          exclude={onChart}
          refuse={refuse}
          checking={checking !== null}
          league={league}
          setLeague={setLeague}
        />
      )}
      <div className="compare-panel__feedback">
        {checking !== null ? (
          <p role="status" className="football__muted">
            Checking player {checking}…
          </p>
        ) : null}
        {refused ? (
          <p role="alert" className="football__error">
            {refused}
          </p>
        ) : null}
      </div>
    </section>
  );
}
