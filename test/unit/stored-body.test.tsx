// A large body kept as its bytes in a Blob (off the page's heap): read back whole, as the main
// thread would have parsed it, for the Explorer's Raw JSON, which waits for it.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../src/api/query-client.ts';
import {
  BodyCollector,
  PART_BYTES,
  StoredBody,
  isStored,
  readRaw,
} from '../../src/api/body/stored-body.ts';
import { RawJson } from '../../src/features/explorer/raw-json.tsx';
import { SessionProvider } from '../../src/session/session-context.tsx';

/** `text` as UTF-8 bytes cut into pieces of `size`, even inside a character. */
function chunksOf(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.slice(at, at + size));
  return chunks;
}

/** Chunks gathered as the worker gathers a body's, kept as the page keeps it. */
function stored(chunks: readonly Uint8Array[]): StoredBody {
  const collector = new BodyCollector();
  for (const chunk of chunks) collector.add(chunk);
  return new StoredBody(collector.finish());
}

const body = [
  { name: 'Zoë “The Wall” Ñúñez', rank: 1 },
  { name: '🥊 Łukasz', rank: 2 },
];

describe('a stored body', () => {
  it('reads back whole across chunks cut inside characters', async () => {
    const text = ` ${JSON.stringify(body)}\n`;
    const kept = stored(chunksOf(text, 3));
    expect(kept.bytes).toBe(new TextEncoder().encode(text).length);
    expect(isStored(kept)).toBe(true);
    expect(await readRaw(kept)).toEqual(body);
  });

  it('is gathered a part at a time while it arrives, and reads back whole', async () => {
    // More than two parts of rows whose names cut across the parts' edges in mid-character.
    const many = Array.from({ length: 30_000 }, (_, i) => ({
      name: `Zoë 🥊 Łukasz ${i}`,
      rank: i,
    }));
    const text = JSON.stringify(many);
    const bytes = new TextEncoder().encode(text);
    expect(bytes.byteLength).toBeGreaterThan(2 * PART_BYTES);
    const gathered = stored(chunksOf(text, 65_536));
    expect(gathered.bytes).toBe(bytes.byteLength);
    expect(await readRaw(gathered)).toEqual(many);
  });

  it('reads each stored page of a paged response and leaves parsed ones as they are', async () => {
    const parsed = { data: [{ rank: 3 }] };
    const pages = [stored(chunksOf(JSON.stringify({ data: body }), 7)), parsed];
    expect(isStored(pages)).toBe(true);
    const read = (await readRaw(pages)) as unknown[];
    expect(read[0]).toEqual({ data: body });
    expect(read[1]).toBe(parsed);
  });

  it('gives any other value back as it is, and refuses to be written out unread', async () => {
    expect(isStored(body)).toBe(false);
    expect(await readRaw(body)).toBe(body);
    expect(await readRaw(null)).toBeNull();
    // Written out unread it would be `{}`: a loud failure instead of a silently empty body.
    expect(() => JSON.stringify({ raw: stored(chunksOf('[]', 1)) })).toThrow(/readRaw/);
  });
});

describe('the Raw JSON of a stored body', () => {
  it('says it is reading, then shows the body with the API key scrubbed', async () => {
    sessionStorage.setItem('data-views.api-key', 'secret-key-123');
    const withKey = [...body, { name: 'echo secret-key-123', rank: 3 }];
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider>
          <RawJson
            value={stored(chunksOf(JSON.stringify(withKey), 5))}
            pages={1}
            fileParts={['fighter_ratings', 'fighters_view']}
          />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status', { name: 'Reading the response…' })).toBeInTheDocument();
    const shown = await screen.findByLabelText('Raw JSON response');
    expect(shown).toHaveTextContent('"name": "🥊 Łukasz"');
    expect(shown).toHaveTextContent('"rank": 3');
    expect(shown.textContent).not.toContain('secret-key-123');
    expect(screen.queryByRole('status', { name: 'Reading the response…' })).toBeNull();
  });
});
