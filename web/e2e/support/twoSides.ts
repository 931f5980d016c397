import { CSRF_HEADER, type NetworkerWithProspects, type SessionAnswer } from '@referrals/contracts';
import { type Browser, expect, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './accounts';
import { type OperatorApi, operatorApi } from './operatorApi';
import { signedInOperatorWithInvitation } from './operatorInvitation';

/** Both sides of a journey use a phone-sized browser of their own. */
export const PHONE = { width: 390, height: 844 };

/** An operator, signed in in their own phone-sized browser, with a complete profile and an invitation. */
export async function operatorWithInvitation(
  browser: Browser,
): Promise<{ page: Page; invitationId: string }> {
  const { page, invitation } = await signedInOperatorWithInvitation(
    browser,
    'two-sides-operator',
    {},
    { viewport: PHONE },
  );
  return { page, invitationId: invitation.id };
}

/** A networker who registers through the invitation (as the registration modal does) in their own browser. */
export async function networkerAccepting(browser: Browser, invitationId: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  const session = (await (await page.request.get('/api/auth/session')).json()) as SessionAnswer;
  const response = await page.request.post('/api/networker-registration', {
    headers: { [CSRF_HEADER]: session.csrfToken },
    data: {
      invitationUuid: invitationId,
      fullName: 'Nora Networker',
      email: uniqueEmail('two-sides-networker'),
      authMethod: 'password',
      password: PASSWORD,
      acceptTerms: true,
      newContacts: [{ prospectName: 'Priya Patel', prospectCompany: 'Stripe' }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return page;
}

/** The id of the first prospect in the signed-in operator's pipeline (Nora's Priya Patel in these journeys). */
export async function firstProspectId(operatorPage: Page): Promise<string> {
  const response = await operatorPage.request.get('/api/operator/networkers-with-prospects');
  const [networker] = (await response.json()) as NetworkerWithProspects[];
  return networker!.prospects[0]!.id;
}

/**
 * Both sides of a journey about Nora's contact Priya Patel: the operator (page and API), the networker's
 * page, Priya's prospect id, and a move of Priya along the pipeline as the operator.
 */
export async function bothSidesOnPriya(browser: Browser): Promise<{
  operator: Awaited<ReturnType<typeof operatorWithInvitation>>;
  networker: Page;
  api: OperatorApi;
  priya: string;
  moveTo: (status: string) => Promise<unknown>;
}> {
  const operator = await operatorWithInvitation(browser);
  const networker = await networkerAccepting(browser, operator.invitationId);
  const api = await operatorApi(operator.page);
  const priya = await firstProspectId(operator.page);
  const moveTo = (status: string) =>
    api.send('PATCH', `/api/prospect-submissions/${priya}/status`, { status });
  return { operator, networker, api, priya, moveTo };
}
