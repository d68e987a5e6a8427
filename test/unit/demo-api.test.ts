// @vitest-environment node
// The demo API's contract: catalog column order, auth, errors, headers, options, shapes, paging.
import { describe, expect, it, vi } from 'vitest';
import {
  catalog,
  columnNames,
  findView,
  hubNames,
  viewPath,
  type HubDef,
  type Row,
} from '../../src/api/catalog.ts';
import { createDemoApiHandler, type DemoApiHandler } from '../../demo-api/handler.ts';
import {
  DEFAULT_DEMO_API_OPTIONS,
  demoApiOptionsFromEnv,
  RESPONSE_SHAPES,
  type DemoApiOptions,
} from '../../demo-api/options.ts';

const ORIGIN = 'http://demo.test';
const AUTH = { Authorization: 'Bearer demo' };

const api = createDemoApiHandler();

function call(
  handler: DemoApiHandler,
  pathAndQuery: string,
  init: RequestInit = { headers: AUTH },
): Promise<Response> {
  return handler(new Request(new URL(pathAndQuery, ORIGIN), init));
}

function url(hub: string, view: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `${viewPath(hub, view)}${query ? `?${query}` : ''}`;
}

async function rows(
  hub: string,
  view: string,
  params: Record<string, string> = {},
  handler = api,
): Promise<Row[]> {
  const response = await call(handler, url(hub, view, params));
  expect(response.status).toBe(200);
  return (await response.json()) as Row[];
}

async function errorBody(response: Response): Promise<{ error: string; message: string }> {
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const body = (await response.json()) as { error: unknown; message: unknown };
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
  return body as { error: string; message: string };
}

const hubs = catalog as Readonly<Record<string, HubDef>>;
const allViews = hubNames.flatMap((hub) =>
  Object.keys(hubs[hub]?.views ?? {}).map((view) => ({ hub, view })),
);

/**
 * Valid parameters for a view, found the way a user would: a param with a `source` takes the first
 * value of that view; one without takes a value of a same-named column elsewhere in the hub.
 */
async function sampleParams(hub: string, view: string): Promise<Record<string, string>> {
  const params: Record<string, string> = {};
  for (const param of findView(hub, view)?.params ?? []) {
    if (!param.required) continue;
    const from =
      param.source ??
      Object.values(hubs[hub]?.views ?? {})
        .filter((v) => v.name !== view && v.columns.some((c) => c.name === param.name))
        .map((v) => ({ hub, view: v.name, column: param.name }))[0];
    if (!from) throw new Error(`no way to find a value for ${param.name}`);
    const [first] = await rows(from.hub, from.view, await sampleParams(from.hub, from.view));
    params[param.name] = String(first?.[from.column]);
  }
  return params;
}

describe('every view of the catalog', () => {
  it.each(allViews)('$hub/$view answers rows with the catalog columns, in order', async (v) => {
    const body = await rows(v.hub, v.view, await sampleParams(v.hub, v.view));
    expect(body.length).toBeGreaterThan(0);
    const expected = columnNames(v.hub, v.view);
    for (const row of body) expect(Object.keys(row)).toEqual(expected);
  });
});

describe('authentication', () => {
  const path = url('fighter_ratings', 'available_dates');

  it('refuses a request without a key with 401 and a JSON error', async () => {
    const response = await call(api, path, {});
    expect(response.status).toBe(401);
    expect((await errorBody(response)).error).toBe('unauthorized');
  });

  it('refuses a wrong key without echoing it', async () => {
    const response = await call(api, path, { headers: { Authorization: 'Bearer s3cret-guess' } });
    expect(response.status).toBe(401);
    const body = await errorBody(response);
    expect(body.error).toBe('unauthorized');
    expect(JSON.stringify(body)).not.toContain('s3cret-guess');
  });

  it('refuses a key sent without the Bearer scheme', async () => {
    const response = await call(api, path, { headers: { Authorization: 'demo' } });
    expect(response.status).toBe(401);
  });

  it('accepts the demo key', async () => {
    expect((await call(api, path)).status).toBe(200);
  });

  it('accepts DEMO_API_KEY instead of the demo key when set', async () => {
    const custom = createDemoApiHandler(demoApiOptionsFromEnv({ DEMO_API_KEY: 'k-123' }));
    expect((await call(custom, path, { headers: { Authorization: 'Bearer k-123' } })).status).toBe(
      200,
    );
    expect((await call(custom, path)).status).toBe(401);
    const info = await call(custom, '/__demo-api', {});
    expect(await info.json()).toEqual({ demo: true, key: 'k-123' });
  });

  it('tells the key form, keyless, that the demo answers and which key it takes', async () => {
    const response = await call(api, '/__demo-api', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ demo: true, key: 'demo' });
  });
});

