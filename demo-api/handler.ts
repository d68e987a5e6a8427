// The demo Data Views API as one Fetch handler: the Vite plugin, MSW and e2e tests all call it.
import {
  catalog,
  findHub,
  findView,
  VIEW_PATH_PREFIX,
  type Catalog,
  type HubName,
  type Row,
  type RowOf,
  type ViewDef,
  type ViewName,
} from '../src/api/catalog.ts';
import { isIsoDate } from '../src/lib/date.ts';
import { FighterData } from './fighters.ts';
import { FootballData } from './football.ts';
import {
  isPagedShape,
  resolveDemoApiOptions,
  type DemoApiOptions,
  type DemoScale,
  type PositionStyle,
} from './options.ts';
import { AnswerCache, type CachedAnswer } from './answer-cache.ts';
import { bytesResponse, errorResponse, jsonResponse, shapeRows } from './respond.ts';
import { hashInts, Rng } from './random.ts';

export type DemoApiHandler = (request: Request) => Promise<Response>;

/** The path that tells the app's key form a demo API is answering, and which key it takes. */
export const DEMO_INFO_PATH = '/__demo-api';

interface DemoData {
  readonly fighters: FighterData;
  readonly football: FootballData;
}

// Shared by every handler of a scale: handlers are cheap to create, the data is not.
const dataByScale = new Map<string, DemoData>();

/**
 * The generators of a scale, as every handler uses them (tests read expected rows from them);
 * `extraDate`: with one more published fighters' date (the option of the same name).
 */
export function demoData(scale: DemoScale, extraDate = false): DemoData {
  const key = `${scale}|${extraDate}`;
  let data = dataByScale.get(key);
  if (!data) {
    const football = extraDate ? demoData(scale).football : new FootballData(scale);
    data = { fighters: new FighterData(scale, extraDate ? 1 : 0), football };
    dataByScale.set(key, data);
  }
  return data;
}

type ParamName<H extends HubName, V extends ViewName<H>> = Catalog[H]['views'][V] extends {
  params: readonly (infer P)[];
}
  ? P extends { name: infer N extends string }
    ? N
    : never
  : never;

type Resolver<H extends HubName, V extends ViewName<H>> = (
  params: Partial<Record<ParamName<H, V>, string>>,
  data: DemoData,
) => readonly RowOf<H, V>[];

/** Every view of the catalog must have a resolver: the type fails to check if one is missing. */
type Resolvers = { [H in HubName]: { [V in ViewName<H>]: Resolver<H, V> } };

type AnyResolver = (params: Record<string, string>, data: DemoData) => readonly Row[];

/** A 4xx the resolver decides on, beyond what the catalog's param types can say. */
class RequestProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly parameter?: string,
  ) {
    super(message);
  }
}

const resolvers: Resolvers = {
  fighter_ratings: {
    available_dates: (_params, data) => data.fighters.dates.map((d) => ({ update_date: d })),
    // A well-formed but unpublished date, or an unknown class, is an empty table, not an error.
    fighters_historical_view: (params, data) =>
      data.fighters.rowsAt(data.fighters.dateIndex(params.date ?? ''), params.weight_class),
    fighters_view: (_params, data) => data.fighters.latestRows(),
  },
  football_player_ratings: {
    available_leagues: (_params, data) => data.football.leagues(),
    league_players: (params, data) => {
      const appId = params.app_id ?? '';
      const rows = data.football.leaguePlayers(appId);
      if (!rows) {
        throw new RequestProblem(
          400,
          'bad_request',
          `Unknown app_id "${clip(appId)}": use a value of app_id from available_leagues.`,
          'app_id',
        );
      }
      return rows;
    },
    player_ratings_history: (params, data) => data.football.history(Number(params.player_id)),
  },
};

/** The usual codes for the demo's position words, for a service that writes codes. */
const POSITION_CODES: ReadonlyMap<unknown, string> = new Map([
  ['Goalkeeper', 'GK'],
  ['Defender', 'DF'],
  ['Midfielder', 'MF'],
  ['Forward', 'FW'],
]);

/** Rows with their `position` written in `style` (they are generated in words). */
function withPositionStyle(rows: readonly Row[], style: PositionStyle): readonly Row[] {
  if (style === 'words' || !rows.some((row) => 'position' in row)) return rows;
  return rows.map((row) => {
    const code = POSITION_CODES.get(row.position);
    return code === undefined ? row : { ...row, position: code };
  });
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** Checks the query against the view's params in the catalog; returns them by name, or throws. */
function readParams(view: ViewDef, query: URLSearchParams): Record<string, string> {
  const params: Record<string, string> = {};
  for (const param of view.params) {
    const raw = query.get(param.name);
    if (raw === null || raw === '') {
      if (param.required) {
        throw new RequestProblem(
          400,
          'bad_request',
          `Missing required parameter "${param.name}" (${param.type}): ${param.description}`,
          param.name,
        );
      }
      continue;
    }
    const ok =
      param.type === 'date'
        ? isIsoDate(raw)
        : param.type === 'integer'
          ? /^-?\d{1,15}$/.test(raw)
          : true;
    if (!ok) {
      const expected = param.type === 'date' ? 'a date written YYYY-MM-DD' : 'an integer';
      throw new RequestProblem(
        400,
        'bad_request',
        `Parameter "${param.name}" must be ${expected}; got "${clip(raw)}".`,
        param.name,
      );
    }
    params[param.name] = raw;
  }
  return params;
}

function readPage(query: URLSearchParams): number {
  const raw = query.get('page');
  if (raw === null) return 1;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw new RequestProblem(
      400,
      'bad_request',
      'Parameter "page" must be a positive integer.',
      'page',
    );
  }
  return Number(raw);
}

