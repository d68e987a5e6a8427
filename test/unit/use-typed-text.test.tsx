// A search's text held between the field and the address: the screen reads each letter at once,
// the address gets the text once typing pauses, and a value from elsewhere replaces the typing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useTypedText } from '../../src/components/use-typed-text.ts';

const PAUSE = 300;

/**
 * The hook over an "address" the test controls: `land()` makes the address take what was last
 * written, as the router does a moment after the write.
 */
function setup(initial = '') {
  const writes: string[] = [];
  const write = (text: string) => void writes.push(text);
  const hook = renderHook(({ url }) => useTypedText(url, write, PAUSE), {
    initialProps: { url: initial },
  });
  return {
    writes,
    type: (text: string) => act(() => hook.result.current[1](text)),
    wait: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
    address: (url: string) => hook.rerender({ url }),
    land: () => hook.rerender({ url: writes[writes.length - 1] ?? initial }),
    text: () => hook.result.current[0],
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useTypedText', () => {
  it('shows each letter at once and writes the address once, after the pause', async () => {
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

  it('keeps letters typed while its own write is on its way to the address', async () => {
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
    const { type, wait, address, text, writes } = setup('ana');
    type('anab');
    address('zed');
    expect(text()).toBe('zed');
    await wait(PAUSE * 2);
    expect(writes).toEqual([]);
    // Back to the value typed over: the old typing does not come back.
    address('ana');
    expect(text()).toBe('ana');
  });

  it('clears through the setter, before a write, or after one whether it has landed or not', async () => {
    const { type, wait, land, text, writes } = setup();
    type('nobody');
    type('');
    expect(text()).toBe('');
    await wait(PAUSE);
    expect(writes).toEqual([]);
    // Written, not yet in the address: clearing still writes the empty text.
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
});
