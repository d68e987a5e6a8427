// The "Copy link" button: puts this page's address (screen, filters, sort) on the clipboard to share.
import { useEffect, useRef, useState } from 'react';
import { writeClipboard } from '../lib/clipboard.ts';
import '../styles/controls.css';

type CopyStatus = 'idle' | 'copied' | 'manual';

const MESSAGE_MS = 4000;

export interface CopyLinkButtonProps {
  /** The address to copy; default the current `window.location.href`. */
  href?: string;
  /** The button's text; default "Copy link". */
  label?: string;
}

export function CopyLinkButton({ href, label = 'Copy link' }: CopyLinkButtonProps) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const [copiedHref, setCopiedHref] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);

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
    const text = href ?? window.location.href;
    setCopiedHref(text);
    setStatus((await writeClipboard(text)) ? 'copied' : 'manual');
  };

  return (
    <span className="dv-copy-link">
      <button type="button" className="dv-button" onClick={() => void copy()}>
        {label}
      </button>
      {status === 'manual' ? (
        <input
          ref={fieldRef}
          className="dv-copy-link__field"
          type="text"
          readOnly
          value={copiedHref}
          aria-label="Link to copy"
          onFocus={(event) => event.currentTarget.select()}
          onBlur={() => setStatus('idle')}
        />
      ) : null}
      <span className="dv-copy-link__status" role="status" aria-live="polite">
        {status === 'copied' ? 'Link copied' : status === 'manual' ? 'Copy the selected link' : ''}
      </span>
    </span>
  );
}
