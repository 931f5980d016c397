import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import type { NetworkerWithProspects } from '@referrals/contracts';
import { expectLiveConnection, LIVE } from './support/live';
import { operatorApi } from './support/operatorApi';
import { expectFinishedOpening } from './support/overlays';
import { expectNoHorizontalScroll, screenshot } from './support/pageChecks';
import { networkerAccepting, operatorWithInvitation } from './support/twoSides';

const DESKTOP = { width: 1280, height: 800 };

/** The operator's one prospect (Priya Patel, submitted by Nora), and a way to move it. */
async function operatorPipeline(page: Page) {
  const api = await operatorApi(page);
  const response = await page.request.get('/api/operator/networkers-with-prospects');
  const [nora] = (await response.json()) as NetworkerWithProspects[];
  const prospectId = nora!.prospects[0]!.id;
  return {
    prospectId,
    moveTo: (status: string) =>
      api.send('PATCH', `/api/prospect-submissions/${prospectId}/status`, { status }),
  };
}

// The sidebar is the wide-screen navigation: desktop only.
test('the operator’s dashboard: the left navigation, tabs by query or hash, the Overview, and a linked prospect', async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const operator = await operatorWithInvitation(browser);
  await operator.page.setViewportSize(DESKTOP);
  await networkerAccepting(browser, operator.invitationId);
  const pipeline = await operatorPipeline(operator.page);
  await pipeline.moveTo('intro_made');

  const page = operator.page;
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link')).toHaveText([
    /^Invitations/,
    'Contact Status',
    'Profile',
    'Overview',
    'My Reviews',
    'Messages',
    'Disputes',
  ]);
  await expect(nav.getByRole('link', { name: /^Invitations/ })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByLabel('1 invitation')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  await expect(nav.getByRole('link', { name: 'Disputes' })).toHaveAttribute('href', '/disputes');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=overview$/);
  const figures = page.getByRole('list', { name: 'Your figures' });
  await expect(figures.getByRole('listitem')).toHaveText([
    /Active Requests\s*1/,
    /Completed\s*0/,
    /Outstanding\s*\$50\.00/,
  ]);
  await expect(page.getByRole('region', { name: 'Reputation' })).toContainText('No reviews received yet');
  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(activity.getByRole('link', { name: /Priya Patel moved to Introduction Made/ })).toBeVisible();
  await expect(
    page.getByRole('img', {
      name: /^Pipeline funnel\. Submitted: 1, Under Review: 1, Approved: 1, Introduction Made: 1, Meeting Scheduled: 0/,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Bounties earned by your networkers\..*\$50\.00$/ }),
  ).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await screenshot(page, testInfo, 'dashboard-overview-operator');

  // The Overview follows the pipeline live.
  await expectLiveConnection(page);
  await pipeline.moveTo('meeting_held');
  await expect(figures.getByRole('listitem').nth(1)).toHaveText(/Completed\s*1/, LIVE);

  await activity.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard\?tab=notifications$/);
  await expect(nav).toBeVisible();

  // A hash names the tab when the query does not.
  await page.goto('/dashboard#messages');
  await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');

  // A notification's link: the prospect is brought into view and highlighted for 2 s, then the query is cleared.
  await page.goto(`/dashboard?tab=contacts&action=view_contacts&target=${pipeline.prospectId}&scroll=true`);
  const linked = page.locator(`[data-target-id="${pipeline.prospectId}"]`);
  await expect(linked).toHaveClass(/dashboard-target-highlight/);
  await expect(linked).toBeInViewport();
  await expect(page).toHaveURL(/\/dashboard\?tab=contacts$/);
  await expect(linked).not.toHaveClass(/dashboard-target-highlight/);
});

