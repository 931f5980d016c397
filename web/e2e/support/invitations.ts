import type { Browser } from '@playwright/test';
import { registerOperator, uniqueEmail } from './accounts';
import { completeProfile } from './completeProfile';
import { operatorApi } from './operatorApi';

export interface CreatedInvitation {
  id: string;
  slug: string;
}

/**
 * An operator (in their own browser) with a complete profile, a fresh invitation and two recommended
 * prospects; the invitation is disabled afterwards when asked.
 */
export async function operatorWithInvitation(
  browser: Browser,
  label: string,
  options: { disabled?: boolean } = {},
): Promise<CreatedInvitation> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(label);
  await registerOperator(page, 'Dana Demo', email);
  const api = await operatorApi(page);
  await api.send('PUT', `/api/operator-profile/${api.userId}`, completeProfile(email));
  const invitation = await api.send<CreatedInvitation>('POST', '/api/networker-invitations', {
    prospectName: 'Nora Networker',
    introEmailBounty: 50,
    referralBounty: 250,
    revShareBounty: 1000,
  });
  for (const [prospectName, prospectCompany] of [
    ['Priya Patel', 'Stripe'],
    ['Marcus Lee', 'Notion'],
  ]) {
    await api.send('POST', '/api/prospects', { invitationId: invitation.id, prospectName, prospectCompany });
  }
  if (options.disabled)
    await api.send('PATCH', `/api/networker-invitations/${invitation.id}`, { isActive: false });
  await context.close();
  return invitation;
}
