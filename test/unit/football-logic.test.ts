// The Football screens' pure rules on deliberate fixtures: age, team spells, ranges, peaks, seasons, URL values.
import { describe, expect, it } from 'vitest';
import { playerSearch } from '../../src/features/football/football-search.ts';
import { ageOn } from '../../src/lib/date.ts';
import {
  byDate,
  identityOf,
  inWindow,
  peakKindOf,
  rangeWindow,
  summarise,
  summaryText,
  teamSpells,
} from '../../src/features/football/player/player-history.ts';
import type { DateWindow, HistoryRow } from '../../src/features/football/player/player-history.ts';
import {
  figuresOf,
  schemeOfHistory,
  schemeOfLabels,
  seasonOf,
  seasonRows,
  seasonSpan,
  seasonsOfHistory,
} from '../../src/features/football/player/seasons.ts';
import {
  overallRows,
  seasonsOf,
  searchPlayers,
} from '../../src/features/football/league/league-players.ts';
import type { LeaguePlayerRow } from '../../src/features/football/league/league-players.ts';
import {
  MAX_COMPARED,
  addCompared,
  decodeCompared,
  encodeCompared,
  parsePlayerId,
} from '../../src/features/football/football-paths.ts';
import { parseRange, rangeParam } from '../../src/features/football/player/history-range.ts';
import {
  chartPoints,
  dotRadius,
  teamChanges,
} from '../../src/features/football/chart/chart-data.ts';
import { fold } from '../../src/lib/text.ts';

function appearance(date: string | null, extra: Partial<HistoryRow> = {}): HistoryRow {
  return {
    player_id: 7,
    player_name: 'Zoë Test',
    birthday: '2000-02-29',
    position: 'Forward',
    team_name: 'A FC',
    date,
    minutes: 90,
    rating: 1500,
    peak: 1500,
    ...extra,
  };
}

