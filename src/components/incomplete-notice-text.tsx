// The words of IncompleteNotice (incomplete-notice.tsx), loaded only for a result that is not whole.
import { MAX_EXTRA_COLUMNS } from '../api/coerce.ts';
import { formatNumber } from '../lib/format.ts';

import type { Completeness } from './incomplete-notice.tsx';

function count(n: number): string {
  return formatNumber(n, { maximumFractionDigits: 0 });
}

/** The sentence about columns left out of the table, or null when none were. */
function omittedColumnsText(result: Completeness | undefined): string | null {
  const omitted = result?.omittedColumns ?? 0;
  if (omitted <= 0) return null;
  return (
    `The service sent ${count(omitted)} more ${omitted === 1 ? 'column' : 'columns'} than the ` +
    `${MAX_EXTRA_COLUMNS} extra ones shown here; ${omitted === 1 ? 'it is' : 'they are'} left out of the table and exports (the raw JSON has every one).`
  );
}

/** The sentence for a result that is not whole, or null when it is (or there is none yet). */
function incompleteText(result: Completeness | undefined): string | null {
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

/** The notice's paragraph; nothing when the result is whole. */
export default function IncompleteNoticeText({ result }: { result: Completeness | undefined }) {
  const text = [incompleteText(result), omittedColumnsText(result)].filter(Boolean).join(' ');
  if (text === '') return null;
  return (
    <p className="dv-notice" role="note">
      {text}
    </p>
  );
}
