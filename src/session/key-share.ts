// Sharing this session's key between tabs of the app, so a link opened in a new tab does not ask
// for it again. Over a BroadcastChannel: a new tab asks, a tab holding the key answers, and the new
// tab keeps it in its own sessionStorage. Signing out in one tab signs out every tab. Nothing goes
// to storage that outlives the tab, to cookies or to the URL, so when the last tab closes the key
// is gone.
//
// Who may have it. Every same-origin document can join the channel, the app's own tabs and any
// other page that runs script on this origin (an upstream's text/html under /v1, were the server
// ever to serve one as it is). Nothing a document sends proves it is the app: its address can be
// rewritten (history.pushState), the app's HTML and code can be fetched and replayed, a nonce put
// in the page can be read. So the rule rests on what such a script cannot do:
// - A tab answers only in the seconds after the person, in that tab, opened one of the app's links
//   in a new tab (a middle-click, Ctrl/⌘/Shift-click, or the link's context menu): at most one
//   answer per such gesture, within ARMED_MS. Without one, no request is answered, whoever asks;
//   a new tab whose address was typed or pasted asks the person for the key.
// - The response is sealed for the asker alone: the request carries a one-time ECDH public key, the
//   answer is the key encrypted with AES-GCM under the shared secret, so a document that only
//   listens on the channel learns nothing.
// - A tab asks only as a top-level document that no other document opened (no window.opener, not
//   in a frame): a hostile page cannot open the app itself and read the key from the tab it made.
// What this cannot stop: a same-origin script that keeps asking may be answered in place of the
// new tab during those seconds; it can sign every tab out (a 'signed-out' message) or offer a key
// of its own to a new tab. The server's part is that nothing under /v1 is ever active content
// (sandboxed CSP, JSON-like types only), so no such script runs on this origin. Without Web
// Crypto (plain http on another host than localhost) nothing is shared at all.

const CHANNEL_NAME = 'data-views.session';
/** How long after the person opened a link in a new tab this tab will answer that tab. */
const ARMED_MS = 15_000;
const CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const;
const CIPHER = { name: 'AES-GCM', length: 256 } as const;

type Message =
  | { readonly type: 'key-request'; readonly id: string; readonly publicKey: ArrayBuffer }
  | {
      readonly type: 'key';
      readonly id: string;
      readonly publicKey: ArrayBuffer;
      readonly iv: Uint8Array;
      readonly sealed: ArrayBuffer;
    }
  | { readonly type: 'signed-out' };

// Tags, not instanceof: a value cloned across the channel may come from another realm.
const tagged = (value: unknown, tag: string) => Object.prototype.toString.call(value) === tag;
const isBuffer = (value: unknown): value is ArrayBuffer => tagged(value, '[object ArrayBuffer]');

