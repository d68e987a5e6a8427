// A search's text held between the field and the URL: the screen reads each letter at once,
// the URL gets the text once typing pauses, and a value from elsewhere replaces the typing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useTypedText } from '../../src/components/use-typed-text.ts';

const PAUSE = 300;

/**
 * The hook over a URL the test controls: `land()` makes the URL take what was last
 * written, as the router does a moment after the write.
 */
function setup(initial = '') {
  const writes: string[] = [];
  const writtenNow: string[] = [];
  const write = (text: string) => void writes.push(text);
  // Records the text, and gives the URL with it as `q`, which the hook writes at once.
  const urlWith = (url: string, text: string) => {
    writtenNow.push(text);
    return `${url.split('?')[0] as string}?q=${text}`;
  };
  const { rerender, result } = renderHook(
    ({ url, scope }) => useTypedText(url, write, { pauseMs: PAUSE, urlWith, scope }),
    { initialProps: { url: initial, scope: 'one' } },
  );
  return {
    writes,
    writtenNow,
    scope: (scope: string, url = initial) => rerender({ url, scope }),
    leave: () =>
      act(() => void document.body.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))),
    type: (text: string) => act(() => result.current[1](text)),
    wait: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
    setUrl: (url: string) => rerender({ url, scope: 'one' }),
    land: () => rerender({ url: writes[writes.length - 1] ?? initial, scope: 'one' }),
    text: () => result.current[0],
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useTypedText', () => {
  it('shows each letter at once and writes the URL once, after the pause', async () => {
    const { type, wait, land, text, writes } = setup();
    type('a');
    type('ab');
    await wait(PAUSE - 50);
    type('abc');
    expect(text()).toBe('abc');
    expect(writes).toEqual([]);
    await wait(PAUSE);
    expect(writes).toEqual(['abc']);
    land();
    expect(text()).toBe('abc');
    await wait(PAUSE);
    expect(writes).toEqual(['abc']);
  });

  it('keeps letters typed while its own write is on its way to the URL', async () => {
    const { type, wait, land, text, writes } = setup();
    type('ab');
    await wait(PAUSE);
    expect(writes).toEqual(['ab']);
    type('abc');
    land();
    expect(text()).toBe('abc');
    await wait(PAUSE);
    expect(writes).toEqual(['ab', 'abc']);
  });

  it('takes a value from elsewhere over the typing, and does not write the typing after it', async () => {
    const { type, wait, setUrl, text, writes } = setup('ana');
    type('anab');
    setUrl('zed');
    expect(text()).toBe('zed');
    await wait(PAUSE * 2);
    expect(writes).toEqual([]);
    // Back to the value typed over: the old typing does not come back.
    setUrl('ana');
    expect(text()).toBe('ana');
  });

  it('clears through the setter, before a write, or after one whether it has landed or not', async () => {
    const { type, wait, land, text, writes } = setup();
    type('nobody');
    type('');
    expect(text()).toBe('');
    await wait(PAUSE);
    expect(writes).toEqual([]);
    // Written, not yet in the URL: clearing still writes the empty text.
    type('jo');
    await wait(PAUSE);
    type('');
    await wait(PAUSE);
    expect(writes).toEqual(['jo', '']);
    land();
    expect(text()).toBe('');
    // Written and landed.
    type('li');
    await wait(PAUSE);
    land();
    type('');
    await wait(PAUSE);
    expect(writes).toEqual(['jo', '', 'li', '']);
    land();
    expect(text()).toBe('');
  });

  it('writes the letters not yet written at once when focus leaves, and nothing else', async () => {
    const { type, wait, land, leave, writes, writtenNow } = setup();
    leave();
    expect(writtenNow).toEqual([]);
    type('ab');
    leave();
    expect(writtenNow).toEqual(['ab']);
    expect(window.location.search).toBe('?q=ab');
    type('abc');
    leave();
    expect(writtenNow).toEqual(['ab', 'abc']);
    await wait(PAUSE);
    expect(writes).toEqual(['abc']);
    // Written (landed or not), nothing is left to write when focus leaves.
    leave();
    land();
    leave();
    expect(writtenNow).toEqual(['ab', 'abc']);
  });

  it('gives up typing in another scope, though the URL has the same value there', async () => {
    const { type, wait, scope, text, writes, writtenNow, leave } = setup();
    type('ab');
    scope('two');
    expect(text()).toBe('');
    await wait(PAUSE * 2);
    leave();
    expect(writes).toEqual([]);
    expect(writtenNow).toEqual([]);
    // Back in the first scope, the old typing does not come back.
    scope('one');
    expect(text()).toBe('');
  });
});
