import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import {
  LEGAL_SECTIONS,
  type LegalSectionId,
  WAITLIST_CLOSE_AFTER_MS,
  WAITLIST_MESSAGES as M,
  WAITLIST_SALES_OPERATOR_PATH,
} from '@referrals/contracts';
import { holdAppEntry } from './support/appEntry';
import { countIntlFormatting } from './support/intlFormatting';
import { uniqueEmail } from './support/accounts';
import { expectFinishedOpening } from './support/overlays';
import { screenshot } from './support/pageChecks';

async function openWaitlist(page: Page): Promise<Locator> {
  await page.goto('/');
  await page
    .getByRole('article', { name: 'For Sales Operators' })
    .getByRole('button', { name: 'Join the Waitlist' })
    .click();
  const dialog = page.getByRole('dialog', { name: M.dialogTitle });
  await expectFinishedOpening(dialog);
  return dialog;
}

const titleOf = (id: LegalSectionId) => LEGAL_SECTIONS.find((section) => section.id === id)!.title;
const navLink = (page: Page, id: LegalSectionId) =>
  page.getByRole('navigation', { name: 'Legal documents' }).getByRole('link', { name: titleOf(id) });
const sectionHeading = (page: Page, id: LegalSectionId) =>
  page.getByRole('heading', { level: 2, name: titleOf(id) });

