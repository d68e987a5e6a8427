// The one `/v1` handling of every server: the bundled demo API, or a proxy to DATA_VIEWS_UPSTREAM.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isViewName } from '../src/api/catalog.ts';
import { createDemoApiHandler, DEMO_INFO_PATH } from '../demo-api/handler.ts';
import { demoApiOptionsFromEnv, describeDemoApiOptions } from '../demo-api/options.ts';
import { API_ANSWER_HEADERS, refuse } from './api-answers.ts';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.ts';
import { isAllowedMethod, refuseMethod } from './protocol-answers.ts';
import { proxyHoldBytesFromEnv } from './proxy-body.ts';
import { createUpstreamProxy, proxyMaxSocketsFromEnv } from './proxy.ts';

type Env = Readonly<Record<string, string | undefined>>;

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

/** A `%` not followed by two hexadecimal digits: no server can decode it. */
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
/** A host name or bracketed IP literal with an optional port: nothing else builds a link. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const PATH_RULE =
  'only /v1/data/views/{hub}/{view} is served, with names of letters, digits, _ and -.';

/**
 * Hooks of every `/v1` route, demo or proxy: the response marked as data (before the body is parsed
 * or anything else runs), and every method but GET and HEAD refused alike.
 */
const apiRouteOptions = {
  onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.headers(API_ANSWER_HEADERS);
    if (!isAllowedMethod(request.method)) {
      refuseMethod(request, reply);
      return reply;
    }
    return undefined;
  },
  // Again as the response leaves, so that no handler or error path can drop them.
  onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    void reply.headers(API_ANSWER_HEADERS);
    return payload;
  },
};

/** The view path and query of a request the app's server passes on, or null once it refused. */
function acceptedTarget(request: FastifyRequest, reply: FastifyReply): string | null {
  const target = confineViewPath(request.raw.url ?? '');
  if (!target) {
    refuse(reply, 400, 'bad_request', PATH_RULE);
    return null;
  }
  if (BAD_ESCAPE.test(target.search)) {
    refuse(
      reply,
      400,
      'bad_request',
      'its query has a % that is not followed by two hexadecimal digits (a % itself is written %25).',
    );
    return null;
  }
  return `${target.path}${target.search}`;
}

async function registerDemo(app: FastifyInstance, env: Env): Promise<ApiSettings> {
  const options = demoApiOptionsFromEnv(env);
  const handler = createDemoApiHandler(options);
  const answer = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // The demo builds its paging links from the Host: one that is not a host name is refused.
    const host: unknown = request.host;
    if (
      typeof host !== 'string' ||
      !HOST.test(host) ||
      (request.protocol !== 'http' && request.protocol !== 'https')
    ) {
      refuse(reply, 400, 'bad_request', 'its Host header is not a host name.');
      return;
    }
    // HEAD is a GET without the body (Node sends no body for a HEAD), as the proxy answers it.
    await sendFetchResponse(reply, await handler(toFetchRequest(request, 'GET')));
  };
  app.all(DEMO_INFO_PATH, apiRouteOptions, answer);
  app.all('/v1/*', apiRouteOptions, async (request, reply) => {
    if (acceptedTarget(request, reply) !== null) await answer(request, reply);
  });
  return {
    description: `demo API at /v1/data/views (${describeDemoApiOptions(options)})`,
    upstream: null,
  };
}

/** Seconds the proxy waits for the upstream's first byte and between bytes (the app's page limit). */
export function upstreamTimeoutMs(env: Env): number {
  const text = env.DATA_VIEWS_UPSTREAM_TIMEOUT_S?.trim();
  if (!text) return 30_000;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`DATA_VIEWS_UPSTREAM_TIMEOUT_S must be a positive number; got "${text}".`);
  }
  return Math.round(seconds * 1000);
}

async function registerProxy(
  app: FastifyInstance,
  setting: string,
  env: Env,
): Promise<ApiSettings> {
  const proxy = createUpstreamProxy(
    parseUpstream(setting),
    upstreamTimeoutMs(env),
    proxyHoldBytesFromEnv(env),
    proxyMaxSocketsFromEnv(env),
  );
  app.addHook('onClose', async () => proxy.close());
  // The app asks this path to offer the demo key; here the response is "no demo", not a 404 that
  // every page load would log in the console.
  app.all(DEMO_INFO_PATH, apiRouteOptions, (_request, reply) => {
    void reply.send({ demo: false });
  });
  app.all('/v1/*', apiRouteOptions, (request, reply) => {
    const target = acceptedTarget(request, reply);
    if (target !== null) proxy.forward(request, reply, target);
  });
  return { description: `proxy /v1/* to ${proxy.announced}`, upstream: proxy.announced };
}

/**
 * Registers `/v1/*` and the demo-info path: the demo API, or a proxy when DATA_VIEWS_UPSTREAM is
 * set. Throws on invalid settings so a typo stops the server instead of confusing a demo.
 */
export async function registerDataViewsApi(app: FastifyInstance, env: Env): Promise<ApiSettings> {
  const upstream = env.DATA_VIEWS_UPSTREAM?.trim();
  app.all('/v1', apiRouteOptions, (_request, reply) => {
    refuse(reply, 400, 'bad_request', PATH_RULE);
  });
  return upstream ? registerProxy(app, upstream, env) : registerDemo(app, env);
}
