// `npm run demo-api -- --port N`: the demo Data Views API as its own HTTP server, settings from DEMO_API_*.
import Fastify from 'fastify';
import { sendFetchResponse, toFetchRequest } from '../server/fetch-bridge.ts';
import { readListenOptions } from '../server/cli.ts';
import { closeWhenAnswered, installGracefulStop } from '../server/shutdown.ts';
import { createDemoApiHandler } from './handler.ts';
import { demoApiOptionsFromEnv, describeDemoApiOptions } from './options.ts';

async function main(): Promise<void> {
  const { port, host } = readListenOptions(process.argv.slice(2), process.env, 8787);
  const options = demoApiOptionsFromEnv(process.env);
  const handler = createDemoApiHandler(options);
  const app = Fastify({ logger: false, return503OnClosing: true });
  // Every path and method goes to the one handler: it answers 404s and 405s itself.
  app.all('*', async (request, reply) => {
    await sendFetchResponse(reply, await handler(toFetchRequest(request)));
  });
  installGracefulStop({ close: () => closeWhenAnswered(app), graceMs: 5_000 });
  const address = await app.listen({ port, host });
  console.log(`Demo Data Views API on ${address}${options.basePath}/v1/data/views`);
  console.log(`  ${describeDemoApiOptions(options)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
