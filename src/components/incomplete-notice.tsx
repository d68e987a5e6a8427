// Says so whenever the service sent fewer rows than it reported, or said more exist, or sent more
// columns than are shown: never a silent cut.
import type { ViewResult } from '../api/client.ts';
import { MAX_EXTRA_COLUMNS } from '../api/coerce.ts';
import { formatNumber } from '../lib/format.ts';

export type Completeness = Pick<ViewResult, 'rows' | 'incomplete' | 'reportedTotal'> &
  Partial<Pick<ViewResult, 'omittedColumns'>>;

/** True when a result is not whole: fewer rows than reported, more said to exist, columns left out. */
export function isIncomplete(result: Completeness | undefined): boolean {
  if (!result) return false;
  const total = result.reportedTotal;
  return (
    (total !== null && total > result.rows.length) ||
    result.incomplete ||
    (result.omittedColumns ?? 0) > 0
  );
}

function count(n: number): string {
  return formatNumber(n, { maximumFractionDigits: 0 });
}

/** The sentence about columns left out of the table, or null when none were. */
function omittedColumnsText(result: Completeness): string | null {
  const omitted = result.omittedColumns ?? 0;
  if (omitted <= 0) return null;
  return (
    `The service sent ${count(omitted)} more ${omitted === 1 ? 'column' : 'columns'} than the ` +
    `${MAX_EXTRA_COLUMNS} extra ones shown here; ${omitted === 1 ? 'it is' : 'they are'} left out of the table and exports (the raw JSON has every one).`
  );
}

/** The sentence for a result that is not whole, or null when it is. */
function incompleteText(result: Completeness): string | null {
  const sent = result.rows.length;
  const total = result.reportedTotal;
  if (total !== null && total > sent) {
    return (
      `The service reported ${count(total)} ${total === 1 ? 'row' : 'rows'} but sent ${count(sent)}. ` +
      'What is shown here, and what the exports hold, covers only the rows received.'
    );
  }
  if (result.incomplete) {
    return (
      `The service said it has more rows than the ${count(sent)} it sent, and gave no way to ` +
      'fetch the rest here. What is shown covers only the rows received.'
    );
  }
  return null;
}

/** The notice, above a screen's data; nothing when the result is whole. */
export function IncompleteNotice({ result }: { result: Completeness | undefined }) {
  if (!result || !isIncomplete(result)) return null;
  const text = [incompleteText(result), omittedColumnsText(result)].filter(Boolean).join(' ');
  return (
    <p className="dv-notice" role="note">
      {text}
    </p>
  );
}
