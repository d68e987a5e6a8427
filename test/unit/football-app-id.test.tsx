// A league whose app_id holds characters an address escapes: the route's prefetch and the screen
// request the same league, once, with the app_id as the service named it.
import { expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { renderAppAt } from '../render-app.tsx';
import { server, useDemoApi } from '../msw.ts';

useDemoApi();

it('requests a league with /, ?, # and % in its app_id by that app_id only', async () => {
  const appId = 'a/b?c#d%e';
  const asked: (string | null)[] = [];
  server.use(
    // Records, then passes the request on to the demo API.
    http.get('*/v1/data/views/football_player_ratings/league_players', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('app_id'));
    }),
  );
  renderAppAt(`/football/leagues/${encodeURIComponent(appId)}`);
  await screen.findByRole('heading', { level: 1 });
  // The screen's own request comes after the route's prefetch: by then both have asked.
  await waitFor(() => expect(asked).toContain(appId));
  expect(new Set(asked)).toEqual(new Set([appId]));
});
