import type { CreateInvitationRequest, OperatorProfileInput } from '@referrals/contracts';
import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { registerOperatorThroughApi, uniqueEmail } from './accounts';
import { completeProfile } from './completeProfile';
import { operatorApi } from './operatorApi';

interface InvitationSetup {
  /** Changes to the complete profile (e.g. seniority levels and industries). */
  profile?: Partial<OperatorProfileInput>;
  /** Recommended prospects to add under the invitation: [name, company]. */
  prospects?: readonly (readonly [string, string])[];
  /** Disable the invitation afterwards (the page's 'Invitation Disabled' state). */
  disabled?: boolean;
  /** What the operator knows of Nora besides her name (her title, company, LinkedIn). */
  invitee?: Pick<CreateInvitationRequest, 'prospectTitle' | 'prospectCompany' | 'prospectLinkedinUrl'>;
}

interface CreatedInvitation {
  id: string;
  slug: string;
}

/** An operator signed in in a browser of their own (kept open), with a complete profile and a fresh invitation for Nora. */
export async function signedInOperatorWithInvitation(
  browser: Browser,
  label: string,
  setup: InvitationSetup = {},
  contextOptions: BrowserContextOptions = {},
): Promise<{ page: Page; invitation: CreatedInvitation; operatorEmail: string }> {
  const page = await (await browser.newContext(contextOptions)).newPage();
  const email = uniqueEmail(label);
  await registerOperatorThroughApi(page.request, 'Dana Demo', email);
  const api = await operatorApi(page);
  await api.send('PUT', `/api/operator-profile/${api.userId}`, {
    ...completeProfile(email),
    ...setup.profile,
  });
  // The profile's read model may lag a moment behind its save on a busy machine.
  let invitation: CreatedInvitation | undefined;
  await expect(async () => {
    invitation = await api.send<CreatedInvitation>('POST', '/api/networker-invitations', {
      prospectName: 'Nora Networker',
      introEmailBounty: 50,
      referralBounty: 250,
      revShareBounty: 1000,
      ...setup.invitee,
    });
  }).toPass({ timeout: 20_000 });
  for (const [prospectName, prospectCompany] of setup.prospects ?? []) {
    await api.send('POST', '/api/prospects', { invitationId: invitation!.id, prospectName, prospectCompany });
  }
  if (setup.disabled)
    await api.send('PATCH', `/api/networker-invitations/${invitation!.id}`, { isActive: false });
  return { page, invitation: invitation!, operatorEmail: email };
}

/** The same operator and invitation, their browser closed: for journeys that only need the invitation. */
export async function operatorWithInvitation(
  browser: Browser,
  label: string,
  setup: InvitationSetup = {},
): Promise<CreatedInvitation & { operatorEmail: string }> {
  const { page, invitation, operatorEmail } = await signedInOperatorWithInvitation(browser, label, setup);
  await page.context().close();
  return { ...invitation, operatorEmail };
}
