// Says so whenever the service sent fewer rows than it reported, or said more exist, or sent more
// columns than are shown: never a silent cut. The check is here; the words load only when needed
// (they are rarely shown, and kept off the first screen's code: docs/performance.md).
import { lazy, Suspense } from 'react';
import type { ViewResult } from '../api/client.ts';

export type Completeness = Pick<ViewResult, 'rows' | 'incomplete' | 'reportedTotal'> &
  Partial<Pick<ViewResult, 'omittedColumns'>>;

const IncompleteNoticeText = lazy(() => import('./incomplete-notice-text.tsx'));

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

/** The notice, above a screen's data; nothing when the result is whole. */
export function IncompleteNotice({ result }: { result: Completeness | undefined }) {
  if (!isIncomplete(result)) return null;
  return (
    <Suspense fallback={null}>
      <IncompleteNoticeText result={result} />
    </Suspense>
  );
}
