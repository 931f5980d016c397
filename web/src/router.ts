import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  /** The page is rendered on the server (entry-server.tsx), which knows nobody signed in. */
  onServer: boolean;
}

/** Where the router runs: the server renders a page from an address in memory; the browser uses its history. */
export type RouterSetting =
  | { history: RouterHistory }
  | {
      history?: undefined;
      /** The page came rendered from the server: the visitor may have scrolled it before the app arrived. */
      serverRendered: boolean;
    };

export function createAppRouter(queryClient: QueryClient, setting: RouterSetting) {
  const onServer = setting.history !== undefined;
  return createRouter({
    routeTree,
    history: setting.history,
    context: { queryClient, onServer } satisfies RouterContext,
    defaultPreload: 'intent',
    // Preloaded data lives in TanStack Query, which decides its freshness.
    defaultPreloadStaleTime: 0,
    // Restored by the browser's router; on the server it would add a script the browser never renders.
    scrollRestoration: setting.history ? false : restoresScroll(setting.serverRendered),
  });
}

/**
 * Scroll restoration (a page opens at its top, or where the visitor left it), except for the page the
 * server rendered as it is first rendered in the browser: the visitor may have scrolled it while the app
 * loaded, and taken back to the top then, a tap aimed below the fold would land on something else.
 */
function restoresScroll(serverRendered: boolean): () => boolean {
  let keepsScroll = serverRendered;
  return () => {
    if (!keepsScroll) return true;
    keepsScroll = false;
    return false;
  };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * The page renders no antd component (the public pages a visitor meets first: ADR 0033), so the app
     * leaves out antd's theme around it, which would derive antd's design token while the page hydrates.
     * What such a page opens later (a dialog) brings its own theme (`AntdTheme`).
     */
    withoutAntd?: boolean;
  }
}
