// Head-to-head's odds: every ordered pair's chance per rating system and their median, worked out
// here from the demo API's ratings with the formula; the date stated; a pair across classes marked;
// a missing rating a dash; ratings sent as text read as numbers.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RowOf } from '../../src/api/catalog.ts';
import {
  median,
  percentText,
  ratingValue,
} from '../../src/features/fighters/head-to-head/implied-odds.ts';
import { renderAppAt } from '../render-app.tsx';
import { server, useDemoApi } from '../msw.ts';
import { demoDates, demoFightersAt } from './demo-data.ts';

useDemoApi();

beforeAll(async () => {
  await import('../../src/features/fighters/fighters-routes.tsx');
  await import('../../src/features/fighters/head-to-head/fighters-head-to-head.tsx');
});

type Historical = RowOf<'fighter_ratings', 'fighters_historical_view'>;
const SYSTEMS = ['r_glicko1', 'r_elok170', 'r_elomod1'] as const;
const HISTORY = '*/v1/data/views/fighter_ratings/fighters_historical_view';
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** `2026-11-01` → `1 Nov 2026`, written out here rather than by the app. */
function dateText(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** The chance as the issue defines it, as a whole percentage (or a dash for none). */
function expectedPercent(chance: number | null): string {
  if (chance === null) return '—';
  const whole = Math.round(chance * 100);
  // Never a certainty: a chance that rounds to 100 % or 0 % reads ">99%" or "<1%".
  if (whole === 100 && chance < 1) return '>99%';
  if (whole === 0 && chance > 0) return '<1%';
  return `${whole}%`;
}

/** Each system's chance that `a` beats `b`, then the median of those there are. */
function expectedCells(a: Historical, b: Historical): string[] {
  const chances = SYSTEMS.map((s) => {
    const ra = a[s];
    const rb = b[s];
    return ra === null || rb === null ? null : 1 / (1 + 10 ** ((rb - ra) / 400));
  });
  const known = chances.filter((c): c is number => c !== null).sort((x, y) => x - y);
  const mid =
    known.length === 0
      ? null
      : known.length % 2 === 1
        ? (known[(known.length - 1) / 2] as number)
        : ((known[known.length / 2 - 1] as number) + (known[known.length / 2] as number)) / 2;
  return [...chances, mid].map(expectedPercent);
}

const fullyRated = (r: Historical) => SYSTEMS.every((s) => r[s] !== null) && !!r.name;
const entry = (slot: number, r: Historical) =>
  `h2h=${encodeURIComponent(`${slot}:${r.weight_class_code}:${r.name}`)}`;

/** The odds table, looked up afresh until it is there (head-to-head may mount again meanwhile). */
async function oddsTable() {
  return waitFor(() => {
    const view = screen.getByRole('region', { name: 'Head-to-head' });
    const odds = within(view).getByRole('region', { name: 'Odds implied by the ratings' });
    return within(odds).getByRole('table');
  });
}

/** The percentages of the pair's row, found by its row header ("A vs B"). */
function pairCells(table: HTMLElement, a: Historical, b: Historical): string[] {
  const header = within(table).getByRole('rowheader', {
    name: (name) => name.startsWith(`${a.name} vs ${b.name}`),
  });
  // eslint-disable-next-line testing-library/no-node-access -- the header's own row
  const row = header.closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('implied odds: the pieces', () => {
  it('reads ratings sent as text, refuses what no double holds, and rounds at the ends', () => {
    expect(ratingValue('1612.50')).toBe(1612.5);
    expect(ratingValue(' 1500 ')).toBe(1500);
    expect(ratingValue('n/a')).toBeNull();
    expect(ratingValue('1e400')).toBeNull();
    expect(ratingValue(null)).toBeNull();
    expect(median([0.2, 0.6])).toBeCloseTo(0.4);
    expect(median([])).toBeNull();
    expect(percentText(0.996)).toBe('>99%');
    expect(percentText(0.004)).toBe('<1%');
    expect(percentText(0.5)).toBe('50%');
    expect(percentText(null)).toBe('—');
  });
});

describe('Fighters: head-to-head odds', () => {
  it('gives both orders of a pair from the latest ratings, ratings sent as text included', async () => {
    const dates = [...demoDates()].sort();
    const latest = dates[dates.length - 1] as string;
    const [a, b] = demoFightersAt(latest, 'LW').filter(fullyRated) as [Historical, Historical];
    // The service sends one fighter's ratings as text: they count the same.
    server.use(
      http.get(HISTORY, ({ request }) => {
        const params = new URL(request.url).searchParams;
        const rows = demoFightersAt(params.get('date') ?? '', params.get('weight_class') || '');
        return HttpResponse.json(
          rows.map((r) =>
            r.name === a.name
              ? { ...r, r_glicko1: String(r.r_glicko1), r_elok170: `${r.r_elok170}` }
              : r,
          ),
        );
      }),
    );
    renderAppAt(`/fighters?span=12&${entry(0, a)}&${entry(1, b)}`);
    const table = await oddsTable();
    expect(within(table).getByText(/^Chance that the first fighter/)).toHaveTextContent(
      `from the latest ratings, of ${dateText(latest)}`,
    );
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(pairCells(table, a, b)).toEqual(expectedCells(a, b));
    expect(pairCells(table, b, a)).toEqual(expectedCells(b, a));
    expect(within(table).queryByText(/Different weight classes/)).toBeNull();
    expect(screen.getByText(/not a calibrated prediction/)).toBeInTheDocument();
  });

  it('on a chosen date, marks a pair across classes and shows a missing rating as a dash', async () => {
    const dates = [...demoDates()].sort();
    const date = dates[dates.length - 10] as string;
    // A fighter without an Elo Mod rating on the date, another of their class, one of another.
    const unrated = demoFightersAt(date).find(
      (r) => r.r_elomod1 === null && r.r_glicko1 !== null && r.r_elok170 !== null && !!r.name,
    ) as Historical;
    expect(unrated).toBeDefined();
    const classCode = unrated.weight_class_code as string;
    const mate = demoFightersAt(date, classCode).find(fullyRated) as Historical;
    const other = demoFightersAt(date).find(
      (r) => r.weight_class_code !== classCode && fullyRated(r),
    ) as Historical;
    renderAppAt(
      `/fighters?mode=by-date&date=${date}&class=${classCode}&span=12&${entry(0, unrated)}&${entry(1, mate)}&${entry(3, other)}`,
    );
    const table = await oddsTable();
    expect(within(table).getByText(/^Chance that the first fighter/)).toHaveTextContent(
      `from the ratings published on ${dateText(date)}`,
    );
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 6);
    for (const [x, y] of [
      [unrated, mate],
      [mate, unrated],
      [unrated, other],
      [other, mate],
    ] as const) {
      expect(pairCells(table, x, y)).toEqual(expectedCells(x, y));
    }
    // The missing rating: a dash, and the median of the two there are.
    expect(pairCells(table, unrated, mate)[2]).toBe('—');
    // Across classes: said in the row header; within a class, not.
    const cross = within(table).getByRole('rowheader', {
      name: (name) => name.startsWith(`${other.name} vs ${unrated.name}`),
    });
    expect(cross).toHaveTextContent(
      `Different weight classes: ${other.weight_class_code} and ${classCode}`,
    );
    const same = within(table).getByRole('rowheader', {
      name: (name) => name.startsWith(`${mate.name} vs ${unrated.name}`),
    });
    expect(same).not.toHaveTextContent(/Different weight classes/);
  });

  it('asks for a second fighter when only one is compared', async () => {
    const dates = [...demoDates()].sort();
    const [a] = demoFightersAt(dates[dates.length - 1] as string, 'HW').filter(fullyRated);
    renderAppAt(`/fighters?span=12&${entry(0, a as Historical)}`);
    const view = await screen.findByRole('region', { name: 'Head-to-head' });
    expect(
      within(view).getByText('Add another fighter to see the odds their ratings imply.'),
    ).toBeInTheDocument();
    expect(within(view).queryByRole('table')).toBeNull();
  });
});
