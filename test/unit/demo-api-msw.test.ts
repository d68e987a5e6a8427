// The MSW helper in the jsdom environment component tests use: relative fetches reach the demo API.
import { describe, expect, it } from 'vitest';
import { columnNames, viewPath } from '../../src/api/catalog.ts';
import { demoApiRoute, server, useDemoApi } from '../msw.ts';

useDemoApi();

const AUTH = { headers: { Authorization: 'Bearer demo' } };
const LEAGUES = viewPath('football_player_ratings', 'available_leagues');

describe('useDemoApi', () => {
  it('answers a relative /v1/ fetch from the page origin with the demo API', async () => {
    expect(window.location.origin).toBe('http://localhost:3000');
    const response = await fetch(LEAGUES, AUTH);
    expect(response.status).toBe(200);
    const rows = (await response.json()) as Record<string, unknown>[];
    expect(Object.keys(rows[0] ?? {})).toEqual(
      columnNames('football_player_ratings', 'available_leagues'),
    );
  });

  it('answers any origin, and /__demo-api', async () => {
    expect((await fetch(`https://api.example.test${LEAGUES}`, AUTH)).status).toBe(200);
    expect(await (await fetch('/__demo-api')).json()).toEqual({ demo: true, key: 'demo' });
  });

  it('lets a test switch options with server.use(demoApiRoute(...))', async () => {
    server.use(demoApiRoute({ shape: 'columnar' }));
    const body = (await (await fetch(LEAGUES, AUTH)).json()) as { columns: string[] };
    expect(body.columns).toEqual(columnNames('football_player_ratings', 'available_leagues'));
  });

  it('drops the override after the test that made it', async () => {
    expect(Array.isArray(await (await fetch(LEAGUES, AUTH)).json())).toBe(true);
  });
});

describe('a per-test override', () => {
  it('serves a flaky API when asked', async () => {
    server.use(demoApiRoute({ errorRate: 1 }));
    expect((await fetch(LEAGUES, AUTH)).status).toBe(503);
  });
});
