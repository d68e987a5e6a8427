// A button that puts text (a link, a curl command) on the clipboard, announces it, and falls back to
// showing the text selected when the clipboard refuses.
import { useEffect, useRef, useState } from 'react';
import { writeClipboard } from '../lib/clipboard.ts';
import '../styles/controls.css';

type CopyStatus = 'idle' | 'copied' | 'manual';

// How long the button says "Copied": long enough to be seen after the click, short enough to copy again.
const MESSAGE_MS = 2000;
const UNSEEN = { visibility: 'hidden' } as const;

export interface CopyTextButtonProps {
  /** The text to copy; a function is called only on click. */
  text: string | (() => string);
  /** The button's text, e.g. "Copy as curl". */
  label: string;
  /** Announced after copying, e.g. "curl command copied". */
  copiedMessage: string;
  /** The accessible name of the fallback field; default "<label>: text to copy". */
  fieldLabel?: string;
  /** Announced when the text is shown for manual copying. */
  manualMessage?: string;
  /** A single-line field for short text such as a link; a text area otherwise. */
  singleLine?: boolean;
  disabled?: boolean;
}

export function CopyTextButton({
  text,
  label,
  copiedMessage,
  fieldLabel = `${label}: text to copy`,
  manualMessage = 'Copy the selected text',
  singleLine = false,
  disabled,
}: CopyTextButtonProps) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const [copied, setCopied] = useState('');
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(() => {
    if (status !== 'copied') return;
    const timer = setTimeout(() => setStatus('idle'), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (status !== 'manual') return;
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, [status]);

  const copy = async () => {
    const value = typeof text === 'function' ? text() : text;
    setCopied(value);
    setStatus((await writeClipboard(value)) ? 'copied' : 'manual');
  };

  const fieldProps = {
    ref: fieldRef,
    className: 'dv-copy-link__field',
    readOnly: true,
    value: copied,
    'aria-label': fieldLabel,
    onBlur: () => setStatus('idle'),
  };

  const done = status === 'copied';
  return (
    <span className="dv-copy-link">
      <button
        type="button"
        className={done ? 'dv-button dv-copy-link__button--done' : 'dv-button'}
        disabled={disabled}
        onClick={() => void copy()}
      >
        {/* Both texts share one grid cell, the other one unseen (and so unnamed): the button is as
            wide as the longer, and saying "Copied" in place moves nothing beside it. */}
        <span className="dv-copy-link__label">
          <span style={done ? UNSEEN : undefined}>{label}</span>
          <span style={done ? undefined : UNSEEN}>
            <span aria-hidden="true">✓ </span>Copied
          </span>
        </span>
      </button>
      {status === 'manual' ? (
        singleLine ? (
          <input type="text" {...fieldProps} onFocus={(event) => event.currentTarget.select()} />
        ) : (
          <textarea rows={3} {...fieldProps} />
        )
      ) : null}
      {/* Heard, not seen: the button already says so in place. */}
      <span className="dv-visually-hidden" role="status" aria-live="polite">
        {done ? copiedMessage : status === 'manual' ? manualMessage : ''}
      </span>
    </span>
  );
}
