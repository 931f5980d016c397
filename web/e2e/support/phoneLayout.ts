import { expect, type Page } from '@playwright/test';
import { settleMotion } from './overlays';

/** The smallest tap target we accept on a phone (WCAG 2.5.5 / Apple HIG): 44 CSS px each way. */
export const MIN_TAP_TARGET_PX = 44;

/**
 * Nothing is wider than the viewport. Compared with the configured width, not innerWidth: on a
 * mobile viewport the browser widens the layout viewport to fit content that overflows.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const contentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(contentWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
}

/**
 * Every visible control is at least 44 px tall and wide. Links inside running text are exempt
 * (WCAG's inline exception). Checkboxes and radios are measured by their label, antd inputs by their
 * visible wrapper.
 */
export async function expectTapTargets(page: Page): Promise<void> {
  // At most 2 s: a page whose motion never ends is measured as it stands.
  await settleMotion(page.locator('body'), 2000);
  const small = await page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=checkbox], [role=switch], [role=tab], [role=link]';
    const isInlineTextLink = (element: Element) =>
      element.tagName === 'A' &&
      element.parentElement !== null &&
      ['P', 'LI', 'SPAN', 'SMALL', 'DD'].includes(element.parentElement.tagName) &&
      (element.parentElement.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    // An antd input sits in a wrapper that is its visible box (prefix, suffix, padding).
    const measured = (element: Element): Element => {
      const wrapper = element.closest('.ant-input-affix-wrapper, .ant-select, .ant-picker');
      if (wrapper) return wrapper;
      const label = element.closest('label');
      // A checkbox, radio or switch inside its label: a tap anywhere on the label toggles it.
      if (
        label &&
        ((element.tagName === 'INPUT' &&
          ['checkbox', 'radio'].includes((element as HTMLInputElement).type)) ||
          element.getAttribute('role') === 'switch')
      )
        return label;
      return element;
    };
    // A dialog that closes by itself (a success message) may start leaving while it is measured: what
    // is on its way out is not a target any more.
    const leaving = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        if ([...at.classList].some((name) => /^ant-[a-z-]+-leave(-(prepare|start|active))?$/.test(name)))
          return true;
      }
      return false;
    };
    const problems: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (isInlineTextLink(element) || leaving(element)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const own = element.getBoundingClientRect();
      if (own.width === 0 || own.height === 0) continue;
      if (Number(style.opacity) === 0 && !element.closest('label')) continue;
      const box = measured(element).getBoundingClientRect();
      if (box.height + 0.5 < min || box.width + 0.5 < min) {
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').trim().slice(0, 40) ??
          element.tagName;
        problems.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return problems;
  }, MIN_TAP_TARGET_PX);
  expect(small, 'controls smaller than 44 px').toEqual([]);
}

/** Both checks, for a page at phone size. */
export async function expectPhoneFriendly(page: Page): Promise<void> {
  await expectNoHorizontalScroll(page);
  await expectTapTargets(page);
}
