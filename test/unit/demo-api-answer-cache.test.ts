// @vitest-environment node
// The demo API's kept responses (demo-api/answer-cache.ts): the same bytes as a fresh response, per
// view and params (and per origin and query where paging links carry them), within a budget.
import { describe, expect, it } from 'vitest';
import { viewPath } from '../../src/api/catalog.ts';
import { AnswerCache, type CachedAnswer } from '../../demo-api/answer-cache.ts';
import { createDemoApiHandler, type DemoApiHandler } from '../../demo-api/handler.ts';
import { KEPT_BODY, type MaybeKeptResponse } from '../../demo-api/respond.ts';
import type { DemoApiOptions } from '../../demo-api/options.ts';

const AUTH = { Authorization: 'Bearer demo' };

async function answer(
  handler: DemoApiHandler,
  path: string,
  origin = 'http://demo.test',
): Promise<{ response: MaybeKeptResponse; text: string }> {
  const response = await handler(new Request(new URL(path, origin), { headers: AUTH }));
  return { response, text: await response.clone().text() };
}

const fighters = viewPath('fighter_ratings', 'fighters_view');
const byDate = (date: string, weightClass?: string): string =>
  `${viewPath('fighter_ratings', 'fighters_historical_view')}?date=${date}${weightClass ? `&weight_class=${weightClass}` : ''}`;

function handlers(options: Partial<DemoApiOptions> = {}): [DemoApiHandler, DemoApiHandler] {
  return [createDemoApiHandler(options), createDemoApiHandler({ ...options, answerCacheMB: 0 })];
}

describe('kept responses', () => {
  it('answers a kept answer with the bytes and headers of a fresh one', async () => {
    const [kept, fresh] = handlers();
    const dates = (await (
      await answer(fresh, viewPath('fighter_ratings', 'available_dates'))
    ).response.json()) as {
      update_date: string;
    }[];
    const date = dates[0]?.update_date ?? '';
    for (const path of [fighters, byDate(date), byDate(date, 'HW')]) {
      const first = await answer(kept, path);
      const again = await answer(kept, path);
      const made = await answer(fresh, path);
      expect(first.response.status).toBe(200);
      expect(again.text).toBe(made.text);
      expect(first.text).toBe(made.text);
      expect([...again.response.headers]).toEqual([...made.response.headers]);
    }
    // Different params are different answers, never one kept for the other.
    expect((await answer(kept, byDate(date, 'HW'))).text).not.toBe(
      (await answer(kept, byDate(date))).text,
    );
  });

  it('carries the kept bytes only while they are kept', async () => {
    const [kept, fresh] = handlers();
    const response = (await answer(kept, fighters)).response;
    const bytes = response[KEPT_BODY];
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(bytes)).toBe(await response.text());
    expect((await answer(fresh, fighters)).response[KEPT_BODY]).toBeUndefined();
  });

  it.each(['paged', 'link'] as const)(
    'keeps a %s answer per origin and query, whose links it holds',
    async (shape) => {
      const [kept, fresh] = handlers({ shape, pageSize: 50 });
      for (const [path, origin] of [
        [`${fighters}?page=2`, 'http://one.test'],
        [`${fighters}?page=2`, 'http://two.test'],
        [`${fighters}?page=2&extra=x`, 'http://one.test'],
        [`${fighters}?page=3`, 'http://one.test'],
      ] as const) {
        const got = await answer(kept, path, origin);
        const made = await answer(fresh, path, origin);
        expect(got.text).toBe(made.text);
        expect(got.response.headers.get('link')).toBe(made.response.headers.get('link'));
      }
      // Asked from two.test after one.test: its links name two.test only.
      const two = await answer(kept, `${fighters}?page=2`, 'http://two.test');
      const links = shape === 'paged' ? two.text : (two.response.headers.get('link') ?? '');
      expect(links).toContain('http://two.test');
      expect(links).not.toContain('one.test');
    },
  );

  it('does not keep an error', async () => {
    const [kept] = handlers();
    const bad = await answer(kept, byDate('not-a-date'));
    expect(bad.response.status).toBe(400);
    expect(bad.response[KEPT_BODY]).toBeUndefined();
  });
});

describe('AnswerCache', () => {
  const made = (bytes: number): CachedAnswer => ({ body: new Uint8Array(bytes), headers: {} });

  it('drops the least recently used answers past its budget, and keeps none at 0', () => {
    const cache = new AnswerCache(10_000);
    let builds = 0;
    const get = (key: string): CachedAnswer =>
      cache.get(key, () => {
        builds += 1;
        return made(3_000);
      });
    get('a');
    get('b');
    get('a'); // a is now the most recent
    get('c'); // over budget: b goes
    expect(builds).toBe(3);
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
    expect(cache.has('c')).toBe(true);
    expect(cache.byteSize).toBeLessThanOrEqual(10_000);

    const none = new AnswerCache(0);
    none.get('a', () => made(10));
    expect(none.has('a')).toBe(false);
  });

  it('never lets one response take more than half the budget', () => {
    const cache = new AnswerCache(10_000);
    cache.get('small', () => made(1_000));
    expect(cache.get('huge', () => made(6_000)).body.byteLength).toBe(6_000);
    expect(cache.has('huge')).toBe(false);
    expect(cache.has('small')).toBe(true);
  });

  it('counts long keys, so many tiny answers cannot outgrow the budget', () => {
    const cache = new AnswerCache(100_000);
    for (let i = 0; i < 1_000; i += 1) cache.get(`${'q'.repeat(2_000)}${i}`, () => made(2));
    expect(cache.byteSize).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBeLessThan(30);
  });
});
