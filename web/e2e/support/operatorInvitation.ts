import type { OperatorProfileInput } from '@referrals/contracts';
import { type Browser, expect } from '@playwright/test';
import { registerOperator, uniqueEmail } from './accounts';
import { completeProfile } from './completeProfile';
import { operatorApi } from './operatorApi';

interface InvitationSetup {
  /** Changes to the complete profile (e.g. seniority levels and industries). */
  profile?: Partial<OperatorProfileInput>;
  /** Recommended prospects to add under the invitation: [name, company]. */
  prospects?: readonly (readonly [string, string])[];
  /** Disable the invitation afterwards (the page's 'Invitation Disabled' state). */
  disabled?: boolean;
}

/** An operator (in their own browser) with a complete profile and a fresh invitation for Nora. */
export async function operatorWithInvitation(
  browser: Browser,
  label: string,
  setup: InvitationSetup = {},
): Promise<{ id: string; slug: string; operatorEmail: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(label);
  await registerOperator(page, 'Dana Demo', email);
  const api = await operatorApi(page);
  await api.send('PUT', `/api/operator-profile/${api.userId}`, {
    ...completeProfile(email),
    ...setup.profile,
  });
  // The profile's read model may lag a moment behind its save on a busy machine.
  let invitation: { id: string; slug: string } | undefined;
  await expect(async () => {
    invitation = await api.send<{ id: string; slug: string }>('POST', '/api/networker-invitations', {
      prospectName: 'Nora Networker',
      introEmailBounty: 50,
      referralBounty: 250,
      revShareBounty: 1000,
    });
  }).toPass({ timeout: 20_000 });
  for (const [prospectName, prospectCompany] of setup.prospects ?? []) {
    await api.send('POST', '/api/prospects', { invitationId: invitation!.id, prospectName, prospectCompany });
  }
  if (setup.disabled)
    await api.send('PATCH', `/api/networker-invitations/${invitation!.id}`, { isActive: false });
  await context.close();
  return { ...invitation!, operatorEmail: email };
}
