import type {
  ConversationStreamEventType,
  EventType,
  NetworkerStreamEventType,
  OperatorStreamEventType,
  ReviewStreamEventType,
} from './event-map.js';

/**
 * The runtime lists of the event types the smaller streams hold, one per kind of stream (the
 * prospect's and the invitation's are in event-map.ts): a decider folds only these.
 */

/** `conversation-{id}` */
export const CONVERSATION_STREAM_EVENT_TYPES = [
  'MessageSent',
] as const satisfies readonly ConversationStreamEventType[];

/** `review-{prospectId}-{reviewerType}` */
export const REVIEW_STREAM_EVENT_TYPES = [
  'ReviewSubmitted',
] as const satisfies readonly ReviewStreamEventType[];

/** `invitation-question-{id}` */
export const INVITATION_QUESTION_STREAM_EVENT_TYPES = [
  'InvitationQuestionAsked',
] as const satisfies readonly EventType[];

/** `waitlist-{id}` */
export const WAITLIST_STREAM_EVENT_TYPES = [
  'SalesOperatorJoinedWaitlist',
] as const satisfies readonly EventType[];

/** `operator-{id}`: the profile's snapshots and its target companies. */
export const OPERATOR_STREAM_EVENT_TYPES = [
  'OperatorProfileSaved',
  'OperatorTargetCompanyAdded',
  'OperatorTargetCompanyRemoved',
] as const satisfies readonly OperatorStreamEventType[];

/** `networker-{id}`: the networker's intro companies. */
export const NETWORKER_STREAM_EVENT_TYPES = [
  'NetworkerIntroCompanyAdded',
  'NetworkerIntroCompanyRemoved',
] as const satisfies readonly NetworkerStreamEventType[];

/** `company-{id}` */
export const COMPANY_STREAM_EVENT_TYPES = ['CompanyRegistered'] as const satisfies readonly EventType[];
