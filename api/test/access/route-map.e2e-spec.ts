import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ApiRoute, RouteAnswer } from '@referrals/contracts';
import { AuditController } from '../../src/audit/audit.controller.js';
import { CompaniesController } from '../../src/companies/companies.controller.js';
import {
  IntroCompaniesController,
  TargetCompaniesController,
} from '../../src/companies/profile-companies/profile-companies.controller.js';
import { DashboardController } from '../../src/dashboard/dashboard.controller.js';
import { DisputesController } from '../../src/disputes/disputes.controller.js';
import { DevLoginController } from '../../src/identity/demo/dev-login.controller.js';
import { LinkedInController } from '../../src/identity/linkedin/linkedin.controller.js';
import { OwnPasskeysController } from '../../src/identity/passkeys/own-passkeys.controller.js';
import { PasskeyController } from '../../src/identity/passkeys/passkey.controller.js';
import { PasswordResetController } from '../../src/identity/password-reset/password-reset.controller.js';
import { ReauthenticateController } from '../../src/identity/reauthentication/reauthenticate.controller.js';
import { RegistrationController } from '../../src/identity/registration/registration.controller.js';
import { RolesController } from '../../src/identity/roles/roles.controller.js';
import { SignInController } from '../../src/identity/sign-in/sign-in.controller.js';
import { NetworkerRegistrationController } from '../../src/invitations/acceptance/networker-registration.controller.js';
import { ContactSubmissionsController } from '../../src/invitations/contact-submissions/contact-submissions.controller.js';
import { InvitationsController } from '../../src/invitations/invitations.controller.js';
import { NetworkerContactsController } from '../../src/invitations/networker-contacts/networker-contacts.controller.js';
import { NetworkerListsController } from '../../src/invitations/networker-lists/networker-lists.controller.js';
import { PublicInvitationController } from '../../src/invitations/public-invitation.controller.js';
import { InvitationQuestionsController } from '../../src/invitations/questions/invitation-questions.controller.js';
import { RecommendationAnswersController } from '../../src/invitations/recommendation-answers/recommendation-answers.controller.js';
import { RecommendedProspectsController } from '../../src/invitations/recommended-prospects/recommended-prospects.controller.js';
import { MessagingController } from '../../src/messaging/messaging.controller.js';
import { NotificationsController } from '../../src/notifications/inbox/notifications.controller.js';
import { RoleNotificationsController } from '../../src/notifications/inbox/role-notifications.controller.js';
import { NotificationPreferencesController } from '../../src/notifications/preferences/notification-preferences.controller.js';
import { OperatorProfileController } from '../../src/operators/profile/operator-profile.controller.js';
import { BountiesController } from '../../src/pipeline/bounties/bounties.controller.js';
import { NetworkersWithProspectsController } from '../../src/pipeline/networkers-with-prospects/networkers-with-prospects.controller.js';
import { PipelineController } from '../../src/pipeline/pipeline.controller.js';
import { RenameProspectController } from '../../src/pipeline/rename-prospect/rename-prospect.controller.js';
import { HealthController } from '../../src/platform/health/health.controller.js';
import { NetworkerReviewController } from '../../src/reviews/networker-review/networker-review.controller.js';
import { ReviewsController } from '../../src/reviews/reviews.controller.js';
import { JoinWaitlistController } from '../../src/waitlist/join-waitlist/join-waitlist.controller.js';
import { servedRoutes } from '../support/route-inventory.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * A route's handler, by name (checked at run time against what the app serves), carrying its answer
 * type for the type checker: `answer` makes the handler's answer fit the map's, `accepts` the map's fit
 * the handler's, so `satisfies` below holds only when the two are the same type.
 */
interface Handler<Answer> {
  name: string;
  readonly answer?: Answer;
  readonly accepts?: (answer: Answer) => void;
}

type AnswerOf<Method> = Method extends (...args: never[]) => infer Result ? Awaited<Result> : never;

function handledBy<Controller extends object, Method extends keyof Controller & string>(
  controller: abstract new (...args: never[]) => Controller,
  method: Method,
): Handler<AnswerOf<Controller[Method]>> {
  return { name: `${controller.name}.${method}` };
}

/**
 * Every route of the contracts' `ApiRoutes` with the handler that serves it. `satisfies` (checked by
 * `tsc -p api`, part of `npm run typecheck`) makes this table name exactly the map's routes, each with
 * a handler whose answer type is the one the map names; the test below makes it the app's routes.
 */
