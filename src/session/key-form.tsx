// The key form: prompts for this session's API key, explains where keys come from, offers the demo key.
// Its own chunk: a person with a key never loads it (see key-entry.tsx).
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { DemoApiInfo } from './demo-api-info.ts';
import type { SessionValue } from './session-context.tsx';

interface Props extends Pick<SessionValue, 'signIn' | 'reason'> {
  /** What the bundled demo API says of itself, when the app runs on it. */
  readonly demo: DemoApiInfo | undefined;
}

// The session comes as props, not hooks: importing the session's modules here would make the
// bundler split them out of the first chunk into shared ones (measured: +1.4 KB on the first screen).
export default function KeyForm({ signIn, reason, demo }: Props) {
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
            // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the key form is the whole screen: the key field is the one thing to fill
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
