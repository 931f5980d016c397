import { expect } from '@playwright/test';
import { test } from './support/test';
import { registerOperatorThroughApi, uniqueEmail } from './support/accounts';
import { completeProfile } from './support/completeProfile';
import { operatorApi } from './support/operatorApi';

// The page's first HTML response holds the invitation (and its link preview): the page renders from it.
test('the invitation page starts from the invitation in its first response, without asking for it again', async ({
  browser,
  page: operatorPage,
}) => {
  const operatorEmail = uniqueEmail('first-response');
  await registerOperatorThroughApi(operatorPage.request, 'Dana Demo', operatorEmail);
  const api = await operatorApi(operatorPage);
  await api.send('PUT', `/api/operator-profile/${api.userId}`, completeProfile(operatorEmail));
  const invitation = await api.send<{ slug: string }>('POST', '/api/networker-invitations', {
    prospectName: 'Nora Networker',
    introEmailBounty: 50,
  });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const askedForInvitation: string[] = [];
  visitor.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/invitations/uuid/'))
      askedForInvitation.push(request.url());
  });
  await visitor.goto(`/invite/${invitation.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Hi Nora!' })).toBeVisible();
  await expect(visitor).toHaveTitle('Dana Demo wants to connect with you');
  await expect(visitor.getByText('$50', { exact: false }).first()).toBeVisible();
  expect(askedForInvitation).toEqual([]);
  await visitorContext.close();
});
