// A view's URL: its path and its params as the request sends them, in a module of its own that
// needs neither the catalog nor the client.

export type ParamValue = string | number | boolean | null | undefined;
export type ViewParams = Readonly<Record<string, ParamValue>>;

/** The path of the generic endpoint for a view, each segment URL-encoded. */
export function viewPath(hub: string, view: string): string {
  return `/v1/data/views/${encodeURIComponent(hub)}/${encodeURIComponent(view)}`;
}

/** Params as the request sends them: names sorted, empty values dropped, values as text. */
export function normaliseParams(params: ViewParams = {}): Record<string, string> {
  const entries: [string, string][] = [];
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (name === '' || value === null || value === undefined) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    const text = String(value);
    if (text.trim() !== '') entries.push([name, text]);
  }
  return Object.fromEntries(entries);
}

/** `{origin}/v1/data/views/{hub}/{view}?{params}`; relative when the origin is ''. */
export function viewUrl(origin: string, hub: string, view: string, params?: ViewParams): string {
  const query = new URLSearchParams(normaliseParams(params)).toString();
  return `${origin.trim().replace(/\/+$/, '')}${viewPath(hub, view)}${query ? `?${query}` : ''}`;
}
