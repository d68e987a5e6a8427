// Asks the API origin whether the bundled demo API is answering, to offer its key on the key form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOrigin } from './api-origin.ts';

export interface DemoApiInfo {
  demo: boolean;
  key: string | null;
}

async function fetchDemoInfo(signal: AbortSignal): Promise<DemoApiInfo> {
  // A service at another origin (set at build time) is a real one: nothing to ask it.
  if (apiOrigin !== '') return { demo: false, key: null };
  try {
    // No key is sent: the demo API answers this without one, a real service does not know it.
    const response = await fetch(`${apiOrigin}/__demo-api`, {
      signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return { demo: false, key: null };
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && (body as { demo?: unknown }).demo === true) {
      const key = (body as { key?: unknown }).key;
      return { demo: true, key: typeof key === 'string' ? key : null };
    }
  } catch {
    // Not the demo API (or not reachable): nothing to offer.
  }
  return { demo: false, key: null };
}

const demoApiInfoQuery = queryOptions({
  queryKey: ['demo-api-info'],
  queryFn: ({ signal }) => fetchDemoInfo(signal),
  staleTime: Infinity,
  retry: false,
});

export function useDemoApiInfo(): DemoApiInfo | undefined {
  return useQuery(demoApiInfoQuery).data;
}
