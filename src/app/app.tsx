// Composition root: query cache and session around the router (router.tsx).
import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { createQueryClient } from '../api/query-client.ts';
import { SessionProvider } from '../session/session-context.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { createAppRouter } from './router.tsx';

interface AppProps {
  readonly queryClient?: QueryClient;
  /** The entry makes the router before React's first render, so its loaders start at once. */
  readonly router?: DataRouter;
}

export function App({ queryClient, router }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [own] = useState(() => (router ? null : createAppRouter(client)));
  // A router made here (tests, a second mount) stops listening to the address when the app goes.
  useEffect(() => () => own?.dispose(), [own]);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <RouterProvider router={router ?? (own as DataRouter)} />
        </SessionProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
