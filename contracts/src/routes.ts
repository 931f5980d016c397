import type {
  ProspectHistoryAnswer,
  ProspectHistoryPage,
  ProspectHistoryPageQuery,
  ProspectStateAnswer,
  StreamAnswer,
} from './audit/index.js';
import type {
  AuthUser,
  CheckEmailAnswer,
  CheckEmailRequest,
  CheckUserStatusRequest,
  ForgotPasswordRequest,
  GrantRoleAnswer,
  GrantRoleRequest,
  LinkedInCompleteRequest,
  LoginRequest,
  MessageAnswer,
  OwnPasskey,
  PasskeyAuthenticationOptions,
  PasskeyChallengeRequest,
  PasskeyRegistrationOptions,
  PasskeyVerifyAnswer,
  PasskeyVerifyRequest,
  ReauthenticateAnswer,
  ReauthenticateRequest,
  RegisterRequest,
  ResetLinkCheckAnswer,
  ResetLinkCheckRequest,
  ResetPasswordRequest,
  SessionAnswer,
  SwitchRoleRequest,
  UserAnswer,
  UserStatusAnswer,
} from './auth/index.js';
import type { BountyLedgerAnswer, BountyPaymentRequest, WonDealRequest } from './bounties/index.js';
import type {
  AddIntroCompanyRequest,
  AddTargetCompanyRequest,
  Company,
  CompanyCheckAnswer,
  CompanyCheckRequest,
  CreateCompanyRequest,
  FindOrCreateCompanyRequest,
  IntroCompany,
  LogoFetchAnswer,
  TargetCompany,
} from './companies/index.js';
import type { ActivityItem, DashboardStats, OperatorOnboarding } from './dashboard/index.js';
import type {
  DisputeListFilter,
  DisputeListItem,
  DisputeResolutionRequest,
  DisputeResponseRequest,
  OpenDisputeAnswer,
  OpenDisputeRequest,
  ProspectDisputesAnswer,
} from './disputes/index.js';
import type { CommandAnswer, LivenessReport, ReadinessReport } from './http.js';
import type {
  BatchStatusAnswer,
  BatchStatusRequest,
  CreatedInvitation,
  CreateGenericInvitationRequest,
  CreateInvitationRequest,
  InvitationGroup,
  InvitationListItem,
  InvitationListPage,
  InvitationPageData,
  InvitationPageQuery,
  PublicRecommendedProspect,
  TrackClickAnswer,
  UpdateBountiesRequest,
  UpdateInvitationRequest,
} from './invitations/index.js';
import type {
  Conversation,
  ConversationFilter,
  ConversationMessage,
  ConversationMessagePage,
  ConversationMessagePageQuery,
  ConversationPage,
  ConversationPageQuery,
  ConversationReadAnswer,
  SendMessageRequest,
  SentMessageAnswer,
} from './messaging/index.js';
import type {
  AcceptedInvitationAnswer,
  AssociateInvitationRequest,
  DoubleOptInAnswer,
  InvitationAnswer,
  InvitationAnswerRequest,
  LinkedinContactsSubmissionAnswer,
  LinkedinContactsSubmissionRequest,
  NetworkerContact,
  NetworkerContactPage,
  NetworkerContactList,
  NetworkerContactPageQuery,
  NetworkerProfileAnswer,
  NetworkerProfileWithInvitationRequest,
  NetworkerRegistrationAnswer,
  NetworkerRegistrationRequest,
  PreAuthProspectAnswer,
  PreAuthProspectRequest,
  ProspectSubmissionAnswer,
  ProspectSubmissionRequest,
  PublicInvitationAnswer,
  QuickNetworkerRegistrationRequest,
  RegistrationStatusAnswer,
} from './networker-journey/index.js';
import type {
  AllNotificationsReadAnswer,
  AnswerInvitationQuestionAnswer,
  AnswerInvitationQuestionRequest,
  AskInvitationQuestionAnswer,
  AskInvitationQuestionRequest,
  InvitationQuestionItem,
  NetworkerSubmissionUpdate,
  NotificationChangedAnswer,
  NotificationItem,
  NotificationPage,
  NotificationPageQuery,
  NotificationPaging,
  NotificationPreference,
  NotificationPreferenceChange,
  UnreadNotificationCount,
} from './notifications/index.js';
import type { OperatorProfileAnswer, OperatorProfileRequest } from './operators/index.js';
import type {
  AddedProspectAnswer,
  AddProspectRequest,
  ApprovedProspect,
  ContactsSubmissionAnswer,
  ContactsSubmissionRequest,
  ContactWithStatus,
  InvitationProspect,
  InvitationProspectPage,
  InvitationProspectPageQuery,
  NetworkerInvitation,
  NetworkerProspectPage,
  NetworkerProspectPageQuery,
  NetworkerWithProspects,
  ProspectFields,
  ProspectStatusCorrectionRequest,
  ProspectStatusRequest,
  ProspectStatusUpdateRequest,
  RecommendationAnswerRequest,
  RenameProspectRequest,
  SubmittedContact,
} from './prospects/index.js';
import type {
  EligibleReviewItem,
  NetworkerReviewData,
  NetworkerReviewRequest,
  ReviewAverageAnswer,
  ReviewListItem,
  ReviewStatusAnswer,
  ReviewSubmittedAnswer,
  SubmitReviewRequest,
} from './reviews/index.js';
import type { JoinWaitlistAnswer, JoinWaitlistRequest } from './waitlist/index.js';

