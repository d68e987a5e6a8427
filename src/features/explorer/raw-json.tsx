// The response body exactly as parsed, pretty-printed; a large body is shown in parts so the page stays responsive.
import { useMemo, useState } from 'react';
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

export function RawJson({ value, pages, fileParts }: RawJsonProps) {
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
