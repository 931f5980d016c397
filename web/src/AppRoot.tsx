import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { LiveUpdatesProvider } from './live/LiveUpdatesProvider';
import type { createAppRouter } from './router';

interface AppRootProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/** The whole app, as the browser renders it and the server renders a public page: one tree for both. */
export function AppRoot({ queryClient, router }: AppRootProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LiveUpdatesProvider>
          <RouterProvider router={router} />
        </LiveUpdatesProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
