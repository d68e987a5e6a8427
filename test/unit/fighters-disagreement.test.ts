// @vitest-environment node
// Where the rating systems disagree: ranks under each system within the rows, and the spread.
import { describe, expect, it } from 'vitest';
import { disagreements } from '../../src/features/fighters/disagreement/disagreement.ts';
import type { FighterRow } from '../../src/features/fighters/data/fighter-data.ts';

const row = (name: string, g: number | null, k: number | null, m: number | null) =>
  ({ name, r_glicko1: g, r_elok170: k, r_elomod1: m }) as FighterRow;

describe('disagreements', () => {
  it('ranks each fighter under each system and puts the widest spread first', () => {
    const rows = [
      row('Ann', 2000, 1500, 1900),
      row('Bob', 1900, 1900, 1800),
      row('Cid', 1800, 1800, 1700),
      row('Dee', null, 2000, 2000), // not rated by all three
    ];
    const found = disagreements(rows);
    expect(found.map((d) => d.row.name)).toEqual(['Ann', 'Bob', 'Cid']);
    // Dee still counts in the ranks of the systems that rate her.
    expect(found[0]?.ranks).toEqual({ r_glicko1: 1, r_elok170: 4, r_elomod1: 2 });
    expect(found[0]?.spread).toBe(3);
    expect(found[1]?.ranks).toEqual({ r_glicko1: 2, r_elok170: 2, r_elomod1: 3 });
  });

  it('gives tied ratings the same rank', () => {
    const found = disagreements([row('A', 10, 5, 5), row('B', 10, 6, 6)]);
    expect(found.map((d) => d.ranks.r_glicko1)).toEqual([1, 1]);
  });
});
