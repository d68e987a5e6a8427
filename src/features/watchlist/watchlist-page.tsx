// The Watchlist screen (/watchlist): the fighters and players this browser follows, with what is
// new since the last visit. The dates this visit compares with are read once, as the screen opens;
// what it then shows becomes the next visit's "last seen".
import { useEffect, useMemo, useState } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { useWatchlist } from '../../components/use-watchlist.ts';
import { formatDate } from '../../lib/format.ts';
import { getWatchlist, updateWatchlist, type Watchlist } from '../../lib/watchlist.ts';
import { useConnection } from '../../session/session-context.tsx';
import { useWatchedFighters } from './use-watched-fighters.ts';
import { useWatchedPlayers } from './use-watched-players.ts';
import { WatchlistFile } from './watchlist-file.tsx';
import { FightersTable, PlayersTable } from './watchlist-tables.tsx';
import './watchlist.css';

/** Players whose figures come before the fighters' sparklines are requested. */
const FIRST_SCREENFUL = 8;

/** Stores the latest date and each player's latest appearance this visit has shown. */
function useRememberShown(latestDate: string | null, latestSeen: ReadonlyMap<string, string>) {
  useEffect(() => {
    updateWatchlist((list) => {
      const seenDate = latestDate ?? list.seenDate;
      let changed = seenDate !== list.seenDate;
      const players = list.players.map((p) => {
        const seen = latestSeen.get(p.id);
        if (seen === undefined || seen === p.seen) return p;
        changed = true;
        return { ...p, seen };
      });
      return changed ? { ...list, players, ...(seenDate ? { seenDate } : {}) } : list;
    });
  }, [latestDate, latestSeen]);
}

function Intro({
  visit,
  latest,
  baseline,
}: {
  visit: Watchlist;
  latest: string | null;
  baseline: string | null;
}) {
  if (!latest) return null;
  const isNew = visit.seenDate !== undefined && visit.seenDate < latest;
  return (
    <p className="wl-intro">
      Fighters’ ratings of {formatDate(latest)}
      {baseline ? (
        <>
          ; changes since {formatDate(baseline)}
          {isNew ? ', your last visit' : ', the date before'}
        </>
      ) : null}
      .{isNew ? ' New since your last visit: marked “New”.' : ''}
    </p>
  );
}

function HowToStar() {
  return (
    <EmptyState
      title="You are not watching anyone yet."
      detail={
        <>
          Press the star (☆ Watch) beside a fighter in the Fighters table or on their panel, on a
          player’s page or in a league’s table, or search for them with Ctrl+K and choose Watch.
          They will be listed here with what changed since your last visit. The list is kept in this
          browser only.
        </>
      }
    />
  );
}

export function WatchlistPage() {
  const conn = useConnection();
  const list = useWatchlist();
  // What this browser had shown before this visit: the baseline of every "since" here.
  const [visit] = useState(getWatchlist);
  const players = useMemo(() => {
    const seen = new Map(visit.players.map((p) => [p.id, p.seen]));
    return list.players.map((p) => (seen.has(p.id) ? { ...p, seen: seen.get(p.id) } : p));
  }, [list.players, visit]);
  const playerData = useWatchedPlayers(conn, players);
  // The first screenful of players' figures before the fighters' sparklines take connections.
  const { loaded, failed, total } = playerData.progress;
  const firstPlayersIn = loaded + failed >= Math.min(total, FIRST_SCREENFUL);
  const fighters = useWatchedFighters(conn, list.fighters, visit.seenDate, !firstPlayersIn);
  useRememberShown(fighters.latestDate, playerData.latestSeen);
  const empty = list.fighters.length === 0 && list.players.length === 0;

  return (
    <section className="page watchlist" aria-labelledby="page-title">
      <div className="wl-head">
        <h1 id="page-title">Watchlist</h1>
        <WatchlistFile list={list} />
      </div>
      {empty ? (
        <HowToStar />
      ) : (
        <>
          <Intro visit={visit} latest={fighters.latestDate} baseline={fighters.baseline} />
          {list.fighters.length > 0 ? (
            <section aria-labelledby="wl-fighters" className="wl-section">
              <h2 id="wl-fighters">Fighters</h2>
              <FightersTable data={fighters} seenDate={visit.seenDate ?? null} />
            </section>
          ) : null}
          {list.players.length > 0 ? (
            <section aria-labelledby="wl-players" className="wl-section">
              <h2 id="wl-players">Players</h2>
              <PlayersTable data={playerData} />
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}
