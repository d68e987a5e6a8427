// Go anywhere: a dialog with one search field over the screens, the weight classes and fighters in
// the ratings already loaded, the leagues, and every player of the player index. Keyboard first:
// type, arrows, Enter; Escape closes. Loaded with its own chunk the first time it is opened.
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { availableLeaguesQuery, isViewQueryKey } from '../api/queries.ts';
import type { ViewResult } from '../api/client.ts';
import type { Row } from '../api/catalog.ts';
import { displayText, containsWords, fold, queryWords } from '../lib/text.ts';
import { formatNumber } from '../lib/format.ts';
import { useConnection } from '../session/session-context.tsx';
import { fighterPath } from '../features/fighters/fighters-url.ts';
import { leaguePath, playerPath } from '../features/football/football-paths.ts';
import { usePlayerIndex } from '../features/football/pickers/use-player-index.ts';
import './command-palette.css';

interface Destination {
  readonly group: 'Screens' | 'Weight classes' | 'Fighters' | 'Leagues' | 'Players';
  readonly label: string;
  readonly detail?: string;
  readonly to: string;
  /** Folded text a search matches. */
  readonly text: string;
}

const SCREENS: readonly Destination[] = [
  ['Fighters: latest rankings', '/fighters'],
  ['Fighters: rankings by date', '/fighters?mode=by-date'],
  ['Football: find a player or a league', '/football'],
  ['Explorer: call any view', '/explorer'],
].map(([label, to]) => ({ group: 'Screens', label: label!, to: to!, text: fold(label!) }));

/** How many of each group are listed at most; the rest are reached by typing more. */
const PER_GROUP = 8;
/** Players are searched from this many letters on (the index is built then, if it is not yet). */
const PLAYER_MIN_LETTERS = 2;

/** Fighters and weight classes from every fighters' answer already in the cache. */
function useLoadedFighters(): { classes: Destination[]; fighters: Destination[] } {
  const client = useQueryClient();
  return useMemo(() => {
    const classes = new Map<string, string>();
    const fighters = new Map<string, Destination>();
    const answers = client.getQueryCache().findAll({
      predicate: (q) =>
        isViewQueryKey(q.queryKey, 'fighter_ratings', 'fighters_view') ||
        isViewQueryKey(q.queryKey, 'fighter_ratings', 'fighters_historical_view'),
    });
    for (const query of answers) {
      const rows = (query.state.data as ViewResult<Row> | undefined)?.rows ?? [];
      for (const row of rows) {
        const code = row.weight_class_code;
        if (typeof code !== 'string' || code === '') continue;
        const className = typeof row.weight_class_name === 'string' ? row.weight_class_name : code;
        if (!classes.has(code)) classes.set(code, className);
        const name = row.name;
        if (typeof name !== 'string' || name.trim() === '') continue;
        const key = `${code}\u0000${name}`;
        if (fighters.has(key)) continue;
        fighters.set(key, {
          group: 'Fighters',
          label: name,
          detail: className,
          to: fighterPath('/fighters', code, name),
          text: fold(`${name} ${className} ${code}`),
        });
      }
    }
    return {
      classes: [...classes].map(([code, name]) => ({
        group: 'Weight classes',
        label: `${name} (${code})`,
        to: `/fighters?class=${encodeURIComponent(code)}`,
        text: fold(`${name} ${code}`),
      })),
      fighters: [...fighters.values()],
    };
  }, [client]);
}

function matching(list: readonly Destination[], words: readonly string[]): Destination[] {
  const found: Destination[] = [];
  for (const item of list) {
    if (containsWords(item.text, words)) {
      found.push(item);
      if (found.length === PER_GROUP) break;
    }
  }
  return found;
}

export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const conn = useConnection();
  const dialog = useRef<HTMLDialogElement>(null);
  const baseId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const deferred = useDeferredValue(query);
  const words = useMemo(() => queryWords(fold(deferred.trim())), [deferred]);

  const { classes, fighters } = useLoadedFighters();
  const leaguesQuery = useQuery(availableLeaguesQuery(conn));
  const leagues = useMemo(
    (): Destination[] =>
      (leaguesQuery.data?.rows ?? []).flatMap((l) =>
        typeof l.app_id === 'string' && l.app_id !== ''
          ? [
              {
                group: 'Leagues' as const,
                label: l.app_title?.trim() || l.app_id,
                detail: l.country ?? undefined,
                to: leaguePath(l.app_id),
                text: fold(`${l.app_title ?? ''} ${l.country ?? ''} ${l.app_id}`),
              },
            ]
          : [],
      ),
    [leaguesQuery.data],
  );
  const wantsPlayers = deferred.trim().length >= PLAYER_MIN_LETTERS;
  const index = usePlayerIndex(wantsPlayers);
  const players = useMemo(
    (): Destination[] =>
      index.options.map((o) => ({
        group: 'Players',
        label: o.label,
        detail: o.description,
        to: playerPath(o.value),
        text: fold(o.keywords ?? o.label),
      })),
    [index.options],
  );

  const results = useMemo(() => {
    if (words.length === 0) return SCREENS;
    return [
      ...matching(SCREENS, words),
      ...matching(classes, words),
      ...matching(fighters, words),
      ...matching(leagues, words),
      ...(wantsPlayers ? matching(players, words) : []),
    ];
  }, [words, classes, fighters, leagues, players, wantsPlayers]);
  const current = Math.min(active, results.length - 1);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Modal where the browser can (focus kept inside, the page behind inert); open regardless.
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    };
  }, []);

  function go(item: Destination | undefined) {
    if (!item) return;
    onClose();
    navigate(item.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive(Math.min(results.length - 1, current + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(Math.max(0, current - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(results[current]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  }

  const optionId = (i: number) => `${baseId}-option-${i}`;
  const listId = `${baseId}-list`;
  const building = wantsPlayers && index.lists.status === 'loading';
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
          }}
          onKeyDown={onKeyDown}
        />
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
                {item.detail ? (
                  <bdi className="palette__detail">{displayText(item.detail)}</bdi>
                ) : null}
                <span className="visually-hidden">, {item.group.toLowerCase()}</span>
              </li>
            );
          })}
          {results.length === 0 ? (
            <li role="presentation" className="palette__empty">
              Nothing matches “{deferred}”.
            </li>
          ) : null}
        </ul>
        <p className="palette__foot" role="status">
          {building
            ? `Building the player index: ${formatNumber(index.lists.loaded, { maximumFractionDigits: 0 })} of ${formatNumber(index.lists.total, { maximumFractionDigits: 0 })} leagues…`
            : `${results.length} ${results.length === 1 ? 'destination' : 'destinations'}. ↑ ↓ to move, Enter to go, Esc to close.`}
        </p>
      </div>
    </dialog>
  );
}
