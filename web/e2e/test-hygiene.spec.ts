import { expect } from '@playwright/test';
import { test } from './support/test';

// In order, in one worker: what the first test leaves open, the second would see.
test.describe.serial('a test’s browser contexts', () => {
  test('opens one of its own and leaves it open', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await page.goto('/');
    expect(browser.contexts()).toHaveLength(1);
  });

  test('are closed when it ends: the next test starts with none', ({ browser }) => {
    expect(browser.contexts()).toHaveLength(0);
  });
});
