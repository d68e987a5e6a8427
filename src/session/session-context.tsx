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
import { newKeyId } from '../api/key-id.ts';
import { apiOrigin } from './api-origin.ts';
import type { KeyShare } from './key-share.ts';
import { forgetKey, readStoredKey, readStoredKeyId, storeKey } from './key-storage.ts';
import { forgetPerKeyStorage } from './per-key-storage.ts';

export type { Connection };

/** Why the key form is shown again. */
export interface SignedOutReason {
  kind: 'Unauthorized' | 'SignedOut';
  message: string;
}

export interface SessionValue {
  origin: string;
  apiKey: string | null;
  /** The key's id (api/key-id.ts), made when the key is set; '' without one. */
  keyId: string;
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

/**
 * How long a new tab shows its calm state while it waits for another tab's answer, before it shows
 * the key form: short, as the form must show within 300 ms when no tab answers (issue 38).
 */
const KEY_REQUEST_CALM_MS = 200;

/**
 * How long an answer is still taken once the form shows: a tab busy drawing a large table may
 * answer late, and its key then fills in for the person (unless they entered one meanwhile).
 */
const KEY_REQUEST_TIMEOUT_MS = 3_000;

interface HeldKey {
  readonly apiKey: string;
  readonly keyId: string;
}

/**
 * The key as this tab holds it, with its id: the stored one (made when the key was stored), or a
 * new one where storage is disabled and the key lives in memory only.
 */
const held = (apiKey: string | null): HeldKey | null =>
  apiKey ? { apiKey, keyId: readStoredKeyId() || newKeyId() } : null;

// eslint-disable-next-line max-lines-per-function -- every change of key passes through this one provider (changeKey), the data-isolation guarantee of issue 39, kept in one place to be read whole
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState<HeldKey | null>(() => held(readStoredKey()));
  const apiKey = key?.apiKey ?? null;
  const [reason, setReason] = useState<SignedOutReason | null>(null);
  const [asking, setAsking] = useState(
    () => apiKey === null && typeof BroadcastChannel !== 'undefined',
  );
  const share = useRef<KeyShare | null>(null);
  /** The id of the key in use, for the cache listener below (read outside render). */
  const currentKeyId = useRef(key?.keyId ?? '');

  /**
   * The one way the key changes (a 401, a sign-out here or in another tab, a key typed or taken
   * from another tab): everything this tab remembers for the old key goes first, the query cache
   * (its requests cancelled) and the per-key sessionStorage,
   * so no row fetched with one key is ever shown under another. Query keys hold the key's
   * id besides (api/key-id.ts), so an answer that arrives late is filed under its own key.
   */
  const changeKey = useCallback(
    (next: string | null) => {
      queryClient.clear();
      forgetPerKeyStorage();
      if (next) storeKey(next);
      else forgetKey();
      const nextKey = held(next);
      currentKeyId.current = nextKey?.keyId ?? '';
      setKey(nextKey);
    },
    [queryClient],
  );

  // One channel per tab: answers other tabs' requests with this tab's key, follows a sign-out in
  // any tab, and, in a tab opened without a key, asks once for another tab's. Its code (Web Crypto
  // handshakes) is a chunk of its own, out of the first screen's: it is needed only once a tab
  // asks or is asked, never for the first rows.
  useEffect(() => {
    let live = true;
    let channel: KeyShare | null = null;
    import('./key-share.ts')
      .then(async ({ createKeyShare }) => {
        if (!live) return;
        channel = createKeyShare({
          // The stored key is this tab's key (sessionStorage is its only home).
          currentKey: readStoredKey,
          onSignedOut: () => {
            changeKey(null);
            setReason(SIGNED_OUT_ELSEWHERE);
          },
        });
        share.current = channel;
        if (readStoredKey() !== null) return;
        const calm = setTimeout(() => live && setAsking(false), KEY_REQUEST_CALM_MS);
        const key = await channel.request(KEY_REQUEST_TIMEOUT_MS);
        clearTimeout(calm);
        if (live && key && readStoredKey() === null) changeKey(key);
      })
      .catch(() => undefined)
      .finally(() => live && setAsking(false));
    return () => {
      live = false;
      channel?.close();
      share.current = null;
    };
  }, [changeKey]);

  // Any view answering 401 sends the user back to the key form; the URL stays, so the same screen
  // comes back once a new key is entered. A 403 is about one view (the subscription lacks it):
  // that screen says so and the key is kept.
  useEffect(() => {
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const error: unknown = event.action.error;
      if (!isDataViewsError(error) || !error.isAuthProblem) return;
      // Only the key in use is refused by its own answers: a late one for an earlier key is not.
      const keyId = (event.query.queryKey as readonly unknown[])[1];
      if (typeof keyId === 'string' && keyId !== currentKeyId.current) return;
      // After this notification has gone round: the cache is emptied, not changed under it.
      queueMicrotask(() => {
        if (currentKeyId.current === '') return;
        changeKey(null);
        setReason(REFUSED);
      });
    });
  }, [queryClient, changeKey]);

  const signIn = useCallback(
    (typed: string) => {
      const trimmed = typed.trim();
      if (!trimmed) return;
      // The screen behind the form asks again, with this key, for everything it shows.
      changeKey(trimmed);
      setReason(null);
    },
    [changeKey],
  );

  const signOut = useCallback(() => {
    share.current?.announceSignOut();
    changeKey(null);
    setReason({ kind: 'SignedOut', message: 'You signed out. The key is forgotten.' });
  }, [changeKey]);

  const value = useMemo<SessionValue>(
    () => ({
      origin: apiOrigin,
      apiKey,
      keyId: key?.keyId ?? '',
      asking: asking && apiKey === null,
      reason,
      signIn,
      signOut,
    }),
    [apiKey, key, asking, reason, signIn, signOut],
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
  const { origin, apiKey, keyId } = useSession();
  if (!apiKey) throw new Error('useConnection needs a signed-in session');
  return useMemo(() => ({ origin, apiKey, keyId }), [origin, apiKey, keyId]);
}