describe('player history', () => {
  it('computes age in whole years on the given day, leap birthdays included', () => {
    expect(ageOn('2000-02-29', new Date(Date.UTC(2024, 1, 28)))).toBe(23);
    expect(ageOn('2000-02-29', new Date(Date.UTC(2024, 1, 29)))).toBe(24);
    expect(ageOn('2000-02-29', new Date(Date.UTC(2025, 2, 1)))).toBe(25);
    expect(ageOn('1990-12-31', new Date(Date.UTC(2020, 11, 30)))).toBe(29);
    expect(ageOn(null, new Date())).toBeNull();
    expect(ageOn('not a date', new Date())).toBeNull();
    expect(ageOn('2030-01-01', new Date(Date.UTC(2024, 0, 1)))).toBeNull();
  });

  it('orders by date with undated rows last, and reads the newest identity', () => {
    const rows = byDate([
      appearance('2024-03-01', { player_name: 'New Name' }),
      appearance(null),
      appearance('2023-01-01', { position: 'Defender' }),
    ]);
    expect(rows.map((r) => r.date)).toEqual(['2023-01-01', '2024-03-01', null]);
    const who = identityOf('7', rows);
    expect(who.name).toBe('Zoë Test');
    expect(who.position).toBe('Forward');
    expect(identityOf('7', rows.slice(0, 2)).name).toBe('New Name');
  });

  it('groups consecutive appearances into team spells, a return being a new spell', () => {
    const rows = [
      appearance('2020-01-01', { team_name: 'A FC' }),
      appearance('2020-02-01', { team_name: 'A FC' }),
      appearance('2020-03-01', { team_name: null }),
      appearance('2020-04-01', { team_name: 'B United' }),
      appearance('2020-05-01', { team_name: 'A FC' }),
    ];
    expect(teamSpells(rows)).toEqual([
      { team: 'A FC', from: '2020-01-01', to: '2020-02-01', appearances: 2 },
      { team: 'B United', from: '2020-04-01', to: '2020-04-01', appearances: 1 },
      { team: 'A FC', from: '2020-05-01', to: '2020-05-01', appearances: 1 },
    ]);
    expect(teamChanges(rows).map((c) => c.team)).toEqual(['B United', 'A FC']);
    // A shorter run of rows has its own spells.
    expect(teamSpells(rows.slice(0, 2))).toEqual([
      { team: 'A FC', from: '2020-01-01', to: '2020-02-01', appearances: 2 },
    ]);
  });

  it('tells a numeric peak from a flag, and summarises each', () => {
    const numbers = [
      appearance('2020-01-01', { rating: 1500, peak: 1500 }),
      appearance('2020-02-01', { rating: 1550, peak: 1550 }),
      appearance('2020-03-01', { rating: 1520, peak: 1550 }),
    ];
    expect(peakKindOf(numbers)).toBe('number');
    const s = summarise(numbers, 'number');
    expect(s.peak).toEqual({ value: 1550, date: '2020-02-01', reachedHere: true });
    // Cut to the last appearance, the best was set before the range began.
    expect(summaryText(summarise(numbers.slice(2), 'number'), 'number')).toContain(
      'Peak rating 1,550.00, reached before this range.',
    );
    expect(s.latest).toEqual({ rating: 1520, date: '2020-03-01' });
    expect(summaryText(s, 'number')).toBe(
      'latest rating 1,520.00, on 1 Mar 2020. Peak rating 1,550.00, first reached on 1 Feb 2020. 3 appearances from 1 Jan 2020 to 1 Mar 2020.',
    );

    const flags = numbers.map((r, i) => ({ ...r, peak: i === 1 }));
    expect(peakKindOf(flags)).toBe('flag');
    const f = summarise(flags, 'flag');
    expect(f.peakFlags).toBe(1);
    expect(summaryText(f, 'flag')).toContain(
      '1 appearance is marked as a peak; the highest rated 1,550.00 on 1 Feb 2020.',
    );
    expect(peakKindOf([appearance('2020-01-01', { peak: null })])).toBe('none');
  });

  it('mentions appearances that cannot be drawn', () => {
    const rows = [appearance('2020-01-01'), appearance('2020-02-01', { rating: null })];
    const text = summaryText(summarise(rows, 'number'), 'number');
    expect(text).toContain('1 appearance has no date or rating and is not drawn.');
    expect(chartPoints([{ playerId: '7', name: 'Zoë', colour: '#000', rows }])).toHaveLength(1);
  });

  it('counts twelve months back from the latest appearance, both ends included', () => {
    const rows = [
      appearance('2022-05-31'),
      appearance('2022-06-01'),
      appearance('2023-01-15'),
      appearance('2023-05-31'),
    ];
    const window = rangeWindow(rows, { kind: '12m' }, []);
    expect(window).toEqual({ from: '2022-06-01', to: '2023-05-31' });
    expect(inWindow(rows, window as DateWindow).map((r) => r.date)).toEqual([
      '2022-06-01',
      '2023-01-15',
      '2023-05-31',
    ]);
    expect(rangeWindow(rows, { kind: 'all' }, [])).toEqual({ from: null, to: null });
  });

  it('reads seasons from their names and from dates, July to June or calendar years', () => {
    expect(seasonSpan('2024/2025')).toEqual({
      label: '2024/2025',
      from: '2024-07-01',
      to: '2025-06-30',
    });
    expect(seasonSpan('2024/25')?.from).toBe('2024-07-01');
    expect(seasonSpan('1999-00')?.to).toBe('2000-06-30');
    expect(seasonSpan('2024')).toEqual({ label: '2024', from: '2024-01-01', to: '2024-12-31' });
    expect(seasonSpan('2024/2019')).toBeNull();
    expect(seasonSpan('Apertura')).toBeNull();
    expect(schemeOfLabels(['2023', '2024'])).toBe('calendar');
    expect(schemeOfLabels(['2023/2024', '2024/2025'])).toBe('split');
    expect(seasonOf('2024-06-30', 'split')).toBe('2023/2024');
    expect(seasonOf('2024-07-01', 'split')).toBe('2024/2025');
    expect(seasonOf('2024-07-01', 'calendar')).toBe('2024');

    const weekly = (from: string, weeks: number) =>
      Array.from({ length: weeks }, (_, i) =>
        appearance(new Date(Date.parse(from) + i * 7 * 86_400_000).toISOString().slice(0, 10)),
      );
    // An autumn-spring league: a summer break; a calendar-year league: a winter break.
    const autumnSpring = [...weekly('2022-08-06', 40), ...weekly('2023-08-05', 12)];
    expect(schemeOfHistory(autumnSpring)).toBe('split');
    expect(schemeOfHistory([...weekly('2022-03-05', 36), ...weekly('2023-03-04', 30)])).toBe(
      'calendar',
    );
    const seasons = seasonsOfHistory(autumnSpring, 'split');
    expect(seasons.map((s) => s.label)).toEqual(['2023/2024', '2022/2023']);
    // "season" alone is the newest season; a named season is its dates; a nameless one is null.
    expect(rangeWindow(autumnSpring, { kind: 'season', label: null }, seasons)).toEqual({
      from: '2023-07-01',
      to: '2024-06-30',
    });
    expect(rangeWindow(autumnSpring, { kind: 'season', label: '2022/2023' }, seasons)).toEqual({
      from: '2022-07-01',
      to: '2023-06-30',
    });
    expect(rangeWindow(autumnSpring, { kind: 'season', label: 'Clausura' }, seasons)).toBeNull();
  });

  it('adds up a season: appearances, minutes, average, start, end, change, peak, teams', () => {
    const rows = [
      appearance('2023-08-01', { rating: 1500, minutes: 90, team_name: 'A' }),
      appearance('2023-09-01', { rating: 1560, minutes: 30, team_name: 'A' }),
      appearance('2024-02-01', { rating: 1530, minutes: null, team_name: 'B' }),
      appearance('2024-08-10', { rating: 1600, minutes: 90, team_name: 'B' }),
    ];
    const [newest, older] = seasonRows(rows, 'split');
    expect(newest).toMatchObject({ season: '2024/2025', appearances: 1, rating_start: 1600 });
    expect(older).toEqual({
      season: '2023/2024',
      appearances: 3,
      minutes: 120,
      average_rating: 1530,
      rating_start: 1500,
      rating_end: 1530,
      change: 30,
      peak: 1560,
      teams: 'A, B',
      age: null,
    });
    // With a birthday: the age at the season's last appearance (1 Feb 2024), a day before the 23rd.
    expect(seasonRows(rows, 'split', '2001-02-02')[1]?.age).toBe(22);
    expect(seasonRows(rows, 'split', '2001-02-01')[1]?.age).toBe(23);
    expect(figuresOf(rows)).toMatchObject({ team: 'B', lastDate: '2024-08-10', peak: 1600 });
  });

  it('draws short appearances smaller than full matches', () => {
    expect(dotRadius(5)).toBeLessThan(dotRadius(45));
    expect(dotRadius(45)).toBeLessThan(dotRadius(90));
    expect(dotRadius(120)).toBe(dotRadius(90));
  });
});

