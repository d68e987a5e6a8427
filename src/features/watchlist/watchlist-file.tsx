// Export, Import and Clear for the list. Import reads a chosen file and adds its entries; a file
// that is not a watchlist changes nothing and says why. Clear asks first.
import { useRef, useState, type ChangeEvent } from 'react';
import { downloadBlob } from '../../lib/download.ts';
import { safeFilename } from '../../lib/filename.ts';
import { MAX_FILE_BYTES, mergeWatchlistFile, watchlistFileText } from '../../lib/watchlist-file.ts';
import { getWatchlist, updateWatchlist, type Watchlist } from '../../lib/watchlist.ts';

// The question's first answer takes focus when it appears, so a keyboard user hears the question.
function focusOnMount(button: HTMLButtonElement | null): void {
  button?.focus();
}

type Message = { readonly text: string; readonly error: boolean } | null;

function entries(n: number): string {
  return n === 1 ? '1 entry' : `${n} entries`;
}

async function importFile(file: File): Promise<Message> {
  if (file.size > MAX_FILE_BYTES) {
    return { text: 'This file is too large to be a watchlist. Nothing was changed.', error: true };
  }
  const merged = mergeWatchlistFile(getWatchlist(), await file.text());
  if (typeof merged === 'string') return { text: `${merged} Nothing was changed.`, error: true };
  updateWatchlist(() => merged.list);
  const already = merged.already > 0 ? ` (${merged.already} already watched)` : '';
  return { text: `Added ${entries(merged.added)}${already}.`, error: false };
}

interface ClearProps {
  count: number;
  onCleared: () => void;
  /** Where focus goes once the question is answered (the Clear button may be disabled then). */
  focusAfter: () => void;
}

function ClearButton({ count, onCleared, focusAfter }: ClearProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        className="dv-button"
        disabled={count === 0}
        onClick={() => setAsking(true)}
      >
        Clear…
      </button>
    );
  }
  const done = (cleared: boolean) => {
    setAsking(false);
    if (cleared) onCleared();
    requestAnimationFrame(focusAfter);
  };
  return (
    <span className="wl-confirm" role="group" aria-label="Clear the watchlist?">
      <span>Remove all {entries(count)}?</span>
      <button
        type="button"
        className="dv-button dv-button--primary"
        ref={focusOnMount}
        onClick={() => {
          updateWatchlist((list) => ({ ...list, fighters: [], players: [] }));
          done(true);
        }}
      >
        Clear the list
      </button>
      <button type="button" className="dv-button" onClick={() => done(false)}>
        Keep it
      </button>
    </span>
  );
}

export function WatchlistFile({ list }: { list: Watchlist }) {
  const input = useRef<HTMLInputElement>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const [message, setMessage] = useState<Message>(null);
  const count = list.fighters.length + list.players.length;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    importFile(file).then(setMessage, () =>
      setMessage({ text: 'The file could not be read. Nothing was changed.', error: true }),
    );
  };
  const exportList = () => {
    const name = safeFilename(['watchlist', new Date().toISOString().slice(0, 10)], 'json');
    downloadBlob(name, new Blob([watchlistFileText(list)], { type: 'application/json' }));
  };
  return (
    <div className="wl-file">
      <div className="wl-file__buttons" ref={buttons}>
        <button type="button" className="dv-button" disabled={count === 0} onClick={exportList}>
          Export list
        </button>
        <button type="button" className="dv-button" onClick={() => input.current?.click()}>
          Import list…
        </button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          className="dv-visually-hidden"
          tabIndex={-1}
          aria-label="Watchlist file to import"
          onChange={onFile}
        />
        <ClearButton
          count={count}
          onCleared={() => setMessage({ text: 'The watchlist is empty now.', error: false })}
          focusAfter={() => {
            // The Clear button again, or Import when the list is empty and Clear is disabled.
            const enabled = buttons.current?.querySelectorAll<HTMLButtonElement>('button:enabled');
            enabled?.[enabled.length - 1]?.focus();
          }}
        />
      </div>
      <p
        className={`wl-file__message${message?.error ? ' wl-file__message--error' : ''}`}
        role="status"
      >
        {message?.text}
      </p>
    </div>
  );
}
