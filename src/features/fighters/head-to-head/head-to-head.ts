// Head-to-head: up to four fighters (any classes) compared over the same published dates. Each
// keeps the colour slot it was given when added, written into the URL with it, so removing one
// never recolours the others.
import type { FighterRow } from '../data/fighter-data.ts';
import { fighterKey } from '../data/fighter-data.ts';

export const MAX_CONTENDERS = 4;

export interface Contender {
  /** Its colour, 0–3, kept for as long as it is compared. */
  readonly slot: number;
  readonly classCode: string;
  readonly name: string;
}

const ENTRY = /^([0-3]):([^:]+):(.+)$/s;

/** `slot:CLASS:Name` entries from the URL: well-formed, distinct, distinct slots, at most four. */
export function readContenders(entries: readonly string[]): Contender[] {
  const out: Contender[] = [];
  for (const entry of entries) {
    const match = ENTRY.exec(entry);
    if (!match) continue;
    const contender = {
      slot: Number(match[1]),
      classCode: match[2] as string,
      name: match[3] as string,
    };
    if (out.some((c) => c.slot === contender.slot || sameFighter(c, contender))) continue;
    out.push(contender);
    if (out.length === MAX_CONTENDERS) break;
  }
  return out;
}

export function writeContenders(contenders: readonly Contender[]): string[] {
  return contenders.map((c) => `${c.slot}:${c.classCode}:${c.name}`);
}

function sameFighter(
  a: Pick<Contender, 'classCode' | 'name'>,
  b: Pick<Contender, 'classCode' | 'name'>,
) {
  return a.classCode === b.classCode && a.name === b.name;
}

export function contenderKey(c: Pick<Contender, 'classCode' | 'name'>): string {
  return fighterKey(c.name, c.classCode);
}

/** Why a fighter cannot be added, or null when it can. */
export function cannotAdd(
  contenders: readonly Contender[],
  fighter: Pick<Contender, 'classCode' | 'name'>,
): string | null {
  if (contenders.some((c) => sameFighter(c, fighter))) return 'already compared';
  if (contenders.length >= MAX_CONTENDERS) return `at most ${MAX_CONTENDERS} fighters`;
  return null;
}

/** The list with the fighter added in the lowest free colour slot (unchanged when it cannot be). */
export function addContender(
  contenders: readonly Contender[],
  fighter: Pick<Contender, 'classCode' | 'name'>,
): Contender[] {
  if (cannotAdd(contenders, fighter) !== null) return [...contenders];
  let slot = 0;
  while (contenders.some((c) => c.slot === slot)) slot += 1;
  return [...contenders, { slot, classCode: fighter.classCode, name: fighter.name }];
}

/** One row per contender and date, as the chart plots and the CSV holds them. */
export interface HeadToHeadRow {
  readonly fighter: string;
  readonly weight_class_code: string;
  readonly date: string;
  readonly rank: number | null;
  readonly points: number | null;
  readonly r_glicko1: number | null;
  readonly r_elok170: number | null;
  readonly r_elomod1: number | null;
  [column: string]: string | number | null;
}

/** The contender's row among one date's rows of its class, as a head-to-head row (null if absent). */
export function rowOn(
  contender: Contender,
  date: string,
  rows: readonly FighterRow[],
): HeadToHeadRow | null {
  const row = rows.find(
    (r) => r.name === contender.name && r.weight_class_code === contender.classCode,
  );
  if (!row) return null;
  return {
    fighter: contender.name,
    weight_class_code: contender.classCode,
    date,
    rank: row.rank ?? null,
    points: row.points ?? null,
    r_glicko1: row.r_glicko1 ?? null,
    r_elok170: row.r_elok170 ?? null,
    r_elomod1: row.r_elomod1 ?? null,
  };
}
