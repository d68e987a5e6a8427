// Hostile and extreme answers: no freeze, no spoofed text, no runaway memory, the key kept out of sight.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { coerceRows } from '../../src/api/coerce.ts';
import { fetchView } from '../../src/api/client.ts';
import { DataViewsError } from '../../src/api/errors.ts';
import { waitingText } from '../../src/components/query-loading.tsx';
import { findView } from '../../src/api/catalog.ts';
import { csvField } from '../../src/lib/csv.ts';
import { jsonWithout } from '../../src/features/explorer/download-json.ts';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app.tsx';
import { server, useDemoApi } from '../msw.ts';
import { connectionOf } from '../../src/api/key-id.ts';

useDemoApi();

const fighterColumns = findView('fighter_ratings', 'fighters_view')?.columns ?? [];

describe('a number column', () => {
  it('reads a 100,000-digit cell that is not a number in linear time, as null', () => {
    const huge = `${'1'.repeat(100_000)}x`;
    const started = performance.now();
    const { rows } = coerceRows(
      [{ points: huge }, { points: huge }, { points: huge }, { points: '12.5' }],
      fighterColumns,
    );
    // The quadratic pattern took about 15 s per cell here; linear work takes well under 1 s.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(rows.map((r) => r.points)).toEqual([null, null, null, 12.5]);
  });

  it('keeps a numeric text longer than a double holds as its text, and reads ordinary ones', () => {
    const { rows } = coerceRows(
      [
        { points: '9'.repeat(60) },
        { points: ' 1e3 ' },
        { points: '-0.5' },
        { points: '.25' },
        { points: '7.' },
      ],
      fighterColumns,
    );
    expect(rows.map((r) => r.points)).toEqual(['9'.repeat(60), 1000, -0.5, 0.25, 7]);
  });
});

