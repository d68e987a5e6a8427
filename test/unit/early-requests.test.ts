// The early script (src/early.ts) and the requests it starts: which, on which paths, and how
// the client takes them up (once, with the same key, aborted with the client's own request).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { hangingFetch, json, stubFetch } from './fetch-stubs.ts';
import { connectionOf } from '../../src/api/key-id.ts';

const KEY = 'sk_live_early_9c1d';
const KEY_STORAGE = 'data-views.api-key';
const DATES = '/v1/data/views/fighter_ratings/available_dates';
const LATEST = '/v1/data/views/fighter_ratings/fighters_view';
const BY_DATE = '/v1/data/views/fighter_ratings/fighters_historical_view';

const dates = () => json([{ update_date: '2024-03-01' }]);

/** Fresh copies of the modules, so each test starts with no early request and the gate open. */
async function modules() {
  vi.resetModules();
  const early = await import('../../src/api/early-requests.ts');
  const { fetchView } = await import('../../src/api/client.ts');
  return { ...early, fetchView };
}

const conn = connectionOf('', KEY);

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('early requests', () => {
  it('the client reads the response the early script requested, instead of asking again', async () => {
    const fetch = stubFetch(dates);
    const { startEarly, fetchView } = await modules();
    startEarly(DATES, KEY);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      `Bearer ${KEY}`,
    );
    const result = await fetchView(conn, 'fighter_ratings', 'available_dates');
    expect(result.rows).toEqual([{ update_date: '2024-03-01' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is taken once: asking for the view again goes to the server', async () => {
    const fetch = stubFetch(dates);
    const { startEarly, fetchView } = await modules();
    startEarly(DATES, KEY);
    await fetchView(conn, 'fighter_ratings', 'available_dates');
    await fetchView(conn, 'fighter_ratings', 'available_dates');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('an early response that failed is reported as the client’s own would be', async () => {
    stubFetch(() => json({ error: 'unauthorized', message: 'Unknown key.' }, { status: 401 }));
    const { startEarly, fetchView } = await modules();
    startEarly(DATES, KEY);
    await expect(fetchView(conn, 'fighter_ratings', 'available_dates')).rejects.toMatchObject({
      kind: 'Unauthorized',
    });
  });

  it('asked with another key since, the early response is dropped and aborted', async () => {
    const seen: { auth: string | null; signal: AbortSignal | null | undefined }[] = [];
    stubFetch((_url, init) => {
      seen.push({ auth: new Headers(init.headers).get('Authorization'), signal: init.signal });
      return dates();
    });
    const { startEarly, fetchView } = await modules();
    startEarly(DATES, 'an-old-key');
    await fetchView(conn, 'fighter_ratings', 'available_dates');
    expect(seen.map((s) => s.auth)).toEqual(['Bearer an-old-key', `Bearer ${KEY}`]);
    expect(seen[0]?.signal?.aborted).toBe(true);
  });

  it('aborting the client’s request aborts the early one it took up', async () => {
    const fetch = hangingFetch();
    const { startEarly, fetchView } = await modules();
    startEarly(LATEST, KEY);
    const controller = new AbortController();
    const view = fetchView(
      conn,
      'fighter_ratings',
      'fighters_view',
      {},
      {
        signal: controller.signal,
      },
    );
    controller.abort();
    await expect(view).rejects.toBeDefined();
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('one nobody claims is aborted after a while', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const { startEarly } = await modules();
    startEarly(LATEST, KEY);
    const signal = fetch.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(signal?.aborted).toBe(true);
  });

  it('once the app has begun, the early script starts nothing (it would only ask twice)', async () => {
    const fetch = stubFetch(dates);
    const { startEarly, closeEarly } = await modules();
    closeEarly();
    startEarly(DATES, KEY);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the early script', () => {
  let fetch = stubFetch(dates);

  async function run(path: string, key: string | null = KEY): Promise<string[]> {
    fetch = stubFetch(dates);
    window.history.replaceState(null, '', path);
    sessionStorage.clear();
    if (key !== null) sessionStorage.setItem(KEY_STORAGE, key);
    vi.resetModules();
    await import('../../src/early.ts');
    return fetch.mock.calls.map(([input]) => String(input)).sort();
  }

  it('on Fighters (and `/`, which leads there) requests the dates and the latest rows', async () => {
    for (const path of ['/', '/fighters', '/fighters/fighter/LW/A%20Name?class=LW']) {
      expect(await run(path)).toEqual([DATES, LATEST]);
    }
  });

  it('by date with a real date in the URL, requests that date’s rows, and the latest only for one class', async () => {
    expect(await run('/fighters?mode=by-date&date=2024-03-01&class=%20LW%20')).toEqual([
      DATES,
      `${BY_DATE}?date=2024-03-01&weight_class=LW`,
      LATEST,
    ]);
    expect(await run('/fighters?mode=by-date&date=2024-03-01')).toEqual([
      DATES,
      `${BY_DATE}?date=2024-03-01`,
    ]);
    // Not By date: the latest. By date of every class with no calendar date: the dates alone.
    expect(await run('/fighters?mode=latest&date=2024-03-01')).toEqual([DATES, LATEST]);
    for (const path of [
      '/fighters?mode=by-date&date=2024-02-30',
      '/fighters/fighter/LW/A%20Name?mode=by-date',
    ]) {
      expect(await run(path)).toEqual([DATES]);
    }
  });

  it('requests nothing elsewhere, or without a key in this tab', async () => {
    for (const path of ['/football', '/explorer', '/fighterspace', '/nowhere']) {
      expect(await run(path)).toEqual([]);
    }
    expect(await run('/fighters', null)).toEqual([]);
  });

  it('sends only what the route loader requests: the loader uses each response, none sent twice', async () => {
    for (const path of [
      '/fighters',
      '/fighters?mode=by-date&date=2024-03-01&class=LW',
      '/fighters?mode=by-date&date=2024-03-01',
      '/fighters?mode=by-date&date=2024-13-01',
      '/fighters?mode=by-date&date=2024-13-01&class=LW',
    ]) {
      const early = await run(path);
      // The same module instances as the early script's, as in the page (one module map).
      const { runSectionLoader } = await import('../../src/app/sections.tsx');
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      runSectionLoader(client, conn, new URL(path, window.location.origin));
      await vi.waitFor(
        () => {
          const states = client
            .getQueryCache()
            .findAll()
            .map((query) => query.state.status);
          expect(states).toEqual(early.map(() => 'success'));
        },
        { timeout: 30_000 },
      );
      expect(fetch).toHaveBeenCalledTimes(early.length);
      client.clear();
    }
  });
});
