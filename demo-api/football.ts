// Deterministic football data: leagues, clubs, squads changing between seasons, players' histories.
import type { RowOf } from '../src/api/catalog.ts';
import { dayNumber, isoDay, weekday } from '../src/lib/date.ts';
import { LruCache } from './lru.ts';
import { PersonNames, placeNames } from './names.ts';
import type { DemoScale } from './options.ts';
import { hashInts, Rng } from './random.ts';

export type LeagueRow = RowOf<'football_player_ratings', 'available_leagues'>;
export type LeaguePlayerRow = RowOf<'football_player_ratings', 'league_players'>;
export type AppearanceRow = RowOf<'football_player_ratings', 'player_ratings_history'>;

type ClubStyle =
  | 'british'
  | 'iberian'
  | 'italian'
  | 'germanic'
  | 'french'
  | 'dutch'
  | 'turkish'
  | 'greek'
  | 'nordic'
  | 'american';

interface League {
  readonly appId: string;
  readonly title: string;
  readonly country: string;
  readonly teams: number;
  readonly style: ClubStyle;
}

/** Invented competitions in real countries (a country is not a person or a brand). */
export const LEAGUES: readonly League[] = [
  {
    appId: 'eng-1',
    title: 'Crown Premier Division',
    country: 'England',
    teams: 20,
    style: 'british',
  },
  { appId: 'eng-2', title: 'Crown Championship', country: 'England', teams: 24, style: 'british' },
  { appId: 'esp-1', title: 'Liga Meridiana', country: 'Spain', teams: 20, style: 'iberian' },
  { appId: 'esp-2', title: 'Segunda Meridiana', country: 'Spain', teams: 22, style: 'iberian' },
  { appId: 'ita-1', title: 'Serie Aurea', country: 'Italy', teams: 20, style: 'italian' },
  { appId: 'ita-2', title: 'Serie Argentea', country: 'Italy', teams: 20, style: 'italian' },
  { appId: 'ger-1', title: 'Erste Bundesklasse', country: 'Germany', teams: 18, style: 'germanic' },
  {
    appId: 'ger-2',
    title: 'Zweite Bundesklasse',
    country: 'Germany',
    teams: 18,
    style: 'germanic',
  },
  { appId: 'fra-1', title: 'Ligue Étoile', country: 'France', teams: 18, style: 'french' },
  { appId: 'fra-2', title: 'Ligue Horizon', country: 'France', teams: 18, style: 'french' },
  { appId: 'por-1', title: 'Liga Atlântica', country: 'Portugal', teams: 18, style: 'iberian' },
  {
    appId: 'ned-1',
    title: 'Lage Landen Divisie',
    country: 'Netherlands',
    teams: 18,
    style: 'dutch',
  },
  { appId: 'bel-1', title: 'Ardenne Pro Divisie', country: 'Belgium', teams: 16, style: 'french' },
  {
    appId: 'sco-1',
    title: 'Highland Premiership',
    country: 'Scotland',
    teams: 12,
    style: 'british',
  },
  {
    appId: 'tur-1',
    title: 'Bosphorus Super League',
    country: 'Turkey',
    teams: 18,
    style: 'turkish',
  },
  { appId: 'gre-1', title: 'Aegean Super League', country: 'Greece', teams: 14, style: 'greek' },
  { appId: 'aut-1', title: 'Alpen Liga', country: 'Austria', teams: 12, style: 'germanic' },
  { appId: 'den-1', title: 'Øresund Liga', country: 'Denmark', teams: 12, style: 'nordic' },
  {
    appId: 'usa-1',
    title: 'Continental Soccer League',
    country: 'United States',
    teams: 24,
    style: 'american',
  },
  { appId: 'bra-1', title: 'Campeonato Tropical', country: 'Brazil', teams: 20, style: 'iberian' },
];

const CLUB_TEMPLATES: Record<ClubStyle, readonly string[]> = {
  british: ['{} United', '{} City', '{} Rovers', '{} Athletic', '{} Town', '{} Wanderers', '{} FC'],
  iberian: ['Real {}', 'Deportivo {}', 'CD {}', '{} CF', 'Atlético {}', 'UD {}', 'Sporting {}'],
  italian: ['AC {}', '{} Calcio', 'US {}', 'SS {}', '{} FC'],
  germanic: ['FC {}', 'SV {}', 'VfB {}', 'SC {}', 'TSV {}', '{} 04'],
  french: ['Olympique {}', 'Stade {}', 'AS {}', 'FC {}', 'RC {}'],
  dutch: ['{} FC', 'SC {}', 'FC {}', 'VV {}'],
  turkish: ['{}spor', '{} SK', '{} FK'],
  greek: ['AO {}', 'PAS {}', '{} FC', 'Athlitikos {}'],
  nordic: ['{} BK', '{} IF', 'FC {}'],
  american: ['{} FC', '{} SC', 'Real {}', '{} United'],
};
const CLUB_STYLES = Object.keys(CLUB_TEMPLATES) as ClubStyle[];