/**
 * Every route the API serves, named "METHOD /api/path/:param" exactly as the server declares it, with
 * what it takes and what it answers:
 * - `request`: the JSON body (`void` when it takes none);
 * - `query`: the query parameters, on routes that read some;
 * - `answer`: the parsed JSON it answers with;
 * - `key`: on routes the web caches, the query key's elements after the path (see `queryKey`).
 *
 * `api/test/access/route-map.e2e-spec.ts` fails when a served route is missing here, when a route here is
 * not served, or when a handler's answer type differs from the one named here.
 */
export interface ApiRoutes {
  // Audit
  'GET /api/audit/prospects/:id/history': { request: void; answer: ProspectHistoryAnswer };
  /** The same history for screens: a page at a time in log order, with its length and latest moment. */
  'GET /api/audit/prospects/:id/history/page': {
    request: void;
    query: ProspectHistoryPageQuery;
    answer: ProspectHistoryPage;
  };
  'GET /api/audit/prospects/:id/state': {
    request: void;
    query: { at?: string };
    answer: ProspectStateAnswer;
    /** The moment the card shows, null for before the first event. */
    key: [at: string | null];
  };
  'GET /api/audit/streams/:streamName': { request: void; answer: StreamAnswer };

  // Identity
  'GET /api/auth/session': { request: void; answer: SessionAnswer };
  'GET /api/auth/me': { request: void; answer: AuthUser };
  'POST /api/auth/login': { request: LoginRequest; answer: UserAnswer };
  'POST /api/auth/logout': { request: void; answer: MessageAnswer };
  'POST /api/auth/dev-login': { request: void; answer: UserAnswer };
  'POST /api/auth/register': { request: RegisterRequest; answer: UserAnswer };
  'POST /api/auth/check-email': { request: CheckEmailRequest; answer: CheckEmailAnswer };
  'POST /api/auth/check-user-status': {
    request: CheckUserStatusRequest;
    answer: UserStatusAnswer;
    key: [email: string, invitationUuid: string];
  };
  'POST /api/auth/forgot-password': { request: ForgotPasswordRequest; answer: MessageAnswer };
  'POST /api/auth/reset-password': { request: ResetPasswordRequest; answer: MessageAnswer };
  'POST /api/auth/reset-password/check': {
    request: ResetLinkCheckRequest;
    answer: ResetLinkCheckAnswer;
    key: [token: string];
  };
  'POST /api/auth/reauthenticate': { request: ReauthenticateRequest; answer: ReauthenticateAnswer };
  'POST /api/auth/passkey/challenge': {
    request: PasskeyChallengeRequest;
    /** Registration options for `register`, authentication options for `authenticate`. */
    answer: PasskeyRegistrationOptions | PasskeyAuthenticationOptions;
  };
  'POST /api/auth/passkey/verify': { request: PasskeyVerifyRequest; answer: PasskeyVerifyAnswer };
  'GET /api/auth/passkeys': { request: void; answer: OwnPasskey[] };
  'DELETE /api/auth/passkeys/:credentialId': { request: void; answer: MessageAnswer };
  /** A browser navigation: answers a redirect to LinkedIn. */
  'GET /api/auth/linkedin': { request: void; query: { invitationUuid?: string }; answer: void };
  /** LinkedIn's redirect back: answers a redirect into the app. */
  'GET /api/auth/linkedin/callback': { request: void; answer: void };
  'POST /api/auth/linkedin/complete': { request: LinkedInCompleteRequest; answer: UserAnswer };
  'POST /api/user-roles': { request: GrantRoleRequest; answer: GrantRoleAnswer };
  'POST /api/user-roles/switch': { request: SwitchRoleRequest; answer: UserAnswer };

