// What replaces every screen until there is a key: the moment a new tab asks the app's other tabs
// for theirs, then the key form. The form's code is loaded only without a key (while the other
// tabs are asked), so a person with a key, most visits, does not download it.
import { lazy, Suspense, useEffect } from 'react';
import { useDemoApiInfo } from './demo-api-info.ts';
import { useSession } from './session-context.tsx';
import './session.css';

const loadForm = () => import('./key-form.tsx');
const KeyForm = lazy(loadForm);

function KeyScreen({ hint }: { hint: string }) {
  return (
    <main className="key-screen">
      <div className="key-form" role="status" aria-busy="true">
        <h1>Data Views dashboard</h1>
        <p className="key-form__hint">{hint}</p>
      </div>
    </main>
  );
}

export function KeyEntry({ asking }: { asking: boolean }) {
  const { signIn, reason } = useSession();
  const demo = useDemoApiInfo();
  useEffect(() => {
    loadForm().catch(() => undefined);
  }, []);
  if (asking) return <KeyScreen hint="Looking for the key in your other tabs of this app…" />;
  return (
    <Suspense fallback={<KeyScreen hint="Loading the key form…" />}>
      <KeyForm signIn={signIn} reason={reason} demo={demo} />
    </Suspense>
  );
}
