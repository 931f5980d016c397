import { OPERATOR_PROFILE_MESSAGES } from '@referrals/contracts';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { registerOperatorThroughApi, uniqueEmail } from './support/accounts';
import { completeProfile } from './support/completeProfile';
import { operatorApi } from './support/operatorApi';
import { expectNoHorizontalScroll, keepScreenshot as screenshot } from './support/pageChecks';

// The operator's local time on their invitation is told in the zone of their profile.
test(
  'an operator’s time zone comes from their browser, is saved with the profile and shown on their invitation',
  { tag: '@phone' },
  async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const device = {
      viewport: testInfo.project.use.viewport ?? undefined,
      isMobile: testInfo.project.use.isMobile,
      hasTouch: testInfo.project.use.hasTouch,
    };
    // An operator in Austin whose profile was saved before it had a time zone.
    const operator = await (await browser.newContext({ ...device, timezoneId: 'America/Chicago' })).newPage();
    try {
      const email = uniqueEmail('zone');
      await registerOperatorThroughApi(operator.request, 'Dana Demo', email);
      const api = await operatorApi(operator);
      await api.send('PUT', `/api/operator-profile/${api.userId}`, {
        ...completeProfile(email),
        timeZoneDisplay: '',
      });
      const invitation = await api.send<{ id: string; slug: string }>('POST', '/api/networker-invitations', {
        prospectName: 'Nora Networker',
      });

      // The editor offers this browser's zone; saving keeps it.
      await operator.goto('/profile/edit');
      const zone = operator.getByLabel('Time zone');
      await expect(zone).toBeVisible();
      await expect(operator.getByTitle('America/Chicago', { exact: true })).toBeVisible();
      await zone.scrollIntoViewIfNeeded();
      await screenshot(operator, testInfo, 'profile-time-zone');
      await expectNoHorizontalScroll(operator);
      await operator.getByRole('button', { name: 'Save Profile' }).click();
      await expect(operator.getByText(OPERATOR_PROFILE_MESSAGES.savedTitle, { exact: true })).toBeVisible();
      const saved = (await (await operator.request.get(`/api/operator-profile/${api.userId}`)).json()) as {
        timeZoneDisplay: string;
      };
      expect(saved.timeZoneDisplay).toBe('America/Chicago');

      // A visitor elsewhere (UTC) reads the operator's time, in the operator's zone.
      const visitor = await (await browser.newContext({ ...device, timezoneId: 'UTC' })).newPage();
      try {
        await visitor.goto(`/invite/${invitation.slug}`);
        const card = visitor.getByTestId('operator-card');
        await expect(card).toContainText(/\d{1,2}:\d{2} [AP]M C[SD]T local time/);
        await card.scrollIntoViewIfNeeded();
        await screenshot(visitor, testInfo, 'operator-card-time-zone');
      } finally {
        await visitor.context().close();
      }
    } finally {
      await operator.context().close();
    }
  },
);
