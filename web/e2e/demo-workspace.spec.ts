import type { NetworkerWithProspects } from '@referrals/contracts';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { registerOperatorThroughApi, signInThroughApi, uniqueEmail } from './support/accounts';
import { completeProfile } from './support/completeProfile';
import { DEMO_OPERATOR } from './support/demo';
import { LIVE } from './support/live';
import { operatorApi } from './support/operatorApi';
import { expectNoHorizontalScroll, keepScreenshot } from './support/pageChecks';

/** A step of the checklist, by its title, with whether it is ticked (read as screen readers hear it). */
const step = (page: Page, title: string, done: boolean) =>
  page
    .getByRole('region', { name: 'Get started' })
    .getByRole('listitem')
    .filter({ hasText: `${title} (${done ? 'done' : 'to do'})` });

test(
  'the demo operator sees the demo banner and a pipeline with a contact at every stage',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signInThroughApi(page.request, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    await page.goto('/dashboard');
    const banner = page.getByRole('region', { name: 'This is a demo workspace' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('sample data');
    // A demo's checklist is not shown: the workspace has done every step already.
    await expect(page.getByRole('region', { name: 'Get started' })).toHaveCount(0);

    // The workspace is written in the background when the server starts: wait until the API lists its
    // last contacts, then open the page once.
    const names = ['Priya Patel', 'Hannah Berg', 'David Okafor', 'James Chen'];
    await expect
      .poll(
        async () => {
          const answer = await page.request.get('/api/operator/networkers-with-prospects');
          if (!answer.ok()) return [];
          const networkers = (await answer.json()) as NetworkerWithProspects[];
          return networkers.flatMap((networker) =>
            networker.prospects.map((prospect) => prospect.prospectName),
          );
        },
        { timeout: 90_000 },
      )
      .toEqual(expect.arrayContaining(names));
    await page.goto('/dashboard?tab=contacts');
    // A table on a desktop, a list on a phone: the contacts' names either way.
    const contacts = page.getByRole('region', { name: 'Prospect Status' });
    for (const name of names) await expect(contacts.getByText(name, { exact: true }).first()).toBeVisible();
    await expect(banner).toBeVisible();
    await keepScreenshot(page, testInfo, 'demo-contacts');

    await page.goto('/dashboard?tab=overview');
    await expect(banner).toBeVisible();
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, testInfo, 'demo-overview');
  },
);

test(
  'a new operator’s checklist ticks itself as the profile and the first invitation are made',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const email = uniqueEmail('onboarding');
    await registerOperatorThroughApi(page.request, 'Olivia Onboard', email);
    await page.goto('/dashboard');
    const checklist = page.getByRole('region', { name: 'Get started' });
    await expect(checklist).toContainText('0 of 5 done');
    await expect(page.getByRole('region', { name: 'This is a demo workspace' })).toHaveCount(0);
    for (const title of [
      'Complete your profile',
      'Create your first invitation',
      'Share it',
      'Approve a first contact',
      'Make your first payout',
    ])
      await expect(step(page, title, false)).toBeVisible();
    await expect(checklist.getByRole('link', { name: 'Complete profile' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, testInfo, 'checklist-new');

    // Both changes reach the open dashboard over the live connection: no reload.
    const api = await operatorApi(page);
    await api.send('PUT', `/api/operator-profile/${api.userId}`, completeProfile(email));
    await expect(step(page, 'Complete your profile', true)).toBeVisible(LIVE);
    await api.send('POST', '/api/networker-invitations', { prospectName: 'Nora Networker' });
    await expect(step(page, 'Create your first invitation', true)).toBeVisible(LIVE);
    await expect(checklist).toContainText('2 of 5 done');
    await expect(step(page, 'Share it', false)).toBeVisible();
    await keepScreenshot(page, testInfo, 'checklist-after-invitation');

    // Hidden on request, and it stays hidden in this browser.
    await checklist.getByRole('button', { name: 'Hide checklist' }).click();
    await expect(checklist).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Olivia' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Get started' })).toHaveCount(0);
  },
);
