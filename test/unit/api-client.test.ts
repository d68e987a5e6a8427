// @vitest-environment node
// fetchView on a stubbed fetch: request, paging, error mapping, timeout, abort, no key leaks.
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { fetchView, viewUrl } from '../../src/api/client.ts';
import { scrubSecret } from '../../src/api/http-errors.ts';
import type { Endpoint } from '../../src/api/client.ts';
import { parseRetryAfter } from '../../src/api/http-errors.ts';
import { followableLink, upstreamBaseOf } from '../../src/api/paging.ts';
import { DataViewsError, isDataViewsError } from '../../src/api/errors.ts';
import { hangingFetch, json, stubFetch } from './fetch-stubs.ts';
import { readRaw } from '../../src/api/body/stored-body.ts';

const KEY = 'sk_live_4f9a2c7e1b8d3f6a0e5c9b2d';
const API = 'https://api.test';
const conn: Endpoint = { origin: API, apiKey: KEY };
const sameOrigin: Endpoint = { origin: '', apiKey: KEY };

function calledUrls(mock: ReturnType<typeof stubFetch>): string[] {
  return mock.mock.calls.map(([input]) => String(input));
}

function headerOf(mock: ReturnType<typeof stubFetch>, call: number, name: string): string | null {
  return new Headers(mock.mock.calls[call]?.[1]?.headers).get(name);
}

async function failure(promise: Promise<unknown>): Promise<DataViewsError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  if (!isDataViewsError(error)) throw new Error(`not a DataViewsError: ${String(error)}`);
  return error;
}

