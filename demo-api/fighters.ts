// Deterministic fighter ratings: weight classes, careers that start and end, and monthly rankings.
import type { RowOf } from '../src/api/catalog.ts';
import { addMonths } from '../src/lib/date.ts';
import { LruCache } from './lru.ts';
import { PersonNames } from './names.ts';
import type { DemoScale } from './options.ts';
import { hashInts, Rng } from './random.ts';

export type FighterRow = RowOf<'fighter_ratings', 'fighters_historical_view'>;

export interface WeightClass {
  readonly code: string;
  readonly name: string;
  /** Share of all rated fighters in this class. */
  readonly share: number;
  readonly women: boolean;
}

export const WEIGHT_CLASSES: readonly WeightClass[] = [
  { code: 'FLY', name: 'Flyweight', share: 0.07, women: false },
  { code: 'BW', name: 'Bantamweight', share: 0.09, women: false },
  { code: 'FW', name: 'Featherweight', share: 0.1, women: false },
  { code: 'LW', name: 'Lightweight', share: 0.115, women: false },
  { code: 'WW', name: 'Welterweight', share: 0.11, women: false },
  { code: 'MW', name: 'Middleweight', share: 0.095, women: false },
  { code: 'LHW', name: 'Light Heavyweight', share: 0.07, women: false },
  { code: 'HW', name: 'Heavyweight', share: 0.065, women: false },
  { code: 'WAW', name: "Women's Atomweight", share: 0.03, women: true },
  { code: 'WSW', name: "Women's Strawweight", share: 0.07, women: true },
  { code: 'WFLY', name: "Women's Flyweight", share: 0.07, women: true },
  { code: 'WBW', name: "Women's Bantamweight", share: 0.065, women: true },
  { code: 'WFW', name: "Women's Featherweight", share: 0.05, women: true },
];

/** [name, ISO 3166 code, relative weight]: where fighters come from, roughly. */
const COUNTRIES: readonly (readonly [string, string, number])[] = [
  ['United States', 'US', 18],
  ['Brazil', 'BR', 12],
  ['Russia', 'RU', 6],
  ['United Kingdom', 'GB', 5],
  ['Ireland', 'IE', 2],
  ['Canada', 'CA', 4],
  ['Mexico', 'MX', 4],
  ['Australia', 'AU', 4],
  ['New Zealand', 'NZ', 2],
  ['Japan', 'JP', 4],
  ['South Korea', 'KR', 3],
  ['China', 'CN', 3],
  ['Poland', 'PL', 3],
  ['Netherlands', 'NL', 2],
  ['Sweden', 'SE', 2],
  ['France', 'FR', 3],
  ['Germany', 'DE', 2],
  ['Spain', 'ES', 2],
  ['Italy', 'IT', 2],
  ['Georgia', 'GE', 2],
  ['Kazakhstan', 'KZ', 2],
  ['Uzbekistan', 'UZ', 1],
  ['Argentina', 'AR', 2],
  ['Chile', 'CL', 1],
  ['Peru', 'PE', 1],
  ['Nigeria', 'NG', 2],
  ['South Africa', 'ZA', 2],
  ['Cameroon', 'CM', 1],
  ['Philippines', 'PH', 1],
  ['Thailand', 'TH', 1],
  ['Ukraine', 'UA', 2],
];
const COUNTRY_WEIGHTS = COUNTRIES.map((c) => c[2]);
const COUNTRY_TOTAL = COUNTRY_WEIGHTS.reduce((a, b) => a + b, 0);

/** Monthly rating dates, oldest first, ending at a fixed month: the data never depends on "now". */
export const RATING_DATES: readonly string[] = ratingDates(0);

/**
 * The published dates with `extra` more months after the last (2026-12-01 for one): a test can
 * simulate the service publishing a new date; the dates before are unchanged, row for row.
 */
function ratingDates(extra: number): readonly string[] {
  return Array.from({ length: 132 + extra }, (_, i) => addMonths(2026, 11, i - 131));
}

const TARGET_ACTIVE: Record<DemoScale, number> = { normal: 3_500, large: 112_000 };
const CAREER_MIN = 6;
const CAREER_MAX = 120;
const MEAN_CAREER = (CAREER_MIN + CAREER_MAX) / 2;
/** Share of fighters with no recorded home country: the UI must show nulls as nulls. */
const NULL_COUNTRY_RATE = 0.02;
const NULL_ELOMOD_RATE = 0.004;
const SALT = 0x5eed_f16;