describe('league players', () => {
  const rows: LeaguePlayerRow[] = [
    { app_id: 'x', season: '2023/2024', player_id: 1, player_name: 'Łukasz Óscar' },
    { app_id: 'x', season: '2024/2025', player_id: 1, player_name: 'Łukasz Óscar' },
    { app_id: 'x', season: '2024/2025', player_id: 2, player_name: 'Ann Bee' },
    { app_id: 'x', season: '2022/2023', player_id: 3, player_name: 'Cy Dee' },
  ];

  it('lists seasons newest first', () => {
    expect(seasonsOf(rows)).toEqual(['2024/2025', '2023/2024', '2022/2023']);
    expect(
      seasonsOf([
        { ...rows[0], season: 'Season 9' } as LeaguePlayerRow,
        { ...rows[0], season: 'Season 10' } as LeaguePlayerRow,
      ]),
    ).toEqual(['Season 10', 'Season 9']);
  });

  it('shows each player once overall, with their seasons, optionally only those of one season', () => {
    const all = overallRows(rows);
    expect(all).toHaveLength(3);
    expect(all.find((r) => r.player_id === 1)).toMatchObject({
      season: '2024/2025, 2023/2024',
      season_count: 2,
    });
    expect(overallRows(rows, '2024/2025').map((r) => r.player_id)).toEqual([1, 2]);
  });

  it('searches names without case or accents, and IDs', () => {
    expect(searchPlayers(rows, fold('LUKASZ oscar')).map((r) => r.season)).toEqual([
      '2023/2024',
      '2024/2025',
    ]);
    expect(searchPlayers(rows, fold('3')).map((r) => r.player_name)).toEqual(['Cy Dee']);
    expect(searchPlayers(rows, '')).toBe(rows);
  });
});

