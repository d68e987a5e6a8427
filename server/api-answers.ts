// What every `/v1` response carries, and the responses the app's own server writes itself.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_INFO_PATH } from '../demo-api/handler.ts';

/**
 * An API response is data, never a document: even if one were opened as a page, it could run
 * nothing, load nothing and reach nothing of the app's origin.
 */
export const API_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/**
 * Marks a refusal (4xx) written by the app's own server, not by the Data Views service, so the
 * app can say which of the two refused (src/api/http-errors.ts reads it).
 */
export const REFUSED_BY_HEADER = 'x-data-views-refused-by';
export const REFUSED_BY_APP_SERVER = 'app-server';

/** `{ error, message }` as JSON, with `refused` marking a refusal of the app's own server. */
export function sendOwnError(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
  refused = false,
): void {
  if (refused) void reply.header(REFUSED_BY_HEADER, REFUSED_BY_APP_SERVER);
  void reply
    .code(status)
    .headers(API_ANSWER_HEADERS)
    .type('application/json; charset=utf-8')
    .send({ error, message });
}

/** The app's own server refused the request before anything was asked of the service. */
export function refuse(reply: FastifyReply, status: number, error: string, message: string): void {
  sendOwnError(reply, status, error, `The app's own server refused the request: ${message}`, true);
}

/** Whether a request (path without query) is one of the API's, answered as data. */
export function isApiPath(path: string): boolean {
  return (
    path === '/v1' ||
    path.startsWith('/v1/') ||
    path === DEMO_INFO_PATH ||
    path === `${DEMO_INFO_PATH}/`
  );
}

/**
 * Fastify's `frameworkErrors`: a request it cannot route (a path with a malformed `%` escape, an
 * over-long segment) gets a message like every other refusal, marked as data on an API path,
 * instead of Fastify's bare answer without the server's headers.
 */
export function answerFrameworkError(
  pageHeaders: Readonly<Record<string, string>>,
): (error: { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    const url = request.raw.url ?? '/';
    const path = url.slice(0, url.search(/[?#]|$/));
    if (isApiPath(path)) {
      // Before any hook has run: the page headers too, the API's own over them.
      void reply.headers(pageHeaders);
      refuse(
        reply,
        status,
        'bad_request',
        'its path has a % that is not followed by two hexadecimal digits, or a name too long.',
      );
      return;
    }
    void reply
      .code(status)
      .headers(pageHeaders)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Bad request: the address cannot be read.');
  };
}
