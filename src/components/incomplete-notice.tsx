// Says so whenever the service sent fewer rows than it reported, or said more exist: never a silent cut.
import type { ViewResult } from '../api/client.ts';
import { formatNumber } from '../lib/format.ts';

type Completeness = Pick<ViewResult, 'rows' | 'incomplete' | 'reportedTotal'>;

function count(n: number): string {
  return formatNumber(n, { maximumFractionDigits: 0 });
}

/** The sentence for a result that is not whole, or null when it is (or there is none yet). */
export function incompleteText(result: Completeness | undefined): string | null {
  if (!result) return null;
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
export function IncompleteNotice({
  result,
  what,
}: {
  result: Completeness | undefined;
  /** Which data it is about, when a screen shows several ("The players of Premier Division"). */
  what?: string;
}) {
  const text = incompleteText(result);
  if (text === null) return null;
  return (
    <p className="dv-notice" role="note">
      {what ? <strong>{what}: </strong> : null}
      {text}
    </p>
  );
}