test(
  'the networker’s phone dashboard: the drawer, the invitations, six steps, and a review after the meeting',
  { tag: '@phone-only' },
  async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const operator = await operatorWithInvitation(browser);
    const networker = await networkerAccepting(browser, operator.invitationId);
    const pipeline = await operatorPipeline(operator.page);

    await networker.goto('/dashboard');
    const invitations = networker.getByRole('region', { name: 'Your invitations' });
    await expect(invitations).toContainText('$50 intro · $250 meeting · $1,000 win');
    await expect(invitations.getByRole('link', { name: 'Submit a contact' })).toHaveAttribute(
      'href',
      /^\/contact-submission\//,
    );
    await expect(networker.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    await networker.getByRole('button', { name: 'Open menu' }).click();
    const drawer = networker.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByLabel('1 invitation')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Profile' })).toHaveCount(0);
    await screenshot(networker, testInfo, 'dashboard-networker-drawer');
    await drawer.getByRole('link', { name: 'Contact Status' }).click();
    await expect(drawer).toBeHidden();
    await expect(networker).toHaveURL(/tab=contacts/);

    const priya = networker
      .getByRole('region', { name: 'Contact Status' })
      .getByRole('listitem')
      .filter({ hasText: 'Priya Patel' })
      .first();
    await expect(priya.getByRole('status')).toHaveText('Submitted');
    const current = priya.locator('.ant-steps-item-process .ant-steps-item-title');
    await expect(current).toHaveText('Under Review');
    await expectLiveConnection(networker);
    await pipeline.moveTo('meeting_scheduled');
    await expect(priya.getByRole('status')).toHaveText('Meeting Scheduled', LIVE);
    await expect(current).toHaveText('Meeting Held');
    await expect(priya.getByRole('link', { name: 'Leave a Review' })).toHaveCount(0);
    await pipeline.moveTo('meeting_held');
    await expect(current).toHaveText('Payment Earned', LIVE);
    await expectNoHorizontalScroll(networker);
    await screenshot(networker, testInfo, 'dashboard-networker-contact-status');

    await priya.getByRole('link', { name: 'Leave a Review' }).click();
    await expect(networker).toHaveURL(/\/review\/[^?]+\?prospectId=/);
    const form = networker.getByRole('form', { name: 'Leave a Review' });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(networker.getByText('Please select a star rating before submitting.')).toBeVisible();
    await form.getByRole('radio').nth(3).click();
    await expect(form.getByText('Very Good')).toBeVisible();
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(networker.getByText('Please write a brief review before submitting.')).toBeVisible();
    await form.getByLabel('Your review').fill('Clear brief, quick follow-up after the meeting.');
    await expect(form.getByText('47 / 500')).toBeVisible();
    await screenshot(networker, testInfo, 'review-page');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(networker.getByText('Review Submitted!')).toBeVisible();
    await expect(networker).toHaveURL(/\/dashboard\?tab=contacts$/);
    await expect(priya.getByLabel('You rated this introduction 4 out of 5')).toBeVisible();

    // The operator reads it under My Reviews, and it makes their reputation.
    await operator.page.goto('/dashboard?tab=reviews');
    const received = operator.page
      .getByRole('region', { name: 'My Reviews' })
      .getByRole('listitem')
      .filter({ hasText: 'Clear brief, quick follow-up after the meeting.' });
    await expect(received).toContainText('Very Good');
    await expect(received).toContainText('From Nora Networker · Priya Patel');
    await screenshot(operator.page, testInfo, 'my-reviews-operator');
    await operator.page.goto('/dashboard?tab=overview');
    await expect(operator.page.getByRole('region', { name: 'Reputation' })).toContainText('4.0');
    // The operator reviews Nora from the Prospect Status tab; her reputation follows.
    await operator.page.goto('/dashboard?tab=contacts');
    const prospect = operator.page
      .getByRole('region', { name: 'Prospect Status' })
      .getByRole('listitem', { name: 'Priya Patel' });
    await prospect.getByRole('button', { name: 'Review the networker who introduced Priya Patel' }).click();
    const dialog = operator.page.getByRole('dialog', { name: 'Review the introduction of Priya Patel' });
    await expectFinishedOpening(dialog);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog.getByText('Please select a star rating')).toBeVisible();
    await dialog.getByRole('radio').nth(4).click();
    await dialog.getByLabel('Comment (optional)').fill('Warm intro, well prepared.');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(operator.page.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(prospect.getByLabel('You rated this introduction 5 out of 5')).toBeVisible();
    await networker.goto('/dashboard?tab=overview');
    await expect(networker.getByRole('region', { name: 'Reputation' })).toContainText('5.0');
    await expect(networker.getByRole('region', { name: 'Recent activity' })).toContainText('reviewed you');

    // A second visit to the review page has nothing left to review.
    await networker.goto(`/review/${operator.invitationId}`);
    await expect(networker.getByText('Review not found or already submitted.')).toBeVisible();
  },
);
