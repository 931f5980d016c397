import { randomUUID } from 'node:crypto';
import { DEMO_TIMELINE_STEPS, SWIPE_THRESHOLD_PX } from '@referrals/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { expectNoHorizontalScroll, keepScreenshot as screenshot } from './support/pageChecks';
import { registerOperatorThroughApi, uniqueEmail } from './support/accounts';
import { completeProfile } from './support/completeProfile';
import { operatorApi } from './support/operatorApi';

/** A real touch gesture through the browser's input pipeline (Chrome DevTools Protocol). */
async function swipe(page: Page, from: { x: number; y: number }, dx: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (const fraction of [0.25, 0.5, 0.75, 1]) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + dx * fraction, y: from.y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

function stepBadge(page: Page, step: number): Locator {
  return page.getByText(`Step ${step} of 6`, { exact: true });
}

test.describe('how-it-works tutorial', () => {
  test(
    'walks the six steps with the buttons and arrow keys, keeping the step in the address',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const slug = randomUUID();
      await page.goto(`/how-it-works-tutorial/${slug}`);
      await expect(stepBadge(page, 1)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Submit Your Contacts' })).toBeVisible();
      await expect(page.getByText('2-3 minutes')).toBeVisible();
      await expectNoHorizontalScroll(page);
      await screenshot(page, testInfo, 'tutorial-1');

      await page.getByRole('button', { name: 'Next Step' }).click();
      await expect(page).toHaveURL(new RegExp(`/how-it-works-tutorial/${slug}\\?step=2$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Review & Approval' })).toBeVisible();
      for (const criterion of [
        'Company size 50+ employees',
        'Decision-making authority',
        'Relevant industry',
        'Active on LinkedIn',
      ]) {
        await expect(page.getByText(criterion)).toBeVisible();
      }
      await expect(page.getByText('1-2 business days')).toBeVisible();

      await page.keyboard.press('ArrowRight');
      await expect(stepBadge(page, 3)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Make the Introduction' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Intro email template' })).toContainText(
        "I'm compensated for introductions",
      );
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: 'Copy template' }).click();
      await expect(page.getByText('Template copied')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Subject: Introduction:');
      await expectNoHorizontalScroll(page);
      await screenshot(page, testInfo, 'tutorial-3');

      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('heading', { level: 1, name: 'Meeting Gets Scheduled' })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('heading', { level: 1, name: 'Discovery Meeting Held' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Typical agenda' }).getByText('15 min')).toHaveCount(3);
      await page.keyboard.press('ArrowLeft');
      await expect(stepBadge(page, 4)).toBeVisible();

      // Reload and Back keep the step.
      await page.reload();
      await expect(stepBadge(page, 4)).toBeVisible();
      await page.goBack();
      await expect(stepBadge(page, 5)).toBeVisible();

      await page.getByRole('button', { name: 'Next Step' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'You Get Paid' })).toBeVisible();
      await expect(page.getByText('$500')).toBeVisible();
      for (const method of ['Direct deposit', 'PayPal', 'Venmo'])
        await expect(page.getByText(method)).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(stepBadge(page, 6)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next Step' })).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await screenshot(page, testInfo, 'tutorial-6');

      await page.getByRole('link', { name: 'Get Started Now!' }).click();
      await expect(page).toHaveURL(new RegExp(`/networker-registration/${slug}/register$`));
    },
  );

  test('Previous on step 1 returns to the invitation page and Skip goes to the registration', async ({
    page,
  }) => {
    const slug = randomUUID();
    await page.goto(`/how-it-works-tutorial/${slug}`);
    await page.keyboard.press('ArrowLeft');
    await expect(stepBadge(page, 1)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skip' })).toHaveAttribute(
      'href',
      `/networker-registration/${slug}/register`,
    );
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(new RegExp(`/networker_invitation_page/${slug}\\?invitation=${slug}$`));

    await page.goto(`/how-it-works-tutorial/${slug}?step=3`);
    await page.getByRole('link', { name: 'Skip' }).click();
    await expect(page).toHaveURL(new RegExp(`/networker-registration/${slug}/register$`));
  });

  test('keeps a step from the address within 1 to 6', async ({ page }) => {
    const slug = randomUUID();
    await page.goto(`/how-it-works-tutorial/${slug}?step=99`);
    await expect(stepBadge(page, 6)).toBeVisible();
    await page.goto(`/how-it-works-tutorial/${slug}?step=nonsense`);
    await expect(stepBadge(page, 1)).toBeVisible();
  });
});

test.describe('onboarding slideshow on /test-onboarding', () => {
  test(
    'moves by arrows, dots, keys and swipes, and reports completion and skipping',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/test-onboarding');
      const slideshow = page.locator('[aria-roledescription="slideshow"]');
      const heading = slideshow.getByRole('heading', { level: 2 });
      await expect(heading).toHaveText("Do's");
      await expect(slideshow.getByLabel('Do', { exact: true })).toHaveCount(3);
      await expect(slideshow.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
      // Modal: the app behind it is out of reach (no Tab, no clicks) until the slideshow closes.
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      await expectNoHorizontalScroll(page);
      await screenshot(page, testInfo, 'slideshow-1-dos');

      await slideshow.getByRole('button', { name: 'Next' }).click();
      await expect(heading).toHaveText("Don'ts");
      await expect(slideshow.getByLabel("Don't", { exact: true })).toHaveCount(3);
      await screenshot(page, testInfo, 'slideshow-2-donts');
      await slideshow.getByRole('button', { name: 'Previous slide' }).click();
      await expect(heading).toHaveText("Do's");

      // A swipe shorter than the threshold does nothing; a longer one turns the slide either way.
      const box = await slideshow.getByRole('list').first().boundingBox();
      if (!box) throw new Error('The slide has no list to swipe on.');
      const start = { x: box.x + box.width * 0.75, y: box.y + box.height / 2 };
      await swipe(page, start, -(SWIPE_THRESHOLD_PX - 10));
      await expect(heading).toHaveText("Do's");
      await swipe(page, start, -(SWIPE_THRESHOLD_PX + 60));
      await expect(heading).toHaveText("Don'ts");
      await swipe(page, { x: box.x + box.width * 0.25, y: start.y }, SWIPE_THRESHOLD_PX + 60);
      await expect(heading).toHaveText("Do's");

      await page.keyboard.press('ArrowRight');
      await expect(heading).toHaveText("Don'ts");
      await page.keyboard.press('ArrowLeft');
      await expect(heading).toHaveText("Do's");

      await slideshow.getByRole('button', { name: 'Go to slide 3: Adding contacts' }).click();
      await expect(heading).toHaveText('Add contacts by LinkedIn URL');
      await expect(slideshow.getByRole('button', { name: 'Go to slide 3: Adding contacts' })).toHaveAttribute(
        'aria-current',
        'step',
      );
      const urls = slideshow.getByLabel('LinkedIn profile URLs, one per line');
      await urls.fill('https://www.linkedin.com/in/ada-lovelace-4b2a91\nnot a profile');
      const found = slideshow.getByRole('list', { name: 'Contacts from these links' });
      await expect(found.getByText('Ada Lovelace', { exact: true })).toBeVisible();
      await expect(found.getByText('Not a linkedin.com/in/ profile link')).toBeVisible();
      // Arrow keys edit the text while typing; they do not turn the slide.
      await urls.press('ArrowRight');
      await expect(heading).toHaveText('Add contacts by LinkedIn URL');
      await expectNoHorizontalScroll(page);
      await screenshot(page, testInfo, 'slideshow-3-linkedin');

      await slideshow.getByRole('button', { name: 'Next' }).click();
      await expect(heading).toHaveText('Follow every introduction');
      await expect(slideshow.getByText(DEMO_TIMELINE_STEPS[0].caption)).toBeVisible();
      await expect(slideshow.getByRole('button', { name: 'Get Started' })).toBeVisible();
      for (const step of DEMO_TIMELINE_STEPS.slice(1)) {
        await slideshow.getByRole('button', { name: 'Show next step' }).click();
        await expect(slideshow.getByText(step.caption)).toBeVisible();
      }
      await expect(slideshow.getByText("That's how it works — let's get started!")).toBeVisible();
      await expect(slideshow.locator('[data-state="done"]')).toHaveCount(6);
      await expectNoHorizontalScroll(page);
      await screenshot(page, testInfo, 'slideshow-4-timeline');

      // Once the timeline demo reached step 4, the button reads Get Started on any slide.
      await slideshow.getByRole('button', { name: 'Previous slide' }).click();
      await expect(heading).toHaveText('Add contacts by LinkedIn URL');
      await slideshow.getByRole('button', { name: 'Get Started' }).click();

      await expect(page.getByRole('alert')).toContainText('Onboarding completed');
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expectNoHorizontalScroll(page);
      await screenshot(page, testInfo, 'test-onboarding-completed');

      await page.getByRole('button', { name: 'Test Again' }).click();
      await expect(heading).toHaveText("Do's");
      await expect(slideshow.getByRole('button', { name: 'Next' })).toBeVisible();
      await slideshow.getByRole('button', { name: 'Skip' }).click();
      await expect(page.getByRole('alert')).toContainText('Onboarding skipped');
      await page.getByRole('link', { name: 'Go Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    },
  );
});

test.describe('testing and info pages', () => {
  test(
    '/test-shortcuts explains how to get a slug when signed out, then links the flows',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/test-shortcuts');
      await expect(page.getByRole('heading', { level: 1, name: 'Test shortcuts' })).toBeVisible();
      await expect(page.getByText('Sign in as an operator to fill this in')).toBeVisible();
      await expect(page.getByRole('link', { name: /Onboarding slideshow/ })).toHaveAttribute(
        'href',
        '/test-onboarding',
      );
      await expect(page.getByRole('link', { name: /How-it-works tutorial/ })).toHaveCount(0);
      await page.getByLabel('Invitation slug').fill('abc-123');
      await expect(page.getByRole('link', { name: /How-it-works tutorial/ })).toHaveAttribute(
        'href',
        '/how-it-works-tutorial/abc-123',
      );
      await expect(page.getByRole('link', { name: /Double opt-in/ })).toHaveAttribute(
        'href',
        '/double-opt-in/abc-123',
      );
      await expectNoHorizontalScroll(page);
      await screenshot(page, testInfo, 'test-shortcuts');
    },
  );

  test("/test-shortcuts fills in a signed-in operator's real invitation", async ({ page }, testInfo) => {
    const email = uniqueEmail(`shortcuts-${testInfo.project.name}`);
    await registerOperatorThroughApi(page.request, 'Dana Demo', email);
    const api = await operatorApi(page);
    await api.send('PUT', `/api/operator-profile/${api.userId}`, completeProfile(email));
    const invitation = await api.send<{ slug: string }>('POST', '/api/networker-invitations', {
      prospectName: 'Nora Networker',
      introEmailBounty: 50,
      referralBounty: 250,
      revShareBounty: 1000,
    });
    await page.goto('/test-shortcuts');
    await expect(page.getByText('Filled in from your invitations')).toBeVisible();
    await expect(page.getByRole('link', { name: /How-it-works tutorial/ })).toHaveAttribute(
      'href',
      `/how-it-works-tutorial/${invitation.slug}`,
    );
    await page.getByRole('link', { name: /How-it-works tutorial/ }).click();
    await expect(stepBadge(page, 1)).toBeVisible();
  });

  test(
    '/networker-info explains the role, the bounties and the double opt-in',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/networker-info');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'What a networker does' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How bounties work' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'The double opt-in' })).toBeVisible();
      // The example terms, worded as every screen words terms (ADR 0022): the revenue share included.
      const example = page.getByRole('region', { name: 'How bounties work' }).getByRole('listitem');
      await expect(example).toHaveText([
        /^\$100Intro/,
        /^\$500Meeting/,
        /^\$1,000Win/,
        /^5%Revenue shareOf the revenue in the first 12 months after the deal is won$/,
      ]);
      await page.getByRole('link', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.goto('/networker-info');
      await expectNoHorizontalScroll(page);
      await screenshot(page, testInfo, 'networker-info');
    },
  );
});
