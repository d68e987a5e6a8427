// The response body as the service sent it, laid out for reading: its own text (a number a double
// cannot hold, 1e309 and -0 read as sent), never a re-serialisation of parsed values, and laid out
// a part at a time, so a large or 100,000-levels-deep body keeps the page responsive.
import { useEffect, useMemo, useState } from 'react';
import { StoredBody } from '../../api/body/stored-body.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { safeFilename } from '../../lib/filename.ts';
import { formatNumber } from '../../lib/format.ts';
import { MAX_INDENT_DEPTH, prettyJson } from '../../lib/json-text.ts';
import { useConnection } from '../../session/session-context.tsx';
import { downloadText, textWithout } from './download-json.ts';

/** Enough to read the shape of any answer; beyond it a <pre> makes the page slow to lay out. */
export const RAW_JSON_PREVIEW_CHARS = 200_000;
// Laying out a few million characters takes a browser seconds; a step this size stays quick.
const MORE_CHARS = 1_000_000;

interface RawJsonProps {
  /** The response's body (its text, or a StoredBody of its bytes), or for several pages the list. */
  value: unknown;
  /** How many page bodies the value holds, when the response came in several pages. */
  pages: number;
  /** Names the downloaded file, e.g. `['fighter_ratings', 'fighters_view']`. */
  fileParts: readonly string[];
}

type SentRead =
  | { readonly status: 'reading' }
  /** text null: a value (not a body) that nests too deeply to be written out. */
  | { readonly status: 'read'; readonly text: string | null }
  | { readonly status: 'failed'; readonly error: unknown; readonly retry: () => void };

/** A value that is not a stored body, written out; null when it nests too deeply for that. */
function compact(value: unknown): string | null {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return null;
  }
}

function bodiesOf(raw: unknown, pages: number): readonly unknown[] {
  return pages > 1 && Array.isArray(raw) ? raw : [raw];
}

/** The bodies' texts joined: one body as it is, several as the JSON list of them. */
function joined(texts: readonly (string | null)[], paged: boolean): string | null {
  if (texts.some((text) => text === null)) return null;
  const trimmed = (texts as string[]).map((text) => text.trim());
  return paged ? `[${trimmed.join(',')}]` : (trimmed[0] ?? '');
}

/** The body's text: at once when the page holds it, else once a large body's bytes are read. */
function useSentText(raw: unknown, pages: number): SentRead {
  const bodies = bodiesOf(raw, pages);
  const paged = bodies.length > 1 || (pages > 1 && Array.isArray(raw));
  const held = bodies.every((b) => !(b instanceof StoredBody));
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<{
    raw: unknown;
    attempt: number;
    ok: boolean;
    value: unknown;
  } | null>(null);
  const now = useMemo(
    () =>
      held
        ? joined(
            bodiesOf(raw, pages).map((b) => (typeof b === 'string' ? b : compact(b))),
            paged,
          )
        : undefined,
    [raw, pages, held, paged],
  );
  useEffect(() => {
    if (held) return;
    let live = true;
    Promise.all(
      bodiesOf(raw, pages).map((b) =>
        b instanceof StoredBody ? b.text() : typeof b === 'string' ? b : compact(b),
      ),
    ).then(
      (texts) => live && setRead({ raw, attempt, ok: true, value: joined(texts, paged) }),
      (error: unknown) => live && setRead({ raw, attempt, ok: false, value: error }),
    );
    return () => {
      live = false;
    };
  }, [raw, pages, held, paged, attempt]);
  if (now !== undefined) return { status: 'read', text: now };
  if (read === null || read.raw !== raw || read.attempt !== attempt) return { status: 'reading' };
  return read.ok
    ? { status: 'read', text: read.value as string | null }
    : { status: 'failed', error: read.value, retry: () => setAttempt((n) => n + 1) };
}

export function RawJson(props: RawJsonProps) {
  const read = useSentText(props.value, props.pages);
  if (read.status === 'reading') return <LoadingState label="Reading the response…" rows={6} />;
  if (read.status === 'failed') return <ErrorState error={read.error} onRetry={read.retry} />;
  return <RawJsonText {...props} text={read.text} />;
}

// A JSON escape writes a character in at most 6 (`\u0041`): a key starting before the cut ends
// within this many more characters, so it is scrubbed before the cut is made.
const keyMargin = (key: string): number => key.length * 6 + 16;

/** The file "Download the whole response" saves: the body as sent, without the key. */
function downloadable(text: string, apiKey: string): string | null {
  // Escapes can hide the key from the scrubber (`\u0073k_…`): such a body is written with JSON's
  // own escapes first, as the view shows it.
  const plain = /\\[u/]/.test(text) ? prettyJson(text).text : text;
  return textWithout(plain, apiKey);
}

function RawJsonText({
  text,
  pages,
  fileParts,
}: Omit<RawJsonProps, 'value'> & { text: string | null }) {
  const { apiKey } = useConnection();
  const [limit, setLimit] = useState(RAW_JSON_PREVIEW_CHARS);
  const laid = useMemo(
    () => (text === null ? null : prettyJson(text, limit + keyMargin(apiKey))),
    [text, limit, apiKey],
  );
  const scrubbed = useMemo(() => (laid ? textWithout(laid.text, apiKey) : null), [laid, apiKey]);
  if (text === null || laid === null) {
    return (
      <p className="explorer-json__note" role="status">
        The body nests too deeply to be written out here.
      </p>
    );
  }
  const shown = scrubbed ?? 'The body could not be shown without the API key in it.';
  const capped = !laid.complete || shown.length > limit;
  return (
    <div className="explorer-json">
      {pages > 1 ? (
        <p className="explorer-json__note">
          The answer came in {pages} pages: below is the list of their bodies, in order.
        </p>
      ) : null}
      {laid.deepest > MAX_INDENT_DEPTH ? (
        <p className="explorer-json__note">
          The body nests more than {formatNumber(MAX_INDENT_DEPTH)} levels deep
          {laid.complete ? ` (${formatNumber(laid.deepest)} at its deepest)` : ''}: levels past the{' '}
          {formatNumber(MAX_INDENT_DEPTH)}th are shown without further indentation.
        </p>
      ) : null}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable) */}
      <pre className="explorer-json__body" tabIndex={0} aria-label="Raw JSON response">
        {capped ? `${shown.slice(0, limit)}\n…` : shown}
      </pre>
      {capped ? (
        <div className="explorer-json__note">
          <p>
            Showing the first {formatNumber(limit)} characters of the body laid out (it is{' '}
            {formatNumber(text.length)} characters as sent), so the page stays quick.
          </p>
          <div className="explorer-json__actions">
            <button
              type="button"
              className="dv-button"
              onClick={() => setLimit((was) => was + MORE_CHARS)}
            >
              Show {formatNumber(MORE_CHARS)} more characters
            </button>
            <button
              type="button"
              className="dv-button"
              onClick={() => {
                const file = downloadable(text, apiKey);
                if (file !== null) {
                  downloadText(safeFilename([...fileParts, 'response'], 'json'), file);
                }
              }}
            >
              Download the whole response
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
