// Renders the whole app at a URL with a key already in the session, as a returning user sees it.
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { App } from '../src/app/app.tsx';
import { createQueryClient } from '../src/api/query-client.ts';
import type { QueryClient } from '@tanstack/react-query';

export function renderAppAt(
  path: string,
  {
    key = 'demo',
    queryClient = createQueryClient(),
  }: { key?: string; queryClient?: QueryClient } = {},
): RenderResult & { queryClient: QueryClient } {
  sessionStorage.setItem('data-views.api-key', key);
  window.history.pushState({}, '', path);
  return { ...render(<App queryClient={queryClient} />), queryClient };
}
