import type { EventOf, EventType } from './event-map.js';

/**
 * Stream by stream, the event types each kind of stream holds (a decider folds only these), and
 * their types. The one place a stream's events are listed; every type of the map is in one list.
 */

/** `prospect-{id}`: the recommendation or submission, its pipeline, terms, ledger, won deal and disputes. */
export const PROSPECT_STREAM_EVENT_TYPES = [
  'RecommendedProspectAdded',
  'RecommendedProspectEdited',
  'RecommendedProspectRemoved',
  'RecommendedProspectApproved',
  'RecommendedProspectRejected',
  'ProspectSubmitted',
  'ProspectStatusChanged',
  'ProspectRenamed',
  'ProspectStatusCorrected',
  'ProspectBountyTermsFixed',
  'ProspectDealWon',
  'BountyEarned',
  'BountyApproved',
  'BountyPaid',
  'BountyAdjusted',
  'DisputeOpened',
  'DisputeResponded',
  'DisputeResolved',
] as const satisfies readonly EventType[];
export type ProspectStreamEventType = (typeof PROSPECT_STREAM_EVENT_TYPES)[number];
export type ProspectStreamEvent = EventOf<ProspectStreamEventType>;

/** `invitation-slug-{slug}`: a link name's reservation, so two invitations never share one. */
export const INVITATION_SLUG_STREAM_EVENT_TYPES = [
  'InvitationSlugReserved',
] as const satisfies readonly EventType[];

/** `invitation-{id}` */
export const INVITATION_STREAM_EVENT_TYPES = [
  'InvitationCreated',
  'InvitationInviteeRenamed',
  'InvitationDisabled',
  'InvitationEnabled',
  'InvitationBountiesChanged',
  'InvitationLinkOpened',
  'InvitationAccepted',
  'InvitationDeclined',
] as const satisfies readonly EventType[];
export type InvitationStreamEventType = (typeof INVITATION_STREAM_EVENT_TYPES)[number];
export type InvitationStreamEvent = EventOf<InvitationStreamEventType>;

/** `user-{id}`: identity's audit record of its rows (ADR 0005). */
export const USER_STREAM_EVENT_TYPES = [
  'UserRegistered',
  'RoleGranted',
  'NetworkerProfileCreated',
] as const satisfies readonly EventType[];
export type UserStreamEventType = (typeof USER_STREAM_EVENT_TYPES)[number];

/** `conversation-{id}` */
export const CONVERSATION_STREAM_EVENT_TYPES = ['MessageSent'] as const satisfies readonly EventType[];
export type ConversationStreamEventType = (typeof CONVERSATION_STREAM_EVENT_TYPES)[number];

/** `review-{prospectId}-{reviewerType}` */
export const REVIEW_STREAM_EVENT_TYPES = ['ReviewSubmitted'] as const satisfies readonly EventType[];
export type ReviewStreamEventType = (typeof REVIEW_STREAM_EVENT_TYPES)[number];

/** `invitation-question-{id}` */
export const INVITATION_QUESTION_STREAM_EVENT_TYPES = [
  'InvitationQuestionAsked',
  'InvitationQuestionAnswered',
] as const satisfies readonly EventType[];

/** `waitlist-{id}` */
export const WAITLIST_STREAM_EVENT_TYPES = [
  'SalesOperatorJoinedWaitlist',
] as const satisfies readonly EventType[];

/** `operator-{id}`: the profile's snapshots, its target companies and its own company logos. */
export const OPERATOR_STREAM_EVENT_TYPES = [
  'OperatorProfileSaved',
  'OperatorTargetCompanyAdded',
  'OperatorTargetCompanyRemoved',
  'OperatorCompanyLogoChosen',
] as const satisfies readonly EventType[];
export type OperatorStreamEventType = (typeof OPERATOR_STREAM_EVENT_TYPES)[number];

/** `networker-{id}`: the networker's intro companies. */
export const NETWORKER_STREAM_EVENT_TYPES = [
  'NetworkerIntroCompanyAdded',
  'NetworkerIntroCompanyRemoved',
] as const satisfies readonly EventType[];
export type NetworkerStreamEventType = (typeof NETWORKER_STREAM_EVENT_TYPES)[number];

/** `company-{id}` */
export const COMPANY_STREAM_EVENT_TYPES = ['CompanyRegistered'] as const satisfies readonly EventType[];
