import { test as base } from '@playwright/test';

/**
 * Playwright's `test`, closing every browser context a test opened when it ends. Playwright closes only
 * its own `context` fixture; a context from `browser.newContext()` (in a test or a helper such as
 * `signedInOperatorWithInvitation`) stayed open for the worker's life, its pages polling and holding
 * live sockets while later tests ran, on the same busy cores.
 */
export const test = base.extend<{ closingItsContexts: void }>({
  closingItsContexts: [
    async ({ browser }, use) => {
      await use();
      await Promise.all(browser.contexts().map((context) => context.close()));
    },
    { auto: true },
  ],
});
