// A JSON text laid out for reading, from the text itself rather than from parsed values: numbers stay
// as the service wrote them (1e309, -0, 30 digits), and a walk over characters has no call stack to
// overflow, however deep the nesting (100,000 levels of `[` read like any other body). Indentation
// stops growing at MAX_INDENT_DEPTH so a deep body does not become gigabytes of spaces.

/** Levels indented; deeper ones are laid out at this level (the caller says so). */
export const MAX_INDENT_DEPTH = 100;

export interface PrettyJson {
  readonly text: string;
  /** The deepest nesting met: more than MAX_INDENT_DEPTH means some levels are not indented. */
  readonly deepest: number;
  /** Whether `text` is the whole body laid out, not only its first `limit` characters. */
  readonly complete: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function isDelimiter(code: number): boolean {
  return (
    isSpace(code) ||
    code === 0x2c /* , */ ||
    code === 0x3a /* : */ ||
    code === 0x7b /* { */ ||
    code === 0x7d /* } */ ||
    code === 0x5b /* [ */ ||
    code === 0x5d /* ] */ ||
    code === QUOTE
  );
}

/**
 * A string token with its escapes written as JSON.stringify writes them (`\u0041` as `A`), so a
 * scrubber looking for a text finds it however the service escaped it.
 */
function canonicalString(token: string): string {
  if (!token.includes('\\')) return token;
  try {
    return JSON.stringify(JSON.parse(token) as string);
  } catch {
    return token;
  }
}

/**
 * `text` (valid JSON, as JSON.parse accepted it) with two spaces per level, as
 * JSON.stringify(value, null, 2) would lay it out, but with every literal as it was sent. Only about
 * `limit` characters are laid out: a screen shows the start of a 28 MB body, and laying out all of
 * it would take seconds.
 */
export function prettyJson(
  text: string,
  limit = Infinity,
  maxIndent: number = MAX_INDENT_DEPTH,
): PrettyJson {
  const out: string[] = [];
  // Characters written so far, checked once per piece of the loop below.
  let written = 0;
  const indents: string[] = [];
  const newline = (depth: number): string => {
    const level = Math.min(depth, maxIndent);
    return (indents[level] ??= `\n${'  '.repeat(level)}`);
  };
  let depth = 0;
  let deepest = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (written >= limit) break;
    const before = out.length;
    const code = text.charCodeAt(i);
    if (isSpace(code)) {
      i++;
    } else if (code === QUOTE) {
      let end = i;
      for (;;) {
        end = text.indexOf('"', end + 1);
        if (end < 0) {
          end = n - 1;
          break;
        }
        let slashes = 0;
        for (let b = end - 1; text.charCodeAt(b) === BACKSLASH; b--) slashes++;
        if (slashes % 2 === 0) break;
      }
      out.push(canonicalString(text.slice(i, end + 1)));
      i = end + 1;
    } else if (code === 0x7b || code === 0x5b) {
      const close = code === 0x7b ? '}' : ']';
      let next = i + 1;
      while (next < n && isSpace(text.charCodeAt(next))) next++;
      if (text[next] === close) {
        out.push(code === 0x7b ? '{}' : '[]');
        i = next + 1;
      } else {
        depth++;
        if (depth > deepest) deepest = depth;
        out.push(text[i] as string, newline(depth));
        i++;
      }
    } else if (code === 0x7d || code === 0x5d) {
      depth = Math.max(0, depth - 1);
      out.push(newline(depth), text[i] as string);
      i++;
    } else if (code === 0x2c) {
      out.push(',', newline(depth));
      i++;
    } else if (code === 0x3a) {
      out.push(': ');
      i++;
    } else {
      let end = i + 1;
      while (end < n && !isDelimiter(text.charCodeAt(end))) end++;
      out.push(text.slice(i, end));
      i = end;
    }
    for (let p = before; p < out.length; p++) written += (out[p] as string).length;
  }
  let rest = i;
  while (rest < n && isSpace(text.charCodeAt(rest))) rest++;
  return { text: out.join(''), deepest, complete: rest >= n };
}