describe('positions', () => {
  it('are written as codes when asked, the rest of each row unchanged', async () => {
    const params = { player_id: '100001' };
    const hub = 'football_player_ratings';
    const words = await rows(hub, 'player_ratings_history', params);
    const codes = await rows(
      hub,
      'player_ratings_history',
      params,
      createDemoApiHandler({ positions: 'codes' }),
    );
    const code = { Goalkeeper: 'GK', Defender: 'DF', Midfielder: 'MF', Forward: 'FW' };
    expect(words.length).toBeGreaterThan(0);
    expect(codes).toEqual(
      words.map((row) => ({ ...row, position: code[row.position as keyof typeof code] })),
    );
  });
});

describe('errors', () => {
  const historical = ['fighter_ratings', 'fighters_historical_view'] as const;
  const history = ['football_player_ratings', 'player_ratings_history'] as const;
  const leaguePlayers = ['football_player_ratings', 'league_players'] as const;

  it.each([
    ['a missing date', historical, {}],
    ['a date not written YYYY-MM-DD', historical, { date: '01/11/2026' }],
    ['an impossible date', historical, { date: '2026-02-30' }],
    ['a missing player_id', history, {}],
    ['a player_id that is not an integer', history, { player_id: 'abc' }],
    ['a fractional player_id', history, { player_id: '1.5' }],
    ['a missing app_id', leaguePlayers, {}],
    ['an unknown app_id', leaguePlayers, { app_id: 'xyz-9' }],
  ] as const)('answers 400 with a message for %s', async (_label, [hub, view], params) => {
    const response = await call(api, url(hub, view, params));
    expect(response.status).toBe(400);
    const body = await errorBody(response);
    expect(body.error).toBe('bad_request');
    expect(body.message.length).toBeGreaterThan(10);
  });

  it.each([
    ['a well-formed date that was never published', historical, { date: '2026-11-02' }],
    ['an unknown weight class', historical, { date: '2026-11-01', weight_class: 'NOPE' }],
    ['an unknown player id', history, { player_id: '42' }],
  ] as const)('answers 200 with no rows for %s', async (_label, [hub, view], params) => {
    expect(await rows(hub, view, params)).toEqual([]);
  });

  it.each([
    ['an unknown hub', url('no_such_hub', 'available_dates')],
    ['an unknown view', url('fighter_ratings', 'no_such_view')],
    ['a path outside the views', '/v1/data/other'],
    ['a hub named like an Object property', url('constructor', 'name')],
    ['a view named like an Object property', url('fighter_ratings', 'toString')],
  ])('answers 404 with a JSON error for %s', async (_label, path) => {
    const response = await call(api, path);
    expect(response.status).toBe(404);
    expect((await errorBody(response)).error).toBe('not_found');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 and Allow: GET', async (m) => {
    const response = await call(api, url('fighter_ratings', 'available_dates'), {
      method: m,
      headers: AUTH,
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect((await errorBody(response)).error).toBe('method_not_allowed');
  });
});

describe('headers', () => {
  it('marks every response as uncached JSON', async () => {
    for (const response of [
      await call(api, url('fighter_ratings', 'available_dates')),
      await call(api, url('fighter_ratings', 'available_dates'), {}),
      await call(api, '/__demo-api', {}),
    ]) {
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('determinism', () => {
  it('gives identical bodies from two independently loaded copies of the demo API', async () => {
    const paths = [
      url('fighter_ratings', 'fighters_historical_view', { date: '2021-06-01' }),
      url('fighter_ratings', 'fighters_view'),
      url('football_player_ratings', 'league_players', { app_id: 'ita-1' }),
      url('football_player_ratings', 'player_ratings_history', { player_id: '104321' }),
    ];
    const bodies = async (): Promise<string[]> => {
      // A fresh module graph means fresh caches: both copies generate everything from scratch.
      vi.resetModules();
      const fresh = await import('../../demo-api/handler.ts');
      const handler = fresh.createDemoApiHandler();
      return Promise.all(paths.map(async (p) => (await call(handler, p)).text()));
    };
    const [first, second] = [await bodies(), await bodies()];
    expect(second).toEqual(first);
    expect(first.every((b) => b.length > 100)).toBe(true);
  });
});

describe('options', () => {
  it('defaults every setting when the environment sets none', () => {
    expect(demoApiOptionsFromEnv({})).toEqual(DEFAULT_DEMO_API_OPTIONS);
    expect(DEFAULT_DEMO_API_OPTIONS).toMatchObject({
      scale: 'normal',
      shape: 'array',
      latencyMs: 0,
      errorRate: 0,
      apiKey: 'demo',
    });
  });

  it('reads every DEMO_API_* variable', () => {
    expect(
      demoApiOptionsFromEnv({
        DEMO_API_SCALE: 'large',
        DEMO_API_SHAPE: 'paged',
        DEMO_API_LATENCY_MS: '250',
        DEMO_API_ERROR_RATE: '0.1',
        DEMO_API_PAGE_SIZE: '200',
        DEMO_API_KEY: 'abc',
        DEMO_API_BASE_PATH: '/svc/',
        DEMO_API_CACHE_MB: '0',
        DEMO_EXTRA_DATE: '1',
        DEMO_API_POSITIONS: 'codes',
      }),
    ).toEqual({
      scale: 'large',
      shape: 'paged',
      latencyMs: 250,
      errorRate: 0.1,
      pageSize: 200,
      apiKey: 'abc',
      basePath: '/svc',
      answerCacheMB: 0,
      extraDate: true,
      positions: 'codes',
    } satisfies DemoApiOptions);
  });

  it.each([
    [{ DEMO_API_SCALE: 'huge' }, 'DEMO_API_SCALE'],
    [{ DEMO_EXTRA_DATE: 'yes' }, 'DEMO_EXTRA_DATE'],
    [{ DEMO_API_SHAPE: 'xml' }, 'DEMO_API_SHAPE'],
    [{ DEMO_API_ERROR_RATE: '2' }, 'errorRate'],
    [{ DEMO_API_LATENCY_MS: 'slow' }, 'DEMO_API_LATENCY_MS'],
    [{ DEMO_API_BASE_PATH: '/../x' }, 'basePath'],
    [{ DEMO_API_CACHE_MB: '-1' }, 'answerCacheMB'],
    [{ DEMO_API_POSITIONS: 'Midfielder' }, 'DEMO_API_POSITIONS'],
  ])('rejects invalid settings, naming them: %o', (env, name) => {
    expect(() => demoApiOptionsFromEnv(env)).toThrow(name);
  });

  it('delays each response by DEMO_API_LATENCY_MS', async () => {
    const slow = createDemoApiHandler({ latencyMs: 60 });
    const started = performance.now();
    await call(slow, url('fighter_ratings', 'available_dates'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('answers a repeatable fraction of requests 503 for DEMO_API_ERROR_RATE', async () => {
    const statuses = async (): Promise<number[]> => {
      const flaky = createDemoApiHandler({ errorRate: 0.3 });
      const out: number[] = [];
      for (let i = 0; i < 60; i++) {
        out.push((await call(flaky, url('football_player_ratings', 'available_leagues'))).status);
      }
      return out;
    };
    const first = await statuses();
    expect(await statuses()).toEqual(first);
    const failures = first.filter((s) => s === 503).length;
    expect(failures).toBeGreaterThan(6);
    expect(failures).toBeLessThan(36);
    expect(first.filter((s) => s === 200).length).toBe(60 - failures);

    const down = createDemoApiHandler({ errorRate: 1 });
    const response = await call(down, url('football_player_ratings', 'available_leagues'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect((await errorBody(response)).error).toBe('unavailable');
    expect((await call(down, '/__demo-api', {})).status).toBe(200);
  });
});

/** Turns any shape back into row objects, the way a tolerant client would. */
async function rowsOfShape(handler: DemoApiHandler, path: string): Promise<Row[]> {
  const body: unknown = await (await call(handler, path)).json();
  if (Array.isArray(body)) return body as Row[];
  const b = body as Record<string, unknown>;
  if (Array.isArray(b.columns) && Array.isArray(b.rows)) {
    const names = b.columns as string[];
    return (b.rows as unknown[][]).map((cells) =>
      Object.fromEntries(names.map((n, i) => [n, cells[i]])),
    ) as Row[];
  }
  if (b.result && typeof b.result === 'object') return (b.result as { rows: Row[] }).rows;
  if (Array.isArray(b.results)) return b.results as Row[];
  return b.data as Row[];
}

describe('response shapes', () => {
  const path = url('fighter_ratings', 'fighters_historical_view', {
    date: '2024-03-01',
    weight_class: 'LW',
  });

  it.each(RESPONSE_SHAPES)(
    'the %s shape carries the same rows as the bare array',
    async (shape) => {
      const expected = await rows('fighter_ratings', 'fighters_historical_view', {
        date: '2024-03-01',
        weight_class: 'LW',
      });
      const handler = createDemoApiHandler({ shape, pageSize: 100_000 });
      expect(await rowsOfShape(handler, path)).toEqual(expected);
    },
  );

  it('wraps as { data, total }, { result: { rows }, meta } and { columns, rows }', async () => {
    const wrapped = (await (
      await call(createDemoApiHandler({ shape: 'wrapped' }), path)
    ).json()) as {
      data: unknown[];
      total: number;
    };
    expect(wrapped.total).toBe(wrapped.data.length);
    const nested = (await (await call(createDemoApiHandler({ shape: 'nested' }), path)).json()) as {
      result: { rows: unknown[] };
      meta: Record<string, unknown>;
    };
    expect(nested.meta).toMatchObject({ row_count: nested.result.rows.length });
    const columnar = (await (
      await call(createDemoApiHandler({ shape: 'columnar' }), path)
    ).json()) as { columns: string[]; rows: unknown[][] };
    expect(columnar.columns).toEqual(columnNames('fighter_ratings', 'fighters_historical_view'));
    expect(columnar.rows.every((r) => r.length === columnar.columns.length)).toBe(true);
  });

  interface DrfPage {
    count: number;
    next: string | null;
    previous: string | null;
    results: Row[];
  }

  it('pages as Django REST framework does: absolute next links from the Host, until every row is seen', async () => {
    const expected = await rows('fighter_ratings', 'fighters_view');
    const paged = createDemoApiHandler({ shape: 'paged', pageSize: 500 });
    const seen: Row[] = [];
    let next: string | null = url('fighter_ratings', 'fighters_view');
    let pages = 0;
    while (next !== null) {
      const body = (await (await call(paged, next)).json()) as DrfPage;
      expect(body.results.length).toBeLessThanOrEqual(500);
      expect(body.count).toBe(expected.length);
      seen.push(...body.results);
      if (body.next !== null) {
        expect(
          body.next.startsWith(`${ORIGIN}${viewPath('fighter_ratings', 'fighters_view')}?`),
        ).toBe(true);
      }
      expect(body.previous === null).toBe(pages === 0);
      next = body.next;
      pages++;
    }
    expect(pages).toBe(Math.ceil(expected.length / 500));
    expect(seen).toEqual(expected);
  });

  it('pages with a Link header and X-Total-Count, each page a bare array', async () => {
    const expected = await rows('fighter_ratings', 'fighters_view');
    const linked = createDemoApiHandler({ shape: 'link', pageSize: 700 });
    const seen: Row[] = [];
    let next: string | null = url('fighter_ratings', 'fighters_view');
    while (next !== null) {
      const response = await call(linked, next);
      expect(response.headers.get('x-total-count')).toBe(String(expected.length));
      seen.push(...((await response.json()) as Row[]));
      const link = response.headers.get('link') ?? '';
      expect(link).toContain('rel="first"');
      next = /<([^>]+)>; rel="next"/.exec(link)?.[1] ?? null;
      if (next !== null) expect(next.startsWith(`${ORIGIN}/v1/`)).toBe(true);
    }
    expect(seen).toEqual(expected);
  });

  it('serves under a base path, keeping it on paging links', async () => {
    const based = createDemoApiHandler({ shape: 'paged', pageSize: 100, basePath: '/svc' });
    expect((await call(based, url('fighter_ratings', 'fighters_view'))).status).toBe(404);
    const response = await call(based, `/svc${url('fighter_ratings', 'fighters_view')}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as DrfPage;
    expect(body.next).toBe(`${ORIGIN}/svc${url('fighter_ratings', 'fighters_view')}?page=2`);
  });

  it('keeps the other parameters on the next link, and refuses a bad page number', async () => {
    const paged = createDemoApiHandler({ shape: 'paged', pageSize: 50 });
    const body = (await (await call(paged, path)).json()) as DrfPage;
    const next = new URL(body.next ?? '');
    expect(next.searchParams.get('date')).toBe('2024-03-01');
    expect(next.searchParams.get('weight_class')).toBe('LW');
    expect(next.searchParams.get('page')).toBe('2');
    expect((await call(paged, `${path}&page=0`)).status).toBe(400);
    const beyond = (await (await call(paged, `${path}&page=999`)).json()) as DrfPage;
    expect(beyond).toMatchObject({ results: [], next: null });
  });
});

describe('the extra published date (DEMO_EXTRA_DATE)', () => {
  it('publishes 2026-12-01 after the usual dates and leaves the earlier dates as they were', async () => {
    const usual = createDemoApiHandler();
    const extra = createDemoApiHandler({ extraDate: true });
    const get = async (handle: typeof usual, path: string) => {
      const response = await handle(
        new Request(`http://demo.test/v1/data/views/fighter_ratings/${path}`, {
          headers: { Authorization: 'Bearer demo' },
        }),
      );
      return (await response.json()) as { update_date: string }[];
    };
    const usualDates = await get(usual, 'available_dates');
    const extraDates = await get(extra, 'available_dates');
    expect(usualDates.at(-1)?.update_date).toBe('2026-11-01');
    expect(extraDates.map((d) => d.update_date)).toEqual([
      ...usualDates.map((d) => d.update_date),
      '2026-12-01',
    ]);
    const latest = await get(extra, 'fighters_view');
    expect(latest[0]?.update_date).toBe('2026-12-01');
    const path = 'fighters_historical_view?date=2026-11-01&weight_class=HW';
    expect(await get(extra, path)).toEqual(await get(usual, path));
  });
});