  // Companies
  'GET /api/companies': { request: void; answer: Company[] };
  'GET /api/companies/:id': { request: void; answer: Company };
  'POST /api/companies': { request: CreateCompanyRequest; answer: Company };
  'POST /api/companies/check': {
    request: CompanyCheckRequest;
    answer: CompanyCheckAnswer;
    key: [companyInput: string];
  };
  'POST /api/companies/find-or-create': { request: FindOrCreateCompanyRequest; answer: Company };
  'GET /api/logo/fetch': {
    request: void;
    query: { company?: string };
    answer: LogoFetchAnswer;
    key: [company: string];
  };
  'GET /api/operator-profiles/:id/target-companies': { request: void; answer: TargetCompany[] };
  'POST /api/operator-profiles/:id/target-companies': {
    request: AddTargetCompanyRequest;
    answer: CommandAnswer;
  };
  'DELETE /api/operator-profiles/:id/target-companies/:companyId': { request: void; answer: CommandAnswer };
  'GET /api/networker-profiles/:id/intro-companies': { request: void; answer: IntroCompany[] };
  'POST /api/networker-profiles/:id/intro-companies': {
    request: AddIntroCompanyRequest;
    answer: CommandAnswer;
  };
  'DELETE /api/networker-profiles/:id/intro-companies/:companyId': { request: void; answer: CommandAnswer };

  // Operators
  'GET /api/operator-profile/:userId': { request: void; answer: OperatorProfileAnswer };
  'PUT /api/operator-profile/:userId': { request: OperatorProfileRequest; answer: CommandAnswer };

  // Dashboard
  'GET /api/dashboard/stats': { request: void; answer: DashboardStats };
  'GET /api/dashboard/activity': { request: void; answer: ActivityItem[] };
  'GET /api/dashboard/onboarding': { request: void; answer: OperatorOnboarding };

  // Invitations (the operator's)
  'GET /api/networker-invitations': { request: void; answer: InvitationListItem[] };
  /** The same list for screens: one group a page at a time, with every group's count. */
  'GET /api/networker-invitations/page': {
    request: void;
    query: InvitationPageQuery;
    answer: InvitationListPage;
    /** The group shown; the cursor is the infinite query's page parameter, not part of the key. */
    key: [group: InvitationGroup];
  };
  'POST /api/networker-invitations': { request: CreateInvitationRequest; answer: CreatedInvitation };
  'POST /api/networker-invitations/generic': {
    request: CreateGenericInvitationRequest;
    answer: CreatedInvitation;
  };
  'PATCH /api/networker-invitations/:id': { request: UpdateInvitationRequest; answer: CommandAnswer };
  'PUT /api/networker-invitations/:id/bounties': { request: UpdateBountiesRequest; answer: CommandAnswer };
  'GET /api/networker-invitations/:id/preview': { request: void; answer: InvitationPageData };
  'POST /api/networker-registration/batch-status': {
    request: BatchStatusRequest;
    answer: BatchStatusAnswer;
  };
  'POST /api/invitations/:idOrSlug/track-click': { request: void; answer: TrackClickAnswer };
  'POST /api/invitations/:idOrSlug/questions': {
    request: AskInvitationQuestionRequest;
    answer: AskInvitationQuestionAnswer;
  };
  'GET /api/operator/invitation-questions': { request: void; answer: InvitationQuestionItem[] };
  'POST /api/operator/invitation-questions/:questionId/replies': {
    request: AnswerInvitationQuestionRequest;
    answer: AnswerInvitationQuestionAnswer;
  };

