// What the server's log may hold: paths, never a query string (a query may carry anything, a key
// included). Every line passes through here, whatever wrote it (Fastify, a plugin or this server).
import type { FastifyServerOptions } from 'fastify';

/** Text with every `?query` after a path or URL cut off (a lone question mark stays). */
export function withoutQueries(text: string): string {
  return text.replace(/\?[^\s"'`<>()]+/g, '?[query removed]');
}

/** The path of a request without its query: what the access log records. */
export function pathOnly(url: string): string {
  const q = url.search(/[?#]/);
  return q < 0 ? url : url.slice(0, q);
}

interface LoggedError {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  statusCode?: unknown;
  stack?: unknown;
}

/**
 * The logger options with queries taken out of every message and error, and requests logged by
 * method and path only (Fastify's own request serializer writes the whole URL).
 */
export function queryFreeLogger(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      req: (req: { method?: string; url?: string }) => ({
        method: req.method,
        path: pathOnly(req.url ?? '/'),
      }),
      err: (err: LoggedError) => ({
        type: typeof err.name === 'string' ? err.name : 'Error',
        code: err.code,
        statusCode: err.statusCode,
        message: withoutQueries(String(err.message ?? '')),
        stack: withoutQueries(String(err.stack ?? '')),
      }),
    },
    hooks: {
      logMethod(args: unknown[], method: (...rest: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? withoutQueries(arg) : arg)),
        );
      },
    },
  } as FastifyServerOptions['logger'];
}