/** Seasons the league lists cover, oldest first. */
export const SEASONS: readonly string[] = [2021, 2022, 2023, 2024, 2025].map(
  (y) => `${y}/${y + 1}`,
);
const FIRST_SEASON_YEAR = 2021;

const POSITIONS = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'] as const;
const SQUAD_SHAPE = [3, 8, 8, 5];
const SQUAD_TOTAL = 24;
/** Clubs outside the covered leagues: where players come from and go to. */
const OUTSIDE_CLUBS = 150;
const FIRST_PLAYER_ID = 100_001;
const MIN_APPEARANCES = 100;

/** The stress-test player of the large scale: 5,000+ appearances, listed in the first league. */
export const LONG_HISTORY_PLAYER_ID = 999_001;

const SALT = 0xf007_ba11;

interface Club {
  readonly name: string;
  /** Index into LEAGUES, or -1 for a club outside the covered leagues. */
  readonly league: number;
}

interface Player {
  readonly id: number;
  readonly name: string;
  readonly position: string;
  readonly seed: number;
  /** Club index per covered season; -1 when not playing (not yet arrived, or retired). */
  readonly seasonClubs: Int16Array;
}

interface World {
  readonly clubs: readonly Club[];
  readonly players: ReadonlyMap<number, Player>;
  /** Club indexes of each league. */
  readonly leagueClubs: readonly (readonly number[])[];
}

