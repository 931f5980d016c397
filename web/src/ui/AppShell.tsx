import { Outlet, useMatches } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useLiveConnection } from '../live/useLiveConnection';
import { AntdTheme } from './AntdTheme';
import { preloadToasts } from './showToast';
import { useHydrated } from './useHydrated';

/**
 * Wraps every page in antd's theme, but those marked `withoutAntd` (ADR 0033), and exposes the live
 * connection's state as `data-live` on the root element, and `data-hydrated` once the app runs the page
 * (a page rendered on the server gets it when hydrated), which end-to-end tests wait on. Toasts come from showToast, loaded after the first paint.
 * The pages are one element made once: when either attribute changes (hydration ends, the connection's
 * state moves), React updates this div and leaves the pages alone, instead of rendering the whole app
 * again in one blocking task right after hydrating it.
 */
export function AppShell() {
  const { status } = useLiveConnection();
  const hydrated = useHydrated();
  const withoutAntd = useMatches({ select: (matches) => matches.at(-1)?.staticData.withoutAntd === true });

  const pages = useMemo(
    () =>
      withoutAntd ? (
        <Outlet />
      ) : (
        <AntdTheme>
          <Outlet />
        </AntdTheme>
      ),
    [withoutAntd],
  );

  useEffect(preloadToasts, []);

  return (
    <div data-live={status} data-hydrated={hydrated ? '' : undefined}>
      {pages}
    </div>
  );
}
