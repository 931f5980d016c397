import type { Page } from '@playwright/test';

/**
 * Holds the app's entry script back, so a page rendered on the server shows its HTML alone; answers the
 * function that lets the script through.
 */
export async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
