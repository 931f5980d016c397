import { AUTH_API_MESSAGES } from '@referrals/contracts';
import { COMPLETE_PROFILE } from '../../support/operator-builders.js';
import { STRONG_PASSWORD } from '../../support/identity-client.js';
import type { TestSession } from '../../support/test-session.js';
import type { FuzzWorld } from './fuzz-world.js';

/** Who calls: a role of the world's, or a fresh signed-out visitor per request (public routes). */
export type FuzzCaller = 'visitor' | 'operator' | 'scratch' | 'networker' | 'auditor';

export interface FuzzTarget {
  caller: FuzzCaller;
  /** The caller's own data for each `:param` of the path. */
  params?: (world: FuzzWorld) => Record<string, string>;
  /** A body the endpoint's validation accepts: the fuzzing's starting point. */
  example?: (world: FuzzWorld) => Record<string, unknown>;
  /** The 400 the handler (not validation) answers the example, for want of a state a test cannot make. */
  exampleRefusal?: string;
}

export function sessionOf(world: FuzzWorld, caller: Exclude<FuzzCaller, 'visitor'>): TestSession {
  if (caller === 'operator') return world.operator.session;
  if (caller === 'scratch') return world.scratch.session;
  if (caller === 'networker') return world.networker.session;
  return world.auditor;
}

const email = 'fuzz@example.com';
const contact = { prospectName: 'Fay Fuzz', prospectCompany: 'Fuzz Inc' };

/**
 * Every mutating route and how to call it as a caller it lets in, on that caller's own data.
 * A mutating route the app serves without a row here fails the fuzz spec.
 */