function isMessage(data: unknown): data is Message {
  if (!data || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  if (m.type === 'signed-out') return true;
  if (typeof m.id !== 'string' || !isBuffer(m.publicKey)) return false;
  if (m.type === 'key-request') return true;
  return m.type === 'key' && tagged(m.iv, '[object Uint8Array]') && isBuffer(m.sealed);
}

export interface KeyShare {
  /** Asks the other tabs for the key: the first answer within `timeoutMs`, else null. */
  request(timeoutMs: number): Promise<string | null>;
  /** Tells every other tab that the person signed out. */
  announceSignOut(): void;
  /** The person is opening the app in a new tab: answer one request in the next ARMED_MS. */
  expectNewTab(): void;
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
  expectNewTab: () => {},
  close: () => {},
};

/** Web Crypto, where the page may use it (a secure context); else null and nothing is shared. */
function webCrypto(): SubtleCrypto | null {
  return globalThis.crypto?.subtle ?? null;
}

/** The AES key two tabs share: my private ECDH key with the other's public one. */
async function sharedKey(subtle: SubtleCrypto, mine: CryptoKey, theirs: ArrayBuffer) {
  const publicKey = await subtle.importKey('raw', theirs, CURVE, false, []);
  return subtle.deriveKey({ name: 'ECDH', public: publicKey }, mine, CIPHER, false, [
    'encrypt',
    'decrypt',
  ]);
}

/** Whether this document may ask: top-level, and opened by no other document it could read. */
function mayAsk(): boolean {
  try {
    return !window.opener && window.top === window.self;
  } catch {
    return false;
  }
}

/** Whether `event` opens one of this app's links somewhere other than this tab. */
function opensAppLinkElsewhere(event: MouseEvent): boolean {
  const target = event.target;
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return false;
  if (event.type === 'contextmenu') return true;
  if (event.type === 'auxclick') return event.button === 1;
  return event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1;
}

// eslint-disable-next-line max-lines-per-function -- the key-sharing handshake between tabs (its rules at the top of the file) is reviewed as one piece: what a tab answers, when, and sealed for whom
export function createKeyShare({ currentKey, onSignedOut }: KeyShareOptions): KeyShare {
  const subtle = webCrypto();
  if (typeof BroadcastChannel === 'undefined' || !subtle) return NO_SHARE;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  const waiting = new Map<string, (answer: Extract<Message, { type: 'key' }>) => void>();
  /** When each answer this tab may still give stops being given. */
  let armed: number[] = [];

  const answer = async (request: Extract<Message, { type: 'key-request' }>) => {
    const now = Date.now();
    armed = armed.filter((until) => until > now);
    const key = currentKey();
    if (!key || armed.length === 0) return;
    armed.shift();
    const pair = await subtle.generateKey(CURVE, false, ['deriveKey']);
    const aes = await sharedKey(subtle, pair.privateKey, request.publicKey);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = await subtle.encrypt(
      { name: 'AES-GCM', iv },
      aes,
      new TextEncoder().encode(key),
    );
    const publicKey = await subtle.exportKey('raw', pair.publicKey);
    channel.postMessage({ type: 'key', id: request.id, publicKey, iv, sealed } satisfies Message);
  };

  channel.onmessage = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isMessage(message)) return;
    if (message.type === 'key-request') void answer(message).catch(() => undefined);
    else if (message.type === 'key') waiting.get(message.id)?.(message);
    else onSignedOut();
  };

  const expectNewTab = () => {
    armed.push(Date.now() + ARMED_MS);
  };
  const onGesture = (event: MouseEvent) => {
    if (opensAppLinkElsewhere(event)) expectNewTab();
  };
  const gestures = ['click', 'auxclick', 'contextmenu'] as const;
  for (const type of gestures) document.addEventListener(type, onGesture, true);

  return {
    async request(timeoutMs) {
      if (!mayAsk()) return null;
      const pair = await subtle.generateKey(CURVE, false, ['deriveKey']);
      const publicKey = await subtle.exportKey('raw', pair.publicKey);
      // Only tells answers apart; randomUUID would need a secure context (not plain http).
      const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
      /** The key in `message`, if it was sealed for this request; else null. */
      const open = async (message: Extract<Message, { type: 'key' }>) => {
        try {
          const aes = await sharedKey(subtle, pair.privateKey, message.publicKey);
          const iv = new Uint8Array(message.iv);
          const plain = await subtle.decrypt({ name: 'AES-GCM', iv }, aes, message.sealed);
          const key = new TextDecoder().decode(plain);
          return key.trim() === '' ? null : key;
        } catch {
          return null;
        }
      };
      return new Promise((resolve) => {
        let done = false;
        const finish = (key: string | null) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          waiting.delete(id);
          resolve(key);
        };
        const timer = setTimeout(() => finish(null), timeoutMs);
        // An answer that does not open with this request's key is not one: wait on for another.
        waiting.set(id, (message) => {
          void open(message).then((key) => key !== null && finish(key));
        });
        channel.postMessage({ type: 'key-request', id, publicKey } satisfies Message);
      });
    },
    announceSignOut() {
      channel.postMessage({ type: 'signed-out' } satisfies Message);
    },
    expectNewTab,
    close() {
      // A request still waiting resolves null on its timer.
      waiting.clear();
      for (const type of gestures) document.removeEventListener(type, onGesture, true);
      channel.close();
    },
  };
}
