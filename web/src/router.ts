import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

/** The browser's history when none is given; the server renders a page from an address in memory. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient } satisfies RouterContext,
    defaultPreload: 'intent',
    // Preloaded data lives in TanStack Query, which decides its freshness.
    defaultPreloadStaleTime: 0,
    // Restored by the browser's router; on the server it would add a script the browser never renders.
    scrollRestoration: history === undefined,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