interface Appearance {
  readonly day: number;
  readonly minutes: number;
  readonly club: number;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function createClubs(rng: Rng): { clubs: Club[]; leagueClubs: number[][] } {
  const places = placeNames(17);
  const clubs: Club[] = [];
  const leagueClubs: number[][] = [];
  let placeCursor = 0;
  const nextPlace = (): string => {
    const place = places[placeCursor++];
    if (place === undefined) throw new Error('ran out of place names');
    return place;
  };
  // One place per club keeps every club name unique without a lookup.
  LEAGUES.forEach((league, l) => {
    const ids: number[] = [];
    for (let i = 0; i < league.teams; i++) {
      const template = rng.pick(CLUB_TEMPLATES[league.style]);
      ids.push(clubs.length);
      clubs.push({ name: template.replace('{}', nextPlace()), league: l });
    }
    leagueClubs.push(ids);
  });
  for (let i = 0; i < OUTSIDE_CLUBS; i++) {
    const template = rng.pick(CLUB_TEMPLATES[rng.pick(CLUB_STYLES)]);
    clubs.push({ name: template.replace('{}', nextPlace()), league: -1 });
  }
  return { clubs, leagueClubs };
}

/** Squads season by season: retirements, moves abroad, transfers (some across leagues). */
function createWorld(scale: DemoScale): World {
  const rng = new Rng(SALT);
  const { clubs, leagueClubs } = createClubs(rng);
  const names = new PersonNames('masculine', 424_242);
  const players = new Map<number, Player>();
  const covered = leagueClubs.flat();
  const firstOutside = covered.length;
  let nextId = FIRST_PLAYER_ID;

  const sign = (position: string): number => {
    const id = nextId++;
    players.set(id, {
      id,
      name: names.nameAt(id - FIRST_PLAYER_ID),
      position,
      seed: hashInts(SALT, id),
      seasonClubs: new Int16Array(SEASONS.length).fill(-1),
    });
    return id;
  };
  const player = (id: number): Player => {
    const p = players.get(id);
    if (!p) throw new Error(`no player ${id}`);
    return p;
  };

  let squads: number[][] = clubs.map((_, club) =>
    club < firstOutside
      ? SQUAD_SHAPE.flatMap((count, pos) =>
          Array.from({ length: count }, () => sign(POSITIONS[pos] ?? 'Midfielder')),
        )
      : [],
  );
  for (let k = 0; k < SEASONS.length; k++) {
    squads.forEach((squad, club) => {
      for (const id of squad) player(id).seasonClubs[k] = club;
    });
    if (k === SEASONS.length - 1) break;
    const next: number[][] = clubs.map(() => []);
    squads.forEach((squad, club) => {
      const league = clubs[club]?.league ?? -1;
      for (const id of squad) {
        const r = rng.next();
        if (r < 0.05) continue; // retires
        if (r < 0.11) {
          // Moves abroad and keeps playing, outside the covered leagues.
          const abroad = firstOutside + rng.int(0, OUTSIDE_CLUBS - 1);
          const p = player(id);
          for (let later = k + 1; later < SEASONS.length; later++) p.seasonClubs[later] = abroad;
          continue;
        }
        if (r < 0.23) {
          const sameLeague = rng.chance(0.7) ? (leagueClubs[league] ?? covered) : covered;
          let target = rng.pick(sameLeague);
          if (target === club) target = rng.pick(covered);
          next[target]?.push(id);
          continue;
        }
        next[club]?.push(id);
      }
    });
    for (const club of covered) {
      const squad = next[club] ?? [];
      const size = rng.int(SQUAD_TOTAL - 2, SQUAD_TOTAL + 2);
      while (squad.length < size) {
        squad.push(sign(POSITIONS[rng.weighted(SQUAD_SHAPE, SQUAD_TOTAL)] ?? 'Midfielder'));
      }
    }
    squads = next;
  }

  if (scale === 'large') {
    const firstLeague = leagueClubs[0] ?? [];
    const seasonClubs = new Int16Array(SEASONS.length);
    seasonClubs.forEach((_, k) => {
      seasonClubs[k] = firstLeague[Math.floor(k / 2) % firstLeague.length] ?? 0;
    });
    players.set(LONG_HISTORY_PLAYER_ID, {
      id: LONG_HISTORY_PLAYER_ID,
      name: names.nameAt(names.capacity - 1),
      position: 'Midfielder',
      seed: hashInts(SALT, LONG_HISTORY_PLAYER_ID),
      seasonClubs,
    });
  }
  return { clubs, players, leagueClubs };
}

/** League match days of a season (weekly Saturdays) plus midweek cup days. */
function matchDays(seasonIndex: number): { day: number; midweek: boolean }[] {
  const year = FIRST_SEASON_YEAR + seasonIndex;
  let first = dayNumber(year, 8, 8);
  while (weekday(first) !== 6) first++;
  const days: { day: number; midweek: boolean }[] = [];
  for (let week = 0; week < 38; week++) {
    days.push({ day: first + week * 7, midweek: false });
    if (week % 4 === 3) days.push({ day: first + week * 7 + 4, midweek: true });
  }
  return days;
}

function minutesPlayed(rng: Rng, starter: boolean, midweek: boolean): number {
  if (starter) {
    if (midweek && rng.chance(0.08)) return 120; // extra time in a cup tie
    return rng.chance(0.65) ? 90 : rng.int(55, 89);
  }
  if (rng.chance(0.01)) return 0; // on the sheet, never came on
  return rng.chance(0.55) ? rng.int(1, 20) : rng.int(21, 45);
}

/** One season's appearances at one club, from its own seed: seasons generate in any order. */
function seasonAppearances(player: Player, seasonIndex: number, club: number): Appearance[] {
  const rng = new Rng(hashInts(player.seed, seasonIndex + 1_000));
  const availability = 0.45 + 0.5 * rng.next();
  const starterRate = player.position === 'Goalkeeper' ? 0.97 : 0.35 + 0.6 * rng.next();
  const out: Appearance[] = [];
  for (const { day, midweek } of matchDays(seasonIndex)) {
    if (!rng.chance(availability)) continue;
    out.push({ day, minutes: minutesPlayed(rng, rng.chance(starterRate), midweek), club });
  }
  return out;
}

function ageDrift(age: number): number {
  if (age < 21) return 1;
  if (age < 25) return 0.5;
  if (age < 29) return 0.1;
  if (age < 32) return -0.4;
  return -0.9;
}

export class FootballData {
  private worldCache: World | undefined;
  private readonly leagueCache = new Map<number, readonly LeaguePlayerRow[]>();
  private readonly historyCache = new LruCache<number, readonly AppearanceRow[]>(200);

  constructor(private readonly scale: DemoScale) {}

  private get world(): World {
    this.worldCache ??= createWorld(this.scale);
    return this.worldCache;
  }

  leagues(): LeagueRow[] {
    return LEAGUES.map((l) => ({ app_id: l.appId, app_title: l.title, country: l.country }));
  }

  /** The league's players season by season; `undefined` for an app_id no league has. */
  leaguePlayers(appId: string): readonly LeaguePlayerRow[] | undefined {
    const league = LEAGUES.findIndex((l) => l.appId === appId);
    if (league < 0) return undefined;
    let rows = this.leagueCache.get(league);
    if (!rows) {
      const { clubs, players } = this.world;
      const list: LeaguePlayerRow[] = [];
      const sorted = [...players.values()].sort((a, b) => a.id - b.id);
      SEASONS.forEach((season, k) => {
        for (const p of sorted) {
          const club = p.seasonClubs[k] ?? -1;
          if (club >= 0 && clubs[club]?.league === league) {
            list.push({ app_id: appId, season, player_id: p.id, player_name: p.name });
          }
        }
      });
      rows = list;
      this.leagueCache.set(league, rows);
    }
    return rows;
  }