function byName(a: FighterRow, b: FighterRow): number {
  const x = a.name as string;
  const y = b.name as string;
  return x < y ? -1 : x > y ? 1 : 0;
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** Newcomers improve, veterans fade: the expected monthly change of skill. */
function monthlyDrift(monthsIn: number, career: number): number {
  return monthsIn < 18 ? 0.05 : monthsIn > career * 0.7 ? -0.06 : 0.005;
}

const MONTHLY_WOBBLE = 0.13;
const YEARLY_WOBBLE = MONTHLY_WOBBLE * Math.sqrt(12);

/**
 * A fighter's skill `monthsIn` months into a career: a random walk with yearly steps, interpolated
 * month by month. Yearly steps keep a 100,000-fighter date cheap; the per-date noise added by the
 * caller supplies the month-to-month wobble.
 */
function skillAt(rng: Rng, career: number, monthsIn: number): number {
  let anchor = rng.gauss() - 1;
  const years = Math.floor(monthsIn / 12);
  for (let y = 0; y <= years; y++) {
    let drift = 0;
    for (let m = y * 12 + 1; m <= y * 12 + 12; m++) drift += monthlyDrift(m, career);
    const next = anchor + drift + YEARLY_WOBBLE * rng.step();
    if (y === years) return anchor + ((next - anchor) * (monthsIn - y * 12)) / 12;
    anchor = next;
  }
  return anchor;
}

/**
 * Fighters arrive in monthly cohorts per class and stay for a random career; each one's skill is a
 * random walk from its own seed, so any date can be computed alone, without replaying the others.
 */
export class FighterData {
  private readonly arrivalRate: readonly number[];
  private readonly cohortStride: number;
  private readonly names: readonly PersonNames[];
  private readonly cache: LruCache<string, readonly FighterRow[]>;

  private readonly ratingDates: readonly string[];

  constructor(
    private readonly scale: DemoScale,
    extraDates = 0,
  ) {
    this.ratingDates = extraDates > 0 ? ratingDates(extraDates) : RATING_DATES;
    this.arrivalRate = WEIGHT_CLASSES.map((c) => (c.share * TARGET_ACTIVE[scale]) / MEAN_CAREER);
    this.cohortStride = Math.ceil(Math.max(...this.arrivalRate) * 1.4) + 1;
    this.names = WEIGHT_CLASSES.map(
      (c, i) => new PersonNames(c.women ? 'feminine' : 'masculine', hashInts(SALT, i) % 1_000_000),
    );
    // A large-scale date is ~100,000 rows, so keep only a few of those.
    this.cache = new LruCache(WEIGHT_CLASSES.length * (scale === 'large' ? 3 : 24));
  }

  get dates(): readonly string[] {
    return this.ratingDates;
  }

  /** Index of a published date, or -1. */
  dateIndex(date: string): number {
    return this.ratingDates.indexOf(date);
  }

  /** Rows of one date, class by class, each class ranked 1..n; optionally one class only. */
  rowsAt(dateIndex: number, classCode?: string): FighterRow[] {
    if (dateIndex < 0 || dateIndex >= this.ratingDates.length) return [];
    const out: FighterRow[] = [];
    WEIGHT_CLASSES.forEach((wc, c) => {
      if (classCode !== undefined && wc.code !== classCode) return;
      const rows = this.cache.get(`${dateIndex}|${c}`, () => this.rankClass(dateIndex, c));
      for (const row of rows) out.push(row);
    });
    return out;
  }

  latestRows(): FighterRow[] {
    return this.rowsAt(this.ratingDates.length - 1);
  }

  private cohortSize(c: number, month: number): number {
    const rng = new Rng(hashInts(SALT, this.scale === 'large' ? 2 : 1, c, month));
    const rate = this.arrivalRate[c] ?? 0;
    // floor(x + U) has mean x, so the expected cohort is exactly `rate`.
    return Math.min(
      this.cohortStride - 1,
      Math.floor(rate * (0.6 + 0.8 * rng.next()) + rng.next()),
    );
  }

  private rankClass(t: number, c: number): FighterRow[] {
    const wc = WEIGHT_CLASSES[c];
    const names = this.names[c];
    if (!wc || !names) return [];
    const date = this.ratingDates[t] ?? '';
    const rows: FighterRow[] = [];
    const rng = new Rng(0);
    const today = new Rng(0);
    for (let month = t - CAREER_MAX + 1; month <= t; month++) {
      const size = this.cohortSize(c, month);
      for (let j = 0; j < size; j++) {
        const seed = hashInts(SALT, this.scale === 'large' ? 2 : 1, c, month, j);
        rng.reseed(seed);
        const career = rng.int(CAREER_MIN, CAREER_MAX);
        const monthsIn = t - month;
        if (monthsIn >= career) continue;
        const countryIndex = rng.weighted(COUNTRY_WEIGHTS, COUNTRY_TOTAL);
        const country = rng.chance(NULL_COUNTRY_RATE) ? undefined : COUNTRIES[countryIndex];
        const eloOffset = rng.gauss() * 30;
        const modOffset = rng.gauss() * 25;
        const skill = skillAt(rng, career, monthsIn);
        today.reseed(hashInts(seed, t));
        // tanh keeps Glicko-1 inside 1200..2200 whatever the walk does (the noise adds at most ±21).
        const glicko = 1700 + 460 * Math.tanh(skill / 3) + 6 * today.gauss();
        const ramp = Math.min(1, (monthsIn + 1) / 6);
        const points = Math.max(1, (glicko - 1150) * 1.8 * ramp + 20 * today.gauss());
        const elo = glicko + (glicko - 1700) * 0.12 + eloOffset + 15 * today.gauss();
        const eloMod = 1500 + (glicko - 1500) * 0.9 + modOffset + 12 * today.gauss();
        rows.push({
          rank: 0,
          name: names.nameAt((month + CAREER_MAX) * this.cohortStride + j),
          weight_class_code: wc.code,
          weight_class_name: wc.name,
          home_country: country ? country[0] : null,
          country_code: country ? country[1] : null,
          points: round(points, 1),
          r_glicko1: round(glicko, 2),
          r_elok170: round(elo, 2),
          r_elomod1: today.chance(NULL_ELOMOD_RATE) ? null : round(eloMod, 2),
          update_date: date,
          rank_set_number: t + 1,
        });
      }
    }
    // Points rarely tie; when they do, the name decides, so ranks are stable and gap-free.
    rows.sort((a, b) => (b.points as number) - (a.points as number) || byName(a, b));
    rows.forEach((row, i) => {
      row.rank = i + 1;
    });
    return rows;
  }
}
