// The star that watches a fighter or a player: a toggle button named for what it does
// ("Watch Nilis Dalenros" / "Stop watching Nilis Dalenros"), pressed while they are watched.
// Loaded on its own (watch-star-lazy.tsx), so no screen's first code carries the watchlist.
import type { MouseEvent } from 'react';
import {
  hasRoom,
  isWatchingFighter,
  isWatchingPlayer,
  toggleFighter,
  togglePlayer,
  MAX_TEXT,
  MAX_WATCHED,
  watchedText,
} from '../lib/watchlist.ts';
import { displayText } from '../lib/text.ts';
import { useWatchlist } from './use-watchlist.ts';
import '../styles/watch-star.css';

export type WatchTarget =
  | { readonly kind: 'fighter'; readonly name: string; readonly classCode: string }
  | { readonly kind: 'player'; readonly id: string; readonly name: string };

export interface WatchStarProps {
  readonly target: WatchTarget;
  /** Shows the words beside the star ("Watch" / "Watching"), for a page's header. */
  readonly withText?: boolean;
  /**
   * False in a table row: the rows are one tab stop (arrow keys move between them), so a star in
   * each is reached by pointer; the keyboard stars from the row's own screen or Ctrl+K.
   */
  readonly tabbable?: boolean;
}

export default function WatchStar({ target, withText = false, tabbable = true }: WatchStarProps) {
  const list = useWatchlist();
  const watching =
    target.kind === 'fighter'
      ? isWatchingFighter(list, target.name)
      : isWatchingPlayer(list, target.id);
  const full = !watching && !hasRoom(list);
  // A name past what the list keeps cannot be watched (it is the fighter's identity, not cut).
  const tooLong = !watching && watchedText(target.name).length > MAX_TEXT;
  let refusal: string | undefined;
  if (full) refusal = `The watchlist is full (${MAX_WATCHED})`;
  else if (tooLong) refusal = 'This name is too long to keep in the watchlist';
  const onClick = (event: MouseEvent) => {
    // In a table row, the row's own click (open the fighter) is not this one.
    event.stopPropagation();
    if (target.kind === 'fighter')
      toggleFighter({ name: target.name, classCode: target.classCode });
    else togglePlayer({ id: target.id, name: target.name });
  };
  return (
    <button
      type="button"
      className={`watch-star${watching ? ' watch-star--on' : ''}${withText ? ' watch-star--text' : ''}`}
      aria-pressed={watching}
      aria-label={`${watching ? 'Stop watching' : 'Watch'} ${displayText(target.name)}`}
      title={refusal}
      disabled={refusal !== undefined}
      tabIndex={tabbable ? undefined : -1}
      onClick={onClick}
      // A row's keys (Enter, Space) open the fighter: on the star they press it.
      onKeyDown={(event) => event.stopPropagation()}
    >
      <span aria-hidden="true">{watching ? '★' : '☆'}</span>
      {withText ? <span aria-hidden="true">{watching ? 'Watching' : 'Watch'}</span> : null}
    </button>
  );
}
