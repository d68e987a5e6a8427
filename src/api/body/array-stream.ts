// A body that is a bare JSON array of row objects, read while it arrives: complete elements are
// split off and parsed a batch at a time, so a large body is mostly parsed by the time its last
// byte comes. Whatever it cannot vouch for (another envelope, an element that is not an object,
// broken JSON, anything after the array) makes it give up: the caller then parses the whole body as
// before, and gets exactly the rows or the error it always did.
import { parseJson } from '../exact-json.ts';
import { isPlainObject, type JsonObject } from '../json.ts';

/** Characters of complete elements parsed at once: big enough that JSON.parse does the work. */
const BATCH_CHARS = 1 << 19;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** JSON's own whitespace (JSON.parse skips these and no others). */
function isJsonSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!isJsonSpace(text.charCodeAt(i))) return false;
  return true;
}

export class ArrayStream {
  /** Decoded text not parsed yet: after the opening bracket once it has been seen. */
  private text = '';
  /** Where scanning resumes in `text`. */
  private scan = 0;
  /** Nesting inside the current element; 0 between elements. */
  private depth = 0;
  private inString = false;
  /** Index in `text` of the last comma between elements, or -1. */
  private boundary = -1;
  private state: 'start' | 'items' | 'after' | 'failed' = 'start';

  constructor(
    /** Receives each batch of records, in order. */
    private readonly onRecords: (records: JsonObject[]) => void,
    private readonly batchChars: number = BATCH_CHARS,
  ) {}

  /** Whether it has given up: the caller parses the whole body instead. */
  get failed(): boolean {
    return this.state === 'failed';
  }

  /** The next piece of decoded text. */
  push(piece: string): void {
    if (this.state === 'failed' || piece === '') return;
    if (this.state === 'after') {
      if (!isBlank(piece)) this.state = 'failed';
      return;
    }
    this.text += piece;
    if (this.state === 'start' && !this.skipToArray()) return;
    this.scanItems();
    if (this.state === 'items' && this.boundary >= this.batchChars) this.flush(this.boundary);
  }

  /** The body has ended: true when it was one whole array of objects, every batch delivered. */
  end(): boolean {
    return this.state === 'after';
  }

  private skipToArray(): boolean {
    let i = 0;
    while (i < this.text.length && isJsonSpace(this.text.charCodeAt(i))) i++;
    if (i === this.text.length) {
      this.text = '';
      return false;
    }
    if (this.text.charCodeAt(i) !== OPEN_BRACKET) {
      this.fail();
      return false;
    }
    this.text = this.text.slice(i + 1);
    this.state = 'items';
    return true;
  }

  private scanItems(): void {
    const text = this.text;
    let i = this.scan;
    for (; i < text.length; i++) {
      if (this.inString) {
        // Jump to the next quote; it ends the string unless an odd run of backslashes escapes it.
        const quote = text.indexOf('"', i);
        if (quote < 0) {
          i = text.length;
          break;
        }
        let slashes = 0;
        for (let b = quote - 1; b >= 0 && text.charCodeAt(b) === BACKSLASH; b--) slashes++;
        if (slashes % 2 === 0) this.inString = false;
        i = quote;
        continue;
      }
      const code = text.charCodeAt(i);
      if (code === QUOTE) this.inString = true;
      else if (code === OPEN_BRACE || code === OPEN_BRACKET) this.depth++;
      else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        if (this.depth > 0) this.depth--;
        else if (code === CLOSE_BRACKET) {
          this.finish(i);
          return;
        } else {
          this.fail();
          return;
        }
      } else if (code === COMMA && this.depth === 0) {
        this.boundary = i;
      }
    }
    this.scan = i;
  }

  /** The closing bracket at `at`: the last elements, then only whitespace may follow. */
  private finish(at: number): void {
    const last = this.text.slice(0, at);
    const rest = this.text.slice(at + 1);
    // "[]" (nothing to stream) and "[1,]" (an empty element) are left to the whole parse.
    if (isBlank(last)) {
      this.fail();
      return;
    }
    if (!this.deliver(last)) return;
    this.text = '';
    this.state = isBlank(rest) ? 'after' : 'failed';
  }

  /** Parses the elements before the comma at `at` and keeps what follows it. */
  private flush(at: number): void {
    if (!this.deliver(this.text.slice(0, at))) return;
    this.text = this.text.slice(at + 1);
    this.scan -= at + 1;
    this.boundary = -1;
  }

  private deliver(elements: string): boolean {
    if (isBlank(elements)) return this.fail();
    let parsed: unknown;
    try {
      parsed = parseJson(`[${elements}]`);
    } catch {
      return this.fail();
    }
    const records = parsed as unknown[];
    if (!records.every(isPlainObject)) return this.fail();
    this.onRecords(records);
    return true;
  }

  private fail(): false {
    this.state = 'failed';
    this.text = '';
    return false;
  }
}
