// Large bodies are parsed in the parse worker: the same rows, errors and raw body as the main
// thread gives, rows sent back in slices, a failing worker replaced by the main thread, and an
// abort that stops the parse. jsdom has no Worker: a stand-in runs the worker's own code
// (`answerParse`) with every message cloned, as postMessage clones it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Connection } from '../../src/api/client.ts';
import type { ParseReply, ParseRequest } from '../../src/api/off-thread.ts';

const conn: Connection = { origin: 'https://api.test', apiKey: 'k' };

interface Mode {
  failToLoad: boolean;
  hold: boolean;
}

class StandInWorker {
  static made: StandInWorker[] = [];
  static mode: Mode = { failToLoad: false, hold: false };
  onmessage: ((event: MessageEvent<ParseReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  requests: ParseRequest[] = [];
  replies: ParseReply[] = [];
  terminated = false;

  constructor(readonly url: URL | string) {
    StandInWorker.made.push(this);
  }

  postMessage(message: ParseRequest): void {
    const request = structuredClone(message);
    this.requests.push(request);
    setTimeout(() => {
      if (this.terminated) return;
      if (StandInWorker.mode.failToLoad) {
        this.onerror?.(new Event('error'));
        return;
      }
      if (StandInWorker.mode.hold) return;
      void import('../../src/api/parse-job.ts').then(({ answerParse }) =>
        answerParse(request, (reply) => {
          const copy = structuredClone(reply);
          this.replies.push(copy);
          setTimeout(() => {
            if (!this.terminated) this.onmessage?.({ data: copy } as MessageEvent<ParseReply>);
          });
        }),
      );
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}

function fighters(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    rank: String(i + 1),
    name: `Fighter ${i}`,
    country: 'XX',
    weight_class: 'Lightweight',
    weight_class_code: 'LW',
    points: `${1000 - i / 10}`,
    update_date: '2026-10-01T00:00:00Z',
    nickname: i === 5 ? 'The Fifth' : undefined,
  }));
}

function respondWith(text: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(text, { headers: { 'Content-Type': contentType } }))),
  );
}

async function load() {
  const client = await import('../../src/api/client.ts');
  const { LARGE_BODY_BYTES } = await import('../../src/api/http.ts');
  const { SLICE_ROWS } = await import('../../src/api/parse-job.ts');
  return { ...client, LARGE_BODY_BYTES, SLICE_ROWS };
}

beforeEach(() => {
  vi.resetModules();
  StandInWorker.made = [];
  StandInWorker.mode = { failToLoad: false, hold: false };
  vi.stubGlobal('Worker', StandInWorker);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parsing a large body off the main thread', () => {
  it('gives the rows, extra columns and raw body the main thread would, in slices', async () => {
    const { fetchView, LARGE_BODY_BYTES, SLICE_ROWS } = await load();
    const body = fighters(10_000);
    const text = JSON.stringify(body);
    expect(text.length).toBeGreaterThan(LARGE_BODY_BYTES);
    respondWith(text);

    const result = await fetchView(conn, 'fighter_ratings', 'fighters_view');

    const worker = StandInWorker.made[0];
    expect(worker?.requests).toHaveLength(1);
    const slices = worker?.replies.filter((reply) => reply.type === 'rows') ?? [];
    expect(slices).toHaveLength(Math.ceil(10_000 / SLICE_ROWS));
    expect(result.rows).toHaveLength(10_000);
    // Coerced as on the main thread: numbers from text, dates to YYYY-MM-DD.
    expect(result.rows[0]).toMatchObject({ rank: 1, points: 1000, update_date: '2026-10-01' });
    expect(result.rows[9_999]).toMatchObject({ rank: 10_000, name: 'Fighter 9999' });
    expect(result.columns.at(-1)).toBe('nickname');
    expect(result.rows[5]?.nickname).toBe('The Fifth');
    // The Explorer's Raw JSON and its download read the body as sent.
    expect(JSON.parse(JSON.stringify(result.raw))).toEqual(JSON.parse(text));
  });

  it('parses a small body here, without starting the worker', async () => {
    const { fetchView } = await load();
    respondWith(JSON.stringify(fighters(3)));
    const result = await fetchView(conn, 'fighter_ratings', 'fighters_view');
    expect(result.rows).toHaveLength(3);
    expect(StandInWorker.made).toHaveLength(0);
  });

  it('reports a large body that is not JSON as the main thread would', async () => {
    const { fetchView, LARGE_BODY_BYTES } = await load();
    respondWith(`[${'{"rank": 1},'.repeat(LARGE_BODY_BYTES / 10)}`);
    await expect(fetchView(conn, 'fighter_ratings', 'fighters_view')).rejects.toMatchObject({
      kind: 'MalformedResponse',
      detail: 'The body is not valid JSON.',
    });
    expect(StandInWorker.made[0]?.requests).toHaveLength(1);
  });

  it('parses on the main thread when the worker cannot start, and does not try it again', async () => {
    StandInWorker.mode.failToLoad = true;
    const { fetchView } = await load();
    respondWith(JSON.stringify(fighters(10_000)));
    const first = await fetchView(conn, 'fighter_ratings', 'fighters_view');
    expect(first.rows).toHaveLength(10_000);
    expect(first.rows[1]).toMatchObject({ rank: 2 });

    const second = await fetchView(conn, 'fighter_ratings', 'fighters_view');
    expect(second.rows).toHaveLength(10_000);
    expect(StandInWorker.made).toHaveLength(1);
  });

  it('stops the parse when the caller aborts', async () => {
    StandInWorker.mode.hold = true;
    const { fetchView } = await load();
    respondWith(JSON.stringify(fighters(10_000)));
    const controller = new AbortController();
    const pending = fetchView(
      conn,
      'fighter_ratings',
      'fighters_view',
      {},
      {
        signal: controller.signal,
      },
    );
    await vi.waitFor(() => expect(StandInWorker.made[0]?.requests).toHaveLength(1));
    controller.abort(new DOMException('left the screen', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(StandInWorker.made[0]?.terminated).toBe(true);
  });
});
