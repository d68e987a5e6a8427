// Form for the range shown (issue 42 §1): the mean of the last few rated appearances against the
// mean of all of them in the range, signed and coloured as every change in the app.
import { useMemo } from 'react';
import { SignedChange } from '../../../components/signed-change.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { FORM_WINDOW, formOf } from '../scouting.ts';
import type { HistoryRow } from './history-row.ts';

/** Words that follow the range's own sentence, in the same paragraph. */
export function PlayerForm({ rows }: { rows: readonly HistoryRow[] }) {
  const form = useMemo(() => formOf(rows), [rows]);
  return (
    <span className="player-page__form">
      <strong>Form</strong>{' '}
      {form.value === null ? (
        <>{form.why}.</>
      ) : (
        <>
          <SignedChange value={form.value} /> (mean of the last {FORM_WINDOW} rated appearances
          against all {formatNumber(form.rated, { maximumFractionDigits: 0 })} in this range)
        </>
      )}
    </span>
  );
}
