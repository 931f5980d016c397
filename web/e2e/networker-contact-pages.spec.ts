import {
  CSRF_HEADER,
  MAX_NEW_CONTACTS_PER_ACCEPTANCE,
  NETWORKER_CONTACT_PAGE_SIZE,
  type NetworkerContact,
  PROSPECT_STATUS_LABELS,
  type SessionAnswer,
} from '@referrals/contracts';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { operatorApi } from './support/operatorApi';
import { signedInOperatorWithInvitation } from './support/operatorInvitation';
import { keepScreenshot, screenshot } from './support/pageChecks';
import { loadEveryPage, shownIds } from './support/pagedLists';

test.describe.configure({ timeout: 120_000 });

const CONTACT_COUNT = 45;

/** A networker on the invitation with 45 contacts: 25 typed in as they register, 20 LinkedIn addresses after. */
async function networkerWithManyContacts(page: Page, invitationId: string): Promise<void> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as SessionAnswer;
  const registered = await page.request.post('/api/networker-registration', {
    headers: { [CSRF_HEADER]: session.csrfToken },
    data: {
      invitationUuid: invitationId,
      fullName: 'Nora Networker',
      email: uniqueEmail('contact-pages-networker'),
      authMethod: 'password',
      password: PASSWORD,
      acceptTerms: true,
      newContacts: Array.from({ length: MAX_NEW_CONTACTS_PER_ACCEPTANCE }, (_, index) => ({
        prospectName: `Typed Contact ${index + 1}`,
        prospectCompany: 'Stripe',
      })),
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const api = await operatorApi(page);
  await api.send('POST', '/api/prospect-submissions/linkedin', {
    invitationUuid: invitationId,
    linkedinUrls: Array.from(
      { length: CONTACT_COUNT - MAX_NEW_CONTACTS_PER_ACCEPTANCE },
      (_, index) => `linkedin.com/in/linked-contact-${index + 1}`,
    ),
  });
}

test(
  'the networker’s contacts load a page at a time as the list scrolls, and stay live',
  { tag: '@phone' },
  async ({ browser, page }, testInfo) => {
    const operator = await signedInOperatorWithInvitation(browser, 'contact-pages-operator');
    await networkerWithManyContacts(page, operator.invitation.id);
    const full = (await (
      await page.request.get('/api/networker/contacts-with-status')
    ).json()) as NetworkerContact[];
    expect(full).toHaveLength(CONTACT_COUNT);

    const pageRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/networker/contacts-with-status/page')) pageRequests.push(sent.url());
    });
    await page.goto('/dashboard');
    const contacts = page.getByRole('region', { name: 'Your contacts' });
    const rows = contacts.locator('li[data-target-id]');
    await expect(rows.first()).toBeVisible();
    await screenshot(page, testInfo, 'networker-contacts-first-page');
    expect(await rows.count()).toBeLessThan(CONTACT_COUNT);
    expect((await rows.count()) % NETWORKER_CONTACT_PAGE_SIZE).toBe(0);

    // The button loads the next page too (the keyboard's way, and the fallback to scrolling).
    await loadEveryPage(contacts, rows, CONTACT_COUNT);
    expect(await shownIds(rows)).toEqual(full.map((contact) => contact.id));
    expect(pageRequests.some((url) => url.includes('cursor='))).toBe(true);
    expect(pageRequests.every((url) => !url.includes('limit='))).toBe(true);
    await screenshot(page, testInfo, 'networker-contacts-all-pages');

    // The operator moves the oldest contact on: a live update brings it to the top of the pages shown.
    const oldest = full.at(-1)!;
    const operatorSide = await operatorApi(operator.page);
    await operatorSide.send('POST', `/api/prospects/${oldest.id}/status-updates`, { status: 'approved' });
    await expect(rows.first()).toHaveAttribute('data-target-id', oldest.id);
    await expect(rows.first().getByRole('status')).toHaveText(PROSPECT_STATUS_LABELS.approved);
    await expect(rows).toHaveCount(CONTACT_COUNT);
    await keepScreenshot(page, testInfo, 'networker-contacts-live');
  },
);

test(
  'the Contact Status card follows the pipeline a page at a time too',
  { tag: '@phone' },
  async ({ browser, page }, testInfo) => {
    const operator = await signedInOperatorWithInvitation(browser, 'contact-status-pages-operator');
    await networkerWithManyContacts(page, operator.invitation.id);
    const contacts = await page.request.get('/api/networker/contacts-with-status');
    const inPipeline = ((await contacts.json()) as NetworkerContact[]).filter(
      (contact) => contact.status !== null,
    );
    expect(inPipeline).toHaveLength(CONTACT_COUNT);

    const pageRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/networker/contacts-with-status')) pageRequests.push(sent.url());
    });
    await page.goto('/dashboard?tab=contacts');
    const progress = page.getByRole('list', { name: 'Your contacts’ progress' });
    const rows = progress.locator(':scope > li[data-target-id]');
    await expect(rows).toHaveCount(NETWORKER_CONTACT_PAGE_SIZE);
    await screenshot(page, testInfo, 'contact-status-first-page');

    await loadEveryPage(page.getByRole('region', { name: 'Contact Status' }), rows, CONTACT_COUNT);
    expect(await shownIds(rows)).toEqual(inPipeline.map((contact) => contact.id));
    // Only pages of the pipeline were asked for: never the whole list.
    expect(pageRequests.length).toBeGreaterThan(1);
    expect(pageRequests.every((url) => url.includes('/page?section=pipeline'))).toBe(true);
  },
);
