// The Vite plugin: `/v1` in `vite` and `vite preview` through the same Fastify handling as `npm run serve`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Connect, Logger, Plugin } from 'vite';
import { answerFrameworkError, isApiPath } from './api-answers.ts';
import { registerDataViewsApi, type ApiSettings } from './api.ts';
import { acceptEveryMethod, answerClientError } from './protocol-answers.ts';
import { securityHeaders } from './security-headers.ts';

type Env = Record<string, string | undefined>;

export interface DataViewsMiddleware {
  readonly handle: Connect.NextHandleFunction;
  readonly api: ApiSettings;
  readonly close: () => Promise<void>;
}

/**
 * A connect middleware answering `/v1/*` and the demo-info path through a Fastify instance that
 * holds only the API routes, passing every other request on. Throws on invalid settings.
 */
export async function createDataViewsMiddleware(
  env: Env = process.env,
): Promise<DataViewsMiddleware> {
  const app: FastifyInstance = Fastify({
    logger: false,
    frameworkErrors: answerFrameworkError(securityHeaders(env)),
  });
  acceptEveryMethod(app);
  const api = await registerDataViewsApi(app, env);
  await app.ready();
  const handle = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (isApiPath((req.url ?? '/').split('?')[0] ?? '')) app.routing(req, res);
    else next();
  };
  return { handle, api, close: () => app.close() };
}

async function install(
  middlewares: Connect.Server,
  logger: Logger,
  env: Env,
  onClose: (close: () => Promise<void>) => void,
): Promise<void> {
  const { handle, api, close } = await createDataViewsMiddleware(env);
  middlewares.use(handle);
  onClose(close);
  logger.info(`  Data Views API: ${api.description}`);
}

/** Serves the API on the app's own origin in `vite` and `vite preview`, so the app always runs. */
export function dataViewsApi(env: Env = process.env): Plugin {
  return {
    name: 'data-views-api',
    async configureServer(server) {
      // Vitest starts a Vite server too; tests reach the handler through MSW instead.
      if (env.VITEST) return;
      await install(server.middlewares, server.config.logger, env, (close) =>
        server.httpServer?.once('close', () => void close()),
      );
    },
    async configurePreviewServer(server) {
      // The dev server leaves the policy out: Vite's HMR client needs inline script there.
      const headers = securityHeaders(env);
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
      // A request Node's parser rejects is answered with them too (server/protocol-answers.ts):
      // first, so Vite's own bare answer (which skips a socket no longer writable) writes nothing.
      server.httpServer.prependListener('clientError', answerClientError(headers));
      await install(server.middlewares, server.config.logger, env, (close) =>
        server.httpServer.once('close', () => void close()),
      );
    },
  };
}
