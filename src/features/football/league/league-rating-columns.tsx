// The leaderboard's figure columns: what each player's rating history says of the season.
import { SignedChange } from '../../../components/signed-change.tsx';
import type { DataColumn } from '../../../components/data-table-columns.ts';
import { formatPercentile } from './league-scouting.ts';
import { FORM_WINDOW } from '../scouting.ts';
import type { LeagueTableRow } from './league-columns.tsx';

/** The leaderboard's columns: figures from each player's rating history. */
export const RATING_COLUMNS: readonly DataColumn<LeagueTableRow>[] = [
  {
    id: 'latest_rating',
    header: 'Latest rating',
    // On a phone the width is the names': "Rating" and its sort arrow, beside #, star and Player.
    narrowHeader: 'Rating',
    type: 'number',
    width: 150,
    narrowWidth: 88,
    sortDescFirst: true,
    description:
      'The rating after the last appearance in the season (1 July to 30 June, or a calendar year when its name is one year), or in all seasons',
  },
  {
    id: 'percentile',
    header: 'Percentile',
    type: 'integer',
    width: 140,
    narrowWidth: 130,
    description:
      'Among every player the league lists of the same position (in the row’s season), whatever the filters show, the share with a higher latest rating, rounded up: Top 5 % means 5 % or fewer are rated higher; Best, none. Ties share a figure',
    cell: (row) => formatPercentile(row.percentile),
    csvValue: (row) => row.percentile ?? null,
  },
  {
    id: 'form',
    header: 'Form',
    type: 'number',
    width: 100,
    narrowWidth: 90,
    // "In form" first.
    sortDescFirst: true,
    description: `The mean rating of the last ${FORM_WINDOW} rated appearances minus the mean of all rated appearances, over the same appearances as the row’s other figures; none with fewer than ${FORM_WINDOW}`,
    cell: (row) => <SignedChange value={row.form} digits={1} />,
  },
  {
    id: 'age',
    header: 'Age',
    type: 'integer',
    width: 80,
    narrowWidth: 76,
    description:
      'Whole years at the last appearance of the row’s figures, from the birthday in the player’s history; without a birthday, a dash, and the age filter leaves the row out',
  },
  {
    id: 'position',
    header: 'Position',
    type: 'string',
    width: 150,
    narrowWidth: 130,
    description: 'The position at the last appearance of the row’s figures that gives one',
  },
  {
    id: 'peak_rating',
    header: 'Peak',
    type: 'number',
    width: 100,
    narrowWidth: 90,
    sortDescFirst: true,
    description: 'The highest rating in the season (or in all seasons)',
  },
  {
    id: 'appearances',
    header: 'Appearances',
    type: 'integer',
    width: 155,
    narrowWidth: 140,
    sortDescFirst: true,
  },
  {
    id: 'minutes',
    header: 'Minutes',
    type: 'integer',
    width: 110,
    narrowWidth: 100,
    sortDescFirst: true,
  },
  {
    id: 'last_appearance',
    header: 'Last appearance',
    type: 'date',
    width: 190,
    narrowWidth: 150,
    sortDescFirst: true,
  },
  {
    id: 'current_team',
    header: 'Team',
    type: 'string',
    minWidth: 180,
    narrowWidth: 150,
    description: 'The team of the last appearance in the season (or in all seasons)',
  },
];
