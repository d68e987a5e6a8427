// Go anywhere: a dialog with one search field over the screens, the weight classes and fighters in
// the ratings already loaded, the leagues, and every player of the player index. Keyboard first:
// type, arrows, Enter; Escape closes. Loaded with its own chunk the first time it is opened.
// What it lists and how it searches is in command-palette-destinations.ts.
import { useDeferredValue, useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { displayText } from '../lib/text.ts';
import { formatNumber } from '../lib/format.ts';
import { toggleFighter, togglePlayer } from '../lib/watchlist.ts';
import type { WatchTarget } from '../components/watch-star.tsx';
import { useDestinations, type Destination } from './command-palette-destinations.ts';
import './command-palette.css';

/** Opens the dialog as a modal where the browser can (focus kept inside, the page behind inert). */
function useModalDialog(dialog: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Modal where the browser can; open regardless.
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    };
  }, [dialog]);
}

/** The listbox of destinations, each group's name before its first one. */
function DestinationList({
  listId,
  results,
  current,
  optionId,
  setActive,
  go,
  text,
}: {
  listId: string;
  results: readonly Destination[];
  current: number;
  optionId: (index: number) => string;
  setActive: (index: number) => void;
  go: (item: Destination) => void;
  /** The text searched, for the "nothing matches" line. */
  text: string;
}) {
  return (
    <ul id={listId} role="listbox" aria-label="Destinations" className="palette__list">
      {results.map((item, i) => {
        const heading = results[i - 1]?.group !== item.group ? item.group : null;
        return (
          // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- options are chosen by keyboard through the combobox (aria-activedescendant)
          <li
            key={`${item.group}-${item.to}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            className={`palette__option${i === current ? ' palette__option--active' : ''}`}
            onMouseMove={() => (i === current ? undefined : setActive(i))}
            onClick={() => go(item)}
          >
            {heading ? (
              <span className="palette__group" aria-hidden="true">
                {heading}
              </span>
            ) : null}
            <bdi className="palette__label">{displayText(item.label)}</bdi>
            {item.detail ? <bdi className="palette__detail">{displayText(item.detail)}</bdi> : null}
            <span className="visually-hidden">, {item.group.toLowerCase()}</span>
          </li>
        );
      })}
      {results.length === 0 ? (
        <li role="presentation" className="palette__empty">
          Nothing matches “{text}”.
        </li>
      ) : null}
    </ul>
  );
}

function footText(
  count: number,
  building: boolean,
  lists: { loaded: number; total: number },
): string {
  const whole = { maximumFractionDigits: 0 };
  return building
    ? `Building the player index: ${formatNumber(lists.loaded, whole)} of ${formatNumber(lists.total, whole)} leagues…`
    : `${count} ${count === 1 ? 'destination' : 'destinations'}. ↑ ↓ to move, Enter to go, Esc to close.`;
}

/** The field's keys: arrows move through the destinations, Enter goes, Escape closes. */
function onPaletteKey(
  event: KeyboardEvent<HTMLInputElement>,
  count: number,
  current: number,
  actions: { setActive: (index: number) => void; go: () => void; close: () => void },
) {
  if (event.key === 'ArrowDown') {
    event.preventDefault();
    actions.setActive(Math.min(count - 1, current + 1));
  } else if (event.key === 'ArrowUp') {
    event.preventDefault();
    actions.setActive(Math.max(0, current - 1));
  } else if (event.key === 'Enter') {
    event.preventDefault();
    actions.go();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    actions.close();
  }
}

/** Stars or unstars; says what was done. */
function runWatchCommand(label: string, target: WatchTarget): string {
  if (target.kind === 'fighter') toggleFighter(target);
  else togglePlayer(target);
  return `${label.startsWith('Watch ') ? 'Now watching' : 'Stopped watching'} ${target.name}.`;
}

export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const baseId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const deferred = useDeferredValue(query);
  const { results, building, lists } = useDestinations(deferred);
  const current = Math.min(active, results.length - 1);
  useModalDialog(dialog);

  const [said, setSaid] = useState<string | null>(null);
  function go(item: Destination | undefined) {
    if (!item) return;
    // A Watch command stars or unstars and stays open: its label turns to say so.
    if (item.group === 'Watch' && item.watch) {
      setSaid(runWatchCommand(item.label, item.watch));
      return;
    }
    onClose();
    navigate(item.to);
  }

  const optionId = (i: number) => `${baseId}-option-${i}`;
  const listId = `${baseId}-list`;
  return (
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- a click on the backdrop closes the dialog; Escape does the same by keyboard
    <dialog
      ref={dialog}
      className="palette"
      aria-label="Go to"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its box) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="palette__box">
        <input
          className="palette__input"
          role="combobox"
          aria-label="Go to a screen, weight class, fighter, league or player"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(current) : undefined}
          autoComplete="off"
          spellCheck={false}
          // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the palette opens to be typed in: its search box takes the focus, as a dialog's first control does
          autoFocus
          placeholder="Type a screen, class, fighter, league or player…"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setSaid(null);
          }}
          onKeyDown={(event) =>
            onPaletteKey(event, results.length, current, {
              setActive,
              go: () => go(results[current]),
              close: onClose,
            })
          }
        />
        <DestinationList
          listId={listId}
          results={results}
          current={current}
          optionId={optionId}
          setActive={setActive}
          go={go}
          text={deferred}
        />
        <p className="palette__foot" role="status">
          {said ?? footText(results.length, building, lists)}
        </p>
      </div>
    </dialog>
  );
}
