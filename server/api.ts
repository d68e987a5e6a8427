// The one `/v1` handling of every server: the bundled demo API, or a proxy to DATA_VIEWS_UPSTREAM.
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isViewName, UPSTREAM_HEADER } from '../src/api/catalog.ts';
import { createDemoApiHandler, DEMO_INFO_PATH } from '../demo-api/handler.ts';
import { demoApiOptionsFromEnv, describeDemoApiOptions } from '../demo-api/options.ts';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.ts';

type Env = Readonly<Record<string, string | undefined>>;

const PROXY_TIMEOUT_MS = 120_000;
/** The only request headers a proxied call carries: the credential and the wanted format. */
const FORWARDED_REQUEST_HEADERS = ['authorization', 'accept'] as const;
/** The only upstream headers passed back: never Set-Cookie, nor anything about the upstream's host. */
const RETURNED_RESPONSE_HEADERS = [
  'content-type',
  'retry-after',
  'link',
  'x-total-count',
  'www-authenticate',
] as const;

export interface ApiSettings {
  /** What `/v1` does, for the start-up log line; never contains a key. */
  readonly description: string;
  /** The upstream base URL when proxying, else null. */
  readonly upstream: string | null;
}

/** A view request's path, split from its query; null for any other path, or a walk out of it. */
export function confineViewPath(rawUrl: string): { path: string; search: string } | null {
  const q = rawUrl.indexOf('?');
  const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const search = q < 0 ? '' : rawUrl.slice(q);
  // Raw, undecoded segments: `%2e%2e`, `%2f` and friends hold a `%`, which no name may.
  const match = /^\/v1\/data\/views\/([^/]+)\/([^/]+)\/?$/.exec(path);
  if (!match || !isViewName(match[1] ?? '') || !isViewName(match[2] ?? '')) return null;
  return { path: `/v1/data/views/${match[1]}/${match[2]}`, search };
}

/** The upstream base: an absolute http(s) URL with no credentials, query or fragment. */
export function parseUpstream(setting: string): URL {
  let upstream: URL;
  try {
    upstream = new URL(setting);
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
  if (upstream.search || upstream.hash) {
    throw new Error('DATA_VIEWS_UPSTREAM must not have a query or fragment.');
  }
  return upstream;
}

function sendError(reply: FastifyReply, status: number, error: string, message: string): void {
  void reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ error, message });
}

function refusePath(reply: FastifyReply): void {
  sendError(
    reply,
    400,
    'bad_request',
    'Only /v1/data/views/{hub}/{view} is served, with names of letters, digits, _ and -.',
  );
}

function refuseMethod(reply: FastifyReply): void {
  void reply.header('Allow', 'GET');
  sendError(reply, 405, 'method_not_allowed', 'The Data Views API is read-only; use GET.');
}

async function registerDemo(app: FastifyInstance, env: Env): Promise<ApiSettings> {
  const options = demoApiOptionsFromEnv(env);
  const handler = createDemoApiHandler(options);
  const answer = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await sendFetchResponse(reply, await handler(toFetchRequest(request)));
  };
  app.all(DEMO_INFO_PATH, answer);
  app.all('/v1/*', async (request, reply) => {
    if (request.method === 'GET' && !confineViewPath(request.raw.url ?? '')) {
      refusePath(reply);
      return;
    }
    await answer(request, reply);
  });
  return {
    description: `demo API at /v1/data/views (${describeDemoApiOptions(options)})`,
    upstream: null,
  };
}

async function registerProxy(app: FastifyInstance, setting: string): Promise<ApiSettings> {
  const upstream = parseUpstream(setting);
  // Without its trailing slash, so `${base}/v1/...` is the path to ask for ('' at the root).
  const base = upstream.pathname.replace(/\/+$/, '');
  const announced = `${upstream.origin}${base}`;
  await app.register(replyFrom, {
    base: upstream.origin,
    // The client retries what is worth retrying (with Retry-After); a second layer would hide it.
    retryMethods: [],
    disableRequestLogging: true,
    undici: { headersTimeout: PROXY_TIMEOUT_MS, bodyTimeout: PROXY_TIMEOUT_MS },
  });
  // The app asks this path to offer the demo key; here the answer is "no demo", not a 404 that
  // every page load would log in the console.
  app.get(DEMO_INFO_PATH, (_request, reply) => {
    void reply.header('Cache-Control', 'no-store').send({ demo: false });
  });
  app.all('/v1/*', (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      refuseMethod(reply);
      return;
    }
    const target = confineViewPath(request.raw.url ?? '');
    if (!target) {
      refusePath(reply);
      return;
    }
    void reply.from(`${base}${target.path}${target.search}`, {
      rewriteRequestHeaders: (original) => {
        const headers: Record<string, string> = {};
        for (const name of FORWARDED_REQUEST_HEADERS) {
          const value = original.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        return headers;
      },
      rewriteHeaders: (headers) => {
        const out: Record<string, string> = {
          [UPSTREAM_HEADER]: announced,
          'cache-control': 'no-store',
        };
        for (const name of RETURNED_RESPONSE_HEADERS) {
          const value = headers[name];
          if (typeof value === 'string') out[name] = value;
        }
        return out;
      },
      onResponse: (_request, proxied, res) => {
        if (res.statusCode >= 300 && res.statusCode < 400) {
          // Following a redirect could carry the key somewhere nobody configured.
          res.stream.resume();
          proxied.removeHeader('link');
          sendError(
            proxied as FastifyReply,
            502,
            'bad_gateway',
            'The Data Views API answered with a redirect, which is not followed.',
          );
          return;
        }
        void proxied.send(res.stream);
      },
      onError: (proxied, { error }) => {
        const timedOut = (error as { statusCode?: number }).statusCode === 504;
        sendError(
          proxied as FastifyReply,
          timedOut ? 504 : 502,
          timedOut ? 'gateway_timeout' : 'bad_gateway',
          timedOut
            ? 'The Data Views API did not answer in time. Retry in a moment.'
            : 'The Data Views API upstream could not be reached. Retry in a moment.',
        );
      },
    });
  });
  return { description: `proxy /v1/* to ${announced}`, upstream: announced };
}

/**
 * Registers `/v1/*` and the demo-info path: the demo API, or a proxy when DATA_VIEWS_UPSTREAM is
 * set. Throws on invalid settings so a typo stops the server instead of confusing a demo.
 */
export async function registerDataViewsApi(app: FastifyInstance, env: Env): Promise<ApiSettings> {
  const upstream = env.DATA_VIEWS_UPSTREAM?.trim();
  return upstream ? registerProxy(app, upstream) : registerDemo(app, env);
}
