import { readFile } from 'node:fs/promises';
import { PAGE_MESSAGES, PROSPECT_HISTORY_PAGE_SIZE, type ProspectHistoryAnswer } from '@referrals/contracts';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { operatorApi } from './support/operatorApi';
import { signedInOperatorWithInvitation } from './support/operatorInvitation';
import { keepScreenshot, screenshot } from './support/pageChecks';
import { firstProspectId, networkerAccepting } from './support/twoSides';

/** Noted updates on Priya: with her submission, more than a page of her history. */
const NOTED_UPDATES = PROSPECT_HISTORY_PAGE_SIZE + 5;

test(
  'a long history loads a page at a time as the timeline scrolls, and exports whole',
  { tag: '@phone' },
  async ({ browser }, testInfo) => {
    test.setTimeout(150_000);
    const { page, invitation } = await signedInOperatorWithInvitation(
      browser,
      'history-pages',
      {},
      { viewport: testInfo.project.use.viewport ?? null },
    );
    await (await networkerAccepting(browser, invitation.id)).context().close();
    const priya = await firstProspectId(page);
    const api = await operatorApi(page);
    for (let index = 1; index <= NOTED_UPDATES; index++)
      await api.send('POST', `/api/prospects/${priya}/status-updates`, {
        status: 'submitted',
        notes: `Note ${index}`,
      });
    const whole = (await (
      await page.request.get(`/api/audit/prospects/${priya}/history`)
    ).json()) as ProspectHistoryAnswer;
    expect(whole.events.length).toBeGreaterThan(PROSPECT_HISTORY_PAGE_SIZE);

    await page.goto(`/prospects/${priya}/history`);
    const timeline = page.getByRole('region', { name: `Timeline (${whole.events.length} events)` });
    const entries = timeline.getByRole('listitem');
    await expect(entries).toHaveCount(PROSPECT_HISTORY_PAGE_SIZE);
    await expect(entries.filter({ hasText: 'Submitted Priya Patel' })).toHaveCount(1);
    // Following the latest moment, though it is not loaded yet.
    await expect(page.getByTestId('history-state')).toContainText('Submitted');
    await screenshot(page, testInfo, 'history-first-page');

    const loadMore = timeline.getByRole('button', { name: PAGE_MESSAGES.loadMore });
    await expect(async () => {
      if (await loadMore.isVisible()) await loadMore.click({ timeout: 2_000 });
      else await entries.last().scrollIntoViewIfNeeded();
      expect(await entries.count()).toBe(whole.events.length);
    }).toPass({ timeout: 30_000 });
    await expect(loadMore).toHaveCount(0);
    await expect(entries.last()).toContainText(`Note ${NOTED_UPDATES}`);
    await expect(entries.filter({ hasText: /“Note 1”$/ })).toHaveCount(1);
    await keepScreenshot(page, testInfo, 'history-all-pages');

    // The files hold the whole history, read whole for them.
    const download = page.waitForEvent('download');
    await timeline.getByRole('button', { name: 'JSON' }).click();
    const saved = await (await download).path();
    const exported = JSON.parse(await readFile(saved, 'utf8')) as ProspectHistoryAnswer;
    expect(exported.events.map((event) => event.id)).toEqual(whole.events.map((event) => event.id));
  },
);
