// The root route: nuqs' URL state over the router, and the session's gate. Without a key the form
// replaces every screen but leaves the URL alone, so the same screen returns once a key is entered
// (or arrives from another tab, which is asked first).
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { KeyEntry } from '../session/key-entry.tsx';
import { useSession } from '../session/session-context.tsx';
import { Layout } from './layout.tsx';
import { preloadSection } from './sections.ts';

/**
 * A new key runs the route loaders again, so the screen's first requests start with it at once
 * (a loader run without a key starts nothing).
 */
function useLoadersOnNewKey(keyId: string): void {
  const { revalidate } = useRevalidator();
  const first = useRef(keyId);
  useEffect(() => {
    if (keyId === first.current) return;
    first.current = keyId;
    if (keyId !== '') void revalidate();
  }, [keyId, revalidate]);
}

export function Root() {
  const { apiKey, keyId, asking } = useSession();
  useLoadersOnNewKey(keyId);
  return (
    // Typed URL state (nuqs) over React Router: screens read and write their schema.
    <NuqsAdapter>
      {/* Keyed by the key's id: no screen keeps state from one key into the next. */}
      {apiKey ? (
        <Layout key={keyId} onSectionIntent={preloadSection} />
      ) : (
        <KeyEntry asking={asking} />
      )}
    </NuqsAdapter>
  );
}
