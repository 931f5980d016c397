import type { NetworkerRegistrationAnswer, NetworkerRegistrationRequest } from '@referrals/contracts';
import request from 'supertest';
import { sessionFrom, STRONG_PASSWORD, uniqueEmail } from './identity-client.js';
import { type AppUrl, visitorSession } from './test-app.js';
import type { TestSession } from './test-session.js';

/** A registration modal's body for this invitation, with a fresh email and a password. */
export const aNetworkerRegistration = (
  invitationUuid: string,
  overrides: Partial<NetworkerRegistrationRequest> = {},
): NetworkerRegistrationRequest => ({
  invitationUuid,
  fullName: 'Nora Networker',
  email: uniqueEmail('networker'),
  title: 'Partner',
  company: 'Northwind',
  authMethod: 'password',
  password: STRONG_PASSWORD,
  acceptTerms: true,
  ...overrides,
});

/** Registers a networker through the invitation as the modal does; answers the answer and the new session. */
export async function registerNetworker(
  app: AppUrl,
  invitationUuid: string,
  overrides: Partial<NetworkerRegistrationRequest> = {},
  visitor?: TestSession,
): Promise<{ answer: NetworkerRegistrationAnswer; session: TestSession; email: string }> {
  const from = visitor ?? (await visitorSession(app));
  const body = aNetworkerRegistration(invitationUuid, overrides);
  const response = await request(app.url).post('/api/networker-registration').set(from.headers).send(body);
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${response.text}`);
  return {
    answer: response.body as NetworkerRegistrationAnswer,
    session: sessionFrom(response, from),
    email: body.email,
  };
}
