import { readFile } from 'node:fs/promises';
import {
  CSRF_HEADER,
  INVITATION_MESSAGES,
  PAGE_MESSAGES,
  INVITATION_PAGE_SIZE,
  invitationQrFileName,
  PROSPECT_MESSAGES,
  type SessionAnswer,
} from '@referrals/contracts';
import { expect, type Locator } from '@playwright/test';
import { test } from './support/test';
import { registerOperatorThroughApi, uniqueEmail } from './support/accounts';
import { completeProfile } from './support/completeProfile';
import { expectLiveConnection, LIVE } from './support/live';
import { operatorApi } from './support/operatorApi';
import { expectFinishedOpening } from './support/overlays';
import { completeProfileSetup } from './support/profile';

const SCREENSHOTS = '../.test-output/screenshots';

/** The value shown under a heading of the invitation card's facts (Sent, Clicks, Bounties). */
const fact = (card: Locator, name: string) => card.locator(`dt:text-is("${name}") + dd`);

/** PNG width and height from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test('a new operator sets up the profile, invites a networker, shares the link and previews it', async ({
  page,
  context,
  request,
}, testInfo) => {
  // The whole first day of an operator: about 40 s on a busy 2-core machine.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerOperatorThroughApi(page.request, 'Dana Demo', uniqueEmail('invite'));
  await page.goto('/dashboard');

  // Before the profile is complete, inviting is blocked and says why.
  const createButton = page.getByRole('button', { name: INVITATION_MESSAGES.completeProfileFirst });
  await expect(createButton).toBeDisabled();
  await expect(page.getByRole('heading', { name: INVITATION_MESSAGES.profileIncompleteTitle })).toBeVisible();
  await expect(page.getByText(INVITATION_MESSAGES.noInvitations)).toBeVisible();
  await page.screenshot({
    path: `${SCREENSHOTS}/invitations-blocked-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await page.getByRole('link', { name: 'Set up your profile' }).click();
  await completeProfileSetup(page);

  // A name is required.
  await page.getByRole('button', { name: 'Create Invitation' }).click();
  await expect(page.getByText(INVITATION_MESSAGES.nameRequiredTitle, { exact: true })).toBeVisible();

  await page.getByLabel('Full name').fill('Nora Networker');
  await page.getByLabel('Job title').fill('Partner');
  await page.getByLabel('Company').fill('Northwind');
  await page.getByLabel('Intro bounty').fill('50');
  await expect(page.getByLabel('Meeting bounty')).toHaveValue('500.00');
  await page.getByLabel('Meeting bounty').fill('250.75');
  await page.getByLabel('Win bounty').fill('1000');
  await page.getByRole('button', { name: 'Create Invitation' }).click();
  await expect(page.getByText(INVITATION_MESSAGES.createdTitle, { exact: true })).toBeVisible();

  const card = page.getByRole('article', { name: 'Invitation for Nora Networker' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active, not registered (1)' })).toBeVisible();
  await expect(card.getByText('Not Registered')).toBeVisible();
  await expect(fact(card, 'Bounties')).toContainText('$50 intro · $250 meeting · $1,000 win');
  await expect(fact(card, 'Sent')).toHaveText('about 1 minute ago');
  await expect(fact(card, 'Clicks')).toHaveText('0');

  // Recommended prospects: add, edit, remove.
  await card.getByRole('button', { name: 'Add Prospect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Prospect' });
  await expectFinishedOpening(dialog);
  await dialog.getByRole('button', { name: 'Add Prospect' }).click();
  await expect(dialog.getByText(PROSPECT_MESSAGES.nameRequired)).toBeVisible();
  await dialog.getByLabel('Name').fill('Priya Patel');
  await dialog.getByLabel('Company').fill('Stripe');
  await dialog.getByRole('button', { name: 'Add Prospect' }).click();
  await expect(page.getByText(PROSPECT_MESSAGES.addedTitle, { exact: true })).toBeVisible();
  await expect(card.getByText('Priya Patel')).toBeVisible();
  await card.getByRole('button', { name: 'Edit Priya Patel' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Prospect' });
  await expectFinishedOpening(editDialog);
  await editDialog.getByLabel('Title').fill('VP Sales');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(PROSPECT_MESSAGES.updatedTitle, { exact: true })).toBeVisible();
  await expect(card.getByText('VP Sales at Stripe')).toBeVisible();
  await card.getByRole('button', { name: 'Add Prospect' }).click();
  await expectFinishedOpening(dialog);
  await dialog.getByLabel('Name').fill('Sam Short');
  await dialog.getByRole('button', { name: 'Add Prospect' }).click();
  await expect(card.getByText('Sam Short')).toBeVisible();
  await card.getByRole('button', { name: 'Remove Sam Short' }).click();
  await expectFinishedOpening(page.locator('.ant-popconfirm'));
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(PROSPECT_MESSAGES.removedTitle, { exact: true })).toBeVisible();
  await expect(card.getByText('Sam Short')).toHaveCount(0);

  // The link: copy it, then open it from another browser; the click count updates live. The card,
  // Copy link and the QR code all share the slug's /invite/ link.
  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText(INVITATION_MESSAGES.linkCopied, { exact: true })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const linkSlug = /\/invite\/(nora-networker-\d{13})$/.exec(link)?.[1];
  expect(linkSlug).toBeDefined();
  await expect(card.locator('code')).toHaveText(link);
  // Another visitor (its own session and CSRF token), as the public page will send it.
  await expectLiveConnection(page);
  const visitor = (await (await request.get('/api/auth/session')).json()) as SessionAnswer;
  const opened = await request.post(`/api/invitations/${linkSlug}/track-click`, {
    headers: { [CSRF_HEADER]: visitor.csrfToken },
  });
  expect(opened.ok()).toBe(true);
  await expect(fact(card, 'Clicks')).toContainText('1', LIVE);

  // The QR code downloads as a 256 px PNG named for the slug.
  await card.getByRole('button', { name: 'QR code' }).click();
  const qrDialog = page.getByRole('dialog', { name: 'QR code for Nora Networker' });
  await expectFinishedOpening(qrDialog);
  await expect(qrDialog.getByRole('img', { name: /^QR code of the invitation link/ })).toBeVisible();
  await expect(qrDialog.getByText(link, { exact: true })).toBeVisible();
  await expect(qrDialog.getByRole('img', { name: /^QR code of the invitation link/ })).toHaveAttribute(
    'data-encoded-value',
    link,
  );
  await page.screenshot({
    path: `${SCREENSHOTS}/invitations-qr-${testInfo.project.name}.png`,
    animations: 'disabled',
  });
  const downloading = page.waitForEvent('download');
  await qrDialog.getByRole('link', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invitation-qr-nora-networker-\d{13}\.png$/);
  const slug = download.suggestedFilename().replace(/^invitation-qr-|\.png$/g, '');
  expect(download.suggestedFilename()).toBe(invitationQrFileName(slug));
  expect(slug).toBe(linkSlug);
  expect(pngSize(await readFile(await download.path()))).toEqual({ width: 256, height: 256 });
  await page.keyboard.press('Escape');
  await expect(qrDialog).toBeHidden();

  // Rename the networker.
  await card.getByRole('button', { name: 'Rename Nora Networker' }).click();
  await page.getByLabel('Networker name').fill('Nora N.');
  await page.getByLabel('Networker name').press('Enter');
  await expect(page.getByText(INVITATION_MESSAGES.updatedTitle, { exact: true })).toBeVisible();
  const renamed = page.getByRole('article', { name: 'Invitation for Nora N.' });
  await expect(renamed).toBeVisible();
  await page.screenshot({
    path: `${SCREENSHOTS}/invitations-list-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // The preview shows the page as the networker will see it, without counting a click.
  await renamed.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/networker_invitation_page\/[0-9a-f-]{36}\/preview$/);
  await expect(page.getByText(INVITATION_MESSAGES.previewBadge)).toBeVisible();
  await expect(page.getByText('Priya Patel')).toBeVisible();
  await page.screenshot({
    path: `${SCREENSHOTS}/invitation-preview-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await page.goBack();
  await expect(fact(page.getByRole('article', { name: 'Invitation for Nora N.' }), 'Clicks')).toHaveText(
    /^1\b/,
  );

  // Disabling moves it to the Disabled group.
  await page.getByRole('switch', { name: 'Disable this invitation' }).click();
  await expect(page.getByRole('tab', { name: 'Disabled (1)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Disabled (1)' }).click();
  await expect(page.getByRole('article', { name: 'Invitation for Nora N.' })).toBeVisible();
  await page.getByRole('tab', { name: 'Active, not registered (0)' }).click();
  await expect(page.getByText(INVITATION_MESSAGES.noInvitationsInGroup)).toBeVisible();

  // Coming back, the list opens on the first tab with something in it, not on an empty one.
  await page.reload();
  const disabledTab = page.getByRole('tab', { name: 'Disabled (1)' });
  await expect(disabledTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: 'Invitation for Nora N.' })).toBeVisible();
  // A tab the operator picks stays picked.
  await page.getByRole('tab', { name: 'Active, not registered (0)' }).click();
  await expect(page.getByText(INVITATION_MESSAGES.noInvitationsInGroup)).toBeVisible();
  await expect(disabledTab).toHaveAttribute('aria-selected', 'false');
});

test('a long list loads a page at a time: near its end as it scrolls, or by its button @phone', async ({
  page,
}, testInfo) => {
  // 43 invitations are created first, each answered once the read models show it.
  test.setTimeout(120_000);
  const email = uniqueEmail('pages');
  await registerOperatorThroughApi(page.request, 'Dana Demo', email);
  const api = await operatorApi(page);
  await api.send('PUT', `/api/operator-profile/${api.userId}`, completeProfile(email));
  // Two pages and a bit; created a few at a time (the first once the saved profile is read back).
  const total = INVITATION_PAGE_SIZE * 2 + 3;
  const create = (index: number) =>
    api.send('POST', '/api/networker-invitations', { prospectName: `Invitee ${index}` });
  await expect(() => create(0)).toPass({ timeout: 20_000 });
  for (let first = 1; first < total; first += 7) {
    const batch = Array.from({ length: Math.min(7, total - first) }, (_, offset) => first + offset);
    await Promise.all(batch.map(create));
  }

  // The next page's answer waits until the test has seen the list say it is loading.
  let releaseNextPage = () => {};
  const nextPageHeld = new Promise<void>((resolve) => (releaseNextPage = resolve));
  await page.route(/\/api\/networker-invitations\/page\?.*cursor=/, async (route) => {
    await nextPageHeld;
    await route.continue();
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: `Active, not registered (${total})` })).toBeVisible();
  const cards = page.getByRole('article', { name: /^Invitation for Invitee / });
  await expect(cards).toHaveCount(INVITATION_PAGE_SIZE);

  // Near the end, the next page loads by itself, and says so meanwhile.
  await cards.last().scrollIntoViewIfNeeded();
  const loading = page.getByRole('button', { name: PAGE_MESSAGES.loadingMore });
  await expect(loading).toBeVisible();
  await page.screenshot({
    path: `${SCREENSHOTS}/invitations-loading-more-${testInfo.project.name}.png`,
  });
  releaseNextPage();
  await expect(cards).toHaveCount(INVITATION_PAGE_SIZE * 2);

  // The button does the same from the keyboard; after the last page it is gone.
  const loadMore = page.getByRole('button', { name: PAGE_MESSAGES.loadMore });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(total);
  const names = await cards.evaluateAll((articles) => articles.map((article) => article.ariaLabel));
  expect(new Set(names).size).toBe(total);
  await expect(cards.last()).toHaveAccessibleName('Invitation for Invitee 0');
  await expect(page.getByRole('button', { name: PAGE_MESSAGES.loadMore })).toHaveCount(0);
  await page.screenshot({
    path: `${SCREENSHOTS}/invitations-all-pages-${testInfo.project.name}.png`,
    fullPage: true,
  });
});
