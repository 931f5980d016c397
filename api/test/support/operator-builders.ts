import type { CreateInvitationRequest } from '@referrals/contracts';
import request from 'supertest';
import { registerUser, type RegisteredUser } from './identity-client.js';
import type { AppUrl } from './test-app.js';

/** A profile with every field the spec requires (ready for invitations). */
export const COMPLETE_PROFILE = {
  fullName: 'Dana Demo',
  title: 'Head of Sales',
  company: 'Acme',
  location: 'San Francisco',
  linkedinUrl: 'https://linkedin.com/in/dana',
  websiteUrl: 'acme.com',
  email: 'dana@acme.com',
  introMessage: 'I help revenue teams forecast.',
  prospectsDescription: 'VPs of Sales at mid-size SaaS companies',
  targetProspects: ['Stripe', ' Notion '],
  productSummary: 'Pipeline analytics',
  productDescription: 'Shows which deals will close.',
  useCases: ['Forecasting'],
  customers: ['Figma'],
};

/** An operator whose profile is complete, so they may send invitations. */
export async function operatorReadyToInvite(app: AppUrl, name = 'Dana Demo'): Promise<RegisteredUser> {
  const operator = await registerUser(app, { name });
  await request(app.url)
    .put(`/api/operator-profile/${operator.user.id}`)
    .set(operator.session.headers)
    .send({ ...COMPLETE_PROFILE, fullName: name })
    .expect(200);
  return operator;
}

/** Creates a personal invitation through the API; answers its id and slug. */
export async function createInvitation(
  app: AppUrl,
  operator: RegisteredUser,
  body: Partial<CreateInvitationRequest> = {},
): Promise<{ id: string; slug: string; position: string }> {
  const response = await request(app.url)
    .post('/api/networker-invitations')
    .set(operator.session.headers)
    .send({ prospectName: 'Nora Networker', ...body })
    .expect(201);
  return response.body as { id: string; slug: string; position: string };
}

/** Recommends a prospect under the invitation; answers its id. */
export async function recommendProspect(
  app: AppUrl,
  operator: RegisteredUser,
  invitationId: string,
  body: Record<string, unknown> = {},
): Promise<string> {
  const response = await request(app.url)
    .post('/api/prospects')
    .set(operator.session.headers)
    .send({ invitationId, prospectName: 'Priya Prospect', prospectCompany: 'Stripe', ...body })
    .expect(201);
  return (response.body as { id: string }).id;
}

/** Disables the invitation's link as its operator would (status cancelled). */
export async function disableInvitation(
  app: AppUrl,
  operator: RegisteredUser,
  invitationId: string,
): Promise<void> {
  await request(app.url)
    .patch(`/api/networker-invitations/${invitationId}`)
    .set(operator.session.headers)
    .send({ isActive: false })
    .expect(200);
}
