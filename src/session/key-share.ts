// Sharing this session's key between tabs of the app, so a link opened in a new tab does not ask
// for it again. Over a BroadcastChannel, which only same-origin documents of this browser profile
// can join: a new tab asks, a tab holding the key answers, and the new tab keeps it in its own
// sessionStorage. Signing out in one tab signs out every tab. Nothing goes to storage that outlives
// the tab, to cookies or to the URL, so when the last tab closes the key is gone.

const CHANNEL_NAME = 'data-views.session';

type Message =
  | { readonly type: 'key-request'; readonly id: string }
  | { readonly type: 'key'; readonly id: string; readonly key: string }
  | { readonly type: 'signed-out' };

function isMessage(data: unknown): data is Message {
  if (!data || typeof data !== 'object') return false;
  const { type, id, key } = data as { type?: unknown; id?: unknown; key?: unknown };
  if (type === 'signed-out') return true;
  if (type === 'key-request') return typeof id === 'string';
  return type === 'key' && typeof id === 'string' && typeof key === 'string' && key.trim() !== '';
}

export interface KeyShare {
  /** Asks the other tabs for the key: the first answer within `timeoutMs`, else null. */
  request(timeoutMs: number): Promise<string | null>;
  /** Tells every other tab that the person signed out. */
  announceSignOut(): void;
  close(): void;
}

interface KeyShareOptions {
  /** This tab's key, to answer another tab's request; null when it has none. */
  currentKey: () => string | null;
  /** Another tab signed out. */
  onSignedOut: () => void;
}

const NO_SHARE: KeyShare = {
  request: () => Promise.resolve(null),
  announceSignOut: () => {},
  close: () => {},
};

export function createKeyShare({ currentKey, onSignedOut }: KeyShareOptions): KeyShare {
  if (typeof BroadcastChannel === 'undefined') return NO_SHARE;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  const waiting = new Map<string, (key: string) => void>();
  channel.onmessage = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isMessage(message)) return;
    if (message.type === 'key-request') {
      const key = currentKey();
      if (key) channel.postMessage({ type: 'key', id: message.id, key } satisfies Message);
    } else if (message.type === 'key') {
      waiting.get(message.id)?.(message.key);
    } else {
      onSignedOut();
    }
  };
  return {
    request(timeoutMs) {
      // Only tells answers apart; randomUUID would need a secure context (not plain http).
      const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(null);
        }, timeoutMs);
        waiting.set(id, (key) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(key);
        });
        channel.postMessage({ type: 'key-request', id } satisfies Message);
      });
    },
    announceSignOut() {
      channel.postMessage({ type: 'signed-out' } satisfies Message);
    },
    close() {
      // A request still waiting resolves null on its timer.
      waiting.clear();
      channel.close();
    },
  };
}
