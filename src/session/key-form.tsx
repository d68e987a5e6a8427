// The key form: asks for this session's API key, explains where keys come from, offers the demo key.
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useDemoApiInfo } from './demo-api-info.ts';
import { useSession } from './session-context.tsx';
import './session.css';

export function KeyForm() {
  const { signIn, reason } = useSession();
  const demo = useDemoApiInfo();
  // Uncontrolled: React writes a controlled input's value into its `value` attribute, which would
  // put the key into the DOM for anything that reads attributes. Only emptiness is kept in state.
  const input = useRef<HTMLInputElement>(null);
  const [empty, setEmpty] = useState(true);
  const [visible, setVisible] = useState(false);
  const [touched, setTouched] = useState(false);
  const hintId = useId();
  const errorId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    const key = input.current?.value ?? '';
    if (key.trim() !== '') signIn(key);
  }

  return (
    <main className="key-screen">
      <form className="key-form" onSubmit={onSubmit} noValidate aria-labelledby="key-form-title">
        <h1 id="key-form-title">Data Views dashboard</h1>
        {reason && reason.kind !== 'SignedOut' ? (
          <p className="key-form__reason" role="alert">
            {reason.message}
          </p>
        ) : reason ? (
          <p className="key-form__note" role="status">
            {reason.message}
          </p>
        ) : null}
        <p id={hintId} className="key-form__hint">
          The Data Views API needs a key from an enterprise subscription. Generate one on the
          service&apos;s API documentation page, or use a key you already have. It is kept for this
          browser tab only and forgotten when the tab closes.
        </p>
        <label htmlFor="api-key">API key</label>
        <div className="key-form__row">
          <input
            id="api-key"
            name="api-key"
            type={visible ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            autoFocus
            ref={input}
            defaultValue=""
            onChange={(e) => setEmpty(e.target.value.trim() === '')}
            aria-describedby={touched && empty ? `${hintId} ${errorId}` : hintId}
            aria-invalid={touched && empty}
          />
          <button
            type="button"
            className="button button--quiet"
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Hide key' : 'Show key'}
          </button>
        </div>
        {touched && empty ? (
          <p id={errorId} className="key-form__error">
            Enter a key to continue.
          </p>
        ) : null}
        <button type="submit" className="button button--primary">
          Continue
        </button>
        {demo?.demo && demo.key ? (
          <div className="key-form__demo">
            <p>
              The bundled demo API is answering here. Its key is <code>{demo.key}</code>.
            </p>
            <button type="button" className="button" onClick={() => signIn(demo.key ?? '')}>
              Use the demo key
            </button>
          </div>
        ) : null}
      </form>
    </main>
  );
}

/** The moment a new tab asks the app's other tabs for their key, before asking the person. */
export function KeyCheck() {
  return (
    <main className="key-screen">
      <div className="key-form" role="status" aria-busy="true">
        <h1>Data Views dashboard</h1>
        <p className="key-form__hint">Looking for the key in your other tabs of this app…</p>
      </div>
    </main>
  );
}
