// The key shared between tabs goes only to a tab the person opened from the app, sealed for it: a
// same-origin script that asks, or only listens, on the channel gets nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { createKeyShare, type KeyShare } from '../../src/session/key-share.ts';

const KEY = 'sk_live_shared_5e4d3c2b1a';
const open: (KeyShare | BroadcastChannel)[] = [];

function share(currentKey: string | null): KeyShare {
  const made = createKeyShare({ currentKey: () => currentKey, onSignedOut: () => undefined });
  open.push(made);
  return made;
}

/** Everything posted on the app's channel, as a document listening on it would receive it. */
function eavesdrop(): unknown[] {
  const heard: unknown[] = [];
  const channel = new BroadcastChannel('data-views.session');
  channel.onmessage = (event: MessageEvent) => heard.push(event.data);
  open.push(channel);
  return heard;
}

/** Every text a message holds, its bytes read as UTF-8 too. */
function textsOf(message: unknown): string {
  if (message instanceof ArrayBuffer || ArrayBuffer.isView(message)) {
    const bytes = ArrayBuffer.isView(message)
      ? new Uint8Array(message.buffer, message.byteOffset, message.byteLength)
      : new Uint8Array(message);
    return new TextDecoder().decode(bytes);
  }
  if (message && typeof message === 'object') {
    return Object.values(message).map(textsOf).join(' ');
  }
  return String(message);
}

function appLink(): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = '/football';
  link.textContent = 'Football';
  document.body.append(link);
  return link;
}

afterEach(() => {
  for (const item of open.splice(0)) item.close();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('sharing the key between tabs', () => {
  it('answers no one while the person has opened no link of the app in a new tab', async () => {
    share(KEY);
    const heard = eavesdrop();
    // A same-origin script asking as the app would.
    expect(await share(null).request(300)).toBeNull();
    expect(heard.some((m) => (m as { type?: string }).type === 'key')).toBe(false);
  });

  it('answers once after a Ctrl-click, a middle click or the context menu on one of its links', async () => {
    share(KEY);
    const link = appLink();
    fireEvent.click(link, { ctrlKey: true });
    expect(await share(null).request(1000)).toBe(KEY);
    // One gesture, one answer: whoever asks next gets nothing.
    expect(await share(null).request(300)).toBeNull();

    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(await share(null).request(1000)).toBe(KEY);
    fireEvent.contextMenu(link);
    expect(await share(null).request(1000)).toBe(KEY);

    // A plain click opens the link in this tab: nothing to answer.
    fireEvent.click(link);
    expect(await share(null).request(300)).toBeNull();
  });

  it('seals the response for the tab that asked: a document listening on the channel never sees the key', async () => {
    share(KEY);
    const heard = eavesdrop();
    fireEvent.click(appLink(), { metaKey: true });
    expect(await share(null).request(1000)).toBe(KEY);
    expect(heard.map((m) => (m as { type?: string }).type)).toEqual(['key-request', 'key']);
    expect(heard.map(textsOf).join(' ')).not.toContain(KEY);
  });

  it('does not ask from a page another document opened (it could read the key there)', async () => {
    share(KEY).expectNewTab();
    vi.stubGlobal('opener', window);
    const heard = eavesdrop();
    expect(await share(null).request(300)).toBeNull();
    expect(heard).toEqual([]);
  });

  it('waits past an answer that was not sealed for it', async () => {
    share(KEY).expectNewTab();
    // A forger answers every request first, with bytes of its own.
    const forger = new BroadcastChannel('data-views.session');
    open.push(forger);
    forger.onmessage = (event: MessageEvent) => {
      const m = event.data as { type: string; id: string; publicKey: ArrayBuffer };
      if (m.type !== 'key-request') return;
      forger.postMessage({
        type: 'key',
        id: m.id,
        publicKey: m.publicKey,
        iv: new Uint8Array(12),
        sealed: new TextEncoder().encode('attacker').buffer,
      });
    };
    expect(await share(null).request(1000)).toBe(KEY);
  });
});
