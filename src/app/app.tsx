// Composition root: query cache, session and router around the route table.
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { createQueryClient } from '../api/query-client.ts';
import { SessionProvider } from '../session/session-context.tsx';
import { AppRoutes } from './app-routes.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <BrowserRouter>
            {/* Typed URL state (nuqs) over React Router: screens read and write their schema. */}
            <NuqsAdapter>
              <AppRoutes />
            </NuqsAdapter>
          </BrowserRouter>
        </SessionProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
