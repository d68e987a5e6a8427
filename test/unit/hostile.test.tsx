// Hostile and extreme answers: no freeze, no spoofed text, no runaway memory, the key kept out of sight.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { coerceRows } from '../../src/api/normalise.ts';
import { findView } from '../../src/api/catalog.ts';
import { csvField } from '../../src/lib/csv.ts';
import { jsonWithout } from '../../src/features/explorer/download-json.ts';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app.tsx';
import { server, useDemoApi } from '../msw.ts';

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

  it('refuses a numeric text longer than a double could mean, and keeps ordinary ones', () => {
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
    expect(rows.map((r) => r.points)).toEqual([null, 1000, -0.5, 0.25, 7]);
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
  it('asks for a view that answers 404 once per screen load', async () => {
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

  it('asks for a truncated body once per screen load', async () => {
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
