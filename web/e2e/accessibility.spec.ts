import { passkeyNeedsDomainMessage } from '@referrals/contracts';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { contrastRatio } from '../src/ui/contrast';
import { registerOperatorThroughApi, uniqueEmail } from './support/accounts';
import { signedInOperatorWithInvitation } from './support/operatorInvitation';
import { keepScreenshot } from './support/pageChecks';
import { expectTapTargets } from './support/phoneLayout';
import { bothSidesOnPriya } from './support/twoSides';

/** A computed colour ("rgb(12, 34, 56)") as #rrggbb, the form contrastRatio reads. */
const asHex = (colour: string) =>
  `#${(colour.match(/[\d.]+/g) ?? [])
    .slice(0, 3)
    .map((value) => Math.round(Number(value)).toString(16).padStart(2, '0'))
    .join('')}`;

/** The WCAG contrast of every visible status pill's text on its own background (the app's own contrastRatio). */
async function pillContrasts(page: Page): Promise<{ text: string; ratio: number }[]> {
  const pills = await page.locator('.ant-tag').evaluateAll((tags) =>
    tags.map((tag) => {
      const style = getComputedStyle(tag);
      return { text: tag.textContent ?? '', color: style.color, background: style.backgroundColor };
    }),
  );
  return pills.map(({ text, color, background }) => ({
    text,
    ratio: contrastRatio(asHex(color), asHex(background)),
  }));
}

test(
  'status pills reach 4.5:1, and confetti celebrates an approval without a Content-Security-Policy error',
  { tag: '@phone-only' },
  async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const { operator, networker, moveTo } = await bothSidesOnPriya(browser);
    await moveTo('under_review');

    await networker.goto('/dashboard?tab=contacts');
    const pill = networker.getByRole('status').filter({ hasText: 'Under Review' }).first();
    await expect(pill).toBeVisible();
    const contrasts = await pillContrasts(networker);
    expect(contrasts.length).toBeGreaterThan(0);
    for (const { text, ratio } of contrasts)
      expect(ratio, `contrast of the “${text}” pill`).toBeGreaterThanOrEqual(4.5);

    const page = operator.page;
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        cspErrors.push(message.text());
    });
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Registered (1)' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'Priya Patel' });
    await row.getByRole('button', { name: 'Approve' }).click();
    // canvas-confetti adds its full-page canvas for the burst and removes it afterwards.
    await expect(page.locator('body > canvas')).toHaveCount(1);
    await keepScreenshot(page, testInfo, 'confetti');
    await expect(page.locator('body > canvas')).toHaveCount(0, { timeout: 15_000 });
    expect(cspErrors).toEqual([]);
  },
);

test('the operator profile’s lists are named by their labels', { tag: '@phone' }, async ({ page }) => {
  await registerOperatorThroughApi(page.request, 'Lena Label', uniqueEmail('labels'));
  await page.goto('/profile/edit');
  for (const label of ['Target companies', 'Use cases', 'Customers']) {
    await expect(page.getByRole('combobox', { name: label })).toBeVisible();
  }
});

test(
  'the invitation page on a phone: 44 px checkboxes, an email that wraps between words, toasts at the bottom',
  { tag: '@phone-only' },
  async ({ browser, page }, testInfo) => {
    const { invitation } = await signedInOperatorWithInvitation(browser, 'a-very-long-operator-address', {
      prospects: [['Priya Patel', 'Stripe']],
    });
    await page.goto(`/invite/${invitation.slug}`);
    await expect(page.getByRole('checkbox', { name: 'Approve Priya Patel' })).toBeVisible();
    await expectTapTargets(page);

    // The address wraps only between words: before an @, a dot or a slash, or after a hyphen.
    const email = page.getByRole('region', { name: 'Get In Touch' }).getByRole('link', { name: /Email/ });
    await email.scrollIntoViewIfNeeded();
    const lineBreaks = await email
      .locator('span span')
      .last()
      .evaluate((value) => {
        // Each new line: the last character before it and the rest of the address from it.
        const breaks: { before: string; from: string }[] = [];
        const address = value.textContent ?? '';
        let offset = 0;
        let top: number | null = null;
        const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let index = 0; index < text.length; index += 1) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const rect = range.getBoundingClientRect();
            if (top !== null && rect.top > top + 2) {
              breaks.push({
                before: address.charAt(offset + index - 1),
                from: address.slice(offset + index),
              });
            }
            if (top === null || rect.top > top + 2) top = rect.top;
          }
          offset += text.length;
        }
        return breaks;
      });
    expect(lineBreaks.length, 'the long address wraps at 390 px').toBeGreaterThan(0);
    for (const { before, from } of lineBreaks) {
      // Before an @, a dot or a slash, or after a hyphen: never inside a word.
      expect(`${before}|${from}`, 'a line break in the email address').toMatch(/^(.\|[@./]|-\|)/);
    }
    await keepScreenshot(page, testInfo, 'invitation-get-in-touch');

    // A toast on a phone rises from the bottom, clear of the header, drawers and dialog titles.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const toast = page.locator('.ant-notification-notice').first();
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeGreaterThan((page.viewportSize()!.height * 2) / 3 - box.height);
  },
);

test('on http://127.0.0.1 the passkey option explains that passkeys need a domain name', async ({
  page,
}, testInfo) => {
  const local = new URL(testInfo.project.use.baseURL!);
  local.hostname = '127.0.0.1';
  await page.goto(new URL('/register', local).toString());
  const localhost = `${testInfo.project.use.baseURL!.replace(/\/$/, '')}/register`;
  const note = page.getByRole('note');
  await expect(note).toHaveText(passkeyNeedsDomainMessage(localhost));
  await expect(note.getByRole('link', { name: localhost })).toHaveAttribute('href', localhost);
  // A password works here.
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();

  await page.goto(new URL('/login', local).toString());
  await expect(page.getByRole('note')).toContainText('Passkeys need a domain name');
  await expect(page.getByRole('button', { name: 'Sign in with Passkey' })).toHaveCount(0);
});
