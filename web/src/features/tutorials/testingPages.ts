import { notFound } from '@tanstack/react-router';

/**
 * The testing pages (/test-shortcuts, /test-onboarding) are in every build but a production one
 * (`vite build`'s default mode). Their route files compare `import.meta.env.MODE` with 'production'
 * themselves: Vite writes the mode in as a literal, so a production build drops the pages' code.
 * This is their beforeLoad: in a production build their address is an unknown page, the 404 screen.
 */
export function onlyInTestingBuilds(): void {
  // The router's way to show the 404 screen: it throws its own value, not an Error (as redirect does).
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (import.meta.env.MODE === 'production') throw notFound();
}
