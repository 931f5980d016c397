import { expect, type Page, type TestInfo } from '@playwright/test';

/** A full-page screenshot kept with the test's output, named after the step and the project (phone, desktop). */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
}

/**
 * Nothing is wider than the viewport. Compared with the configured width, not innerWidth: on a
 * mobile viewport the browser widens the layout viewport to fit content that overflows.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const contentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(contentWidth).toBeLessThanOrEqual(width);
}
