import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates a page rendered on the server (and on the server itself), true after, and
 * from the start on a page the browser renders alone. What only the browser knows (its storage, its
 * clock, its time zone) waits for it, so the first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
