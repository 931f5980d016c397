import type { Page, TestInfo } from '@playwright/test';
import { expectNoHorizontalScroll, expectPhoneFriendly } from './phoneLayout';

export { expectNoHorizontalScroll } from './phoneLayout';

/**
 * Keeps a full-page screenshot with the test's output, named after the step and the project (phone,
 * desktop). One image pixel per CSS pixel: at the phone's 3× scale a full page takes five times as long.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage: true,
    scale: 'css',
  });
}

/**
 * Checks the layout (no sideways scrolling; at phone size every control a 44 px target too), then keeps
 * a full-page screenshot of it.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page);
  else await expectNoHorizontalScroll(page);
  await keepScreenshot(page, testInfo, name);
}
