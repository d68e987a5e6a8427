// What a table cell holds and how a column's values read: the vocabulary the pure helpers share.

/** How a column's values are coerced and formatted. The contract leaves types "not shown". */
export type ColumnType =
  | 'string'
  | 'integer'
  /** An integer that names something (a player): no thousands separators. */
  | 'id'
  | 'number'
  /** A calendar date, normalised to `YYYY-MM-DD`. */
  | 'date'
  /** A rating peak: a number on some services, a true/false flag on others. */
  | 'number-or-flag';

/**
 * One cell after coercion: text, a number, a flag, or nothing. A numeric column's cell is text when
 * the number sent is one a double cannot hold (an ID beyond 2^53, 1e309, -0: exact-number.ts):
 * shown as that text, sorted by its exact value.
 */
export type CellValue = string | number | boolean | null;
