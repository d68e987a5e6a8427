// `npm run serve`: the production server for the built app (see the README's "Deploy" section).
import closeWithGrace from 'close-with-grace';
import { createServer } from './app.ts';
import { readListenOptions } from './cli.ts';
import { withoutQueries } from './log-safety.ts';

async function main(): Promise<void> {
  const { port, host, values } = readListenOptions(process.argv.slice(2), process.env, 4173, [
    'dist',
  ]);
  const quiet = process.env.ACCESS_LOG === '0' || process.env.ACCESS_LOG === 'off';
  const { app, api } = await createServer({
    distDir: values.dist ?? process.env.DIST_DIR ?? 'dist',
    logger: quiet ? false : { level: process.env.LOG_LEVEL ?? 'info' },
  });
  // SIGTERM or SIGINT: stop taking connections, let answers in flight finish (10 s at most).
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    // Never a query string in the output, whatever the error says (server/log-safety.ts).
    if (err) console.error(withoutQueries(String(err.stack ?? err)));
    await app.close();
  });
  const address = await app.listen({ port, host });
  console.log(`Data Views dashboard on ${address}`);
  console.log(`  Data Views API: ${api.description}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
