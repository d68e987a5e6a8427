// The Football start screen: choose a league, or open a player straight from their ID.
import { useNavigate } from 'react-router';
import { LeaguePicker } from './pickers/league-picker.tsx';
import { PlayerFinder } from './pickers/player-finder.tsx';
import { PlayerIdForm } from './pickers/player-id-form.tsx';
import { leaguePath, playerPath } from './football-paths.ts';

export function FootballHome() {
  const navigate = useNavigate();
  return (
    <section className="page football" aria-labelledby="page-title">
      <h1 id="page-title">Football</h1>
      <p className="football__intro">
        Find any player by name, or a league and its players by season with their ratings; then
        follow a player&apos;s rating match by match, season by season, and compare it with up to
        four others.
      </p>
      <div className="football__start">
        <section className="football__panel" aria-labelledby="football-find-heading">
          <h2 id="football-find-heading">Find a player</h2>
          <PlayerFinder label="Player name" onChoose={(id) => navigate(playerPath(id))} />
        </section>
        <section className="football__panel" aria-labelledby="football-league-heading">
          <h2 id="football-league-heading">Browse a league</h2>
          <LeaguePicker
            value={null}
            onChange={(appId) => navigate(leaguePath(appId))}
            hint="Type part of a league's name or its country, then choose with Enter."
          />
        </section>
        <section className="football__panel" aria-labelledby="football-player-heading">
          <h2 id="football-player-heading">Open a player by ID</h2>
          <PlayerIdForm submitLabel="Open player" onSubmit={(id) => navigate(playerPath(id))} />
        </section>
      </div>
    </section>
  );
}
