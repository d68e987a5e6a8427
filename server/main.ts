// `npm run serve`: the production server for the built app (see the README's "Deploy" section).
import { createServer } from './app.ts';
import { readListenOptions } from './cli.ts';
import { closeWhenAnswered, installGracefulStop } from './shutdown.ts';

async function main(): Promise<void> {
  const { port, host, values } = readListenOptions(process.argv.slice(2), process.env, 4173, [
    'dist',
  ]);
  const quiet = process.env.ACCESS_LOG === '0' || process.env.ACCESS_LOG === 'off';
  const { app, api } = await createServer({
    distDir: values.dist ?? process.env.DIST_DIR ?? 'dist',
    logger: quiet ? false : { level: process.env.LOG_LEVEL ?? 'info' },
  });
  // SIGTERM or SIGINT, however often, or npm gone: stop taking connections, let answers in
  // flight finish (10 s at most), exit (server/shutdown.ts).
  installGracefulStop({ close: () => closeWhenAnswered(app), graceMs: 10_000 });
  const address = await app.listen({ port, host });
  console.log(`Data Views dashboard on ${address}`);
  console.log(`  Data Views API: ${api.description}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
