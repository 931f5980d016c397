import { useDeferredValue } from 'react';

/**
 * False on the server, while React hydrates a page rendered there and in a component's first render;
 * true from the render React does next, in the background (a deferred value: in slices, after the
 * browser has painted, never as one task that blocks it). What only the browser knows (its storage, its
 * clock, its time zone) waits for it, so the first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useDeferredValue(true, false);
}
