// Stopping the server gracefully however it is asked: SIGTERM or SIGINT (once or many times, to the
// process or its whole group), a crash, or the process that started it going away.
import type { FastifyInstance } from 'fastify';
import { withoutQueries } from './log-safety.ts';

/** What the stop needs of the process: its signals, its parent, its exit (a fake one in tests). */
export interface StoppableProcess {
  on(event: 'SIGTERM' | 'SIGINT', listener: () => void): unknown;
  on(
    event: 'uncaughtException' | 'unhandledRejection',
    listener: (error: unknown) => void,
  ): unknown;
  readonly ppid: number;
  exit(code: number): void;
}

export interface GracefulStopOptions {
  /** Stops taking connections and resolves once the requests in flight are answered. */
  readonly close: () => Promise<void>;
  /** How long the requests in flight have before the process exits anyway. */
  readonly graceMs?: number;
  /** How often the parent is checked (its pid changes when it is gone and we are re-parented). */
  readonly parentCheckMs?: number;
  readonly log?: (line: string) => void;
  readonly process?: StoppableProcess;
}

export interface GracefulStop {
  /** Starts the stop (once: asking again changes nothing); resolves when the process would exit. */
  readonly stop: (reason: string, code?: number) => Promise<void>;
  readonly stopping: () => boolean;
}

/**
 * Installs the handlers. The first signal starts the stop; any later one (a group signal also
 * relayed by npm, an impatient Ctrl-C) is only noted: nothing cuts a request that is being
 * answered. Past `graceMs` the process exits with 1 whatever is still open.
 *
 * Started under npm (or any parent that can die without passing a signal on, as `sh -c` does),
 * the server would be re-parented and serve on unseen: when its parent's pid changes, it stops
 * the same way. A server started by init (parent pid 1) or as pid 1 has no parent to watch.
 */
export function installGracefulStop(options: GracefulStopOptions): GracefulStop {
  const proc: StoppableProcess = options.process ?? process;
  const graceMs = options.graceMs ?? 10_000;
  const log = options.log ?? ((line: string) => console.error(line));
  let stopping: Promise<void> | null = null;

  const stop = (reason: string, code = 0): Promise<void> => {
    if (stopping) {
      log(
        `${reason}: already stopping; requests in flight still finish (${graceMs / 1000} s at most)`,
      );
      return stopping;
    }
    log(`${reason}: stopping; requests in flight have ${graceMs / 1000} s to finish`);
    stopping = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        log(`requests still open after ${graceMs / 1000} s: exiting`);
        proc.exit(1);
        resolve();
      }, graceMs);
      options.close().then(
        () => {
          clearTimeout(timer);
          proc.exit(code);
          resolve();
        },
        (error: unknown) => {
          clearTimeout(timer);
          log(`stopping failed: ${describe(error)}`);
          proc.exit(1);
          resolve();
        },
      );
    });
    return stopping;
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) proc.on(signal, () => void stop(signal));
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    proc.on(event, (error) => {
      log(describe(error));
      void stop(event, 1);
    });
  }

  const parent = proc.ppid;
  if (parent > 1) {
    const check = setInterval(() => {
      if (proc.ppid === parent) return;
      clearInterval(check);
      void stop(`parent process ${parent} is gone`);
    }, options.parentCheckMs ?? 500);
    check.unref();
  }

  return { stop, stopping: () => stopping !== null };
}

/** An error for the log: its stack, never a query string (server/log-safety.ts). */
function describe(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return withoutQueries(text);
}

/**
 * Fastify's close (the port closed, idle connections closed, a new request on a kept-alive one a
 * 503), and each kept-alive connection closed as soon as its last answer is done: Node closes only
 * the connections idle when the close starts, so a browser's would otherwise hold the stop open
 * until its keep-alive timeout.
 */
export async function closeWhenAnswered(app: FastifyInstance, everyMs = 50): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), everyMs);
  sweep.unref();
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
