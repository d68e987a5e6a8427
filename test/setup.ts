// Vitest set-up for unit and component tests: DOM matchers, cleanup, and jsdom gaps.
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Every findBy / waitFor waits on what a person would see, for as long as a loaded 2-core machine
// may need: Testing Library's default of 1 s made a passing test fail when another process was busy.
// A test that passes waits no longer for this; only a failing one takes the whole limit.
configure({ asyncUtilTimeout: 30_000 });

// Files share a worker's jsdom (vitest.config.ts, isolate: false): each starts with empty storage and
// no cookies, as a fresh page would.
if (typeof localStorage !== 'undefined') localStorage.clear();
if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
if (typeof document !== 'undefined') {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

// Nor does a file leave its fake clock to the next.
afterAll(() => {
  vi.useRealTimers();
});

afterEach(() => {
  cleanup();
  // Tests that choose `@vitest-environment node` have no sessionStorage.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// jsdom's Blob has no text(), which every browser has: read through its FileReader instead.
if (typeof Blob !== 'undefined' && typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob): Promise<string> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('The Blob could not be read.'));
      reader.readAsText(this);
    });
  };
}

// jsdom has no layout; TanStack Virtual and Recharts measure elements through these.
if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
    Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
  }
  if (!window.matchMedia) {
    Object.assign(window, {
      matchMedia: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
}

// TanStack Virtual sizes its window from the scroller's clientWidth/clientHeight, which jsdom
// reports as 0, so a virtualised table would render no rows. Only elements that declare themselves
// a virtual viewport get a fixed 800×600 box; every other element keeps jsdom's zero.
if (typeof HTMLElement !== 'undefined') {
  const VIEWPORT = { clientWidth: 800, clientHeight: 600 } as const;
  for (const property of Object.keys(VIEWPORT) as (keyof typeof VIEWPORT)[]) {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, property);
    Object.defineProperty(HTMLElement.prototype, property, {
      configurable: true,
      get(this: HTMLElement): number {
        if (this.hasAttribute('data-virtual-viewport')) return VIEWPORT[property];
        return (original?.get?.call(this) as number | undefined) ?? 0;
      },
    });
  }
}

// Node's BroadcastChannel reaches every thread of the process, so with Vitest's threads one file's
// "sign out in every tab" reached another file's app. Tests get one that reaches only the channels
// of their own thread, as a browser's reaches only its own origin's tabs: messages are cloned and
// delivered as tasks, never to the sender, and never after close(). The real timer is kept, so a
// file's fake clock does not hold another tab's message.
interface ChannelRealm {
  open: Map<string, Set<ThreadChannel>>;
  later: typeof setTimeout;
}
const REALM = Symbol.for('data-views.test.broadcast-channels');
const realm: ChannelRealm = ((globalThis as Record<symbol, unknown>)[REALM] as
  ChannelRealm | undefined) ?? { open: new Map(), later: setTimeout };
(globalThis as Record<symbol, unknown>)[REALM] = realm;

class ThreadChannel extends EventTarget {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  #closed = false;
  constructor(readonly name: string) {
    super();
    const peers = realm.open.get(name) ?? new Set();
    peers.add(this);
    realm.open.set(name, peers);
  }
  postMessage(message: unknown): void {
    if (this.#closed) throw new DOMException('The channel is closed.', 'InvalidStateError');
    const peers = [...(realm.open.get(this.name) ?? [])].filter((peer) => peer !== this);
    for (const peer of peers) {
      const data: unknown = structuredClone(message);
      realm.later(() => peer.#deliver(data), 0);
    }
  }
  #deliver(data: unknown): void {
    if (this.#closed) return;
    const event = new MessageEvent('message', { data });
    this.onmessage?.(event);
    this.dispatchEvent(event);
  }
  close(): void {
    this.#closed = true;
    realm.open.get(this.name)?.delete(this);
  }
}
Object.assign(globalThis, { BroadcastChannel: ThreadChannel });