/** The section's heading sits at the top of the viewport, below the phone's sticky strip. */
async function expectAtTop(page: Page, id: LegalSectionId): Promise<void> {
  await expect
    .poll(async () => (await sectionHeading(page, id).boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(0);
  expect((await sectionHeading(page, id).boundingBox())!.y).toBeLessThan(160);
}

test.describe('the sales-operator waitlist', () => {
  // The dialog's layout (its fields and buttons as 44 px targets) is checked at both sizes.
  test(
    'joins from the For Sales Operators card: the form’s checks, success, closing after 2 s and a reset form',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const dialog = await openWaitlist(page);
      const fullName = dialog.getByLabel('Full name');
      await expect(fullName).toBeFocused();
      await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(dialog.getByLabel('LinkedIn URL')).toHaveAttribute('type', 'url');
      await expect(dialog.getByLabel('Phone (optional)')).toHaveAttribute('type', 'tel');

      await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
      await expect(dialog.getByText(M.fullNameRequired)).toBeVisible();
      await expect(dialog.getByText(M.emailRequired)).toBeVisible();
      await expect(dialog.getByText(M.linkedinUrlRequired)).toBeVisible();
      await screenshot(page, testInfo, 'waitlist-required');

      await fullName.fill('Sally Seller');
      await dialog.getByLabel('Email').fill('sally-at-example.com');
      await dialog.getByLabel('LinkedIn URL').fill('linkedin.com/in/sally');
      await dialog.getByLabel('Phone (optional)').fill('call me');
      await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
      await expect(dialog.getByText(M.emailInvalid)).toBeVisible();
      await expect(dialog.getByText(M.linkedinUrlInvalid)).toBeVisible();
      await expect(dialog.getByText(M.phoneInvalid)).toBeVisible();

      const email = uniqueEmail(`waitlist-${testInfo.project.name}`);
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/sally-seller');
      await dialog.getByLabel('Phone (optional)').fill('');
      // Timed from the click, before the dialog's own timer starts, so a slow machine cannot make it look early.
      const submittedAt = Date.now();
      await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
      await expect(dialog.getByRole('status')).toHaveText(M.joined);
      await screenshot(page, testInfo, 'waitlist-joined');
      await expect(dialog).toBeHidden();
      expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(WAITLIST_CLOSE_AFTER_MS);

      // Opened again, the form is empty; the same email, typed with the keyboard only, is welcome again.
      const again = await openWaitlist(page);
      await expect(again.getByLabel('Full name')).toHaveValue('');
      await expect(again.getByLabel('Email')).toHaveValue('');
      await expect(again.getByText(M.fullNameRequired)).toBeHidden();
      await page.keyboard.type('Sally Seller');
      await page.keyboard.press('Tab');
      await page.keyboard.type(`  ${email.toUpperCase()} `);
      await page.keyboard.press('Tab');
      await page.keyboard.type('https://www.linkedin.com/in/sally-seller');
      await page.keyboard.press('Enter');
      await expect(again.getByRole('status')).toHaveText(M.joined);
      await expect(again).toBeHidden();
    },
  );

  test('says the server’s words when it refuses, its own when the answer has none, and when the network fails', async ({
    page,
  }) => {
    let answer: 'refused' | 'bare' | 'offline' = 'refused';
    await page.route(`**${WAITLIST_SALES_OPERATOR_PATH}`, (route) => {
      if (answer === 'offline') return route.abort('internetdisconnected');
      if (answer === 'bare')
        return route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
      return route.fulfill({
        status: 429,
        json: { statusCode: 429, error: M.tooManyRequests, message: M.tooManyRequests },
      });
    });
    const dialog = await openWaitlist(page);
    await dialog.getByLabel('Full name').fill('Sam Seller');
    await dialog.getByLabel('Email').fill('sam@example.com');
    await dialog.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/sam');
    const submit = dialog.getByRole('button', { name: 'Join Waitlist' });

    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(M.tooManyRequests);
    answer = 'bare';
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(M.failed);
    answer = 'offline';
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(M.networkError);
    // Nothing was lost: the visitor can try again as they are.
    await expect(dialog.getByLabel('Email')).toHaveValue('sam@example.com');
  });
});

// The landing page is rendered on the server: a visitor can scroll it before the app arrives. The app
// keeps them where they are (taken back to the top, a tap aimed at the card would land on the headline),
// and later navigations open at the top as before.
test(
  'a visitor who scrolled before the app arrived stays there, and their tap on the card lands',
  { tag: '@phone' },
  async ({ page }) => {
    const releaseApp = await holdAppEntry(page);
    await page.goto('/', { waitUntil: 'commit' });
    const join = page
      .getByRole('article', { name: 'For Sales Operators' })
      .getByRole('button', { name: 'Join the Waitlist' });
    await join.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    releaseApp();
    await expect(page.locator('[data-hydrated]')).toHaveCount(1);
    // Two frames: the router's first render after hydrating has been answered.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    const target = (await join.boundingBox())!;
    await page.mouse.click(target.x + target.width / 2, target.y + target.height / 2);
    const dialog = page.getByRole('dialog', { name: M.dialogTitle });
    await expectFinishedOpening(dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Create your operator account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    // Reset once the new page has rendered.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  },
);

test.describe('the legal documents page', () => {
  // The navigation is a sidebar on a wide screen and a sticky strip on a phone.
  test(
    'holds every section at its anchor, and the navigation follows the reader',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const intlFormattingUses = await countIntlFormatting(page);
      await page.goto('/legal');
      await expect(page.getByRole('heading', { level: 1, name: 'Legal documents' })).toBeVisible();
      // Taken over by the app without a first use of Intl (which loads ICU's data), its lists included.
      await expect(page.locator('[data-hydrated]')).toBeAttached();
      expect(await intlFormattingUses()).toBe(0);
      await expect(
        page.getByText('method the networker chooses (Direct deposit, PayPal, or Venmo)'),
      ).toHaveCount(1);
      for (const section of LEGAL_SECTIONS) {
        await expect(page.locator(`section#${section.id}`)).toHaveCount(1);
        await expect(page.locator(`section#${section.id}`).getByRole('heading', { level: 2 })).toHaveText(
          new RegExp(`${section.title}$`),
        );
      }
      await expect(page.getByText('January 1, 2025').first()).toBeVisible();
      await expect(navLink(page, 'terms')).toHaveAttribute('aria-current', 'location');
      await screenshot(page, testInfo, 'legal-top');

      // A link moves the reader, the focus and the address to its section.
      await navLink(page, 'escrow').click();
      await expect(page).toHaveURL(/\/legal#escrow$/);
      await expect(sectionHeading(page, 'escrow')).toBeFocused();
      await expectAtTop(page, 'escrow');
      await expect(navLink(page, 'escrow')).toHaveAttribute('aria-current', 'location');
      await expect(navLink(page, 'terms')).not.toHaveAttribute('aria-current');
      await expect(navLink(page, 'escrow')).toBeInViewport();

      // Scrolling by other means is followed too, to the very last section.
      await sectionHeading(page, 'fees').evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await expect(navLink(page, 'fees')).toHaveAttribute('aria-current', 'location');
      await page.mouse.wheel(0, 100_000);
      await expect(navLink(page, 'california')).toHaveAttribute('aria-current', 'location');
      await expect(navLink(page, 'california')).toBeInViewport();
      await expect(page.locator('[aria-current="location"]')).toHaveCount(1);
    },
  );

  test('/terms and /privacy open the page at their sections', { tag: '@phone' }, async ({ page }) => {
    for (const id of ['terms', 'privacy'] as const) {
      await page.goto(`/${id}`);
      await expect(page).toHaveURL(new RegExp(`/legal#${id}$`));
      await expectAtTop(page, id);
      await expect(navLink(page, id)).toHaveAttribute('aria-current', 'location');
    }
  });

  test(
    'is linked from the landing page’s footer, states the terms’ periods, and prints without its navigation',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy' }).click();
      await expect(page).toHaveURL(/\/legal#privacy$/);
      await expectAtTop(page, 'privacy');

      const bounties = page.locator('section#bounty-terms');
      for (const promise of [
        'within 10 business days of the introduction',
        'within 5 business days after the prospect responds',
        'payable within 5 business days after the meeting',
        'within 10 business days after the customer’s launch',
        'less than 24 hours’ notice, the networker keeps the meeting bounty',
      ]) {
        await expect(bounties).toContainText(promise);
      }
      await expect(page.locator('section#fees')).toContainText('within 30 days of the charge');

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Legal documents' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(sectionHeading(page, 'california')).toBeVisible();
    },
  );
});
