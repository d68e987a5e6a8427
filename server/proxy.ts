// The `/v1` proxy to DATA_VIEWS_UPSTREAM: Node's own http(s) client, so that the server decides what
// a request may carry, how long it may wait, and what of the response reaches the browser.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPSTREAM_HEADER } from '../src/api/catalog.ts';
import { sendOwnError } from './api-answers.ts';
import { DEFAULT_PROXY_HOLD_BYTES, holdBody } from './proxy-body.ts';

/** The only request headers a proxied call carries: the credential and the wanted format. */
const FORWARDED_REQUEST_HEADERS = ['authorization', 'accept'] as const;
/** Upstream headers passed back as they are (WWW-Authenticate is filtered separately). */
const RETURNED_RESPONSE_HEADERS = ['content-type', 'retry-after', 'link', 'x-total-count'] as const;

/**
 * The types a view's response (or the service's error) may have: JSON (`application/json`,
 * `application/*+json` such as problem+json, NDJSON), CSV, TSV and plain text. None of them is
 * run or rendered as a document by a browser; HTML, script, SVG, XML and anything else could be.
 */
const DATA_TYPE =
  /^(?:application\/(?:json|[a-z0-9][a-z0-9.+-]*\+json|x-ndjson)|text\/(?:csv|tab-separated-values|plain))$/;

/** The media type of a Content-Type value, lower-cased, without parameters; '' when absent. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function isDataType(contentType: string | undefined): boolean {
  return DATA_TYPE.test(mediaType(contentType));
}

/**
 * One Bearer challenge and nothing else (its parameters quoted), so no Basic, Digest, Negotiate or
 * NTLM challenge can ride along: only those make a browser prompt for a password on the app's origin.
 */
const BEARER_CHALLENGE =
  /^Bearer(?: +[A-Za-z_]+="[^"\\\r\n]*"(?: *, *[A-Za-z_]+="[^"\\\r\n]*")*)?$/;

export function passedChallenge(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && BEARER_CHALLENGE.test(value.trim())
    ? value.trim()
    : undefined;
}

class UpstreamTimeout extends Error {}

/** Upstream connections open at once by default (a bound of 16 measured no slower at 100 browsers). */
export const DEFAULT_PROXY_MAX_SOCKETS = 64;

/** PROXY_MAX_SOCKETS: a whole number from 1; unset is the default. */
export function proxyMaxSocketsFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const text = env.PROXY_MAX_SOCKETS?.trim();
  if (!text) return DEFAULT_PROXY_MAX_SOCKETS;
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new Error(`PROXY_MAX_SOCKETS must be a whole number from 1; got "${text}".`);
  }
  return Number(text);
}

export interface UpstreamProxy {
  /** The upstream base URL (origin and path, no trailing slash), for the log and the header. */
  readonly announced: string;
  /** Sends the request for `path + search` upstream and its response (or an error) to `reply`. */
  readonly forward: (request: FastifyRequest, reply: FastifyReply, pathAndSearch: string) => void;
  /** Closes the kept-alive upstream sockets. */
  readonly close: () => void;
  /** The agent's bound on upstream sockets. */
  readonly maxSockets: number;
  /** Requests waiting for one of those sockets. */
  readonly queued: () => number;
}

/**
 * `timeoutMs` bounds the wait for the first byte of the response and between any two of its bytes
 * (the app's own page limit); past it the request is aborted and, when nothing was sent yet,
 * answered 504. Bodies up to `holdBytes` are read whole before they are sent (server/proxy-body.ts).
 */
