// An HTTP status line as people read it: "200 OK", whether or not the server sent the reason.

import { KEY_REMOVED } from '../../api/http-errors.ts';
import { holdsSecret } from '../../lib/text.ts';

// HTTP/2 sends no reason phrase; the common ones, so the status line always reads whole.
const REASONS: Readonly<Record<number, string>> = {
  200: 'OK',
  203: 'Non-Authoritative Information',
  204: 'No Content',
  206: 'Partial Content',
};

/** `apiKey`: a reason phrase that holds it (a service may echo it) is said as `[key removed]`. */
export function statusLine(status: number, statusText: string, apiKey = ''): string {
  const said = holdsSecret(statusText, apiKey) ? KEY_REMOVED : statusText;
  const reason = said.trim() || REASONS[status] || '';
  return `${status}${reason ? ` ${reason}` : ''}`;
}
