// A button that puts a piece of text (a curl command, a fetch() call) on the clipboard and says so.
import { useEffect, useRef, useState } from 'react';
import { writeClipboard } from '../../lib/clipboard.ts';

type CopyStatus = 'idle' | 'copied' | 'manual';

const MESSAGE_MS = 4000;

export interface CopyTextButtonProps {
  /** The text to copy; a function is called only on click. */
  text: string | (() => string);
  /** The button's text, e.g. "Copy as curl". */
  label: string;
  /** Announced after copying, e.g. "curl command copied". */
  copiedMessage: string;
  disabled?: boolean;
}

export function CopyTextButton({ text, label, copiedMessage, disabled }: CopyTextButtonProps) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const [copied, setCopied] = useState('');
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (status !== 'copied') return;
    const timer = setTimeout(() => setStatus('idle'), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (status === 'manual') fieldRef.current?.select();
  }, [status]);

  const copy = async () => {
    const value = typeof text === 'function' ? text() : text;
    setCopied(value);
    setStatus((await writeClipboard(value)) ? 'copied' : 'manual');
  };

  return (
    <span className="explorer-copy">
      <button type="button" className="dv-button" disabled={disabled} onClick={() => void copy()}>
        {label}
      </button>
      {status === 'manual' ? (
        <textarea
          ref={fieldRef}
          className="explorer-copy__field"
          readOnly
          rows={3}
          value={copied}
          aria-label={`${label}: text to copy`}
          onBlur={() => setStatus('idle')}
        />
      ) : null}
      <span className="explorer-copy__status" role="status" aria-live="polite">
        {status === 'copied' ? copiedMessage : status === 'manual' ? 'Copy the selected text' : ''}
      </span>
    </span>
  );
}