function expectNoKey(error: DataViewsError): void {
  const everything = [
    error.message,
    String(error),
    error.summary,
    error.nextStep,
    error.serverMessage ?? '',
    error.detail ?? '',
    JSON.stringify(error),
    error.cause instanceof Error ? error.cause.message : String(error.cause),
  ].join('\n');
  expect(everything).not.toContain(KEY);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the request', () => {
  it('GETs the view URL with the bearer key and JSON accept header', async () => {
    const mock = stubFetch(() => json([]));
    await fetchView(conn, 'fighter_ratings', 'fighters_historical_view', {
      weight_class: '',
      date: '2024-01-01',
      other: undefined,
      none: null,
    });
    expect(calledUrls(mock)).toEqual([
      `${API}/v1/data/views/fighter_ratings/fighters_historical_view?date=2024-01-01`,
    ]);
    expect(mock.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(headerOf(mock, 0, 'authorization')).toBe(`Bearer ${KEY}`);
    expect(headerOf(mock, 0, 'accept')).toBe('application/json');
    expect(mock.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('encodes path segments and values', () => {
    expect(viewUrl(`${API}/`, 'a b/c', 'x?y#z', { q: 'a&b=c d', n: 7, t: true })).toBe(
      `${API}/v1/data/views/a%20b%2Fc/x%3Fy%23z?n=7&q=a%26b%3Dc+d&t=true`,
    );
  });

  it('uses a relative URL for the same origin and reports it in the result', async () => {
    const mock = stubFetch(() => json({ data: [{ update_date: '2024-01-01' }] }));
    const result = await fetchView(sameOrigin, 'fighter_ratings', 'available_dates');
    expect(calledUrls(mock)).toEqual(['/v1/data/views/fighter_ratings/available_dates']);
    expect(result.url).toBe('/v1/data/views/fighter_ratings/available_dates');
    expect(result.url).not.toContain(KEY);
  });

  it('trims the key and refuses one that no bearer token can be, without a request', async () => {
    const mock = stubFetch(() => json([]));
    await fetchView({ origin: API, apiKey: `  ${KEY}\n` }, 'h', 'v');
    expect(headerOf(mock, 0, 'authorization')).toBe(`Bearer ${KEY}`);
    const error = await failure(fetchView({ origin: API, apiKey: `${KEY} é` }, 'h', 'v'));
    expect(error.kind).toBe('Unauthorized');
    expect(mock).toHaveBeenCalledTimes(1);
    expectNoKey(error);
  });

  it.each([
    ['..', 'v'],
    ['h', '%2e%2e'],
    ['h/../x', 'v'],
    ['h', 'v?x=1'],
    ['', 'v'],
    ['h', 'v w'],
  ])('refuses hub %j / view %j without a request, as the proxy would', async (hub, view) => {
    const mock = stubFetch(() => json([]));
    const error = await failure(fetchView(sameOrigin, hub, view));
    expect(error.kind).toBe('BadRequest');
    expect(mock).not.toHaveBeenCalled();
  });

  it('refuses an origin that is not an http(s) URL', async () => {
    const mock = stubFetch(() => json([]));
    const error = await failure(fetchView({ origin: 'ftp://x', apiKey: KEY }, 'h', 'v'));
    expect(error.kind).toBe('NetworkError');
    expect(mock).not.toHaveBeenCalled();
  });
});

describe('the result', () => {
  it('reports rows, columns, raw body, bytes, pages and duration', async () => {
    const body = [{ app_id: 'eng', app_title: 'Première', country: 'England', extra: 1 }];
    const text = JSON.stringify(body);
    stubFetch(() => new Response(text, { headers: { 'Content-Type': 'application/json' } }));
    const result = await fetchView(conn, 'football_player_ratings', 'available_leagues');
    expect(result.rows).toEqual(body);
    expect(result.columns).toEqual(['app_id', 'app_title', 'country', 'extra']);
    // The body as sent, for the Raw JSON; read, it is the parsed body.
    expect(result.raw).toBe(text);
    expect(await readRaw(result.raw)).toEqual(body);
    expect(result.bytes).toBe(new TextEncoder().encode(text).byteLength);
    expect(result.bytes).toBeGreaterThan(text.length);
    expect(result.pages).toBe(1);
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    expect(result.reportedTotal).toBeNull();
    expect(result.incomplete).toBe(false);
  });

  it('works for a view the catalog does not list', async () => {
    stubFetch(() => json({ results: [{ a: { deep: true }, b: 2 }] }));
    const result = await fetchView(conn, 'mystery_hub', 'mystery_view', { x: 1 });
    expect(result.rows).toEqual([{ a: '{"deep":true}', b: 2 }]);
    expect(result.columns).toEqual(['a', 'b']);
  });

  it('is incomplete when the reported total exceeds the rows', async () => {
    stubFetch(() => json({ data: [{ a: 1 }, { a: 2 }], total: 5 }));
    const result = await fetchView(conn, 'h', 'v');
    expect(result).toMatchObject({ reportedTotal: 5, incomplete: true });
  });

  it('is complete when the total matches', async () => {
    stubFetch(() => json({ data: [{ a: 1 }, { a: 2 }], meta: { total: 2 } }));
    expect(await fetchView(conn, 'h', 'v')).toMatchObject({ reportedTotal: 2, incomplete: false });
  });

  it('is incomplete when the body names a cursor it cannot follow', async () => {
    stubFetch(() => json({ data: [{ a: 1 }], next: 'opaque-cursor' }));
    expect((await fetchView(conn, 'h', 'v')).incomplete).toBe(true);
  });

  it('reads X-Total-Count when the body reports no total', async () => {
    stubFetch(() => json([{ a: 1 }], { headers: { 'X-Total-Count': '40' } }));
    expect(await fetchView(conn, 'h', 'v')).toMatchObject({ reportedTotal: 40, incomplete: true });
  });
});

describe('next pages', () => {
  const base = `${API}/v1/data/views/h/v`;

  it('follows relative and absolute same-origin links, concatenating rows', async () => {
    const mock = stubFetch((url) => {
      if (url === base) return json({ data: [{ n: 1 }], next: '?page=2' });
      if (url === `${base}?page=2`)
        return json({ data: [{ n: 2, late: 'x' }], links: { next: `${base}?page=3` } });
      if (url === `${base}?page=3`) return json({ data: [{ n: 3 }], next: null, total: 3 });
      return new Response('nope', { status: 404 });
    });
    const result = await fetchView(conn, 'h', 'v');
    expect(result.rows).toEqual([{ n: 1 }, { n: 2, late: 'x' }, { n: 3 }]);
    expect(result.columns).toEqual(['n', 'late']);
    expect(result).toMatchObject({ pages: 3, incomplete: false, reportedTotal: 3, url: base });
    expect(Array.isArray(result.raw) && result.raw.length).toBe(3);
    expect(calledUrls(mock)).toEqual([base, `${base}?page=2`, `${base}?page=3`]);
    for (let i = 0; i < 3; i++) expect(headerOf(mock, i, 'authorization')).toBe(`Bearer ${KEY}`);
  });

  it('tells the first page of several once, before the rest arrives; a single page is not told', async () => {
    let releaseLast: () => void = () => undefined;
    const lastAsked = new Promise<void>((resolve) => (releaseLast = resolve));
    stubFetch(async (url) => {
      if (url === base) return json({ data: [{ n: 1 }, { n: 2 }], next: '?page=2' });
      if (url === `${base}?page=2`) return json({ data: [{ n: 3 }], next: '?page=3' });
      await lastAsked;
      return json({ data: [{ n: 4 }], next: null });
    });
    const told: unknown[][] = [];
    const result = fetchView(conn, 'h', 'v', {}, { onFirstRows: (rows) => told.push(rows) });
    await vi.waitFor(() => expect(told).toHaveLength(1), { timeout: 30_000 });
    expect(told[0]).toEqual([{ n: 1 }, { n: 2 }]);
    releaseLast();
    expect((await result).rows).toHaveLength(4);
    expect(told).toHaveLength(1);
    // The rows told are a copy: the response's own array grew after them.
    expect(told[0]).toHaveLength(2);

    stubFetch(() => json([{ n: 1 }]));
    const single: unknown[] = [];
    await fetchView(conn, 'h', 'v', {}, { onFirstRows: (rows) => single.push(rows) });
    expect(single).toEqual([]);
  });

  it('sums bytes over pages', async () => {
    const first = JSON.stringify({ data: [{ n: 1 }], next: '/v1/data/views/h/v?p=2' });
    const second = JSON.stringify({ data: [{ n: 2 }] });
    stubFetch((url) => new Response(url.endsWith('p=2') ? second : first));
    expect((await fetchView(conn, 'h', 'v')).bytes).toBe(first.length + second.length);
  });

  it('follows a path-relative link on the same origin when the origin is relative', async () => {
    const mock = stubFetch((url) =>
      url.includes('page=2')
        ? json([{ n: 2 }])
        : json({ rows: [{ n: 1 }], next: '/v1/data/views/h/v?page=2' }),
    );
    const result = await fetchView(sameOrigin, 'h', 'v');
    expect(result.rows).toHaveLength(2);
    expect(calledUrls(mock)).toEqual(['/v1/data/views/h/v', '/v1/data/views/h/v?page=2']);
  });

  it('follows a Link header', async () => {
    const mock = stubFetch((url) =>
      url.includes('page=2')
        ? json([{ n: 2 }])
        : json([{ n: 1 }], {
            headers: { Link: `<${base}?page=2>; rel="next", <${base}>; rel="first"` },
          }),
    );
    expect((await fetchView(conn, 'h', 'v')).rows).toHaveLength(2);
    expect(mock).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['another origin', 'https://evil.test/v1/data/views/h/v?page=2'],
    ['a protocol-relative link', '//evil.test/steal'],
    ['another port', 'https://api.test:8443/v1/data/views/h/v?page=2'],
    ['plain http', 'http://api.test/v1/data/views/h/v?page=2'],
  ])('does not follow %s, never sends the key there, and marks incomplete', async (_n, next) => {
    const mock = stubFetch(() => json({ data: [{ n: 1 }], next }));
    const result = await fetchView(conn, 'h', 'v');
    expect(result).toMatchObject({ pages: 1, incomplete: true, rows: [{ n: 1 }] });
    expect(calledUrls(mock)).toEqual([base]);
  });

  it.each([
    ['another view, absolute', 'https://api.test/v1/data/views/h/other?page=2'],
    ['another hub, relative', '/v1/data/views/g/v?page=2'],
    ['another view, relative to the path', 'other?page=2'],
    ['a path below the view', '/v1/data/views/h/v/more?page=2'],
  ])(
    'does not follow a link to %s, merging no rows of it, and marks incomplete',
    async (_n, next) => {
      const mock = stubFetch(() => json({ data: [{ n: 1 }], next }));
      const result = await fetchView(conn, 'h', 'v');
      expect(result).toMatchObject({ pages: 1, incomplete: true, rows: [{ n: 1 }] });
      expect(calledUrls(mock)).toEqual([base]);
    },
  );

  it('follows a link to the same view with a trailing slash or other params', async () => {
    const mock = stubFetch((url) =>
      url.includes('page=2')
        ? json([{ n: 2 }])
        : json({ data: [{ n: 1 }], next: `${base}/?page=2` }),
    );
    expect((await fetchView(conn, 'h', 'v')).rows).toHaveLength(2);
    expect(mock).toHaveBeenCalledTimes(2);
  });

  it('does not follow an absolute link away from a relative origin', async () => {
    const mock = stubFetch(() => json({ data: [{ n: 1 }], next: 'https://evil.test/x' }));
    expect((await fetchView(sameOrigin, 'h', 'v')).incomplete).toBe(true);
    expect(mock).toHaveBeenCalledTimes(1);
  });

  describe('behind the proxy (the app server announces its upstream)', () => {
    const UP = 'https://up.example:8443/svc';
    const announced = { 'X-Data-Views-Upstream': UP };
    const first = '/v1/data/views/h/v?date=2026-01-01';

    it.each([
      [
        'an absolute body link',
        { results: [{ n: 1 }], count: 2, next: `${UP}${first}&page=2` },
        {},
      ],
      [
        'a relative body link',
        { results: [{ n: 1 }], count: 2, next: '?date=2026-01-01&page=2' },
        {},
      ],
      [
        'an upstream-absolute path',
        { results: [{ n: 1 }], count: 2, next: `/svc${first}&page=2` },
        {},
      ],
      [
        'a Link header',
        [{ n: 1 }],
        { Link: `<${UP}${first}&page=2>; rel="next"`, 'X-Total-Count': '2' },
      ],
    ])('follows %s through the app origin, the key only there', async (_n, body, headers) => {
      const mock = stubFetch((url) =>
        url.endsWith('page=2')
          ? json([{ n: 2 }], { headers: announced })
          : json(body, { headers: { ...announced, ...headers } }),
      );
      const result = await fetchView(sameOrigin, 'h', 'v', { date: '2026-01-01' });
      expect(result).toMatchObject({ rows: [{ n: 1 }, { n: 2 }], incomplete: false, pages: 2 });
      expect(calledUrls(mock)).toEqual([first, `${first}&page=2`]);
      expect(headerOf(mock, 1, 'authorization')).toBe(`Bearer ${KEY}`);
    });

    it.each([
      ['another origin', 'https://evil.test/svc/v1/data/views/h/v?page=2'],
      ['the upstream host on another port', 'https://up.example/svc/v1/data/views/h/v?page=2'],
      ['a path outside the base', 'https://up.example:8443/other/v1/data/views/h/v?page=2'],
      ['a path under the base but outside the views', 'https://up.example:8443/svc/admin?page=2'],
      ['another view of the upstream', 'https://up.example:8443/svc/v1/data/views/h/w?page=2'],
      ['another view, upstream-absolute', '/svc/v1/data/views/g/v?page=2'],
    ])('leaves %s unfollowed and says the rows are incomplete', async (_n, next) => {
      const mock = stubFetch(() =>
        json({ results: [{ n: 1 }], count: 9, next }, { headers: announced }),
      );
      const result = await fetchView(sameOrigin, 'h', 'v');
      expect(result).toMatchObject({ pages: 1, incomplete: true, reportedTotal: 9 });
      expect(calledUrls(mock)).toHaveLength(1);
    });

    it('maps links by the announcement only for the same-origin API, never a direct one', () => {
      const home = 'https://app.test';
      const current = new URL(`${home}${first}`);
      const up = upstreamBaseOf(new Headers(announced));
      expect(up?.href).toBe(`${UP}`);
      expect(followableLink(`${UP}${first}&page=2`, current, home, up)?.href).toBe(
        `${home}${first}&page=2`,
      );
      expect(followableLink(`${UP}${first}&page=2`, current, home, null)).toBeNull();
      expect(
        upstreamBaseOf(new Headers({ 'X-Data-Views-Upstream': 'javascript:alert(1)' })),
      ).toBeNull();
    });

    it('ignores the announcement from a direct API origin', async () => {
      const mock = stubFetch(() =>
        json({ data: [{ n: 1 }], next: `${UP}/v1/data/views/h/v?page=2` }, { headers: announced }),
      );
      expect((await fetchView(conn, 'h', 'v')).incomplete).toBe(true);
      expect(mock).toHaveBeenCalledTimes(1);
    });
  });

  it('stops at a loop', async () => {
    const mock = stubFetch((url) =>
      url.endsWith('p=2')
        ? json({ data: [{ n: 2 }], next: base })
        : json({ data: [{ n: 1 }], next: '?p=2' }),
    );
    const result = await fetchView(conn, 'h', 'v');
    expect(result.rows).toEqual([{ n: 1 }, { n: 2 }]);
    expect(mock).toHaveBeenCalledTimes(2);
  });

  it('stops at the page cap and marks incomplete', async () => {
    let page = 0;
    const mock = stubFetch(() => {
      page += 1;
      return json({ data: [{ page }], next: `?p=${page + 1}` });
    });
    const result = await fetchView(conn, 'h', 'v', {}, { maxPages: 5 });
    expect(result).toMatchObject({ pages: 5, incomplete: true });
    expect(mock).toHaveBeenCalledTimes(5);
  });

  it('fails the whole fetch when a later page fails', async () => {
    stubFetch((url) =>
      url.endsWith('p=2') ? new Response('', { status: 500 }) : json({ data: [], next: '?p=2' }),
    );
    expect((await failure(fetchView(conn, 'h', 'v'))).kind).toBe('ServerError');
  });
});

describe('errors', () => {
  it.each([
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'NotFound'],
    [400, 'BadRequest'],
    [405, 'BadRequest'],
    [418, 'BadRequest'],
    [422, 'BadRequest'],
    [408, 'Timeout'],
    [429, 'RateLimited'],
    [500, 'ServerError'],
    [502, 'ServerError'],
    [503, 'ServerError'],
  ])('maps status %i to %s, keeping the status', async (status, kind) => {
    stubFetch(() => new Response('', { status }));
    const error = await failure(fetchView(conn, 'fighter_ratings', 'fighters_view'));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.view).toBe('fighter_ratings/fighters_view');
    expect(error.message).toContain('fighter_ratings/fighters_view');
  });

  it.each<[string, Response, string]>([
    ['message', json({ message: 'date is required' }, { status: 400 }), 'date is required'],
    ['error', json({ error: 'bad date' }, { status: 400 }), 'bad date'],
    ['error.message', json({ error: { code: 7, message: 'nested' } }, { status: 400 }), 'nested'],
    ['detail', json({ detail: 'from FastAPI' }, { status: 400 }), 'from FastAPI'],
    [
      'detail array',
      json({ detail: [{ msg: 'field required' }, { msg: 'bad int' }] }, { status: 400 }),
      'field required; bad int',
    ],
    ['plain text', new Response('  Missing\n parameter  ', { status: 400 }), 'Missing parameter'],
  ])('extracts the server message from %s', async (_name, response, message) => {
    stubFetch(() => response);
    const error = await failure(fetchView(conn, 'h', 'v'));
    expect(error.kind).toBe('BadRequest');
    expect(error.serverMessage).toBe(message);
    expect(error.message).toContain(message);
  });

  it('does not repeat a server message that only restates the summary', async () => {
    stubFetch(() =>
      json({ error: 'unauthorized', message: 'The API key was not accepted.' }, { status: 401 }),
    );
    const error = await failure(fetchView(conn, 'h', 'v'));
    expect(error.message.split('The API key was not accepted').length).toBe(2);
    expect(error.serverMessage).toBe('The API key was not accepted.');
  });

  it('ignores an HTML error page as a message', async () => {
    stubFetch(
      () =>
        new Response('<html><body>502 Bad Gateway</body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const error = await failure(fetchView(conn, 'h', 'v'));
    expect(error.kind).toBe('ServerError');
    expect(error.serverMessage).toBeUndefined();
  });

  it('truncates a long message to about 300 characters', async () => {
    stubFetch(() => json({ message: 'x'.repeat(5000) }, { status: 400 }));
    const error = await failure(fetchView(conn, 'h', 'v'));
    expect(error.serverMessage?.length).toBeLessThanOrEqual(300);
    expect(error.serverMessage?.endsWith('…')).toBe(true);
  });

  it('scrubs the key when the server echoes it, even at the truncation point', async () => {
    const echo = `invalid token ${KEY} (Bearer ${encodeURIComponent(KEY)})`;
    stubFetch(() => json({ message: echo }, { status: 401 }));
    const error = await failure(fetchView(conn, 'h', 'v'));
    expect(error.serverMessage).toContain('invalid token');
    expectNoKey(error);

    const padded = `${'y'.repeat(290)}${KEY}`;
    stubFetch(() => new Response(padded, { status: 400 }));
    const cut = await failure(fetchView(conn, 'h', 'v'));
    expectNoKey(cut);
    expect(cut.serverMessage).not.toContain(KEY.slice(0, 8));
  });

  it('reads Retry-After in seconds', async () => {
    stubFetch(() => new Response('slow down', { status: 429, headers: { 'Retry-After': '17' } }));
    const error = await failure(fetchView(conn, 'h', 'v'));
    expect(error).toMatchObject({ kind: 'RateLimited', retryAfterSeconds: 17, status: 429 });
  });

  it('reads Retry-After as an HTTP date', async () => {
    const at = new Date(Date.now() + 42_000).toUTCString();
    stubFetch(() => new Response('', { status: 429, headers: { 'Retry-After': at } }));
    const error = await failure(fetchView(conn, 'h', 'v'));
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(40);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(42);
  });

  it('parses Retry-After forms', () => {
    const now = Date.parse('2024-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Mon, 01 Jan 2024 00:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Sun, 31 Dec 2023 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('maps a fetch TypeError to NetworkError', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(fetchView(conn, 'h', 'v'));
    expect(error.kind).toBe('NetworkError');
    expect(error.isRetryable).toBe(true);
  });

  it.each<[string, Response]>([
    [
      'an HTML page',
      new Response('<!doctype html><html><body>app</body></html>', {
        headers: { 'Content-Type': 'text/html' },
      }),
    ],
    [
      'HTML with a JSON content type',
      new Response('<html></html>', { headers: { 'Content-Type': 'application/json' } }),
    ],
    [
      'JSON labelled text/html',
      new Response('[]', { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    ],
    [
      'text that is not JSON',
      new Response('rows: none', { headers: { 'Content-Type': 'text/plain' } }),
    ],
    [
      'truncated JSON',
      new Response('{"data": [', { headers: { 'Content-Type': 'application/json' } }),
    ],
    ['an empty body', new Response('', { status: 200 })],
    ['a JSON number', json(42)],
    ['an object without rows', json({ status: 'ok' })],
  ])('rejects %s as MalformedResponse naming the view', async (_name, response) => {
    stubFetch(() => response);
    const error = await failure(
      fetchView(conn, 'football_player_ratings', 'league_players', { app_id: 'x' }),
    );
    expect(error.kind).toBe('MalformedResponse');
    expect(error.message).toContain('football_player_ratings/league_players');
  });

  it('does not keep a JSON parser message that could quote the body', async () => {
    stubFetch(
      () => new Response(`not json ${KEY}`, { headers: { 'Content-Type': 'application/json' } }),
    );
    const error = await failure(fetchView(conn, 'h', 'v'));
    expect(error.kind).toBe('MalformedResponse');
    expectNoKey(error);
  });

  it('removes every form of a key from text', () => {
    expect(scrubSecret(`a ${KEY} b ${KEY}`, KEY)).toBe('a [key removed] b [key removed]');
    expect(scrubSecret('abc', '')).toBe('abc');
    // A removal that joins two halves into a new occurrence is removed again.
    expect(scrubSecret('xxyy', 'xy')).not.toContain('xy');
  });
});

describe('size and redirects', () => {
  function streamed(chunks: number, chunkBytes: number, pulled: { count: number }): Response {
    const chunk = new TextEncoder().encode(' '.repeat(chunkBytes - 2) + '[]');
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled.count++;
        if (pulled.count > chunks) controller.close();
        else controller.enqueue(chunk);
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'application/json' } });
  }

  it('stops reading past the byte limit and says how large is too large', async () => {
    const pulled = { count: 0 };
    stubFetch(() => streamed(10_000, 1024, pulled));
    const error = await failure(fetchView(conn, 'h', 'v', {}, { maxBytes: 5 * 1024 }));
    expect(error.kind).toBe('TooLarge');
    expect(error.message).toContain('The answer is larger than');
    expect(pulled.count).toBeLessThan(20);
    expect(error.isRetryable).toBe(false);
  });

  it('names the limit in megabytes, and refuses a declared length past it unread', async () => {
    const mock = stubFetch(
      () =>
        new Response('[]', {
          headers: { 'Content-Type': 'application/json', 'Content-Length': String(300 * 2 ** 20) },
        }),
    );
    const error = await failure(fetchView(conn, 'h', 'v', {}, { maxBytes: 150 * 2 ** 20 }));
    expect(error.message).toContain('The answer is larger than 150 MB');
    expect(mock).toHaveBeenCalledTimes(1);
  });

  it('counts the limit over all pages', async () => {
    stubFetch((url) =>
      json({
        data: [{ pad: 'x'.repeat(600) }],
        next: url.endsWith('p=3') ? null : `?p=${url.length}`,
      }),
    );
    expect((await failure(fetchView(conn, 'h', 'v', {}, { maxBytes: 1500 }))).kind).toBe(
      'TooLarge',
    );
  });

  function redirectedTo(target: string): Response {
    const response = json([{ n: 1 }]);
    Object.defineProperty(response, 'redirected', { value: true });
    Object.defineProperty(response, 'url', { value: target });
    return response;
  }

  it('refuses rows that a redirect fetched from another origin', async () => {
    stubFetch(() => redirectedTo('https://elsewhere.test/v1/data/views/h/v'));
    const error = await failure(fetchView(conn, 'h', 'v'));
    expect(error.kind).toBe('Redirected');
    expect(error.message).toContain('elsewhere.test');
    expectNoKey(error);
  });

  it('accepts a redirect within the API origin', async () => {
    stubFetch(() => redirectedTo(`${API}/v1/data/views/h/v/`));
    expect((await fetchView(conn, 'h', 'v')).rows).toEqual([{ n: 1 }]);
  });
});

describe('timeout and abort', () => {
  it('rejects with Timeout when no response comes in time', async () => {
    hangingFetch();
    const error = await failure(fetchView(conn, 'h', 'v', {}, { timeoutMs: 20 }));
    expect(error.kind).toBe('Timeout');
    expect(error.isRetryable).toBe(true);
  });

  it('times out after 30 seconds by default', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = failure(fetchView(conn, 'h', 'v'));
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).kind).toBe('Timeout');
  });

  it('times out while the body is still arriving', async () => {
    stubFetch((_url, init) => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('[{"a":'));
          init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(stream, { headers: { 'Content-Type': 'application/json' } });
    });
    expect((await failure(fetchView(conn, 'h', 'v', {}, { timeoutMs: 20 }))).kind).toBe('Timeout');
  });

  it('rejects with the caller’s abort, not a DataViewsError', async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = fetchView(conn, 'h', 'v', {}, { signal: controller.signal });
    controller.abort();
    const error: unknown = await pending.catch((e: unknown) => e);
    expect(isDataViewsError(error)).toBe(false);
    expect(error).toBe(controller.signal.reason);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('does not fetch when the signal is already aborted', async () => {
    const mock = hangingFetch();
    const controller = new AbortController();
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(fetchView(conn, 'h', 'v', {}, { signal: controller.signal })).rejects.toBe(
      controller.signal.reason,
    );
    expect(mock).not.toHaveBeenCalled();
  });

  it('clears its timer and listener after success', async () => {
    vi.useFakeTimers();
    stubFetch(() => json([]));
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    await fetchView(conn, 'h', 'v', {}, { signal: controller.signal });
    expect(vi.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalled();
  });
});

