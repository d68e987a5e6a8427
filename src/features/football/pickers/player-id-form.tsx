// A "Player ID" box that opens (or adds) a player by number, checking the number before it goes anywhere.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { parsePlayerId, type PlayerId } from '../football-paths.ts';

interface PlayerIdFormProps {
  onSubmit: (playerId: PlayerId) => void;
  /** The submit button's text, e.g. "Open player" or "Add to chart". */
  submitLabel: string;
  label?: string;
  /** Why a valid number is still refused (e.g. already on the chart); null when it is fine. */
  refuse?: (playerId: PlayerId) => string | null;
  disabled?: boolean;
  hint?: string;
}

export function PlayerIdForm({
  onSubmit,
  submitLabel,
  label = 'Player ID',
  refuse,
  disabled = false,
  hint = 'A whole number, as in the Player ID column.',
}: PlayerIdFormProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const playerId = parsePlayerId(text);
    if (playerId === null) {
      setError(
        text.trim() === ''
          ? 'Enter a player ID.'
          : 'A player ID is a whole number greater than 0, such as 100123.',
      );
      return;
    }
    const reason = refuse?.(playerId) ?? null;
    if (reason) {
      setError(reason);
      return;
    }
    setError(null);
    setText('');
    onSubmit(playerId);
  }

  return (
    <form className="player-id-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <div className="player-id-form__row">
          <input
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            size={10}
            value={text}
            disabled={disabled}
            aria-invalid={error !== null}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
          />
          <button type="submit" className="button" disabled={disabled}>
            {submitLabel}
          </button>
        </div>
        <span id={hintId} className="football__hint">
          {hint}
        </span>
        {error ? (
          <span id={errorId} className="football__error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
    </form>
  );
}