export function createUpstreamProxy(
  upstream: URL,
  timeoutMs: number,
  holdBytes: number = DEFAULT_PROXY_HOLD_BYTES,
  maxSockets: number = DEFAULT_PROXY_MAX_SOCKETS,
): UpstreamProxy {
  // Without its trailing slash, so `${base}/v1/...` is the path to request ('' at the root).
  const base = upstream.pathname.replace(/\/+$/, '');
  const announced = `${upstream.origin}${base}`;
  const secure = upstream.protocol === 'https:';
  // Keep-alive, at most `maxSockets` to the upstream at once (more requests wait for one): a
  // flood of browsers cannot open a flood of upstream connections (PROXY_MAX_SOCKETS).
  const agentOptions = { keepAlive: true, maxSockets };
  const agent = secure ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  const send = secure ? https.request : http.request;

  /** Replies whose failure was logged: the request and its body may both report one break. */
  const reported = new WeakSet<FastifyReply>();
  /** Replies whose upstream request ran out of time (its body then breaks off as well). */
  const timeouts = new WeakSet<FastifyReply>();

  function answer(reply: FastifyReply, request: FastifyRequest, res: IncomingMessage): void {
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400) {
      // Following a redirect could carry the key somewhere nobody configured; its body (perhaps
      // endless) is not read: the socket is closed.
      res.destroy();
      sendOwnError(
        reply,
        502,
        'bad_gateway',
        'The Data Views API answered with a redirect, which is not followed.',
      );
      return;
    }
    if (status < 200 || status > 599) {
      res.destroy();
      sendOwnError(
        reply,
        502,
        'bad_gateway',
        'The Data Views API answered with an invalid HTTP status.',
      );
      return;
    }
    const type = res.headers['content-type'];
    const hasBody =
      request.method !== 'HEAD' &&
      status !== 204 &&
      status !== 304 &&
      res.headers['content-length'] !== '0';
    const headers: Record<string, string> = { [UPSTREAM_HEADER]: announced };
    for (const name of RETURNED_RESPONSE_HEADERS) {
      const value = res.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const challenge = passedChallenge(res.headers['www-authenticate']);
    if (challenge) headers['www-authenticate'] = challenge;
    if (hasBody && !isDataType(type)) {
      res.destroy();
      // Named in the message with token characters only, whatever the upstream wrote there.
      const named = mediaType(type)
        .replace(/[^a-z0-9.+/-]/g, '')
        .slice(0, 60);
      const what = named ? `Content-Type ${named}` : 'no Content-Type';
      const message = `The Data Views API answered with ${what}, which is not data and is not passed on.`;
      // An error status is kept (a 401 still prompts for the key, a 429 still says when to retry),
      // its body replaced; a success that is not data is the upstream's fault: 502.
      if (status >= 400) {
        void reply.headers({ [UPSTREAM_HEADER]: announced });
        if (headers['retry-after']) void reply.header('retry-after', headers['retry-after']);
        if (challenge) void reply.header('www-authenticate', challenge);
      }
      sendOwnError(
        reply,
        status >= 400 ? status : 502,
        status >= 400 ? 'upstream_error' : 'bad_gateway',
        message,
      );
      return;
    }
    if (!hasBody) {
      void reply.code(status).headers(headers).send(res);
      return;
    }
    holdBody(
      res,
      holdBytes,
      (body) => {
        if (reply.sent || reply.raw.destroyed) return;
        void reply.code(status).headers(headers).send(body);
      },
      (error) => {
        if (!reply.raw.destroyed) failed(request, reply, error, true);
      },
    );
  }

  /** The upstream failed (or the wait ran out) before anything of its response was sent. */
  function failed(
    request: FastifyRequest,
    reply: FastifyReply,
    error: Error,
    midBody = false,
  ): void {
    if (reported.has(reply)) return;
    reported.add(reply);
    const timedOut = error instanceof UpstreamTimeout || timeouts.has(reply);
    // For the operator: what failed, by code only (a message could hold the URL and its query).
    request.log.warn(
      { code: timedOut ? 'TIMEOUT' : (error as { code?: string }).code },
      'upstream request failed',
    );
    if (reply.sent || reply.raw.headersSent) return;
    if (timedOut) {
      sendOwnError(
        reply,
        504,
        'gateway_timeout',
        `The Data Views API sent nothing for ${Math.round(timeoutMs / 1000)} s; the app's server stopped waiting. Retry in a moment.`,
      );
    } else {
      sendOwnError(
        reply,
        502,
        'bad_gateway',
        midBody
          ? "The Data Views API's answer broke off before its end. Retry in a moment."
          : 'The Data Views API upstream could not be reached. Retry in a moment.',
      );
    }
  }

  function forward(request: FastifyRequest, reply: FastifyReply, pathAndSearch: string): void {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const controller = new AbortController();
    // The client went away before its response was complete: nothing more is asked of the upstream.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    let upstreamRequest: http.ClientRequest;
    try {
      upstreamRequest = send({
        protocol: upstream.protocol,
        hostname: upstream.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: upstream.port,
        path: `${base}${pathAndSearch}`,
        method: request.method === 'HEAD' ? 'HEAD' : 'GET',
        headers,
        agent,
        signal: controller.signal,
        timeout: timeoutMs,
      });
    } catch {
      // Characters Node will not write in a request line.
      sendOwnError(
        reply,
        400,
        'bad_request',
        "The app's own server refused the request: its address holds characters that cannot be passed on.",
        true,
      );
      return;
    }
    upstreamRequest.on('timeout', () => {
      timeouts.add(reply);
      upstreamRequest.destroy(new UpstreamTimeout());
    });
    upstreamRequest.on('response', (res) => {
      if (controller.signal.aborted) {
        res.destroy();
        return;
      }
      answer(reply, request, res);
    });
    upstreamRequest.on('error', (error) => {
      // Mid-body, Fastify ends the response it is streaming; a client that left needs none.
      if (controller.signal.aborted) return;
      failed(request, reply, error);
    });
    upstreamRequest.end();
  }

  const queued = () =>
    Object.values(agent.requests).reduce((sum, waiting) => sum + (waiting?.length ?? 0), 0);
  return { announced, forward, close: () => agent.destroy(), maxSockets, queued };
}