describe('any response (property)', () => {
  const contentTypes = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'text/html',
    '',
  );
  const bodies = fc.oneof(
    fc.string(),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc
      .array(fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue()), { maxLength: 5 })
      .map((rows) => JSON.stringify(rows)),
    fc.string().map((s) => JSON.stringify({ message: `${s}${KEY}${s}` })),
    fc.string().map((s) => `${s} ${KEY}`),
  );
  const statuses = fc.constantFrom(200, 200, 200, 400, 401, 404, 429, 500, 503);
  const views = fc.constantFrom(
    ['fighter_ratings', 'fighters_view'],
    ['football_player_ratings', 'player_ratings_history'],
    ['anything', 'else'],
  );

  it('resolves to scalar rows or rejects with a DataViewsError that never holds the key', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodies,
        contentTypes,
        statuses,
        views,
        async (body, type, status, [hub, view]) => {
          stubFetch(
            () => new Response(body, { status, headers: type ? { 'Content-Type': type } : {} }),
          );
          try {
            const result = await fetchView(conn, hub ?? '', view ?? '');
            for (const row of result.rows) {
              for (const value of Object.values(row)) {
                expect(
                  value === null ||
                    typeof value === 'string' ||
                    typeof value === 'boolean' ||
                    Number.isFinite(value),
                ).toBe(true);
              }
            }
            expect(status).toBe(200);
          } catch (error) {
            expect(isDataViewsError(error)).toBe(true);
            if (isDataViewsError(error)) expectNoKey(error);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
