// The Consensus and Spread columns (issue 41 §1), added by the full table: their code and the
// working-out they read (data/consensus.ts) load with it, not with the first screen.
import type { SearchableRows } from '../data/fighter-filter.ts';
import type { DataColumn } from '../../../components/data-table-columns.ts';
import { consensusOf } from '../data/consensus.ts';
import type { FighterRow } from '../data/fighter-data.ts';

/** What each column means, on its header. */
export const CONSENSUS_MEANING =
  "The fighter's place in the class when ordered by the median of their ranks by points, Glicko-1, Elo K170 and Elo Mod (ties by the service's rank).";
export const SPREAD_MEANING =
  "How far apart the fighter's best and worst of those four ranks in the class are: 0 when all four agree.";

/**
 * The two columns over a response's rows (`responseRows`: every class of it, not only the rows
 * that pass the filters, since the ranks are within the whole class). Nothing is worked out until
 * a cell, a sort or an export first reads one.
 */
export function consensusColumns(responseRows: SearchableRows): DataColumn<FighterRow>[] {
  const consensus = consensusOf(responseRows);
  return [
    {
      // The ids fighter-columns.tsx names for the URL's sort and hidden columns.
      id: 'consensus',
      header: 'Consensus',
      type: 'integer',
      minWidth: 128,
      description: CONSENSUS_MEANING,
      accessor: (row) => consensus.of(row)?.consensus ?? null,
    },
    {
      id: 'spread',
      header: 'Spread',
      type: 'integer',
      minWidth: 96,
      // The most contested first.
      sortDescFirst: true,
      description: SPREAD_MEANING,
      accessor: (row) => consensus.of(row)?.spread ?? null,
    },
  ];
}

/** `columns` with the two placed after the last rating (Elo Mod), or at the end without it. */
export function withConsensusColumns(
  columns: readonly DataColumn<FighterRow>[],
  responseRows: SearchableRows,
): DataColumn<FighterRow>[] {
  const at = columns.findIndex((column) => column.id === 'r_elomod1') + 1 || columns.length;
  return [...columns.slice(0, at), ...consensusColumns(responseRows), ...columns.slice(at)];
}
