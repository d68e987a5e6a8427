// @vitest-environment node
// Who refused a request: the app's own server (its `/v1` proxy or demo) or the Data Views service.
// The responses come from the real server, so the client reads what the server really sends.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorForStatus } from '../../src/api/http-errors.ts';
import { createDataViewsMiddleware } from '../../server/vite-plugin.ts';

let server: Server;
let close: () => Promise<void>;
let app: string;

beforeAll(async () => {
  const middleware = await createDataViewsMiddleware({});
  close = middleware.close;
  server = createServer((req, res) => middleware.handle(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  app = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await close();
  await new Promise((resolve) => server.close(resolve));
});

async function errorFor(path: string) {
  const response = await fetch(`${app}${path}`, { headers: { Authorization: 'Bearer demo' } });
  return errorForStatus(
    response,
    await response.text(),
    'football_player_ratings/league_players',
    'demo',
  );
}

describe('a refusal', () => {
  it("by the app's own server says so, with its reason, not that the service refused", async () => {
    const error = await errorFor(
      '/v1/data/views/football_player_ratings/league_players?app_id=%zz',
    );
    expect(error.kind).toBe('BadRequest');
    expect(error.status).toBe(400);
    expect(error.summary).toBe(
      "The app's own server refused the request; it never reached the service.",
    );
    expect(error.message).toContain('Its query has a % that is not followed by two hexadecimal');
    expect(error.message).not.toMatch(/The service refused|refused the request: /);
  });

  it('by the service says the service refused', async () => {
    // The demo API plays the service: an unknown parameter value is its own 400.
    const error = await errorFor(
      '/v1/data/views/fighter_ratings/fighters_historical_view?date=not-a-date',
    );
    expect(error.status).toBe(400);
    expect(error.summary).toBe('The service refused the request.');
  });
});