/** The bearer key of a request, or undefined when the header is missing or not a bearer. */
function bearerKey(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match?.[1]?.trim();
}

function methodNotAllowed(method: string): Response {
  return errorResponse(
    405,
    'method_not_allowed',
    `${clip(method)} is not supported: the Data Views API is read-only; use GET.`,
    { Allow: 'GET' },
  );
}

function notFound(message: string): Response {
  return errorResponse(404, 'not_found', message);
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds the handler. Each handler has its own outage sequence; all share the generated data. */
export function createDemoApiHandler(options: Partial<DemoApiOptions> = {}): DemoApiHandler {
  const settings = resolveDemoApiOptions(options);
  const outages = new Rng(hashInts(0x0e7a9e, Math.round(settings.errorRate * 1e6)));
  const answers = new AnswerCache(settings.answerCacheMB * 1024 * 1024);
  const encoder = new TextEncoder();

  async function serveView(request: Request, url: URL): Promise<Response> {
    const key = bearerKey(request);
    if (key === undefined) {
      return errorResponse(
        401,
        'unauthorized',
        'No API key was sent. Send the header "Authorization: Bearer <API key>".',
        { 'WWW-Authenticate': 'Bearer realm="data-views"' },
      );
    }
    if (key !== settings.apiKey) {
      return errorResponse(401, 'unauthorized', 'The API key was not accepted.', {
        'WWW-Authenticate': 'Bearer realm="data-views", error="invalid_token"',
      });
    }
    if (settings.errorRate > 0 && outages.next() < settings.errorRate) {
      return errorResponse(
        503,
        'unavailable',
        'The service is temporarily unavailable (a simulated outage). Retry in a moment.',
        { 'Retry-After': '1' },
      );
    }

    const rest = url.pathname.startsWith(VIEW_PATH_PREFIX)
      ? url.pathname.slice(VIEW_PATH_PREFIX.length).replace(/\/$/, '').split('/')
      : [];
    const [hubSegment, viewSegment] = rest;
    if (rest.length !== 2 || !hubSegment || !viewSegment) {
      return notFound('No such endpoint. Views are at /v1/data/views/{hub}/{view}.');
    }
    const hub = decodeSegment(hubSegment) ?? '';
    const viewName = decodeSegment(viewSegment) ?? '';
    // findHub indexes a plain object, so "constructor" would look like a hub; check own keys first.
    if (!Object.hasOwn(catalog, hub) || !findHub(hub)) {
      return notFound(`Unknown hub "${clip(hub)}".`);
    }
    const view = findView(hub, viewName);
    if (!view) return notFound(`Unknown view "${clip(viewName)}" in hub "${hub}".`);

    const params = readParams(view, url.searchParams);
    const page = isPagedShape(settings.shape) ? readPage(url.searchParams) : 1;
    const resolve = (resolvers as unknown as Record<string, Record<string, AnyResolver>>)[hub]?.[
      view.name
    ];
    if (!resolve) return notFound(`Unknown view "${clip(viewName)}" in hub "${hub}".`);
    const make = (): CachedAnswer => {
      const rows = withPositionStyle(
        resolve(params, demoData(settings.scale, settings.extraDate)),
        settings.positions,
      );
      const { body, headers } = shapeRows(settings.shape, rows, {
        url,
        basePath: settings.basePath,
        hub,
        view: view.name,
        columns: view.columns.map((c) => c.name),
        page,
        pageSize: settings.pageSize,
      });
      return { body: encoder.encode(JSON.stringify(body)), headers };
    };
    // The rows depend on the view and its params only; a paging shape's links also on the
    // request's origin (its Host) and whole query, so those are in its key.
    const answerKey = isPagedShape(settings.shape)
      ? `${hub}/${view.name} ${url.origin}${url.pathname}${url.search}`
      : `${hub}/${view.name} ${JSON.stringify(params)}`;
    const answer = answers.get(answerKey, make);
    return bytesResponse(200, answer.body, answer.headers, answers.has(answerKey));
  }

  return async (request) => {
    const url = new URL(request.url);
    if (settings.basePath !== '') {
      const { pathname } = url;
      if (!pathname.startsWith(`${settings.basePath}/`)) return notFound('No such endpoint.');
      url.pathname = pathname.slice(settings.basePath.length);
    }
    if (url.pathname === DEMO_INFO_PATH || url.pathname === `${DEMO_INFO_PATH}/`) {
      if (request.method !== 'GET') return methodNotAllowed(request.method);
      return jsonResponse(200, { demo: true, key: settings.apiKey });
    }
    if (!url.pathname.startsWith('/v1/')) return notFound('No such endpoint.');
    if (request.method !== 'GET') return methodNotAllowed(request.method);
    if (settings.latencyMs > 0) await sleep(settings.latencyMs);
    try {
      return await serveView(request, url);
    } catch (error) {
      if (error instanceof RequestProblem) {
        const extra: Record<string, string> = error.parameter ? { parameter: error.parameter } : {};
        return errorResponse(error.status, error.code, error.message, {}, extra);
      }
      return errorResponse(500, 'internal_error', 'The demo API failed to answer. Retry.');
    }
  };
}
