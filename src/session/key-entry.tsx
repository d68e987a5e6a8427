// What replaces every screen until there is a key: one calm state (the card and its title) while a
// new tab gives the app's other tabs a moment to answer and the form's code arrives, then the key
// form. The form is a chunk of its own, so a person with a key (most visits) never downloads it;
// a tab without one starts it before React's first render (main.tsx: preloadKeyForm), and it is
// drawn without a Suspense fallback, which React would keep on screen for at least 300 ms.
import { useEffect, useState } from 'react';
import { useDemoApiInfo } from './demo-api-info.ts';
import { useSession } from './session-context.tsx';
import './session.css';

type KeyFormComponent = typeof import('./key-form.tsx').default;

let loaded: KeyFormComponent | null = null;

/** Downloads the key form's code; once it is in, the form is drawn at once. */
export function preloadKeyForm(): Promise<KeyFormComponent> {
  return import('./key-form.tsx').then((module) => (loaded = module.default));
}

function KeyScreen({ failed = false }: { failed?: boolean }) {
  return (
    <main className="key-screen">
      <div className="key-form" aria-busy={!failed}>
        <h1>Data Views dashboard</h1>
        {failed ? (
          <p className="key-form__reason" role="alert">
            The key form could not be loaded. Check the connection, then{' '}
            <button type="button" className="button" onClick={() => window.location.reload()}>
              Reload
            </button>
          </p>
        ) : null}
      </div>
    </main>
  );
}

export function KeyEntry({ asking }: { asking: boolean }) {
  const { signIn, reason } = useSession();
  const demo = useDemoApiInfo();
  const [Form, setForm] = useState<KeyFormComponent | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Form) return;
    let live = true;
    preloadKeyForm().then(
      (form) => live && setForm(() => form),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Form]);
  if (asking || !Form) return <KeyScreen failed={failed && !asking} />;
  return <Form signIn={signIn} reason={reason} demo={demo} />;
}