  // The public invitation page and joining it
  'GET /api/invitations/uuid/:slug': { request: void; answer: PublicInvitationAnswer };
  'GET /api/invite/:slug': { request: void; answer: PublicInvitationAnswer };
  'POST /api/networker-registration': {
    request: NetworkerRegistrationRequest;
    answer: NetworkerRegistrationAnswer;
  };
  'POST /api/networker-registration/register': {
    request: QuickNetworkerRegistrationRequest;
    answer: NetworkerRegistrationAnswer;
  };
  'GET /api/networker-registration/:slug/status': { request: void; answer: RegistrationStatusAnswer };
  'POST /api/networker-profiles': {
    request: NetworkerProfileWithInvitationRequest;
    answer: NetworkerProfileAnswer;
  };
  'POST /api/invitations/associate': {
    request: AssociateInvitationRequest;
    answer: AcceptedInvitationAnswer;
  };
  'PATCH /api/invitations/:id': { request: InvitationAnswerRequest; answer: InvitationAnswer };
  'POST /api/prospects/pre-auth': { request: PreAuthProspectRequest; answer: PreAuthProspectAnswer };
  'POST /api/prospect-submissions': {
    request: ProspectSubmissionRequest;
    answer: ProspectSubmissionAnswer;
  };
  'POST /api/prospect-submissions/linkedin': {
    request: LinkedinContactsSubmissionRequest;
    answer: LinkedinContactsSubmissionAnswer;
  };
  'POST /api/prospect-submissions/:invitationUuid': {
    request: ContactsSubmissionRequest;
    answer: ContactsSubmissionAnswer;
  };
  'GET /api/double-opt-in/:uuid': { request: void; answer: DoubleOptInAnswer };

  // The networker's lists
  'GET /api/networker/contacts-with-status': { request: void; answer: NetworkerContact[] };
  /** The same list for screens: one section (or the pipeline) a page at a time, with every list's count. */
  'GET /api/networker/contacts-with-status/page': {
    request: void;
    query: NetworkerContactPageQuery;
    answer: NetworkerContactPage;
    /** The list shown, and the invitation it is narrowed to; the cursor is the infinite query's page parameter. */
    key: [section: NetworkerContactList] | [section: NetworkerContactList, invitationId: string];
  };
  'GET /api/networker/pending-approval': { request: void; answer: ContactWithStatus[] };
  'GET /api/networker/invitations': { request: void; answer: NetworkerInvitation[] };
  'GET /api/networker/approved-prospects': { request: void; answer: ApprovedProspect[] };
  'GET /api/networker/submitted-contacts': { request: void; answer: SubmittedContact[] };

  // Prospects and the pipeline
  /**
   * The invitation's operator (acting as operator) gets every prospect with its details; anyone else
   * the recommendations as the public page shows them. Each `InvitationProspect` is also a
   * `PublicRecommendedProspect`, so the public page reads either; the operator's screens narrow.
   */
  'GET /api/prospects/invitation/:invitationId': {
    request: void;
    answer: InvitationProspect[] | PublicRecommendedProspect[];
  };
  /** The same list for its operator's screens: a page at a time, with every prospect's details. */
  'GET /api/prospects/invitation/:invitationId/page': {
    request: void;
    query: InvitationProspectPageQuery;
    answer: InvitationProspectPage;
  };
  'POST /api/prospects': { request: AddProspectRequest; answer: AddedProspectAnswer };
  'PATCH /api/prospects/:id': { request: ProspectFields; answer: CommandAnswer };
  'DELETE /api/prospects/:id': { request: void; answer: CommandAnswer };
  'PUT /api/prospects/:id/name': { request: RenameProspectRequest; answer: CommandAnswer };
  'PATCH /api/prospects/:id/status': { request: RecommendationAnswerRequest; answer: CommandAnswer };
  'PATCH /api/prospect-submissions/:id/status': { request: ProspectStatusRequest; answer: CommandAnswer };
  'POST /api/prospects/:id/status-updates': { request: ProspectStatusUpdateRequest; answer: CommandAnswer };
  /** The operator corrects the last status change: back to the status before it, as a recorded fact. */
  'POST /api/prospects/:id/status-corrections': {
    request: ProspectStatusCorrectionRequest;
    answer: CommandAnswer;
  };
  'GET /api/operator/networkers-with-prospects': { request: void; answer: NetworkerWithProspects[] };
  /** The same contacts for screens: one row each with its networker, a page at a time, and who brought none yet. */
  'GET /api/operator/networkers-with-prospects/page': {
    request: void;
    query: NetworkerProspectPageQuery;
    answer: NetworkerProspectPage;
  };

