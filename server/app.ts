// The production server: the built app with security headers, compression, caching and the `/v1` API.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { answerFrameworkError, isApiPath } from './api-answers.ts';
import { registerDataViewsApi, type ApiSettings } from './api.ts';
import { compressionSettingsFromEnv, pickEncoding, registerCompression } from './compression.ts';
import { pagePreloads } from './page-preloads.ts';
import { pathOnly, queryFreeLogger, withoutQueries } from './log-safety.ts';
import {
  acceptEveryMethod,
  answerClientError,
  answerConnect,
  answerStopping,
  isAllowedMethod,
  refuseMethod,
} from './protocol-answers.ts';
import { securityHeaders } from './security-headers.ts';
import { trustProxyFromEnv } from './trust-proxy.ts';

type Env = Readonly<Record<string, string | undefined>>;

export interface ServerOptions {
  /** The built app (`vite build`'s outDir). */
  readonly distDir: string;
  readonly env?: Env;
  /** Fastify's logger setting: an access log line per request when on. */
  readonly logger?: FastifyServerOptions['logger'];
}

export interface DataViewsServer {
  readonly app: FastifyInstance;
  readonly api: ApiSettings;
}

/**
 * Hashed build output never changes under its name; pages are never kept (after a deploy they
 * would point at assets that are gone); other files for an hour. A built file's brotli or gzip
 * copy (`index.html.br`) is cached as the file it encodes.
 */
export function cacheControlFor(urlPath: string): string {
  const path = urlPath.replace(/\.(?:br|gz)$/, '');
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path === '/' || path.endsWith('.html')) return 'no-store';
  return 'public, max-age=3600';
}

/**
 * Whether a not-found request is a page of the app (a client route): any page a browser asks
 * for, a last segment with a dot included (`/football/leagues/eng.1`), but not a missing asset or
 * an API call.
 */
export function isAppRoute(method: string, path: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isApiPath(path) || path.startsWith('/assets/')) return false;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/** Builds the server (not listening yet). Throws when `distDir` holds no build. */
export async function createServer(options: ServerOptions): Promise<DataViewsServer> {
  const env = options.env ?? process.env;
  const root = resolve(options.distDir);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No built app in ${root}: run "npm run build" first.`);
  }
  const headers = securityHeaders(env);
  const app = Fastify({
    frameworkErrors: answerFrameworkError(headers),
    // A request Node's parser rejects (bad framing, 431, an unknown method) gets the headers too.
    clientErrorHandler: answerClientError(headers),
    // Whatever writes to it, the log never holds a query string (server/log-safety.ts).
    logger: queryFreeLogger(options.logger ?? false),
    // One access line per answer (below) instead of Fastify's two, and never the query string.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    // Its own 503 while stopping is written bare: the hook below writes one with the headers.
    return503OnClosing: false,
  });
  acceptEveryMethod(app);
  app.server.on('connect', answerConnect(headers));

  // Before anything else: the headers, and a 405 for any method but GET and HEAD, on every path
  // (a route, a built file, an app route or none), before a body could be read.
  // While stopping, a request on a kept-alive connection is a 503 (the load balancer retries
  // elsewhere); Fastify marks it Connection: close.
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.headers(headers);
    if (!isAllowedMethod(request.method)) {
      refuseMethod(request, reply);
      return reply;
    }
    if (stopping) {
      answerStopping(request, reply);
      return reply;
    }
    return undefined;
  });
  app.addHook('onResponse', async (request, reply) => {
    // Method, path without query, status and time: never a header, so never the Authorization key.
    request.log.info(
      {
        method: request.method,
        path: pathOnly(request.raw.url ?? '/'),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  app.addHook('onError', async (request, _reply, error) => {
    request.log.error(
      { path: pathOnly(request.raw.url ?? '/'), err: withoutQueries(error.message) },
      'error',
    );
  });

  await registerCompression(app, compressionSettingsFromEnv(env));

  const api = await registerDataViewsApi(app, env);

  app.get('/healthz', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // One route per built file, found at start-up; anything else falls to the handler below.
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each file (build/precompress.ts): sent as they are to a
    // client that accepts them, the rest compressed on the fly or sent plain.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = filePath.slice(root.length).replaceAll('\\', '/');
      void reply.header('Cache-Control', cacheControlFor(relative));
    },
  });

  const preloads = pagePreloads(root, env);
  app.setNotFoundHandler((request, reply) => {
    const path = pathOnly(request.raw.url ?? '/');
    if (isAppRoute(request.method, path, request.headers.accept)) {
      void reply.header('Cache-Control', 'no-store');
      if (!preloads) {
        void reply.sendFile('index.html');
        return;
      }
      const encoding = pickEncoding(request.headers['accept-encoding']);
      void reply.header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      if (encoding) void reply.header('Content-Encoding', encoding);
      void reply.send(preloads.page(path)[encoding ?? 'identity']);
      return;
    }
    void reply
      .code(404)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Not found');
  });

  return { app, api };
}