describe('football URL values', () => {
  it('accepts only positive whole player IDs, as their exact digits', () => {
    expect(parsePlayerId('100123')).toBe('100123');
    expect(parsePlayerId(' 42 ')).toBe('42');
    expect(parsePlayerId('007')).toBe('7');
    // Beyond 2^53 a double would say 9007199254740992: the ID is kept as its text.
    expect(parsePlayerId('9007199254740993')).toBe('9007199254740993');
    for (const bad of ['0', '-1', '1.5', '1e3', 'abc', '', null, '1'.repeat(31)]) {
      expect(parsePlayerId(bad)).toBeNull();
    }
  });

  it('keeps compared players distinct, valid, other than the player shown, and at most four', () => {
    expect(decodeCompared('5,6,x,5,7,1,8,9,10', '1').map((e) => e.id)).toEqual([
      '5',
      '6',
      '7',
      '8',
    ]);
    // Slots written in the URL are kept; unslotted and clashing entries take the first free ones.
    expect(decodeCompared(['3:5', '6', '3:7', '9:8'], '1')).toEqual([
      { id: '5', slot: 3 },
      { id: '6', slot: 1 },
      { id: '7', slot: 2 },
      { id: '8', slot: 4 },
    ]);
    expect(addCompared([{ id: '5', slot: 3 }], '6')).toEqual([
      { id: '5', slot: 3 },
      { id: '6', slot: 1 },
    ]);
    expect(encodeCompared([{ id: '5', slot: 3 }])).toEqual(['3:5']);
    expect(MAX_COMPARED).toBe(4);
    expect(decodeCompared(null, '1')).toEqual([]);
    // Two IDs a double cannot tell apart stay two players.
    expect(decodeCompared('1:9007199254740993', '9007199254740992')).toEqual([
      { id: '9007199254740993', slot: 1 },
    ]);
  });

  it('reads a range from the URL, and writes it back the same', () => {
    expect(parseRange(null)).toEqual({ kind: 'all' });
    expect(parseRange('12m')).toEqual({ kind: '12m' });
    expect(parseRange('season')).toEqual({ kind: 'season', label: null });
    expect(parseRange('2024/2025')).toEqual({ kind: 'season', label: '2024/2025' });
    expect(parseRange('2024-03-01..2023-12-31')).toEqual({
      kind: 'custom',
      from: '2023-12-31',
      to: '2024-03-01',
    });
    expect(parseRange('2024-02-30..2024-03-01')).toEqual({ kind: 'all' });
    for (const text of ['12m', 'season', '2024/2025', '2023-12-31..2024-03-01']) {
      expect(rangeParam(parseRange(text))).toBe(text);
    }
    expect(rangeParam({ kind: 'all' })).toBeNull();
  });

  it('reads and writes a sort, "none" for unsorted, the default kept out of the URL', () => {
    expect(playerSearch.sort.parseServerSide('-rating,date')).toEqual([
      { id: 'rating', desc: true },
      { id: 'date', desc: false },
    ]);
    expect(playerSearch.sort.parseServerSide('none')).toEqual([]);
    expect(playerSearch.sort.serialize([])).toBe('none');
    expect(
      playerSearch.sort.eq(playerSearch.sort.defaultValue, [...playerSearch.sort.defaultValue]),
    ).toBe(true);
  });
});
