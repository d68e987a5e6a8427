// The session: this tab's API key and the API origin, sign in and out, and the way back to the key form.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Connection } from '../api/client.ts';
import { isDataViewsError } from '../api/errors.ts';
import { apiOrigin } from './api-origin.ts';
import { createKeyShare, type KeyShare } from './key-share.ts';
import { forgetKey, readStoredKey, storeKey } from './key-storage.ts';

export type { Connection };

/** Why the key form is shown again. */
export interface SignedOutReason {
  kind: 'Unauthorized' | 'SignedOut';
  message: string;
}

export interface SessionValue {
  origin: string;
  apiKey: string | null;
  /** True while a tab without a key asks the app's other tabs for theirs (a moment at most). */
  asking: boolean;
  reason: SignedOutReason | null;
  signIn: (key: string) => void;
  signOut: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

const REFUSED: SignedOutReason = {
  kind: 'Unauthorized',
  message: 'The service did not accept this key. Enter it again.',
};

const SIGNED_OUT_ELSEWHERE: SignedOutReason = {
  kind: 'SignedOut',
  message: 'You signed out in another tab. The key is forgotten.',
};

/** How long a new tab waits for another tab's answer before it asks the person. */
const KEY_REQUEST_TIMEOUT_MS = 400;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [apiKey, setApiKey] = useState<string | null>(() => readStoredKey());
  const [reason, setReason] = useState<SignedOutReason | null>(null);
  const [asking, setAsking] = useState(
    () => apiKey === null && typeof BroadcastChannel !== 'undefined',
  );
  const share = useRef<KeyShare | null>(null);

  // One channel per tab: answers other tabs' requests with this tab's key, follows a sign-out in
  // any tab, and, in a tab opened without a key, asks once for another tab's.
  useEffect(() => {
    const channel = createKeyShare({
      // The stored key is this tab's key (sessionStorage is its only home).
      currentKey: readStoredKey,
      onSignedOut: () => {
        forgetKey();
        setApiKey(null);
        setReason(SIGNED_OUT_ELSEWHERE);
        queryClient.clear();
      },
    });
    share.current = channel;
    let live = true;
    if (readStoredKey() === null) {
      void channel.request(KEY_REQUEST_TIMEOUT_MS).then((key) => {
        if (!live) return;
        if (key && readStoredKey() === null) {
          storeKey(key);
          setApiKey(key);
        }
        setAsking(false);
      });
    }
    return () => {
      live = false;
      channel.close();
      share.current = null;
    };
  }, [queryClient]);

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
    share.current?.announceSignOut();
    forgetKey();
    setApiKey(null);
    setReason({ kind: 'SignedOut', message: 'You signed out. The key is forgotten.' });
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<SessionValue>(
    () => ({
      origin: apiOrigin,
      apiKey,
      asking: asking && apiKey === null,
      reason,
      signIn,
      signOut,
    }),
    [apiKey, asking, reason, signIn, signOut],
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
