// Command-line options shared by `npm run serve` and `npm run demo-api`: --port, --host, and PORT/HOST.
import { parseArgs } from 'node:util';

type Env = Readonly<Record<string, string | undefined>>;

export interface ListenOptions {
  readonly port: number;
  readonly host: string;
  readonly values: Readonly<Record<string, string | undefined>>;
}

/**
 * Reads `--port N` (else PORT, else `defaultPort`), `--host H` (else HOST, else localhost) and any
 * `extra` string options. Throws a message naming the bad value.
 */
export function readListenOptions(
  argv: readonly string[],
  env: Env,
  defaultPort: number,
  extra: readonly string[] = [],
): ListenOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: Object.fromEntries(
      ['port', 'host', ...extra].map((name) => [name, { type: 'string' as const }]),
    ),
    strict: true,
    allowPositionals: false,
  });
  const portText = (values.port as string | undefined) ?? env.PORT ?? String(defaultPort);
  const port = Number(portText);
  if (!/^\d{1,5}$/.test(portText.trim()) || port > 65_535) {
    throw new Error(`The port must be a number from 0 to 65535; got "${portText}".`);
  }
  const host = ((values.host as string | undefined) ?? env.HOST ?? 'localhost').trim();
  return { port, host, values: values as Record<string, string | undefined> };
}
