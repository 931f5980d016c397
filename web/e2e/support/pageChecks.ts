import type { Page, TestInfo } from '@playwright/test';
import { expectNoHorizontalScroll, expectPhoneFriendly } from './phoneLayout';

export { expectNoHorizontalScroll } from './phoneLayout';

/**
 * Checks the layout (no sideways scrolling; at phone size every control a 44 px target too), then keeps
 * a full-page screenshot with the test's output, named after the step and the project (phone, desktop).
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page);
  else await expectNoHorizontalScroll(page);
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
}
