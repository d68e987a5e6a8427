// An HTTP status line as people read it: "200 OK", whether or not the server sent the reason.

// HTTP/2 sends no reason phrase; the common ones, so the status line always reads whole.
const REASONS: Readonly<Record<number, string>> = {
  200: 'OK',
  203: 'Non-Authoritative Information',
  204: 'No Content',
  206: 'Partial Content',
};

export function statusLine(status: number, statusText: string): string {
  const reason = statusText.trim() || REASONS[status] || '';
  return `${status}${reason ? ` ${reason}` : ''}`;
}
