// The Vite plugin: serves the demo Data Views API in dev and preview, or proxies /v1/* upstream.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Logger, Plugin } from 'vite';
import { createDemoApiHandler, DEMO_INFO_PATH } from './handler.ts';
import { demoApiOptionsFromEnv, describeDemoApiOptions } from './options.ts';

type Env = Record<string, string | undefined>;

const PROXY_TIMEOUT_MS = 120_000;
/** The only request headers a proxied call carries: the credential and the wanted format. */
const FORWARDED_REQUEST_HEADERS = ['authorization', 'accept'] as const;
const RETURNED_RESPONSE_HEADERS = ['content-type', 'retry-after'] as const;

export interface DataViewsMiddleware {
  readonly handle: Connect.NextHandleFunction;
  /** What the middleware does, for the start-up log line; never contains a key. */
  readonly description: string;
}

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/v1/') || path === DEMO_INFO_PATH || path === `${DEMO_INFO_PATH}/`;
}

function isDemoInfoPath(url: string): boolean {
  return !url.startsWith('/v1/');
}

function sendJson(res: ServerResponse, status: number, body: unknown, allow?: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (allow) res.setHeader('Allow', allow);
  res.end(JSON.stringify(body));
}

/** Resolves once the socket can take more, or is gone (then writing stops). */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** Streams a Fetch body into a Node response, respecting back-pressure. */
async function pipeBody(
  body: ReadableStream<Uint8Array> | null,
  res: ServerResponse,
): Promise<void> {
  if (!body) {
    res.end();
    return;
  }
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      if (!res.write(value)) await drained(res);
    }
    res.end();
  } finally {
    reader.releaseLock();
  }
}

function toFetchRequest(req: IncomingMessage): Request {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  } catch {
    url = new URL(req.url ?? '/', 'http://localhost');
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers are not headers a Fetch Request may hold.
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The demo API reads no body (every non-GET is a 405), so the body is not forwarded.
  return new Request(url, { method: req.method ?? 'GET', headers });
}

function demoMiddleware(env: Env): DataViewsMiddleware {
  const options = demoApiOptionsFromEnv(env);
  const handler = createDemoApiHandler(options);
  const handle: Connect.NextHandleFunction = (req, res, next) => {
    const url = req.url ?? '/';
    if (!isApiPath(url)) {
      next();
      return;
    }
    let request: Request;
    try {
      request = toFetchRequest(req);
    } catch {
      // Fetch refuses methods such as CONNECT or TRACE outright.
      sendJson(res, 405, { error: 'method_not_allowed', message: 'Use GET.' }, 'GET');
      return;
    }
    handler(request)
      .then((response) => {
        res.statusCode = response.status;
        response.headers.forEach((value, name) => res.setHeader(name, value));
        return pipeBody(response.body, res);
      })
      .catch((error: unknown) => next(error));
  };
  return { handle, description: `demo API at /v1/data/views (${describeDemoApiOptions(options)})` };
}

function proxyMiddleware(upstreamSetting: string): DataViewsMiddleware {
  let upstream: URL;
  try {
    upstream = new URL(upstreamSetting);
  } catch {
    throw new Error('DATA_VIEWS_UPSTREAM must be an absolute http(s) URL.');
  }
  if (upstream.protocol !== 'http:' && upstream.protocol !== 'https:') {
    throw new Error('DATA_VIEWS_UPSTREAM must be an absolute http(s) URL.');
  }
  if (upstream.username || upstream.password) {
    throw new Error(
      'DATA_VIEWS_UPSTREAM must not contain credentials; the key comes from the user.',
    );
  }
  const base = `${upstream.origin}${upstream.pathname.replace(/\/+$/, '')}`;

  const forward = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      sendJson(res, 405, { error: 'method_not_allowed', message: 'Use GET.' }, 'GET');
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const aborted = new AbortController();
    const onClose = (): void => {
      if (!res.writableFinished) aborted.abort();
    };
    res.on('close', onClose);
    let upstreamResponse: Response;
    try {
      upstreamResponse = await fetch(`${base}${req.url ?? '/'}`, {
        method,
        headers,
        // Following a redirect could carry the key somewhere nobody configured.
        redirect: 'error',
        signal: AbortSignal.any([aborted.signal, AbortSignal.timeout(PROXY_TIMEOUT_MS)]),
      });
    } catch {
      res.off('close', onClose);
      if (aborted.signal.aborted) return;
      sendJson(res, 502, {
        error: 'bad_gateway',
        message: 'The Data Views API upstream could not be reached. Retry in a moment.',
      });
      return;
    }
    res.statusCode = upstreamResponse.status;
    for (const name of RETURNED_RESPONSE_HEADERS) {
      const value = upstreamResponse.headers.get(name);
      if (value !== null) res.setHeader(name, value);
    }
    try {
      await pipeBody(upstreamResponse.body, res);
    } catch {
      // The upstream or the browser went away mid-body; headers are out, so just cut the line.
      res.destroy();
    } finally {
      res.off('close', onClose);
    }
  };

  const handle: Connect.NextHandleFunction = (req, res, next) => {
    const url = req.url ?? '/';
    if (!isApiPath(url)) {
      next();
      return;
    }
    if (isDemoInfoPath(url)) {
      sendJson(res, 404, {
        error: 'not_found',
        message: 'No demo API here: a real upstream answers.',
      });
      return;
    }
    forward(req, res).catch((error: unknown) => next(error));
  };
  return { handle, description: `proxy /v1/* to ${upstream.origin}` };
}

/**
 * The middleware for `/v1/*` and `/__demo-api`: the demo API, or a proxy when DATA_VIEWS_UPSTREAM
 * is set. Throws on invalid settings so a typo stops the server instead of confusing a demo.
 */
export function createDataViewsMiddleware(env: Env = process.env): DataViewsMiddleware {
  const upstream = env.DATA_VIEWS_UPSTREAM?.trim();
  return upstream ? proxyMiddleware(upstream) : demoMiddleware(env);
}

function install(middlewares: Connect.Server, logger: Logger, env: Env): void {
  const { handle, description } = createDataViewsMiddleware(env);
  middlewares.use(handle);
  logger.info(`  Data Views API: ${description}`);
}

/** Serves the API on the app's own origin in `vite` and `vite preview`, so the app always runs. */
export function dataViewsApi(env: Env = process.env): Plugin {
  return {
    name: 'data-views-api',
    configureServer(server) {
      // Vitest starts a Vite server too; tests reach the handler through MSW instead.
      if (env.VITEST) return;
      install(server.middlewares, server.config.logger, env);
    },
    configurePreviewServer(server) {
      install(server.middlewares, server.config.logger, env);
    },
  };
}
