// The answers written before any route runs: a method other than GET or HEAD, a request Node's
// parser rejects (bad framing, headers too large, a method token it does not know), and CONNECT.
// Each carries the security headers, and on an API path is marked as data like every /v1 answer.
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_ANSWER_HEADERS,
  isApiPath,
  REFUSED_BY_APP_SERVER,
  REFUSED_BY_HEADER,
  refuse,
  sendOwnError,
} from './api-answers.ts';

type Headers = Readonly<Record<string, string>>;

/** The only methods the server answers; the value of every 405's `Allow`. */
export const ALLOWED_METHODS = 'GET, HEAD';
const READ_ONLY = 'the Data Views API is read-only; use GET or HEAD.';

/**
 * Every method Node's parser knows (WebDAV's PROPFIND, MKCOL and the rest included) reaches
 * Fastify's routes, so `app.all('/v1/*')` and the hooks see it instead of the router's 404. None
 * has its body read: it is refused before. CONNECT never reaches a route (see `answerConnect`).
 */
export function acceptEveryMethod(app: FastifyInstance): void {
  const known = new Set(app.supportedMethods);
  for (const method of http.METHODS) {
    if (method !== 'CONNECT' && !known.has(method)) app.addHttpMethod(method);
  }
}

/** Whether a method is one the server answers. */
export function isAllowedMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** The 405 of a method other than GET or HEAD: as data on an API path, as text elsewhere. */
export function refuseMethod(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('allow', ALLOWED_METHODS);
  if (isApiPath(pathOf(request.raw.url ?? '/'))) {
    refuse(reply, 405, 'method_not_allowed', READ_ONLY);
    return;
  }
  void reply
    .code(405)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Method not allowed: use GET or HEAD.');
}

/** The 503 of a request that arrives while the server stops (on a connection kept alive). */
export function answerStopping(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('retry-after', '1');
  if (isApiPath(pathOf(request.raw.url ?? '/'))) {
    sendOwnError(
      reply,
      503,
      'service_unavailable',
      "The app's own server is stopping. Retry in a moment.",
    );
    return;
  }
  void reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Service unavailable: the server is stopping. Retry in a moment.');
}

function pathOf(url: string): string {
  return url.slice(0, url.search(/[?#]|$/));
}

interface RawAnswer {
  readonly status: number;
  /** For the API's JSON `error` field. */
  readonly error: string;
  /** Completes "The app's own server refused the request: …" on an API path. */
  readonly reason: string;
  /** The whole text answer elsewhere. */
  readonly text: string;
}

/** What Node's parser (llhttp) reports, as the answer a person can read. */
function answerFor(code: string | undefined): RawAnswer {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        error: 'headers_too_large',
        reason: 'its headers are too large.',
        text: 'Request headers too large.',
      };
    case 'HPE_INVALID_METHOD':
      return {
        status: 405,
        error: 'method_not_allowed',
        reason: READ_ONLY,
        text: 'Method not allowed: use GET or HEAD.',
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        error: 'request_timeout',
        reason: 'it did not arrive in time.',
        text: 'Request timeout.',
      };
    default:
      return {
        status: 400,
        error: 'bad_request',
        reason: 'it is not a well-formed HTTP request (its framing or headers cannot be read).',
        text: 'Bad request: the request cannot be read.',
      };
  }
}

/**
 * A whole HTTP/1.1 response as text, for a socket no Fastify reply exists for: the page headers,
 * overlaid by the API's on an API path (header names compared without case).
 */
export function rawResponse(
  answer: RawAnswer,
  path: string | null,
  pageHeaders: Headers,
  now = new Date(),
): string {
  const api = path !== null && isApiPath(path);
  const headers = new Map<string, [string, string]>();
  const put = (name: string, value: string) => headers.set(name.toLowerCase(), [name, value]);
  for (const [name, value] of Object.entries(pageHeaders)) put(name, value);
  put('Cache-Control', 'no-store');
  if (answer.status === 405) put('Allow', ALLOWED_METHODS);
  let body: string;
  if (api) {
    for (const [name, value] of Object.entries(API_ANSWER_HEADERS)) put(name, value);
    put(REFUSED_BY_HEADER, REFUSED_BY_APP_SERVER);
    put('Content-Type', 'application/json; charset=utf-8');
    body = JSON.stringify({
      error: answer.error,
      message: `The app's own server refused the request: ${answer.reason}`,
    });
  } else {
    put('Content-Type', 'text/plain; charset=utf-8');
    body = answer.text;
  }
  put('Content-Length', String(Buffer.byteLength(body)));
  put('Date', now.toUTCString());
  put('Connection', 'close');
  const lines = [...headers.values()].map(([name, value]) => `${name}: ${value}`);
  const statusLine = `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status] ?? ''}`;
  return `${statusLine}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** The request target of what the parser had read (`BREW /v1/x HTTP/1.1` → `/v1/x`), if any. */
export function targetPath(rawPacket: unknown): string | null {
  if (!Buffer.isBuffer(rawPacket)) return null;
  const line = rawPacket.subarray(0, 8192).toString('latin1').split('\r\n', 1)[0] ?? '';
  const match = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ +(\/[^\s?#]*)/.exec(line);
  return match?.[1] ?? null;
}

/** Writes the answer and closes; a socket whose client keeps sending is destroyed soon after. */
function answerSocket(socket: Duplex, text: string): void {
  socket.end(text);
  setTimeout(() => socket.destroy(), 2000).unref();
}

interface ParserError extends Error {
  code?: string;
  rawPacket?: unknown;
}

/**
 * Node's `clientError` (Fastify's `clientErrorHandler`): a request its parser rejects never
 * reaches Fastify, and Node's own answer is a bare 400 or 431. A method token llhttp does not know
 * (BREW) is the 405 any other method gets; the path, when readable, decides the API's format.
 */
export function answerClientError(pageHeaders: Headers): (error: Error, socket: Duplex) => void {
  return (error, socket) => {
    const { code, rawPacket } = error as ParserError;
    if (code === 'ECONNRESET' || socket.destroyed) return;
    // A response already under way on this connection cannot be followed by another.
    const current = (socket as { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
    if (!socket.writable || current?.headersSent) {
      socket.destroy();
      return;
    }
    answerSocket(socket, rawResponse(answerFor(code), targetPath(rawPacket), pageHeaders));
  };
}

/** CONNECT (which Node hands to no route, and would otherwise drop unanswered): a 405 too. */
export function answerConnect(
  pageHeaders: Headers,
): (request: http.IncomingMessage, socket: Duplex) => void {
  return (request, socket) => {
    const target = request.url ?? '';
    answerSocket(
      socket,
      rawResponse(
        answerFor('HPE_INVALID_METHOD'),
        target.startsWith('/') ? pathOf(target) : null,
        pageHeaders,
      ),
    );
  };
}
