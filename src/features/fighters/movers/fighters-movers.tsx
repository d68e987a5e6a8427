// The movers summary above the Fighters table: biggest risers and fallers by rank and by each
// rating between the two dates, new entries and exits; each name opens the fighter. Loaded with
// its own small chunk, after the first rows; its frame and placeholder come with the screen
// (movers-frame.tsx).
import { memo, useRef, useState, type ReactNode } from 'react';
import { useRovingFocus } from '../../../components/use-roving-focus.ts';
import { useStepped } from '../../../components/use-stepped.ts';
import { Isolated } from '../../../components/isolated.tsx';
import { SignedChange } from '../../../components/signed-change.tsx';
import { fighterLabel, ratingNumber, type FighterRow } from '../data/fighter-data.ts';
import { MoversFrame, MoversPlaceholder } from './movers-frame.tsx';
import { moversSteps, type Mover, type MoversSummary } from './movers.ts';
import { RATING_KEYS, type PreviousRanks } from '../data/rank-movement.ts';

interface FightersMoversProps {
  rows: readonly FighterRow[];
  previous: PreviousRanks;
  /** Exits are counted in this class ('' for every class). */
  classCode: string;
  /** The two dates: the rows' and the one compared with. */
  from: string;
  to: string | null;
  onOpen: (row: FighterRow) => void;
}

/** How many new entries and exits are listed before "Show all". */
const LISTED = 8;

const number = ratingNumber;

function FighterButton({ row, onOpen }: { row: FighterRow; onOpen: (row: FighterRow) => void }) {
  return (
    <button type="button" className="dv-link-button" onClick={() => onOpen(row)}>
      <Isolated text={row.name ?? '(no name)'} clip />
    </button>
  );
}

function MoverList({
  title,
  movers,
  onOpen,
  empty,
}: {
  title: string;
  movers: readonly Mover[];
  onOpen: (row: FighterRow) => void;
  empty: string;
}) {
  return (
    <div className="fighters-movers__group">
      <h3>{title}</h3>
      {movers.length === 0 ? (
        <p className="fighters-movers__none">{empty}</p>
      ) : (
        <ol>
          {movers.map(({ row, change }, i) => (
            <li key={i}>
              {/* One line each, the name cut short if it must: as tall as the placeholder. */}
              <span className="fighters-movers__item">
                <FighterButton row={row} onOpen={onOpen} />{' '}
                <span className="fighters-movers__change">
                  {change > 0 ? `up ${number(change)}` : `down ${number(-change)}`}
                  {typeof row.rank === 'number' ? ` to #${number(row.rank)}` : ''}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function NameList({
  title,
  rows,
  onOpen,
  note,
}: {
  title: string;
  rows: readonly FighterRow[];
  onOpen: (row: FighterRow) => void;
  note: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const list = (shown: readonly FighterRow[]) => (
    <ul className="fighters-movers__names">
      {shown.map((row, i) => (
        <li key={i}>
          <FighterButton row={row} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
  return (
    <div className="fighters-movers__group fighters-movers__group--names">
      <h3>
        {title} ({number(rows.length)})
      </h3>
      {rows.length === 0 ? (
        <p className="fighters-movers__none">{note}</p>
      ) : (
        list(rows.slice(0, LISTED))
      )}
      {rows.length > LISTED ? (
        // The rest is drawn only once opened: a long list of exits costs nothing until requested.
        <details onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary>Show all {number(rows.length)}</summary>
          {open ? list(rows.slice(LISTED)) : null}
        </details>
      ) : null}
    </div>
  );
}

function FightersMovers({ rows, previous, classCode, from, to, onOpen }: FightersMoversProps) {
  // Over 100,000 rows this is a few hundred milliseconds of work: done in slices, so the page
  // (scrolling, sorting, typing) never waits for it.
  const summary = useStepped(
    () => moversSteps(rows, previous, classCode),
    [rows, previous, classCode],
  );
  return (
    <MoversFrame from={from} to={to} busy={summary === undefined}>
      {summary === undefined ? (
        <MoversPlaceholder />
      ) : (
        <MoversGrid summary={summary} onOpen={onOpen} />
      )}
    </MoversFrame>
  );
}

function MoversGrid({
  summary,
  onOpen,
}: {
  summary: MoversSummary;
  onOpen: (row: FighterRow) => void;
}) {
  // Some 40 names: one Tab stop, with arrow keys between them, so the table is a few Tabs away.
  const grid = useRef<HTMLDivElement>(null);
  const roving = useRovingFocus(grid);
  return (
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- roving focus: the cards take the focus, their keys bubble here
    <div
      ref={grid}
      className="fighters-movers__grid"
      aria-describedby="movers-keys"
      onKeyDown={roving.onKeyDown}
      onFocus={roving.onFocus}
    >
      <p id="movers-keys" className="visually-hidden">
        One stop for every name: the arrow keys move between them.
      </p>
      <MoverList
        title="Rose furthest"
        movers={summary.risers}
        onOpen={onOpen}
        empty="Nobody rose."
      />
      <MoverList
        title="Fell furthest"
        movers={summary.fallers}
        onOpen={onOpen}
        empty="Nobody fell."
      />
      <div className="fighters-movers__group fighters-movers__group--wide">
        <h3>Biggest rating changes</h3>
        <table className="fighters-mini-table">
          <thead>
            <tr>
              <th scope="col">Rating</th>
              <th scope="col">Rise</th>
              <th scope="col">Fall</th>
            </tr>
          </thead>
          <tbody>
            {RATING_KEYS.map((key) => {
              const { rise, fall } = summary.ratings[key];
              return (
                <tr key={key}>
                  <th scope="row">{fighterLabel(key)}</th>
                  {[rise, fall].map((mover, i) => (
                    <td key={i}>
                      {mover ? (
                        <>
                          <FighterButton row={mover.row} onOpen={onOpen} />{' '}
                          <SignedChange value={mover.change} />
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <NameList title="New" rows={summary.entries} onOpen={onOpen} note="No new entries." />
      <NameList
        title="Dropped out"
        rows={summary.exits}
        onOpen={onOpen}
        note="Nobody dropped out."
      />
    </div>
  );
}

/**
 * Drawn again only when what it summarises changes, not on each keystroke in the search box;
 * `onOpen` reads the current URL when called, so an older one is as good as the newest.
 */
export default memo(
  FightersMovers,
  (before, after) =>
    before.rows === after.rows &&
    before.previous === after.previous &&
    before.classCode === after.classCode &&
    before.from === after.from &&
    before.to === after.to,
);
