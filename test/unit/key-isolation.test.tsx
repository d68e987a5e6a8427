// One key never sees another's data: a 401, a sign-out, another key typed and a key from another
// tab each empty what the tab remembered, and cached responses are filed under their own key.
// Key A's plan answers every view; key B's answers 403 for the fighters' ratings, so any fighter's
// name on screen while B is in use can only be one of A's rows.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { App } from '../../src/app/app.tsx';
import { connectionOf } from '../../src/api/key-id.ts';
import { fightersLatestQuery } from '../../src/api/queries.ts';
import { createQueryClient } from '../../src/api/query-client.ts';
import { createKeyShare } from '../../src/session/key-share.ts';
import { createDemoApiHandler } from '../../demo-api/handler.ts';
import { renderAppAt } from '../render-app.tsx';
import { server, useDemoApi } from '../msw.ts';
import { demoLatestFighters } from './demo-data.ts';

useDemoApi();

const A = 'sk-key-a-1111';
const B = 'sk-key-b-2222';
const A_ONLY = /\/fighter_ratings\/fighters(?:_historical)?_view$/;

beforeAll(async () => {
  // The screens load their code lazily; loading it once here keeps each test's waits short.
  await Promise.all([
    import('../../src/features/fighters/fighters-routes.tsx'),
    import('../../src/features/football/football-routes.tsx'),
    import('../../src/features/explorer/explorer-routes.tsx'),
    import('../../src/session/key-form.tsx'),
  ]);
});

let revoked = false;
/** Each request's key and path, in order. */
let asked: { key: string; path: string }[] = [];

beforeEach(() => {
  revoked = false;
  asked = [];
  const demo = createDemoApiHandler({ apiKey: A });
  server.use(
    http.all(
      ({ request }) => new URL(request.url).pathname.startsWith('/v1/'),
      ({ request }) => {
        const path = new URL(request.url).pathname;
        const key = (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');
        asked.push({ key, path });
        if (key === A && revoked) {
          return HttpResponse.json({ error: 'unauthorized', message: 'Revoked.' }, { status: 401 });
        }
        if (key === B) {
          if (A_ONLY.test(path)) {
            return HttpResponse.json(
              { error: 'forbidden', message: 'Not in plan.' },
              { status: 403 },
            );
          }
          const headers = new Headers(request.headers);
          headers.set('authorization', `Bearer ${A}`);
          return demo(new Request(request.url, { headers }));
        }
        return demo(request);
      },
    ),
  );
});

let watching: MutationObserver | null = null;
afterEach(() => {
  watching?.disconnect();
  watching = null;
});

/** Every fighter's name in A's latest ratings, from the demo API's generators. */
async function fightersOfA(): Promise<string[]> {
  return demoLatestFighters()
    .map((row) => String(row.name))
    .filter((name) => name.length > 3);
}

/** From now on, records every one of `names` that the page shows at any moment. */
function watchFor(names: readonly string[]): string[] {
  const seen: string[] = [];
  const check = () => {
    const text = document.body.textContent ?? '';
    for (const name of names) if (text.includes(name) && !seen.includes(name)) seen.push(name);
  };
  check();
  watching = new MutationObserver(check);
  watching.observe(document.body, { subtree: true, childList: true, characterData: true });
  return seen;
}

/** Follows an address inside the app, as Back or a link would. */
function goTo(path: string) {
  act(() => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

async function enterKey(key: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('API key'), key);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

async function expectFightersRefused() {
  expect(
    await screen.findByText(/This API key has no access to this view/, {}),
  ).toBeInTheDocument();
  expect(asked).toContainEqual({ key: B, path: '/v1/data/views/fighter_ratings/fighters_view' });
}

/** A's Fighters, loaded and shown. */
async function signedInAsA(names: readonly string[]) {
  const view = renderAppAt('/fighters', { key: A });
  const table = await screen.findByRole('table', {});
  await waitFor(() => expect(names.some((name) => table.textContent?.includes(name))).toBe(true));
  return view;
}

describe('a change of key', () => {
  it('after a 401, the next key sees none of the first key’s rows, on Fighters or in the Explorer', async () => {
    const names = await fightersOfA();
    await signedInAsA(names);
    revoked = true;
    // Any request A makes now is refused: a league's players.
    goTo('/football/leagues/eng-1');
    expect(await screen.findByRole('alert', {})).toHaveTextContent('did not accept this key');
    const seen = watchFor(names);

    const user = await enterKey(B);
    await screen.findByRole('navigation', { name: 'Sections' });
    await user.click(screen.getByRole('link', { name: 'Fighters' }));
    await expectFightersRefused();

    // The Explorer asking for the same view: refused for B too, never A's answer.
    goTo('/explorer?hub=fighter_ratings&view=fighters_view&run=1');
    expect(
      await screen.findByText(/This API key has no access to this view/, {}),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('after a sign-out, the next key sees none of the first key’s rows', async () => {
    const names = await fightersOfA();
    await signedInAsA(names);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const seen = watchFor(names);
    await enterKey(B);
    await expectFightersRefused();
    expect(seen).toEqual([]);
  });

  it('a key typed while the cache holds another key’s answers asks again with the new key', async () => {
    const names = await fightersOfA();
    // A's answer in the cache (a tab signed out elsewhere keeps nothing, but a cache must never
    // be the only guard): the form then the new key.
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(fightersLatestQuery(connectionOf('', A, 'id-of-a')));
    renderAppAt('/fighters', { key: '', queryClient });
    const seen = watchFor(names);
    await enterKey(B);
    await expectFightersRefused();
    expect(seen).toEqual([]);
    expect(
      queryClient.getQueryData(fightersLatestQuery(connectionOf('', A, 'id-of-a')).queryKey),
    ).toBe(undefined);
  });

  it('a key from another tab is never shown the responses cached for another key', async () => {
    const names = await fightersOfA();
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(fightersLatestQuery(connectionOf('', A, 'id-of-a')));
    const other = createKeyShare({ currentKey: () => B, onSignedOut: () => undefined });
    other.expectNewTab();
    try {
      sessionStorage.clear();
      const seen = watchFor(names);
      window.history.pushState({}, '', '/fighters');
      render(<App queryClient={queryClient} />);
      await expectFightersRefused();
      expect(sessionStorage.getItem('data-views.api-key')).toBe(B);
      expect(seen).toEqual([]);
    } finally {
      other.close();
    }
  });

  it('forgets the Explorer’s call history', async () => {
    renderAppAt('/explorer?hub=fighter_ratings&view=available_dates&run=1', { key: A });
    const history = await screen.findByRole('region', { name: 'History' });
    await within(history).findByText('fighter_ratings/available_dates', {});
    expect(Object.keys(sessionStorage).some((name) => name.includes('explorer'))).toBe(true);
    // The form alone, so signing in again runs nothing by itself.
    goTo('/explorer?hub=fighter_ratings&view=available_dates');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(Object.keys(sessionStorage).filter((name) => name.includes('explorer'))).toEqual([]);
    await enterKey(A);
    const again = await screen.findByRole('region', { name: 'History' });
    expect(within(again).getByText(/calls made in this tab are listed here/)).toBeVisible();
    expect(within(again).queryByText('fighter_ratings/available_dates')).toBeNull();
  });
});
