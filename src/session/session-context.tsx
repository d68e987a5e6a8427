// The session: this tab's API key and the API origin, sign in and out, and the way back to the key form.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Connection } from '../api/client.ts';
import { isDataViewsError } from '../api/errors.ts';
import { apiOrigin } from './api-origin.ts';
import { forgetKey, readStoredKey, storeKey } from './key-storage.ts';

export type { Connection };

/** Why the key form is shown again. */
export interface SignedOutReason {
  kind: 'Unauthorized' | 'SignedOut';
  message: string;
}

interface SessionValue {
  origin: string;
  apiKey: string | null;
  reason: SignedOutReason | null;
  signIn: (key: string) => void;
  signOut: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

const REFUSED: SignedOutReason = {
  kind: 'Unauthorized',
  message: 'The service did not accept this key. Enter it again.',
};

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [apiKey, setApiKey] = useState<string | null>(() => readStoredKey());
  const [reason, setReason] = useState<SignedOutReason | null>(null);

  // Any view answering 401 sends the user back to the key form; the URL stays, so the same screen
  // comes back once a new key is entered. A 403 is about one view (the subscription lacks it):
  // that screen says so and the key is kept.
  useEffect(() => {
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const error: unknown = event.action.error;
      if (isDataViewsError(error) && error.isAuthProblem) {
        forgetKey();
        setApiKey(null);
        setReason(REFUSED);
      }
    });
  }, [queryClient]);

  const signIn = useCallback(
    (key: string) => {
      const trimmed = key.trim();
      if (!trimmed) return;
      storeKey(trimmed);
      setApiKey(trimmed);
      setReason(null);
      // Queries that failed for the old key are asked again with the new one.
      void queryClient.resetQueries({ predicate: (q) => q.state.status === 'error' });
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    forgetKey();
    setApiKey(null);
    setReason({ kind: 'SignedOut', message: 'You signed out. The key is forgotten.' });
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<SessionValue>(
    () => ({ origin: apiOrigin, apiKey, reason, signIn, signOut }),
    [apiKey, reason, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside a SessionProvider');
  return value;
}

/** The connection for API calls; only rendered inside the signed-in part of the app. */
export function useConnection(): Connection {
  const { origin, apiKey } = useSession();
  if (!apiKey) throw new Error('useConnection needs a signed-in session');
  return useMemo(() => ({ origin, apiKey }), [origin, apiKey]);
}
