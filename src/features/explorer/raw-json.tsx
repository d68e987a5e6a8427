// The response body exactly as parsed, pretty-printed; a large body is shown in parts so the page stays responsive.
import { useEffect, useMemo, useState } from 'react';
import { isStored, readRaw } from '../../api/stored-body.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { safeFilename } from '../../lib/filename.ts';
import { formatNumber } from '../../lib/format.ts';
import { useConnection } from '../../session/session-context.tsx';
import { downloadJson, jsonWithout } from './download-json.ts';

/** Enough to read the shape of any answer; beyond it a <pre> makes the page slow to lay out. */
export const RAW_JSON_PREVIEW_CHARS = 200_000;
// Laying out a few million characters takes a browser seconds; a step this size stays quick.
const MORE_CHARS = 1_000_000;

interface RawJsonProps {
  value: unknown;
  /** How many page bodies the value holds, when the answer came in several pages. */
  pages: number;
  /** Names the downloaded file, e.g. `['fighter_ratings', 'fighters_view']`. */
  fileParts: readonly string[];
}

type RawRead =
  | { readonly status: 'reading' }
  | { readonly status: 'read'; readonly value: unknown }
  | { readonly status: 'failed'; readonly error: unknown; readonly retry: () => void };

/**
 * The body as parsed values: at once, or for a large body (stored as its bytes outside the page's
 * memory) once its bytes are read and parsed again.
 */
function useRawValue(raw: unknown): RawRead {
  const stored = isStored(raw);
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<{
    raw: unknown;
    attempt: number;
    ok: boolean;
    value: unknown;
  } | null>(null);
  useEffect(() => {
    if (!stored) return;
    let live = true;
    readRaw(raw).then(
      (value) => live && setRead({ raw, attempt, ok: true, value }),
      (error: unknown) => live && setRead({ raw, attempt, ok: false, value: error }),
    );
    return () => {
      live = false;
    };
  }, [raw, stored, attempt]);
  if (!stored) return { status: 'read', value: raw };
  if (read === null || read.raw !== raw || read.attempt !== attempt) return { status: 'reading' };
  return read.ok
    ? { status: 'read', value: read.value }
    : { status: 'failed', error: read.value, retry: () => setAttempt((n) => n + 1) };
}

export function RawJson(props: RawJsonProps) {
  const read = useRawValue(props.value);
  if (read.status === 'reading') return <LoadingState label="Reading the response…" rows={6} />;
  if (read.status === 'failed') return <ErrorState error={read.error} onRetry={read.retry} />;
  return <RawJsonText {...props} value={read.value} />;
}

function RawJsonText({ value, pages, fileParts }: RawJsonProps) {
  const { apiKey } = useConnection();
  const [limit, setLimit] = useState(RAW_JSON_PREVIEW_CHARS);
  const text = useMemo(
    () => jsonWithout(value, apiKey) ?? 'The body could not be shown without the API key in it.',
    [value, apiKey],
  );
  const capped = text.length > limit;
  const rest = text.length - limit;
  return (
    <div className="explorer-json">
      {pages > 1 ? (
        <p className="explorer-json__note">
          The answer came in {pages} pages: below is the list of their bodies, in order.
        </p>
      ) : null}
      <pre className="explorer-json__body" tabIndex={0} aria-label="Raw JSON response">
        {capped ? `${text.slice(0, limit)}\n…` : text}
      </pre>
      {capped ? (
        <div className="explorer-json__note">
          <p>
            Showing the first {formatNumber(limit)} of {formatNumber(text.length)} characters, so
            the page stays quick.
          </p>
          <div className="explorer-json__actions">
            <button
              type="button"
              className="dv-button"
              onClick={() => setLimit((shown) => shown + MORE_CHARS)}
            >
              {rest <= MORE_CHARS
                ? `Show the rest (${formatNumber(rest)} characters)`
                : `Show ${formatNumber(MORE_CHARS)} more characters`}
            </button>
            <button
              type="button"
              className="dv-button"
              onClick={() =>
                downloadJson(safeFilename([...fileParts, 'response'], 'json'), value, apiKey)
              }
            >
              Download the whole response
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
