import type { NetworkerRegistrationAnswer, UserAnswer } from '@referrals/contracts';
import { type BenchHttpClient, type SessionHeaders } from './bench-http-client.js';

const PASSWORD = 'Correct-Horse-9';

export interface BenchOperator {
  userId: string;
  session: SessionHeaders;
}

export interface BenchNetworker {
  userId: string;
  session: SessionHeaders;
  /** The operator's invitation this networker accepted; contacts are submitted under it. */
  invitationId: string;
}

/** An operator registered through the API, with the complete profile invitations require. */
export async function registerOperator(client: BenchHttpClient, label: string): Promise<BenchOperator> {
  const visitor = await client.visitor();
  const { answer, session } = await client.send<UserAnswer>('POST', '/api/auth/register', visitor, {
    name: `Bench Operator ${label}`,
    email: `operator-${label}@bench.test`,
    password: PASSWORD,
  });
  await client.send('PUT', `/api/operator-profile/${answer.user.id}`, session, {
    fullName: `Bench Operator ${label}`,
    title: 'Head of Sales',
    company: 'Acme',
    location: 'San Francisco',
    linkedinUrl: 'https://linkedin.com/in/bench',
    websiteUrl: 'acme.com',
    email: `operator-${label}@bench.test`,
    introMessage: 'I help revenue teams forecast.',
    prospectsDescription: 'VPs of Sales at mid-size SaaS companies',
    targetProspects: ['Stripe'],
    productSummary: 'Pipeline analytics',
    productDescription: 'Shows which deals will close.',
    useCases: ['Forecasting'],
    customers: ['Figma'],
  });
  return { userId: answer.user.id, session };
}

/** An invitation of the operator's, accepted by a networker who registers with a password through it. */
export async function registerNetworker(
  client: BenchHttpClient,
  operator: BenchOperator,
  label: string,
): Promise<BenchNetworker> {
  const { answer: invitation } = await client.send<{ id: string }>(
    'POST',
    '/api/networker-invitations',
    operator.session,
    { prospectName: `Networker ${label}`, introEmailBounty: 50, referralBounty: 250, revShareBounty: 1000 },
  );
  const visitor = await client.visitor();
  const { answer, session } = await client.send<NetworkerRegistrationAnswer>(
    'POST',
    '/api/networker-registration',
    visitor,
    {
      invitationUuid: invitation.id,
      fullName: `Networker ${label}`,
      email: `networker-${label}@bench.test`,
      authMethod: 'password',
      password: PASSWORD,
      acceptTerms: true,
    },
  );
  return { userId: answer.user.id, session, invitationId: invitation.id };
}
