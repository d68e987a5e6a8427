// Large bodies are parsed in the parse worker, streamed to it while they arrive: the same rows,
// errors and raw body as the main thread gives, rows sent back in slices, a body it cannot stream
// sent whole, a failing worker replaced by the main thread, and an abort that stops the parse.
// jsdom has no Worker: a stand-in runs the worker's own code (`handleRequest`) with every message cloned,
// as postMessage clones it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Connection } from '../../src/api/client.ts';
import type { ParseReply, WorkerRequest } from '../../src/api/body/worker-messages.ts';
import { connectionOf } from '../../src/api/key-id.ts';

// A key as a service issues them: every text holding the key is removed from the rows, and a
// one-letter key would be in most of them.
const conn: Connection = connectionOf('https://api.test', 'sk_test_off_thread', 'id-off-thread');

interface Mode {
  failToLoad: boolean;
  hold: boolean;
}

class StandInWorker {
  static made: StandInWorker[] = [];
  static mode: Mode = { failToLoad: false, hold: false };
  onmessage: ((event: MessageEvent<ParseReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  requests: WorkerRequest[] = [];
  replies: ParseReply[] = [];
  terminated = false;

  constructor(readonly url: URL | string) {
    StandInWorker.made.push(this);
  }

  postMessage(message: WorkerRequest): void {
    const request = structuredClone(message);
    this.requests.push(request);
    setTimeout(() => {
      if (this.terminated) return;
      if (StandInWorker.mode.failToLoad) {
        this.onerror?.(new Event('error'));
        return;
      }
      if (StandInWorker.mode.hold) return;
      void import('../../src/api/body/parse-job.ts').then(({ handleRequest }) =>
        handleRequest(request, (reply) => {
          // A Blob is sent as a handle to the same bytes; jsdom's cannot be cloned.
          const copy =
            reply.type === 'done'
              ? { ...structuredClone({ ...reply, body: null }), body: reply.body }
              : structuredClone(reply);
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

/** The body in pieces of `chunkBytes`, as a network delivers it (cut anywhere, even in a character). */
function respondWith(text: string, contentType = 'application/json', chunkBytes = 65_536) {
  const bytes = new TextEncoder().encode(text);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => {
      let offset = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= bytes.length) return controller.close();
          controller.enqueue(bytes.slice(offset, offset + chunkBytes));
          offset += chunkBytes;
        },
      });
      return Promise.resolve(new Response(body, { headers: { 'Content-Type': contentType } }));
    }),
  );
}

const kinds = (worker: StandInWorker | undefined) => [
  ...new Set(worker?.requests.map((request) => request.type)),
];

async function load() {
  const client = await import('../../src/api/client.ts');
  const { LARGE_BODY_BYTES } = await import('../../src/api/body/read-body.ts');
  const { SLICE_ROWS } = await import('../../src/api/body/parse-job.ts');
  // From the same module instance as the client's, so a stored body is recognised.
  const { readRaw } = await import('../../src/api/body/stored-body.ts');
  return { ...client, LARGE_BODY_BYTES, SLICE_ROWS, readRaw };
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
    const { fetchView, LARGE_BODY_BYTES, SLICE_ROWS, readRaw } = await load();
    const body = fighters(10_000);
    const text = JSON.stringify(body);
    expect(text.length).toBeGreaterThan(LARGE_BODY_BYTES);
    respondWith(text);

    const result = await fetchView(conn, 'fighter_ratings', 'fighters_view');

    const worker = StandInWorker.made[0];
    // Streamed as it arrived, and read there: never sent again whole.
    expect(kinds(worker)).toEqual(['open', 'chunk', 'end']);
    const slices = worker?.replies.flatMap((reply) => (reply.type === 'rows' ? [reply.rows] : []));
    expect(slices?.every((rows) => rows.length > 0 && rows.length <= SLICE_ROWS)).toBe(true);
    expect(slices?.reduce((sum, rows) => sum + rows.length, 0)).toBe(10_000);
    expect(result.rows).toHaveLength(10_000);
    // Coerced as on the main thread: numbers from text, dates to YYYY-MM-DD.
    expect(result.rows[0]).toMatchObject({ rank: 1, points: 1000, update_date: '2026-10-01' });
    expect(result.rows[9_999]).toMatchObject({ rank: 10_000, name: 'Fighter 9999' });
    expect(result.columns.at(-1)).toBe('nickname');
    expect(result.rows[5]?.nickname).toBe('The Fifth');
    // The Explorer's Raw JSON and its download read the body as sent.
    expect(await readRaw(result.raw)).toEqual(JSON.parse(text));
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
    // The stream gave up at its end, and the whole body was parsed for the error.
    expect(kinds(StandInWorker.made[0])).toEqual(['open', 'chunk', 'end', 'parse']);
  });

  it('reads a body cut anywhere, even inside a character or an escape, as the main thread does', async () => {
    const { fetchView, readRaw } = await load();
    const tricky = ['Zoë "The ]Wall[" Ñúñez', 'back\\slash, }{', '🥊 Łukasz', 'a\u0022b'];
    const body = fighters(9_000).map((row, i) => ({ ...row, name: `${tricky[i % 4]} ${i}` }));
    const text = JSON.stringify(body, null, 1);
    respondWith(text, 'application/json', 2_999);
    const streamed = await fetchView(conn, 'fighter_ratings', 'fighters_view');
    expect(kinds(StandInWorker.made[0])).toEqual(['open', 'chunk', 'end']);
    vi.stubGlobal('Worker', undefined);
    vi.resetModules();
    const here = await (await load()).fetchView(conn, 'fighter_ratings', 'fighters_view');
    expect(streamed.rows).toEqual(here.rows);
    expect(streamed.rows[1]?.name).toBe('back\\slash, }{ 1');
    // The raw body, kept as the chunks it came in, reads whole across the cut characters.
    expect(await readRaw(streamed.raw)).toEqual(body);
  });

  it('sends a body in another envelope whole, and gives the same rows', async () => {
    const { fetchView } = await load();
    respondWith(JSON.stringify({ data: fighters(10_000), total: 10_000 }));
    const result = await fetchView(conn, 'fighter_ratings', 'fighters_view');
    expect(result.rows).toHaveLength(10_000);
    expect(result.rows[3]).toMatchObject({ rank: 4, name: 'Fighter 3' });
    expect(result.reportedTotal).toBe(10_000);
    expect(kinds(StandInWorker.made[0])).toEqual(['open', 'chunk', 'end', 'parse']);
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

  /**
   * Requests 10,000 rows with the worker holding its replies, so the first rows told come from
   * this page's own reading of the first bytes; then leaves the screen.
   */
  async function firstRowsReadHere(chunkBytes = 65_536) {
    StandInWorker.mode.hold = true;
    const { fetchView } = await load();
    respondWith(JSON.stringify(fighters(10_000)), 'application/json', chunkBytes);
    const controller = new AbortController();
    const told: { rank?: unknown; name?: unknown }[][] = [];
    const pending = fetchView(
      conn,
      'fighter_ratings',
      'fighters_view',
      {},
      { signal: controller.signal, onFirstRows: (rows) => told.push(rows) },
    );
    await vi.waitFor(() => expect(told).toHaveLength(1), { timeout: 30_000 });
    controller.abort(new DOMException('left the screen', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    return { told };
  }

  it('tells the first rows once, read here while the worker has not answered, coerced', async () => {
    const { told } = await firstRowsReadHere();
    const first = told[0] ?? [];
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(10_000);
    expect(first[0]).toMatchObject({ rank: 1, name: 'Fighter 0' });
    expect(first.at(-1)).toMatchObject({ rank: first.length });
    expect(told).toHaveLength(1);
  });

  it('reads a body that arrived in one piece here only as far as its first rows', async () => {
    // Megabytes at once, as when they piled up while the page was busy.
    const { told } = await firstRowsReadHere(Number.MAX_SAFE_INTEGER);
    // About 32 KB of rows, not the whole body parsed on the page.
    expect(told[0]?.length).toBeGreaterThan(0);
    expect(told[0]?.length).toBeLessThan(1_000);
  });

  /** `body` as the whole response to fighters_view, read through, with the first rows it told. */
  async function fetchTelling(body: unknown) {
    const { fetchView } = await load();
    respondWith(JSON.stringify(body));
    const told: unknown[][] = [];
    const result = await fetchView(
      conn,
      'fighter_ratings',
      'fighters_view',
      {},
      { onFirstRows: (rows) => told.push(rows) },
    );
    return { result, told };
  }

  it('tells no first rows that hold the key, and gives every row without it', async () => {
    const body = fighters(10_000);
    (body[1] as { name: string }).name = `Echo ${conn.apiKey}`;
    (body[9_000] as { name: string }).name = conn.apiKey;
    const { result, told } = await fetchTelling(body);
    expect(told).toEqual([]);
    expect(result.rows[1]?.name).toBe('[key removed]');
    expect(result.rows[9_000]?.name).toBe('[key removed]');
    expect(JSON.stringify(result.rows)).not.toContain(conn.apiKey);
  });

  it('tells the first rows once over a whole streamed body, and none for a small one', async () => {
    const { result, told } = await fetchTelling(fighters(10_000));
    expect(result.rows).toHaveLength(10_000);
    expect(told).toHaveLength(1);
    expect(told[0]?.[0]).toEqual(result.rows[0]);

    const small = await fetchTelling(fighters(3));
    expect(small.told).toEqual([]);
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
    await vi.waitFor(() => expect(kinds(StandInWorker.made[0])).toContain('end'), {
      timeout: 30_000,
    });
    controller.abort(new DOMException('left the screen', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(StandInWorker.made[0]?.terminated).toBe(true);
  });
});
