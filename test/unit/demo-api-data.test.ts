// @vitest-environment node
// The demo data's realism: sizes, ranks, careers, drift, nulls, leagues, squads, histories, scale.
import { describe, expect, it } from 'vitest';
import { viewPath, type Row } from '../../src/api/catalog.ts';
import { createDemoApiHandler, type DemoApiHandler } from '../../demo-api/handler.ts';

const api = createDemoApiHandler();

async function rows(
  hub: string,
  view: string,
  params: Record<string, string> = {},
  handler: DemoApiHandler = api,
): Promise<Row[]> {
  const query = new URLSearchParams(params).toString();
  const response = await handler(
    new Request(`http://demo.test${viewPath(hub, view)}${query ? `?${query}` : ''}`, {
      headers: { Authorization: 'Bearer demo' },
    }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Row[];
}

const fighters = (date: string): Promise<Row[]> =>
  rows('fighter_ratings', 'fighters_historical_view', { date });

const key = (r: Row): string => `${String(r.weight_class_code)}|${String(r.name)}`;

function groupBy(list: readonly Row[], column: string): Map<unknown, Row[]> {
  const groups = new Map<unknown, Row[]>();
  for (const r of list) {
    const group = groups.get(r[column]);
    if (group) group.push(r);
    else groups.set(r[column], [r]);
  }
  return groups;
}

describe('fighter ratings', () => {
  it('publishes at least 120 monthly dates, oldest first, ending 2026-11-01', async () => {
    const dates = (await rows('fighter_ratings', 'available_dates')).map((r) => r.update_date);
    expect(dates.length).toBeGreaterThanOrEqual(120);
    expect(dates.every((d) => typeof d === 'string' && /^\d{4}-\d{2}-01$/.test(d))).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.at(-1)).toBe('2026-11-01');
  });

  it('rates 3,000+ fighters in 12+ classes on each sampled date, ranked 1..n', async () => {
    const dates = (await rows('fighter_ratings', 'available_dates')).map((r) =>
      String(r.update_date),
    );
    const sampled = dates.filter((_, i) => i % 11 === 0 || i === dates.length - 1);
    for (const date of sampled) {
      const list = await fighters(date);
      expect(list.length).toBeGreaterThanOrEqual(3_000);
      expect(new Set(list.map(key)).size).toBe(list.length);
      expect(new Set(list.map((r) => r.rank_set_number)).size).toBe(1);
      const classes = groupBy(list, 'weight_class_code');
      expect(classes.size).toBeGreaterThanOrEqual(12);
      for (const [code, members] of classes) {
        expect(String(code)).toMatch(/^[A-Z]{2,4}$/);
        expect(new Set(members.map((m) => m.weight_class_name)).size).toBe(1);
        expect(members.map((m) => m.rank)).toEqual(members.map((_, n) => n + 1));
        const points = members.map((m) => m.points as number);
        expect(points.every((p, n) => n === 0 || p <= (points[n - 1] ?? Infinity))).toBe(true);
      }
      expect(list.every((r) => r.update_date === date)).toBe(true);
      const glicko = list.map((r) => r.r_glicko1 as number);
      expect(Math.min(...glicko)).toBeGreaterThanOrEqual(1200);
      expect(Math.max(...glicko)).toBeLessThanOrEqual(2200);
    }
  });

  it('numbers rank sets by date and filters by weight class', async () => {
    const dates = (await rows('fighter_ratings', 'available_dates')).map((r) =>
      String(r.update_date),
    );
    const a = await fighters(dates[0] ?? '');
    const b = await fighters(dates[1] ?? '');
    expect(a[0]?.rank_set_number).not.toBe(b[0]?.rank_set_number);
    const lw = await rows('fighter_ratings', 'fighters_historical_view', {
      date: dates[1] ?? '',
      weight_class: 'LW',
    });
    expect(lw.length).toBeGreaterThan(100);
    expect(lw).toEqual(b.filter((r) => r.weight_class_code === 'LW'));
  });

  it('has fighters entering and leaving, and ratings drifting, month to month', async () => {
    const before = await fighters('2023-04-01');
    const after = await fighters('2023-05-01');
    const beforeKeys = new Set(before.map(key));
    const afterKeys = new Set(after.map(key));
    expect(after.filter((r) => !beforeKeys.has(key(r))).length).toBeGreaterThan(10);
    expect(before.filter((r) => !afterKeys.has(key(r))).length).toBeGreaterThan(10);
    const old = new Map(before.map((r) => [key(r), r.r_glicko1]));
    const stayed = after.filter((r) => old.has(key(r)));
    const moved = stayed.filter((r) => r.r_glicko1 !== old.get(key(r)));
    expect(moved.length).toBeGreaterThan(stayed.length * 0.9);
  });

  it('serves the newest date as the latest ratings, without rank_set_number', async () => {
    const latest = await rows('fighter_ratings', 'fighters_view');
    const newest = await fighters('2026-11-01');
    expect(latest).toEqual(
      newest.map((r) => {
        const copy: Row = { ...r };
        delete copy.rank_set_number;
        return copy;
      }),
    );
  });

  it('has a few nulls, as real data does, and two-letter country codes otherwise', async () => {
    const latest = await rows('fighter_ratings', 'fighters_view');
    const noCountry = latest.filter((r) => r.home_country === null);
    expect(noCountry.length).toBeGreaterThan(0);
    expect(noCountry.length).toBeLessThan(latest.length * 0.05);
    expect(noCountry.every((r) => r.country_code === null)).toBe(true);
    const codes = new Set(latest.map((r) => r.country_code).filter((c) => c !== null));
    expect(codes.size).toBeGreaterThanOrEqual(25);
    expect([...codes].every((c) => /^[A-Z]{2}$/.test(String(c)))).toBe(true);
    const dates = ['2019-01-01', '2020-01-01', '2021-01-01', '2022-01-01'];
    const all = (await Promise.all(dates.map(fighters))).flat();
    expect(all.some((r) => r.r_elomod1 === null)).toBe(true);
  });
});

describe('football player ratings', () => {
  it('lists at least 15 leagues across several countries', async () => {
    const leagues = await rows('football_player_ratings', 'available_leagues');
    expect(leagues.length).toBeGreaterThanOrEqual(15);
    expect(new Set(leagues.map((l) => l.app_id)).size).toBe(leagues.length);
    expect(new Set(leagues.map((l) => l.country)).size).toBeGreaterThanOrEqual(8);
    expect(leagues.every((l) => /^[a-z]{3}-\d$/.test(String(l.app_id)))).toBe(true);
  });

  it('has at least 300 players per league over several seasons, some moving league', async () => {
    const leagues = await rows('football_player_ratings', 'available_leagues');
    const leaguesOfPlayer = new Map<unknown, Set<unknown>>();
    for (const league of leagues) {
      const list = await rows('football_player_ratings', 'league_players', {
        app_id: String(league.app_id),
      });
      expect(list.every((r) => r.app_id === league.app_id)).toBe(true);
      expect(new Set(list.map((r) => r.player_id)).size).toBeGreaterThanOrEqual(300);
      const seasons = new Set(list.map((r) => r.season));
      expect(seasons.size).toBeGreaterThanOrEqual(5);
      expect([...seasons].every((s) => /^\d{4}\/\d{4}$/.test(String(s)))).toBe(true);
      const perPlayer = groupBy(list, 'player_id');
      const multiSeason = [...perPlayer.values()].filter((r) => r.length > 1).length;
      expect(multiSeason).toBeGreaterThan(perPlayer.size / 3);
      for (const id of perPlayer.keys()) {
        leaguesOfPlayer.set(id, (leaguesOfPlayer.get(id) ?? new Set()).add(league.app_id));
      }
    }
    const movers = [...leaguesOfPlayer.values()].filter((s) => s.size > 1).length;
    expect(movers).toBeGreaterThan(50);
  });

  it('gives players 100+ appearances, drifting ratings, a running peak, club spells', async () => {
    const leagues = await rows('football_player_ratings', 'available_leagues');
    let clubChanges = 0;
    let cameos = 0;
    for (const league of leagues.slice(0, 10)) {
      const list = await rows('football_player_ratings', 'league_players', {
        app_id: String(league.app_id),
      });
      for (const pick of [list[0], list[Math.floor(list.length / 2)], list.at(-1)]) {
        const history = await rows('football_player_ratings', 'player_ratings_history', {
          player_id: String(pick?.player_id),
        });
        expect(history.length).toBeGreaterThanOrEqual(100);
        expect(history.every((r) => r.player_id === pick?.player_id)).toBe(true);
        expect(history.every((r) => r.player_name === pick?.player_name)).toBe(true);
        expect(new Set(history.map((r) => r.birthday)).size).toBe(1);
        const dates = history.map((r) => String(r.date));
        expect([...dates].sort()).toEqual(dates);
        const minutes = history.map((r) => r.minutes as number);
        expect(minutes.every((m) => Number.isInteger(m) && m >= 0 && m <= 120)).toBe(true);
        cameos += minutes.filter((m) => m >= 1 && m <= 20).length;
        let peak = -Infinity;
        const runningMax = history.map((r) => (peak = Math.max(peak, r.rating as number)));
        expect(history.map((r) => r.peak)).toEqual(runningMax);
        expect(new Set(history.map((r) => r.rating)).size).toBeGreaterThan(50);
        const teams = history.map((r) => r.team_name);
        clubChanges += teams.filter((t, i) => i > 0 && t !== teams[i - 1]).length;
      }
    }
    expect(cameos).toBeGreaterThan(30);
    expect(clubChanges).toBeGreaterThanOrEqual(30);
  });
});

describe('large scale', () => {
  const large = createDemoApiHandler({ scale: 'large' });

  it('serves 100,000+ fighter rows for the latest and for recent dates', async () => {
    expect(
      (await rows('fighter_ratings', 'fighters_view', {}, large)).length,
    ).toBeGreaterThanOrEqual(100_000);
    const dates = (await rows('fighter_ratings', 'available_dates', {}, large)).map((r) =>
      String(r.update_date),
    );
    // One-row pages report the total without shipping 30 MB of JSON a second time.
    const counter = createDemoApiHandler({ scale: 'large', shape: 'paged', pageSize: 1 });
    for (const date of [dates[dates.length - 24]]) {
      const response = await counter(
        new Request(
          `http://demo.test${viewPath('fighter_ratings', 'fighters_historical_view')}?date=${date}`,
          { headers: { Authorization: 'Bearer demo' } },
        ),
      );
      const { count: total } = (await response.json()) as { count: number };
      expect(total).toBeGreaterThanOrEqual(100_000);
    }
  });

  it('lists player 999001, with at least 5,000 appearances, in the first league', async () => {
    const [first] = await rows('football_player_ratings', 'available_leagues', {}, large);
    const list = await rows(
      'football_player_ratings',
      'league_players',
      { app_id: String(first?.app_id) },
      large,
    );
    expect(list.some((r) => r.player_id === 999001)).toBe(true);
    const history = await rows(
      'football_player_ratings',
      'player_ratings_history',
      { player_id: '999001' },
      large,
    );
    expect(history.length).toBeGreaterThanOrEqual(5_000);
    const ratings = history.map((r) => r.rating as number);
    expect(Math.min(...ratings)).toBeGreaterThan(800);
    expect(Math.max(...ratings)).toBeLessThan(2600);
  });
});