export const FUZZ_TARGETS: Record<string, FuzzTarget> = {
  'POST /api/auth/register': {
    caller: 'visitor',
    example: () => ({ name: 'Fuzz Fuzzer', email, password: STRONG_PASSWORD }),
  },
  'POST /api/auth/login': {
    caller: 'visitor',
    example: () => ({ username: email, password: STRONG_PASSWORD }),
  },
  'POST /api/auth/logout': { caller: 'visitor' },
  'POST /api/auth/dev-login': { caller: 'visitor' },
  'POST /api/auth/check-email': { caller: 'visitor', example: () => ({ email }) },
  'POST /api/auth/check-user-status': {
    caller: 'visitor',
    example: (world) => ({ email, invitationUuid: world.invitation.id }),
  },
  'POST /api/auth/forgot-password': { caller: 'visitor', example: () => ({ email }) },
  'POST /api/auth/reset-password': {
    caller: 'visitor',
    example: () => ({ token: 'a'.repeat(64), password: STRONG_PASSWORD }),
    exampleRefusal: AUTH_API_MESSAGES.resetLinkInvalid,
  },
  'POST /api/auth/reset-password/check': {
    caller: 'visitor',
    example: () => ({ token: 'a'.repeat(64) }),
    exampleRefusal: AUTH_API_MESSAGES.resetLinkInvalid,
  },
  'POST /api/auth/reauthenticate': { caller: 'scratch', example: () => ({ password: STRONG_PASSWORD }) },
  'DELETE /api/auth/passkeys/:credentialId': {
    caller: 'scratch',
    params: () => ({ credentialId: 'bm8tc3VjaC1wYXNza2V5' }),
  },
  'POST /api/auth/passkey/challenge': {
    caller: 'visitor',
    example: () => ({ email, action: 'authenticate' }),
  },
  'POST /api/auth/passkey/verify': {
    caller: 'visitor',
    example: () => ({
      email,
      id: 'abc',
      rawId: 'abc',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
    }),
    exampleRefusal: AUTH_API_MESSAGES.passkeyNoChallenge,
  },
  'POST /api/auth/linkedin/complete': {
    caller: 'visitor',
    example: (world) => ({
      linkedinData: { fullName: 'Lin Kedin', email },
      invitationUuid: world.invitation.id,
      acceptTerms: true,
    }),
    exampleRefusal: AUTH_API_MESSAGES.linkedinNothingPending,
  },
  'POST /api/user-roles': {
    caller: 'scratch',
    example: (world) => ({ userId: world.scratch.user.id, role: 'networker' }),
  },
  'POST /api/user-roles/switch': { caller: 'scratch', example: () => ({ role: 'operator' }) },
  'POST /api/networker-profiles': {
    caller: 'scratch',
    example: (world) => ({ userId: world.scratch.user.id, fullName: 'Sid Scratch', title: 'Partner' }),
  },
  'POST /api/companies': {
    caller: 'operator',
    example: () => ({ name: 'Fuzz Inc', domain: 'fuzz.example' }),
  },
  'POST /api/companies/check': { caller: 'operator', example: () => ({ companyInput: 'Fuzz Inc' }) },
  'POST /api/companies/find-or-create': { caller: 'operator', example: () => ({ companyInput: 'Fuzz Inc' }) },
  'POST /api/operator-profiles/:id/target-companies': {
    caller: 'operator',
    params: (world) => ({ id: world.operator.user.id }),
    example: (world) => ({ companyId: world.companyId, roleTitle: 'VP Sales' }),
  },
  'DELETE /api/operator-profiles/:id/target-companies/:companyId': {
    caller: 'operator',
    params: (world) => ({ id: world.operator.user.id, companyId: world.companyId }),
  },
  'POST /api/networker-profiles/:id/intro-companies': {
    caller: 'networker',
    params: (world) => ({ id: world.networker.id }),
    example: (world) => ({ companyId: world.companyId, notes: 'Know the CRO', verified: true }),
  },
  'DELETE /api/networker-profiles/:id/intro-companies/:companyId': {
    caller: 'networker',
    params: (world) => ({ id: world.networker.id, companyId: world.companyId }),
  },
  'PUT /api/operator-profile/:userId': {
    caller: 'scratch',
    params: (world) => ({ userId: world.scratch.user.id }),
    example: () => ({ ...COMPLETE_PROFILE, bountyAmount: 100, revenueShare: 5 }),
  },
  'POST /api/networker-invitations': {
    caller: 'operator',
    example: () => ({ prospectName: 'Ivy Invitee', targetEmail: 'ivy@example.com', referralBounty: 100 }),
  },
  'POST /api/networker-invitations/generic': {
    caller: 'operator',
    example: () => ({ title: 'Open call', maxRegistrations: 10 }),
  },
  'PATCH /api/networker-invitations/:id': {
    caller: 'operator',
    params: (world) => ({ id: world.spareInvitation.id }),
    example: () => ({ isActive: true }),
  },
  'PUT /api/networker-invitations/:id/bounties': {
    caller: 'operator',
    params: (world) => ({ id: world.spareInvitation.id }),
    example: () => ({ introEmailBounty: 50, referralBounty: 250, revShareBounty: 1000 }),
  },
  'POST /api/networker-registration/batch-status': {
    caller: 'operator',
    example: (world) => ({ slugs: [world.invitation.slug] }),
  },
  'POST /api/prospects': {
    caller: 'operator',
    example: (world) => ({
      invitationId: world.invitation.id,
      ...contact,
      prospectEmail: 'fay@fuzz.example',
    }),
  },
  'PATCH /api/prospects/:id': {
    caller: 'operator',
    params: (world) => ({ id: world.recommended.edited }),
    example: () => ({ prospectName: 'Ed Edited', prospectCompany: 'Edit Co' }),
  },
  'DELETE /api/prospects/:id': { caller: 'operator', params: (world) => ({ id: world.recommended.deleted }) },
  'POST /api/invitations/:idOrSlug/track-click': {
    caller: 'visitor',
    params: (world) => ({ idOrSlug: world.invitation.slug }),
  },
  'POST /api/networker-registration': {
    caller: 'visitor',
    example: (world) => ({
      invitationUuid: world.invitation.id,
      fullName: 'Nia Newcomer',
      email: 'nia@example.com',
      authMethod: 'password',
      password: STRONG_PASSWORD,
      acceptTerms: true,
      newContacts: [contact],
    }),
  },
  'POST /api/networker-registration/register': {
    caller: 'visitor',
    example: (world) => ({
      invitationUuid: world.invitation.id,
      fullName: 'Quinn Quick',
      email: 'quinn@example.com',
      password: STRONG_PASSWORD,
    }),
  },
  'POST /api/prospects/pre-auth': {
    caller: 'visitor',
    example: (world) => ({ invitationUuid: world.invitation.id, prospectData: contact }),
  },
  'POST /api/invitations/associate': {
    caller: 'networker',
    example: (world) => ({ invitationUuid: world.invitation.id, newContacts: [contact] }),
  },
  'PATCH /api/invitations/:id': {
    caller: 'networker',
    params: (world) => ({ id: world.invitation.id }),
    example: (world) => ({ toUserId: world.networker.id, status: 'accepted' }),
  },
  'POST /api/prospect-submissions': {
    caller: 'networker',
    example: (world) => ({ invitationUuid: world.invitation.id, ...contact }),
  },
  'POST /api/prospect-submissions/linkedin': {
    caller: 'networker',
    example: (world) => ({
      invitationUuid: world.invitation.id,
      linkedinUrls: ['https://www.linkedin.com/in/fay-fuzz'],
    }),
  },
  'POST /api/prospect-submissions/:invitationUuid': {
    caller: 'networker',
    params: (world) => ({ invitationUuid: world.invitation.id }),
    example: () => ({ manualContacts: [{ name: 'Fay Fuzz', company: 'Fuzz Inc' }] }),
  },
  'PATCH /api/prospect-submissions/:id/status': {
    caller: 'operator',
    params: (world) => ({ id: world.contacts.moved }),
    example: () => ({ status: 'approved' }),
  },
  'POST /api/prospects/:id/status-updates': {
    caller: 'operator',
    params: (world) => ({ id: world.contacts.moved }),
    example: () => ({ status: 'intro_made' }),
  },
  // On the paid contact: its intro bounty is paid, so every correction is refused (409) and stores nothing.
  'POST /api/prospects/:id/status-corrections': {
    caller: 'operator',
    params: (world) => ({ id: world.contacts.paid }),
    example: () => ({ from: 'intro_made', reason: 'Fuzzed correction' }),
  },
  'POST /api/prospects/:id/won-deal': {
    caller: 'operator',
    params: (world) => ({ id: world.contacts.met }),
    example: () => ({ dealValue: 12_000 }),
  },
  'POST /api/prospects/:id/bounties/:kind/approve': {
    caller: 'operator',
    params: (world) => ({ id: world.contacts.met, kind: 'meeting' }),
  },
  'POST /api/prospects/:id/bounties/:kind/payment': {
    caller: 'operator',
    params: (world) => ({ id: world.contacts.met, kind: 'meeting' }),
    example: () => ({ method: 'paypal', reference: 'PP-2' }),
  },
  'PATCH /api/prospects/:id/status': {
    caller: 'networker',
    params: (world) => ({ id: world.recommended.answered }),
    example: () => ({ status: 'approved' }),
  },
  'PUT /api/prospects/:id/name': {
    caller: 'operator',
    params: (world) => ({ id: world.contacts.moved }),
    example: () => ({ prospectName: 'Mo Moved' }),
  },
  'POST /api/invitations/:idOrSlug/questions': {
    caller: 'visitor',
    params: (world) => ({ idOrSlug: world.invitation.slug }),
    example: () => ({ name: 'Quentin Query', email, question: 'How are bounties paid?' }),
  },
  'POST /api/operator/invitation-questions/:questionId/replies': {
    caller: 'operator',
    params: (world) => ({ questionId: world.questionId }),
    example: () => ({ answer: 'About 30 minutes, on video.' }),
  },
  'PATCH /api/notifications/mark-all-read': { caller: 'networker' },
  'PATCH /api/notifications/:id/read': {
    caller: 'networker',
    params: (world) => ({ id: world.notificationId }),
  },
  'DELETE /api/notifications/:id': { caller: 'networker', params: (world) => ({ id: world.notificationId }) },
  'POST /api/prospects/:id/disputes': {
    caller: 'networker',
    params: (world) => ({ id: world.contacts.paid }),
    example: () => ({
      kind: 'intro',
      reason: 'other',
      evidence: 'Paid late.',
      links: ['https://example.com/a'],
    }),
  },
  'POST /api/prospects/:id/disputes/:disputeId/response': {
    caller: 'operator',
    params: (world) => ({ id: world.contacts.paid, disputeId: world.disputeId }),
    example: () => ({ response: 'Paid on time.', links: ['https://example.com/receipt'] }),
  },
  'POST /api/prospects/:id/disputes/:disputeId/resolution': {
    caller: 'auditor',
    params: (world) => ({ id: world.contacts.paid, disputeId: world.disputeId }),
    example: () => ({ outcome: 'adjusted', note: 'Split the difference.', correctedAmount: 60 }),
  },
  'PATCH /api/notification-preferences': {
    caller: 'networker',
    example: () => ({ type: 'prospect_approved', inAppEnabled: true, emailEnabled: false }),
  },
  'POST /api/reviews': {
    caller: 'operator',
    example: (world) => ({ submissionId: world.contacts.met, rating: 5, comment: 'Great intro.' }),
  },
  'POST /api/networker/submit-review': {
    caller: 'networker',
    example: (world) => ({
      rating: 4,
      reviewText: 'Responsive operator.',
      invitationUuid: world.invitation.id,
      prospectId: world.contacts.met,
    }),
  },
  'POST /api/waitlist/sales-operator': {
    caller: 'visitor',
    example: () => ({ fullName: 'Wes Waiting', email, linkedinUrl: 'https://www.linkedin.com/in/wes' }),
  },
  'POST /api/conversations/:id/messages': {
    caller: 'networker',
    params: (world) => ({ id: world.conversationId }),
    example: (world) => ({ message: 'Hello there', prospectId: world.contacts.met }),
  },
  'PATCH /api/conversations/:id/read': {
    caller: 'networker',
    params: (world) => ({ id: world.conversationId }),
  },
};