describe('CSV formulas', () => {
  it.each([' =1+1', '\t=1+1', '  +cmd', ' -2+3', '\u00a0@SUM(A1)', '\uff1d1+1'])(
    'defuses %j after leading blanks',
    (text) => {
      const field = csvField(text);
      expect(field.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );
});

describe('errors that are not retried', () => {
  it('requests a view that answers 404 once per screen load', async () => {
    let asked = 0;
    server.use(
      http.get('*/v1/data/views/fighter_ratings/fighters_view', () => {
        asked++;
        return HttpResponse.json({ error: 'not_found', message: 'No such view.' }, { status: 404 });
      }),
    );
    renderAppAt('/fighters');
    expect(await screen.findByText('The service does not know this view.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toBe(1);
  });

  it('requests a truncated body once per screen load', async () => {
    let asked = 0;
    server.use(
      http.get('*/v1/data/views/fighter_ratings/fighters_view', () => {
        asked++;
        return new HttpResponse('[{"rank": 1, "name": "Cut Sho', {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    renderAppAt('/fighters');
    expect(await screen.findByText(/not a table of rows/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toBe(1);
  });
});

describe('a 403 on one view', () => {
  it('says the subscription lacks the view and keeps the key', async () => {
    server.use(
      http.get('*/v1/data/views/fighter_ratings/fighters_view', () =>
        HttpResponse.json({ error: 'forbidden' }, { status: 403 }),
      ),
    );
    renderAppAt('/fighters');
    expect(await screen.findByText(/has no access to this view/)).toBeInTheDocument();
    expect(screen.queryByLabelText('API key', { exact: true })).toBeNull();
    expect(sessionStorage.getItem('data-views.api-key')).toBe('demo');
    // Another view still answers with the same key.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible());
  });

  it('while a 401 still returns to the key form', async () => {
    server.use(
      http.get('*/v1/data/views/fighter_ratings/fighters_view', () =>
        HttpResponse.json({ error: 'unauthorized' }, { status: 401 }),
      ),
    );
    renderAppAt('/fighters');
    expect(await screen.findByLabelText('API key', { exact: true })).toBeInTheDocument();
    expect(sessionStorage.getItem('data-views.api-key')).toBeNull();
  });
});

describe('a body that echoes the key', () => {
  it('is shown in the Explorer raw view without the key, as written or JSON-escaped', async () => {
    const user = userEvent.setup();
    const key = 'sk_echo"\\_7c1d';
    server.use(
      http.get('*/v1/data/views/fighter_ratings/available_dates', () =>
        HttpResponse.json([{ update_date: '2026-01-01', token: key, note: `Bearer ${key}` }]),
      ),
    );
    renderAppAt('/explorer?hub=fighter_ratings&view=available_dates&run=1&tab=json', { key });
    const body = await screen.findByLabelText('Raw JSON response');
    await waitFor(() => expect(body).toHaveTextContent('[key removed]'));
    expect(body.textContent).not.toContain('sk_echo');
    expect(jsonWithout({ a: key, b: [key, { c: `x${key}y` }] }, key)).not.toContain('sk_echo');
    await user.keyboard('{Escape}');
  });
});

// The whole Bidi_Control set, as bidi-controls.test.tsx checks it character by character.
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** The innermost elements whose own text still holds a bidi control, by tag and text. */
function spoofedElements(): string[] {
  return [...document.body.querySelectorAll('*')]
    .filter((el) =>
      [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && BIDI.test(n.textContent ?? ''),
      ),
    )
    .map((el) => `${el.tagName}: ${el.textContent ?? ''}`);
}

describe('right-to-left controls in data', () => {
  it('cannot reverse the app’s own text on a league screen: shown as a mark, isolated', async () => {
    server.use(
      http.get('*/v1/data/views/football_player_ratings/available_leagues', () =>
        HttpResponse.json([
          { app_id: 'eng-1', app_title: 'Top\u202Eflight', country: '\u202Eevil' },
        ]),
      ),
    );
    renderAppAt('/football/leagues/eng-1');
    const heading = await screen.findByRole('heading', { level: 1, name: /Top.flight/ });
    expect(heading.textContent).toBe('Top\uFFFDflight');
    // eslint-disable-next-line testing-library/no-node-access -- the isolating bdi has no role
    expect(heading.querySelector('bdi')).not.toBeNull();
    const country = await screen.findByText('\uFFFDevil');
    expect(country.tagName).toBe('BDI');
    await screen.findByRole('table', { name: /Players of/ });
    expect(spoofedElements()).toEqual([]);
  });

  it('in a team name on a player’s screen, in the table and the header', async () => {
    server.use(
      http.get('*/v1/data/views/football_player_ratings/player_ratings_history', () =>
        HttpResponse.json([
          {
            player_id: 7,
            player_name: 'Ann \u2067Spoof',
            birthday: '2000-01-01',
            position: 'Forward',
            team_name: 'Evil\u202Egnp.exe',
            date: '2025-08-09',
            minutes: 90,
            rating: 7.1,
            peak: 7.1,
          },
        ]),
      ),
    );
    renderAppAt('/football/players/7');
    const table = await screen.findByRole('table', { name: /Rating history of/ });
    expect(table.textContent).toContain('Evil\uFFFDgnp.exe');
    expect(spoofedElements()).toEqual([]);
  });
});

describe('a body whose every row has keys of its own', () => {
  it('shows the view’s columns and the first 50 extra, and says how many were left out', async () => {
    server.use(
      http.get('*/v1/data/views/fighter_ratings/available_dates', () =>
        HttpResponse.json(
          Array.from({ length: 20_000 }, (_, i) => ({ update_date: '2026-01-01', [`k${i}`]: i })),
        ),
      ),
    );
    renderAppAt('/explorer?hub=fighter_ratings&view=available_dates&run=1');
    const table = await screen.findByRole('table', { name: /Rows of/ });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(51);
    expect(
      await screen.findByText(/sent 19,950 more columns than the 50 extra ones shown here/),
    ).toBeInTheDocument();
  });
});

describe('waiting', () => {
  it('says the service asked to wait, and how many retries, with a Cancel that stops', async () => {
    const user = userEvent.setup();
    let asked = 0;
    server.use(
      http.get('*/v1/data/views/fighter_ratings/fighters_view', () => {
        asked++;
        return HttpResponse.json(
          { error: 'rate_limited' },
          { status: 429, headers: { 'Retry-After': '7' } },
        );
      }),
    );
    renderAppAt('/fighters');
    expect(
      await screen.findByText('The service asked us to wait 7 s; retrying (1 of 3)…'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Stopped waiting for the answer.')).toBeInTheDocument();
    expect(asked).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toBe(1);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('words a slow response and a retry after a failure', () => {
    const base = { fetchStatus: 'fetching' as const, refetch: () => undefined };
    expect(waitingText({ ...base, failureCount: 0, failureReason: null }, 4)).toBeNull();
    expect(waitingText({ ...base, failureCount: 0, failureReason: null }, 12)).toBe(
      'No answer yet after 12 s…',
    );
    const timeout = new DataViewsError('Timeout', { view: 'h/v' });
    expect(waitingText({ ...base, failureCount: 2, failureReason: timeout }, 65)).toBe(
      'The service took too long to answer. Retrying (2 of 3)…',
    );
  });

  it('gives the whole of a paged response one deadline', async () => {
    server.use(
      http.get('*/v1/data/views/h/v', async ({ request }) => {
        await new Promise((resolve) => setTimeout(resolve, 40));
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        return HttpResponse.json({ results: [{ page }], next: `?page=${page + 1}` });
      }),
    );
    const error: unknown = await fetchView(
      connectionOf('', 'demo', 'id-demo'),
      'h',
      'v',
      {},
      {
        totalTimeoutMs: 150,
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataViewsError);
    expect((error as DataViewsError).kind).toBe('Timeout');
    expect((error as DataViewsError).message).toContain('The whole answer');
  });
});
