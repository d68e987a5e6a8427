// The watchlist's store: what it keeps in localStorage (one versioned key, names, class codes, IDs
// and dates only, never the API key), other tabs' changes through the storage event, and the file
// format Import reads: a malformed, hostile or too large file changes nothing and says why.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_WATCHED,
  WATCHLIST_KEY,
  getWatchlist,
  resetWatchlistForTests,
  subscribeWatchlist,
  toggleFighter,
  togglePlayer,
  updateWatchlist,
} from '../../src/lib/watchlist.ts';
import { mergeWatchlistFile, watchlistFileText } from '../../src/lib/watchlist-file.ts';

const SECRET = 'sk-live-0123456789abcdef';

beforeEach(() => {
  localStorage.clear();
  resetWatchlistForTests();
});

describe('the stored watchlist', () => {
  it('is one versioned key holding names, class codes, IDs and dates, never the API key', () => {
    sessionStorage.setItem('data-views.api-key', SECRET);
    toggleFighter({ name: 'Nilis Dalenros', classCode: 'LW' });
    togglePlayer({ id: '100042', name: 'Ada Lovo' });

    expect(Object.keys(localStorage)).toEqual([WATCHLIST_KEY]);
    expect(WATCHLIST_KEY).toMatch(/\.v1$/);
    const raw = localStorage.getItem(WATCHLIST_KEY) ?? '';
    expect(raw).not.toContain(SECRET);
    expect(raw).not.toContain('data-views.api-key');
    expect(JSON.parse(raw)).toEqual({
      version: 1,
      fighters: [{ name: 'Nilis Dalenros', classCode: 'LW' }],
      players: [{ id: '100042', name: 'Ada Lovo' }],
    });
  });

  it('stars and unstars by name: a fighter is their name', () => {
    toggleFighter({ name: 'Nilis Dalenros', classCode: 'LW' });
    toggleFighter({ name: 'Nilis Dalenros', classCode: 'WW' });
    expect(getWatchlist().fighters).toEqual([]);
  });

  it('refuses a 501st entry', () => {
    updateWatchlist((list) => ({
      ...list,
      players: Array.from({ length: MAX_WATCHED }, (_, i) => ({
        id: String(i + 1),
        name: `P${i}`,
      })),
    }));
    toggleFighter({ name: 'One too many', classCode: 'LW' });
    expect(getWatchlist().fighters).toEqual([]);
  });

  it('reads a stored value it cannot trust as an empty list', () => {
    localStorage.setItem(WATCHLIST_KEY, '{"version":1,"fighters":[{"name":42}]}');
    expect(getWatchlist().fighters).toEqual([]);
  });

  it("follows another tab's change (the storage event)", () => {
    const listener = vi.fn();
    const stop = subscribeWatchlist(listener);
    expect(getWatchlist().fighters).toEqual([]);
    const stored = { version: 1, fighters: [{ name: 'Oda Venn', classCode: 'FW' }], players: [] };
    localStorage.setItem(WATCHLIST_KEY, JSON.stringify(stored));
    window.dispatchEvent(new StorageEvent('storage', { key: WATCHLIST_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getWatchlist().fighters).toEqual(stored.fighters);
    // Another key's change is not the list's.
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sees a change made while nobody listened, once someone subscribes', () => {
    // Read (as a component's first render does), then another tab changes the list before the
    // component has subscribed: its storage event reaches no one.
    expect(getWatchlist().fighters).toEqual([]);
    const stored = { version: 1, fighters: [{ name: 'Oda Venn', classCode: 'FW' }], players: [] };
    localStorage.setItem(WATCHLIST_KEY, JSON.stringify(stored));
    window.dispatchEvent(new StorageEvent('storage', { key: WATCHLIST_KEY }));
    const stop = subscribeWatchlist(vi.fn());
    expect(getWatchlist().fighters).toEqual(stored.fighters);
    // Subscribing again with nothing changed keeps the same list (React's snapshot).
    const list = getWatchlist();
    const again = subscribeWatchlist(vi.fn());
    expect(getWatchlist()).toBe(list);
    again();
    stop();
  });
});

describe('the watchlist file', () => {
  const list = {
    version: 1 as const,
    fighters: [{ name: 'Oda Venn', classCode: 'FW' }],
    players: [],
  };

  it('round-trips: Export then Import adds nothing new', () => {
    const merged = mergeWatchlistFile(list, watchlistFileText(list));
    expect(merged).toEqual({ list, added: 0, already: 1 });
  });

  it('adds what a valid file has', () => {
    const file = JSON.stringify({ version: 1, players: [{ id: 100001, name: 'Ada Lovo' }] });
    const merged = mergeWatchlistFile(list, file);
    expect(typeof merged === 'string' ? merged : merged.list.players).toEqual([
      { id: '100001', name: 'Ada Lovo' },
    ]);
  });

  it.each([
    ['not JSON', 'fighters: Oda Venn', /not JSON/],
    ['JSON of another kind', '[1,2,3]', /not a watchlist/],
    ['another version', '{"version":2,"fighters":[]}', /unknown version/],
    [
      'a huge name',
      JSON.stringify({ version: 1, fighters: [{ name: 'x'.repeat(100_000), classCode: 'LW' }] }),
      /too long/,
    ],
    [
      'markup and a prototype key',
      '{"version":1,"fighters":[{"__proto__":{"name":"x"}}]}',
      /not fighters or players/,
    ],
    [
      'a player ID that is not one',
      JSON.stringify({ version: 1, players: [{ id: '12; DROP', name: 'x' }] }),
      /not fighters or players/,
    ],
    [
      'more than 500 entries',
      JSON.stringify({
        version: 1,
        players: Array.from({ length: 501 }, (_, i) => ({ id: i + 1, name: `P${i}` })),
      }),
      /at most 500/,
    ],
    [
      'entries that would take the list past 500',
      JSON.stringify({
        version: 1,
        players: Array.from({ length: 500 }, (_, i) => ({ id: i + 1, name: `P${i}` })),
      }),
      /would make 501 entries/,
    ],
  ])('refuses %s with a message', (_what, text, message) => {
    const merged = mergeWatchlistFile(list, text);
    expect(merged).toEqual(expect.stringMatching(message));
  });
});
