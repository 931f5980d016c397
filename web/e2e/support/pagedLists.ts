import { PAGE_MESSAGES } from '@referrals/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Loads every page of a list (its "Load more" button, found within `within`, when it shows: the
 * keyboard's way; else scrolling to its end) until it shows `count` rows and offers no more.
 */
export async function loadEveryPage(
  within: Page | Locator,
  rows: Locator,
  count: number,
  timeoutMs = 30_000,
): Promise<void> {
  const loadMore = within.getByRole('button', { name: PAGE_MESSAGES.loadMore });
  await expect(async () => {
    // The button goes once the last page is in: a click that finds it gone is tried again.
    if (await loadMore.isVisible()) await loadMore.click({ timeout: 2_000 });
    else await rows.last().scrollIntoViewIfNeeded();
    expect(await rows.count()).toBe(count);
  }).toPass({ timeout: timeoutMs });
  await expect(loadMore).toHaveCount(0);
}

/** The record ids the rows carry, in the order shown. */
export const shownIds = (rows: Locator) =>
  rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-target-id')));
