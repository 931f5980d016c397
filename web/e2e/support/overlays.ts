import { expect, type Locator } from '@playwright/test';

/**
 * Waits until a dialog, drawer, popover or dropdown has finished opening (antd zooms or slides it in).
 * Clicked in its first moments, while it starts to move, a control can move between the press and the
 * release; on a busy machine such clicks were lost (a form's submit, the payment method in
 * pipeline.spec.ts). No person clicks that fast.
 */
export async function expectFinishedOpening(overlay: Locator): Promise<void> {
  await expect(overlay).toBeVisible();
  await expect
    .poll(() => overlay.evaluate((element) => element.getAnimations({ subtree: true }).length))
    .toBe(0);
}
