// How a route's loader starts a request: one the screen would not send (a required param missing)
// is not sent ahead of it either. (A repeat sends nothing: route-loaders.test.ts.)
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { connectionOf } from '../../src/api/key-id.ts';
import { viewQueryOptions } from '../../src/api/queries.ts';
import { startQuery } from '../../src/api/queries.ts';
import { server, useDemoApi } from '../msw.ts';

useDemoApi();

const conn = connectionOf(window.location.origin, 'demo', 'id-demo');
const sent: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  sent.push(`${url.pathname.replace('/v1/data/views/', '')}${url.search}`);
});
afterAll(() => server.events.removeAllListeners());

let client: QueryClient;
beforeEach(() => {
  sent.length = 0;
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

async function settled(): Promise<string[]> {
  await expect.poll(() => client.isFetching()).toBe(0);
  return [...sent].sort();
}

describe('startQuery', () => {
  it('sends nothing for a view whose required param is missing, and sends the rest', async () => {
    startQuery(client, viewQueryOptions(conn, 'fighter_ratings', 'fighters_historical_view'));
    startQuery(client, viewQueryOptions(conn, 'fighter_ratings', 'available_dates'));
    expect(await settled()).toEqual(['fighter_ratings/available_dates']);
  });
});
