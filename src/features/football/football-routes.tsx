// The Football screens: the league picker, a league's players, and a player's rating history.
import { Link, Route, Routes } from 'react-router';
import { FootballHome } from './football-home.tsx';
import { LeaguePage } from './league/league-page.tsx';
import { PlayerPage } from './player/player-page.tsx';
import { FOOTBALL_HOME } from './football-paths.ts';
import './football.css';

function FootballNotFound() {
  return (
    <section className="page football" aria-labelledby="page-title">
      <h1 id="page-title">No such Football screen</h1>
      <p>
        This address is not a Football screen. <Link to={FOOTBALL_HOME}>Choose a league</Link> or
        open a player by ID there.
      </p>
    </section>
  );
}

export default function FootballRoutes() {
  return (
    <Routes>
      <Route index element={<FootballHome />} />
      <Route path="leagues/:appId" element={<LeaguePage />} />
      <Route path="players/:playerId" element={<PlayerPage />} />
      <Route path="*" element={<FootballNotFound />} />
    </Routes>
  );
}