  // Bounties
  'GET /api/networker/bounty-ledger': { request: void; answer: BountyLedgerAnswer };
  'GET /api/operator/bounty-ledger': { request: void; answer: BountyLedgerAnswer };
  'POST /api/prospects/:id/won-deal': { request: WonDealRequest; answer: CommandAnswer };
  /** Takes no fields; the web sends an empty JSON object. */
  'POST /api/prospects/:id/bounties/:kind/approve': {
    request: Record<string, never>;
    answer: CommandAnswer;
  };
  'POST /api/prospects/:id/bounties/:kind/payment': { request: BountyPaymentRequest; answer: CommandAnswer };

  // Disputes
  'GET /api/prospects/:id/disputes': { request: void; answer: ProspectDisputesAnswer };
  'GET /api/disputes': {
    request: void;
    query: { status?: DisputeListFilter };
    answer: DisputeListItem[];
    key: [status: DisputeListFilter];
  };
  'POST /api/prospects/:id/disputes': {
    request: OpenDisputeRequest;
    answer: OpenDisputeAnswer & CommandAnswer;
  };
  'POST /api/prospects/:id/disputes/:disputeId/response': {
    request: DisputeResponseRequest;
    answer: CommandAnswer;
  };
  'POST /api/prospects/:id/disputes/:disputeId/resolution': {
    request: DisputeResolutionRequest;
    answer: CommandAnswer;
  };

  // Messaging
  'GET /api/conversations': { request: void; answer: Conversation[] };
  /** The same list for screens: a page at a time, or narrowed to one conversation, with the unread total. */
  'GET /api/conversations/page': {
    request: void;
    query: ConversationPageQuery;
    answer: ConversationPage;
    /** The filter of a lookup; none for the pages (the cursor is the infinite query's page parameter). */
    key: [] | [filter: ConversationFilter];
  };
  'GET /api/conversations/:id/messages': {
    request: void;
    query: { prospectId?: string };
    answer: ConversationMessage[];
    /** Only the messages about one contact: keyed apart, and refreshed with the whole thread by prefix. */
    key: [] | [filter: { prospectId: string }];
  };
  /** The thread for screens: a window at a time, the latest first. */
  'GET /api/conversations/:id/messages/page': {
    request: void;
    query: ConversationMessagePageQuery;
    answer: ConversationMessagePage;
    /** Only the messages about one contact: keyed apart, and refreshed with the whole thread by prefix. */
    key: [] | [filter: { prospectId: string }];
  };
  'POST /api/conversations/:id/messages': { request: SendMessageRequest; answer: SentMessageAnswer };
  'PATCH /api/conversations/:id/read': { request: void; answer: ConversationReadAnswer };

  // Notifications
  'GET /api/notifications': { request: void; query: NotificationPaging; answer: NotificationItem[] };
  /** The same list for screens: a page at a time (keyset), newest first. */
  'GET /api/notifications/page': { request: void; query: NotificationPageQuery; answer: NotificationPage };
  'GET /api/notifications/unread-count': { request: void; answer: UnreadNotificationCount };
  'PATCH /api/notifications/mark-all-read': { request: void; answer: AllNotificationsReadAnswer };
  'PATCH /api/notifications/:id/read': { request: void; answer: NotificationChangedAnswer };
  'DELETE /api/notifications/:id': { request: void; answer: NotificationChangedAnswer };
  'GET /api/operator/notifications': { request: void; answer: NotificationItem[] };
  'GET /api/networker/notifications': { request: void; answer: NetworkerSubmissionUpdate[] };
  'GET /api/notification-preferences': { request: void; answer: NotificationPreference[] };
  'PATCH /api/notification-preferences': {
    request: NotificationPreferenceChange;
    answer: NotificationPreference;
  };

