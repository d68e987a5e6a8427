// Every screen says so when the service reports more rows than it sent, even none: never an empty table with no word.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAppAt } from '../render-app.tsx';
import { server, useDemoApi } from '../msw.ts';

useDemoApi();

/** One view answers a DRF page with no rows and a count of 5; the rest stays the demo API. */
function shortChange(view: string): void {
  server.use(
    http.get(`*/v1/data/views/:hub/${view}`, () => HttpResponse.json({ results: [], count: 5 })),
  );
}

const NOTICE = /The service reported 5 rows but sent 0\./;

describe('a reported total larger than the rows sent', () => {
  it('on Fighters, Latest', async () => {
    shortChange('fighters_view');
    renderAppAt('/fighters');
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  });

  it('on Fighters, By date', async () => {
    shortChange('fighters_historical_view');
    renderAppAt('/fighters?mode=by-date');
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  });

  it("on a league's players", async () => {
    shortChange('league_players');
    renderAppAt('/football/leagues/eng-1');
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByText(/No players are listed/)).toBeInTheDocument();
  });

  it("on a player's history, instead of 'no rating history'", async () => {
    shortChange('player_ratings_history');
    renderAppAt('/football/players/100001');
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByText(/There is no rating history/)).toBeNull();
    expect(screen.getByText(/No rating history arrived for player 100001/)).toBeInTheDocument();
  });

  it('in the Explorer', async () => {
    shortChange('available_dates');
    renderAppAt('/explorer?hub=fighter_ratings&view=available_dates&run=1');
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  });

  it('and a notice with its own words when more rows exist but no link was given', async () => {
    server.use(
      http.get('*/v1/data/views/:hub/fighters_view', () =>
        HttpResponse.json({ data: [], has_more: true }),
      ),
    );
    renderAppAt('/fighters');
    expect(await screen.findByText(/said it has more rows than the 0 it sent/)).toBeInTheDocument();
  });
});
