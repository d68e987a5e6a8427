// readBody, the one seam between a response and the client: rows coerced to the view's columns, the
// body kept for the Raw JSON, the byte limit (a declared size and a body that keeps coming), an
// error status, a body that is not JSON, and a large body read whole where there is no worker.
// Bodies are literal fixtures; jsdom has no Worker, so every body is parsed on this thread.
import { describe, expect, it, vi } from 'vitest';
import type { ColumnDef } from '../../src/api/catalog.ts';
import { DataViewsError } from '../../src/api/errors.ts';
import { readBody, type ReadBodyOptions } from '../../src/api/body/read-body.ts';
import { LARGE_BODY_BYTES } from '../../src/api/body/read-body.ts';

const columns: readonly ColumnDef[] = [
  { name: 'rank', type: 'integer', label: 'Rank' },
  { name: 'name', type: 'string', label: 'Name' },
];

const options: ReadBodyOptions = {
  label: 'fighters/ratings',
  columns,
  apiKey: 'secret-key',
  maxBytes: 1024 * 1024,
  byteLimit: 1024 * 1024,
};

const json = { 'Content-Type': 'application/json' };

async function rejection(promise: Promise<unknown>): Promise<DataViewsError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DataViewsError);
  return error as DataViewsError;
}

/** A body that never ends, one chunk of `size` bytes at a time; `cancelled` once read no more. */
function endlessBody(size: number) {
  const state = { cancelled: false };
  const chunk = new TextEncoder().encode(`[${' '.repeat(size - 1)}`);
  const body = new ReadableStream<Uint8Array>({
    pull: (controller) => controller.enqueue(chunk.slice()),
    cancel: () => {
      state.cancelled = true;
    },
  });
  return { body, state };
}

describe('readBody', () => {
  it('reads a bare array into coerced rows, keeping the text as sent and its size', async () => {
    const text = '[{"rank":"1","name":"Ana","reach":70},{"rank":2,"name":"Bo"}]';
    const read = await readBody(new Response(text, { headers: json }), options);
    expect(read.rows).toEqual([
      { rank: 1, name: 'Ana', reach: 70 },
      { rank: 2, name: 'Bo' },
    ]);
    expect(read.extras).toEqual(['reach']);
    expect(read.raw).toBe(text);
    expect(read.bytes).toBe(new TextEncoder().encode(text).byteLength);
    expect(read.next).toBeNull();
  });

  it('finds the rows, the next page and the total in an envelope', async () => {
    const text = '{"results":[{"rank":3,"name":"Cy"}],"next":"/v1/x?page=2","count":9}';
    const read = await readBody(new Response(text, { headers: json }), options);
    expect(read.rows).toEqual([{ rank: 3, name: 'Cy' }]);
    expect(read.next).toBe('/v1/x?page=2');
    expect(read.total).toBe(9);
  });

  it('refuses a body whose declared size is past the limit, before reading it', async () => {
    const { body, state } = endlessBody(1024);
    const response = new Response(body, { headers: { ...json, 'Content-Length': '2000000' } });
    const error = await rejection(readBody(response, options));
    expect(error.kind).toBe('TooLarge');
    expect(error.detail).toBe('The answer is larger than 1 MB; reading stopped there.');
    expect(state.cancelled).toBe(true);
  });

  it('stops reading a body that keeps coming at the limit, naming the limit over all pages', async () => {
    const { body, state } = endlessBody(64 * 1024);
    const error = await rejection(
      readBody(new Response(body, { headers: json }), {
        ...options,
        maxBytes: 300 * 1024,
        byteLimit: 3 * 1024 * 1024,
      }),
    );
    expect(error.kind).toBe('TooLarge');
    expect(error.detail).toBe('The answer is larger than 3 MB; reading stopped there.');
    expect(state.cancelled).toBe(true);
  });

  it('turns an error status into its error, with the key removed from the server words', async () => {
    const response = new Response('{"message":"No view for secret-key here"}', {
      status: 404,
      headers: json,
    });
    const error = await rejection(readBody(response, options));
    expect(error.kind).toBe('NotFound');
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('No view for [key removed] here');
  });

  it('names an HTML page and broken JSON as malformed', async () => {
    const html = new Response('<!doctype html><p>Sign in</p>', {
      headers: { 'Content-Type': 'text/html' },
    });
    const page = await rejection(readBody(html, options));
    expect(page.kind).toBe('MalformedResponse');
    expect(page.detail).toBe('The body is an HTML page, not JSON: check the API address.');
    const broken = await rejection(
      readBody(new Response('[{"rank":1', { headers: json }), options),
    );
    expect(broken.detail).toBe('The body is not valid JSON.');
  });

  it('reads a large body whole on this thread when the browser has no worker', async () => {
    vi.stubGlobal('Worker', undefined);
    try {
      const count = Math.ceil(LARGE_BODY_BYTES / 30) + 10;
      const records = Array.from({ length: count }, (_, i) => `{"rank":${i + 1},"name":"F${i}"}`);
      const text = `[${records.join(',')}]`;
      expect(text.length).toBeGreaterThan(LARGE_BODY_BYTES);
      const read = await readBody(new Response(text, { headers: json }), {
        ...options,
        maxBytes: 4 * LARGE_BODY_BYTES,
      });
      expect(read.rows).toHaveLength(count);
      expect(read.rows[count - 1]).toEqual({ rank: count, name: `F${count - 1}` });
      expect(read.raw).toBe(text);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