  // Reviews
  'POST /api/reviews': { request: SubmitReviewRequest; answer: ReviewSubmittedAnswer };
  'GET /api/reviews/received': { request: void; answer: ReviewListItem[] };
  'GET /api/reviews/given': { request: void; answer: ReviewListItem[] };
  'GET /api/reviews/average': { request: void; answer: ReviewAverageAnswer };
  'GET /api/reviews/eligible': { request: void; answer: EligibleReviewItem[] };
  'GET /api/reviews/submission/:id/status': { request: void; answer: ReviewStatusAnswer };
  'GET /api/networker/review-data/:uuid': {
    request: void;
    query: { prospectId?: string };
    answer: NetworkerReviewData;
    /** The prospect asked for, null for the earliest not yet reviewed. */
    key: [prospectId: string | null];
  };
  'POST /api/networker/submit-review': { request: NetworkerReviewRequest; answer: ReviewSubmittedAnswer };

  // Waitlist
  'POST /api/waitlist/sales-operator': { request: JoinWaitlistRequest; answer: JoinWaitlistAnswer };

  // Health
  'GET /api/health': { request: void; answer: LivenessReport };
  'GET /api/health/ready': { request: void; answer: ReadinessReport };
}

/** "METHOD /api/path/:param", as `ApiRoutes` names each route. */
export type ApiRoute = keyof ApiRoutes;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The routes answering a GET. */
export type GetRoute = Extract<ApiRoute, `GET ${string}`>;

export type RouteMethod<K extends ApiRoute> = K extends `${infer Method extends HttpMethod} ${string}`
  ? Method
  : never;

/** The path template of a route, e.g. "/api/invitations/:id". */
export type RoutePath<K extends ApiRoute> = K extends `${HttpMethod} ${infer Path}` ? Path : never;

type ParamNamesOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNamesOf<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The `:param` names of a route's path template ("id" | "disputeId"), never when it has none. */
export type RouteParamName<K extends ApiRoute> = ParamNamesOf<RoutePath<K>>;

/** The values of a route's path parameters, one string each. */
export type RouteParams<K extends ApiRoute> = { [Name in RouteParamName<K>]: string };

/** The JSON body a route takes (`void` when none). */
export type RouteRequest<K extends ApiRoute> = ApiRoutes[K]['request'];

/** The query parameters a route reads, never when it reads none. */
export type RouteQuery<K extends ApiRoute> = ApiRoutes[K] extends { query: infer Query } ? Query : never;

/** The parsed JSON a route answers with. */
export type RouteAnswer<K extends ApiRoute> = ApiRoutes[K]['answer'];

/** Path parameter values by name, as a route's template is filled in with them. */
export type PathParamValues = Readonly<Record<string, string>>;

/** A route's method and path template: "GET /api/invitations/:id" → GET, "/api/invitations/:id". */
export function routeParts<K extends ApiRoute>(route: K): { method: RouteMethod<K>; path: RoutePath<K> };
export function routeParts(route: ApiRoute): { method: string; path: string } {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space), path: route.slice(space + 1) };
}

/** A path parameter in a template (`:invitationId`), its name captured. */
const PATH_PARAM = /:([A-Za-z][A-Za-z0-9]*)/g;

/** A path template filled in, each `:param` replaced by its URI-encoded value (all must be given). */
export function fillPath(template: string, params: PathParamValues | undefined): string {
  return template.replace(PATH_PARAM, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new TypeError(`${template} needs the path parameter ${name}.`);
    return encodeURIComponent(value);
  });
}

/** The paths a template stands for, as a pattern: each parameter is one segment, whatever it holds. */
export function pathPattern(template: string): RegExp {
  const literal = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal.replace(PATH_PARAM, '[^/]+')}$`);
}
