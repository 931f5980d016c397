import type { Page } from '@playwright/test';

/**
 * Counts the page's uses of Intl's formatting (formatters made, and numbers and dates written with
 * toLocale…String), whose first in a page loads ICU's data; answers a function that reads the count.
 */
export async function countIntlFormatting(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const formatting = { uses: 0 };
    Object.assign(window, { intlFormatting: formatting });
    const count = (owner: object, names: string[]) => {
      for (const name of names) {
        const original = Reflect.get(owner, name) as (...args: unknown[]) => unknown;
        const counting = new Proxy(original, {
          construct: (target, args) => (formatting.uses++, Reflect.construct(target, args) as object),
          apply: (target, self, args) => (formatting.uses++, target.apply(self, args)),
        });
        Reflect.set(owner, name, counting);
      }
    };
    count(Intl, ['DateTimeFormat', 'NumberFormat', 'ListFormat', 'PluralRules']);
    count(Number.prototype, ['toLocaleString']);
    count(Date.prototype, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']);
  });
  return () =>
    page.evaluate(() => (window as unknown as { intlFormatting: { uses: number } }).intlFormatting.uses);
}