  /** Every appearance of a player, oldest first; empty for an unknown id. */
  history(playerId: number): readonly AppearanceRow[] {
    const player = this.world.players.get(playerId);
    if (!player) return [];
    return this.historyCache.get(playerId, () => this.buildHistory(player));
  }

  private buildHistory(player: Player): AppearanceRow[] {
    const rng = new Rng(hashInts(player.seed, 7));
    const appearances =
      player.id === LONG_HISTORY_PLAYER_ID
        ? this.marathonAppearances(player, rng)
        : this.careerAppearances(player, rng);
    const firstDay = appearances[0]?.day ?? dayNumber(FIRST_SEASON_YEAR, 8, 1);
    const birthDay = firstDay - Math.floor((17 + 3 * rng.next()) * 365.25);
    const birthday = isoDay(birthDay);
    const { clubs } = this.world;
    let rating = 1400 + 90 * rng.gauss();
    let peak = -Infinity;
    let previousDay = firstDay - 7;
    return appearances.map((a) => {
      const age = (a.day - birthDay) / 365.25;
      const weight = 0.25 + (0.75 * Math.min(a.minutes, 90)) / 90;
      // Change accrues with time, not games: a daily player must not drift seven times as fast.
      const weeks = Math.min(4, (a.day - previousDay) / 7);
      previousDay = a.day;
      rating += weight * (ageDrift(age) * weeks + 6 * Math.sqrt(weeks) * rng.gauss());
      const shown = round1(rating);
      peak = Math.max(peak, shown);
      return {
        player_id: player.id,
        player_name: player.name,
        birthday,
        position: player.position,
        team_name: clubs[a.club]?.name ?? null,
        date: isoDay(a.day),
        minutes: a.minutes,
        rating: shown,
        peak,
      };
    });
  }

  /** Covered seasons from the simulation, then earlier ones elsewhere until the career is long. */
  private careerAppearances(player: Player, rng: Rng): Appearance[] {
    const seasons: Appearance[][] = [];
    let firstCovered = SEASONS.length;
    let total = 0;
    player.seasonClubs.forEach((club, k) => {
      if (club < 0) return;
      firstCovered = Math.min(firstCovered, k);
      const apps = seasonAppearances(player, k, club);
      seasons.push(apps);
      total += apps.length;
    });
    const { clubs, leagueClubs } = this.world;
    const firstOutside = leagueClubs.reduce((n, l) => n + l.length, 0);
    const target = MIN_APPEARANCES + rng.int(0, 160);
    let club = -1;
    let spellLeft = 0;
    // The floor on k only guards against an endless loop; availability makes it unreachable.
    // At least one earlier season elsewhere: every career has a spell before the covered clubs.
    for (
      let k = firstCovered - 1;
      k === firstCovered - 1 || (total < target && k > firstCovered - 40);
      k--
    ) {
      if (spellLeft === 0) {
        // Inside the covered seasons only outside clubs are allowed, so league lists stay true.
        club = k >= 0 ? firstOutside + rng.int(0, OUTSIDE_CLUBS - 1) : rng.int(0, clubs.length - 1);
        spellLeft = rng.int(1, 3);
      }
      spellLeft--;
      const apps = seasonAppearances(player, k, club);
      seasons.unshift(apps);
      total += apps.length;
    }
    return seasons.flat();
  }

  /** Nearly every day for fourteen years: a stress test for charts and tables, not a career. */
  private marathonAppearances(player: Player, rng: Rng): Appearance[] {
    const firstLeague = this.world.leagueClubs[0] ?? [0];
    const start = dayNumber(FIRST_SEASON_YEAR - 9, 6, 1);
    const end = dayNumber(FIRST_SEASON_YEAR + SEASONS.length, 5, 31);
    const out: Appearance[] = [];
    for (let day = start; day <= end; day++) {
      const seasonIndex = Math.floor((day - dayNumber(FIRST_SEASON_YEAR, 7, 1)) / 365.25);
      const club =
        seasonIndex >= 0
          ? (player.seasonClubs[Math.min(seasonIndex, SEASONS.length - 1)] ?? 0)
          : (firstLeague[(Math.floor((day - start) / 900) + 7) % firstLeague.length] ?? 0);
      out.push({ day, minutes: minutesPlayed(rng, rng.chance(0.8), false), club });
    }
    return out;
  }
}