const ROUTE_HANDLERS = {
  'GET /api/audit/prospects/:id/history': handledBy(AuditController, 'history'),
  'GET /api/audit/prospects/:id/history/page': handledBy(AuditController, 'historyPage'),
  'GET /api/audit/prospects/:id/state': handledBy(AuditController, 'state'),
  'GET /api/audit/streams/:streamName': handledBy(AuditController, 'stream'),
  'GET /api/auth/session': handledBy(SignInController, 'session'),
  'GET /api/auth/me': handledBy(SignInController, 'me'),
  'POST /api/auth/login': handledBy(SignInController, 'login'),
  'POST /api/auth/logout': handledBy(SignInController, 'logout'),
  'POST /api/auth/dev-login': handledBy(DevLoginController, 'devLogin'),
  'POST /api/auth/register': handledBy(RegistrationController, 'register'),
  'POST /api/auth/check-email': handledBy(RegistrationController, 'checkEmail'),
  'POST /api/auth/check-user-status': handledBy(RegistrationController, 'checkUserStatus'),
  'POST /api/auth/forgot-password': handledBy(PasswordResetController, 'forgotPassword'),
  'POST /api/auth/reset-password': handledBy(PasswordResetController, 'resetPassword'),
  'POST /api/auth/reset-password/check': handledBy(PasswordResetController, 'checkResetLink'),
  'POST /api/auth/reauthenticate': handledBy(ReauthenticateController, 'reauthenticate'),
  'POST /api/auth/passkey/challenge': handledBy(PasskeyController, 'challenge'),
  'POST /api/auth/passkey/verify': handledBy(PasskeyController, 'verify'),
  'GET /api/auth/passkeys': handledBy(OwnPasskeysController, 'list'),
  'DELETE /api/auth/passkeys/:credentialId': handledBy(OwnPasskeysController, 'remove'),
  'GET /api/auth/linkedin': handledBy(LinkedInController, 'start'),
  'GET /api/auth/linkedin/callback': handledBy(LinkedInController, 'callback'),
  'POST /api/auth/linkedin/complete': handledBy(LinkedInController, 'complete'),
  'POST /api/user-roles': handledBy(RolesController, 'grant'),
  'POST /api/user-roles/switch': handledBy(RolesController, 'switchRole'),
  'GET /api/companies': handledBy(CompaniesController, 'list'),
  'GET /api/companies/:id': handledBy(CompaniesController, 'byId'),
  'POST /api/companies': handledBy(CompaniesController, 'create'),
  'POST /api/companies/check': handledBy(CompaniesController, 'check'),
  'POST /api/companies/find-or-create': handledBy(CompaniesController, 'findOrCreate'),
  'GET /api/logo/fetch': handledBy(CompaniesController, 'fetchLogo'),
  'GET /api/operator-profiles/:id/target-companies': handledBy(TargetCompaniesController, 'list'),
  'POST /api/operator-profiles/:id/target-companies': handledBy(TargetCompaniesController, 'add'),
  'DELETE /api/operator-profiles/:id/target-companies/:companyId': handledBy(
    TargetCompaniesController,
    'remove',
  ),
  'GET /api/networker-profiles/:id/intro-companies': handledBy(IntroCompaniesController, 'list'),
  'POST /api/networker-profiles/:id/intro-companies': handledBy(IntroCompaniesController, 'add'),
  'DELETE /api/networker-profiles/:id/intro-companies/:companyId': handledBy(
    IntroCompaniesController,
    'remove',
  ),
  'GET /api/operator-profile/:userId': handledBy(OperatorProfileController, 'get'),
  'PUT /api/operator-profile/:userId': handledBy(OperatorProfileController, 'save'),
  'GET /api/dashboard/stats': handledBy(DashboardController, 'statsOf'),
  'GET /api/dashboard/activity': handledBy(DashboardController, 'activityOf'),
  'GET /api/dashboard/onboarding': handledBy(DashboardController, 'onboardingOf'),
  'GET /api/networker-invitations': handledBy(InvitationsController, 'list'),
  'GET /api/networker-invitations/page': handledBy(InvitationsController, 'page'),
  'POST /api/networker-invitations': handledBy(InvitationsController, 'create'),
  'POST /api/networker-invitations/generic': handledBy(InvitationsController, 'createGeneric'),
  'PATCH /api/networker-invitations/:id': handledBy(InvitationsController, 'update'),
  'PUT /api/networker-invitations/:id/bounties': handledBy(InvitationsController, 'changeBounties'),
  'GET /api/networker-invitations/:id/preview': handledBy(InvitationsController, 'preview'),
  'POST /api/networker-registration/batch-status': handledBy(InvitationsController, 'batchStatus'),
  'POST /api/invitations/:idOrSlug/track-click': handledBy(InvitationsController, 'trackClick'),
  'POST /api/invitations/:idOrSlug/questions': handledBy(InvitationQuestionsController, 'ask'),
  'GET /api/operator/invitation-questions': handledBy(InvitationQuestionsController, 'mine'),
  'POST /api/operator/invitation-questions/:questionId/replies': handledBy(
    InvitationQuestionsController,
    'reply',
  ),
  'GET /api/invitations/uuid/:slug': handledBy(PublicInvitationController, 'byUuid'),
  'GET /api/invite/:slug': handledBy(PublicInvitationController, 'bySlug'),
  'POST /api/networker-registration': handledBy(NetworkerRegistrationController, 'register'),
  'POST /api/networker-registration/register': handledBy(NetworkerRegistrationController, 'registerFromForm'),
  'GET /api/networker-registration/:slug/status': handledBy(NetworkerRegistrationController, 'status'),
  'POST /api/networker-profiles': handledBy(NetworkerRegistrationController, 'createNetworkerProfile'),
  'POST /api/invitations/associate': handledBy(NetworkerRegistrationController, 'associate'),
  'PATCH /api/invitations/:id': handledBy(NetworkerRegistrationController, 'answer'),
  'POST /api/prospects/pre-auth': handledBy(NetworkerRegistrationController, 'preAuth'),
  'POST /api/prospect-submissions': handledBy(ContactSubmissionsController, 'submitOne'),
  'POST /api/prospect-submissions/linkedin': handledBy(
    ContactSubmissionsController,
    'submitLinkedinAddresses',
  ),
  'POST /api/prospect-submissions/:invitationUuid': handledBy(ContactSubmissionsController, 'submitList'),
  'GET /api/double-opt-in/:uuid': handledBy(NetworkerContactsController, 'doubleOptIn'),
  'GET /api/networker/contacts-with-status': handledBy(NetworkerContactsController, 'list'),
  'GET /api/networker/contacts-with-status/page': handledBy(NetworkerContactsController, 'page'),
  'GET /api/networker/pending-approval': handledBy(NetworkerListsController, 'pendingApproval'),
  'GET /api/networker/invitations': handledBy(NetworkerListsController, 'invitations'),
  'GET /api/networker/approved-prospects': handledBy(NetworkerListsController, 'approvedProspects'),
  'GET /api/networker/submitted-contacts': handledBy(NetworkerListsController, 'submittedContacts'),
  'GET /api/prospects/invitation/:invitationId': handledBy(RecommendedProspectsController, 'forInvitation'),
  'GET /api/prospects/invitation/:invitationId/page': handledBy(RecommendedProspectsController, 'page'),
  'POST /api/prospects': handledBy(RecommendedProspectsController, 'add'),
  'PATCH /api/prospects/:id': handledBy(RecommendedProspectsController, 'edit'),
  'DELETE /api/prospects/:id': handledBy(RecommendedProspectsController, 'remove'),
  'PUT /api/prospects/:id/name': handledBy(RenameProspectController, 'rename'),
  'PATCH /api/prospects/:id/status': handledBy(RecommendationAnswersController, 'answer'),
  'PATCH /api/prospect-submissions/:id/status': handledBy(PipelineController, 'advance'),
  'POST /api/prospects/:id/status-updates': handledBy(PipelineController, 'update'),
  'POST /api/prospects/:id/status-corrections': handledBy(PipelineController, 'correct'),
  'GET /api/operator/networkers-with-prospects': handledBy(NetworkersWithProspectsController, 'list'),
  'GET /api/operator/networkers-with-prospects/page': handledBy(NetworkersWithProspectsController, 'page'),
  'GET /api/networker/bounty-ledger': handledBy(BountiesController, 'networkerLedger'),
  'GET /api/operator/bounty-ledger': handledBy(BountiesController, 'operatorLedger'),
  'POST /api/prospects/:id/won-deal': handledBy(BountiesController, 'wonDeal'),
  'POST /api/prospects/:id/bounties/:kind/approve': handledBy(BountiesController, 'approve'),
  'POST /api/prospects/:id/bounties/:kind/payment': handledBy(BountiesController, 'pay'),
  'GET /api/prospects/:id/disputes': handledBy(DisputesController, 'ofProspect'),
  'GET /api/disputes': handledBy(DisputesController, 'list'),
  'POST /api/prospects/:id/disputes': handledBy(DisputesController, 'open'),
  'POST /api/prospects/:id/disputes/:disputeId/response': handledBy(DisputesController, 'respond'),
  'POST /api/prospects/:id/disputes/:disputeId/resolution': handledBy(DisputesController, 'resolve'),
  'GET /api/conversations': handledBy(MessagingController, 'list'),
  'GET /api/conversations/page': handledBy(MessagingController, 'page'),
  'GET /api/conversations/:id/messages': handledBy(MessagingController, 'messages'),
  'GET /api/conversations/:id/messages/page': handledBy(MessagingController, 'messagePage'),
  'POST /api/conversations/:id/messages': handledBy(MessagingController, 'send'),
  'PATCH /api/conversations/:id/read': handledBy(MessagingController, 'markRead'),
  'GET /api/notifications': handledBy(NotificationsController, 'list'),
  'GET /api/notifications/page': handledBy(NotificationsController, 'page'),
  'GET /api/notifications/unread-count': handledBy(NotificationsController, 'unreadCount'),
  'PATCH /api/notifications/mark-all-read': handledBy(NotificationsController, 'markAllRead'),
  'PATCH /api/notifications/:id/read': handledBy(NotificationsController, 'markRead'),
  'DELETE /api/notifications/:id': handledBy(NotificationsController, 'delete'),
  'GET /api/operator/notifications': handledBy(RoleNotificationsController, 'operator'),
  'GET /api/networker/notifications': handledBy(RoleNotificationsController, 'networker'),
  'GET /api/notification-preferences': handledBy(NotificationPreferencesController, 'list'),
  'PATCH /api/notification-preferences': handledBy(NotificationPreferencesController, 'change'),
  'POST /api/reviews': handledBy(ReviewsController, 'submit'),
  'GET /api/reviews/received': handledBy(ReviewsController, 'received'),
  'GET /api/reviews/given': handledBy(ReviewsController, 'given'),
  'GET /api/reviews/average': handledBy(ReviewsController, 'average'),
  'GET /api/reviews/eligible': handledBy(ReviewsController, 'eligible'),
  'GET /api/reviews/submission/:id/status': handledBy(ReviewsController, 'status'),
  'GET /api/networker/review-data/:uuid': handledBy(NetworkerReviewController, 'reviewData'),
  'POST /api/networker/submit-review': handledBy(NetworkerReviewController, 'submit'),
  'POST /api/waitlist/sales-operator': handledBy(JoinWaitlistController, 'join'),
  'GET /api/health': handledBy(HealthController, 'liveness'),
  'GET /api/health/ready': handledBy(HealthController, 'ready'),
} satisfies { [Route in ApiRoute]: Handler<RouteAnswer<Route>> };

describe("the contracts' route map", () => {
  let app: TestApp;

  beforeAll(async () => {
    // Development, as in the access table's test: the demo sign-in route is served too.
    app = await startTestApp({ label: 'route_map', env: { NODE_ENV: 'development' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('names every served route, and no route that is not served', () => {
    const served = servedRoutes(app.running.app).map((route) => route.key);
    const mapped = Object.keys(ROUTE_HANDLERS);
    expect(served.filter((key) => !mapped.includes(key))).toEqual([]);
    expect(mapped.filter((key) => !served.includes(key))).toEqual([]);
  });

  it('binds each route to the handler that serves it', () => {
    const mismatched = servedRoutes(app.running.app)
      .map((route) => ({ route: route.key, served: route.handler, mapped: handlerOf(route.key) }))
      .filter((route) => route.mapped !== undefined && route.mapped !== route.served);
    expect(mismatched).toEqual([]);
  });
});

function handlerOf(key: string): string | undefined {
  return Object.entries(ROUTE_HANDLERS).find(([route]) => route === key)?.[1].name;
}
