import type { Page } from '@playwright/test';

/**
 * Holds back every script the page asks for, so a page rendered on the server shows its HTML alone, as
 * on a slow phone before anything else arrives (only a script written into the page runs); answers the
 * function that lets them through.
 */
export async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js') || url.pathname.endsWith('.tsx'),
    async (route) => {
      if (route.request().resourceType() === 'script') await held;
      await route.continue();
    },
  );
  return release;
}
