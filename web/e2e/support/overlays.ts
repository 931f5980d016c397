import { expect, type Locator } from '@playwright/test';

/**
 * Waits until nothing inside `scope` moves, for two frames in a row, and tells whether that happened
 * within `timeoutMs`. antd's motion (rc-motion) puts an element through prepare, start and active steps,
 * each a class, and the keyframe animation exists only in the last: in the prepare step a dialog stands
 * at its full size (transparent, not yet animated), so waiting for animations alone can end there, and
 * the next step shrinks it to nothing under the pointer. So this waits for both the classes and the
 * finite animations. antd's click ripple (.ant-wave) fades out over 2 s without changing any size: not
 * waited for.
 */
export async function settleMotion(scope: Locator, timeoutMs: number): Promise<boolean> {
  return scope.evaluate(async (root, timeout) => {
    const motionClass = /^ant-[a-z-]+-(appear|enter|leave)(-(prepare|start|active))?$/;
    const inMotionStep = (element: Element) => [...element.classList].some((name) => motionClass.test(name));
    const moving = () =>
      inMotionStep(root) ||
      [...root.querySelectorAll('[class*="-appear"], [class*="-enter"], [class*="-leave"]')].some(
        inMotionStep,
      ) ||
      root
        .getAnimations({ subtree: true })
        .some(
          (animation) =>
            animation.playState !== 'finished' &&
            animation.effect?.getTiming().iterations !== Infinity &&
            !(animation.effect as KeyframeEffect).target?.closest('.ant-wave'),
        );
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const deadline = performance.now() + timeout;
    // Two still frames in a row: a motion's next step starts on the frame after the last one ends.
    let stillFrames = 0;
    while (stillFrames < 2) {
      if (performance.now() > deadline) return false;
      await nextFrame();
      stillFrames = moving() ? 0 : stillFrames + 1;
    }
    return true;
  }, timeoutMs);
}

/**
 * Waits until a dialog, drawer, popover or dropdown has finished opening (antd zooms or slides it in).
 * Clicked in its first moments, a control can move between the press and the release, or stand where
 * the dialog will have shrunk away from on the next frame; on a busy machine such clicks were lost (a
 * form's submit, the payment method in pipeline.spec.ts, the password confirmation in passkeys.spec.ts).
 * No person clicks that fast.
 */
export async function expectFinishedOpening(overlay: Locator): Promise<void> {
  await expect(overlay).toBeVisible();
  expect(await settleMotion(overlay, 10_000), 'the overlay is still moving after 10 s').toBe(true);
}
