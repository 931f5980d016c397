import type { NewEvent, RecordedEvent } from '../event-store/event.js';
import type {
  BountyAdjustedData,
  BountyApprovedData,
  BountyEarnedData,
  BountyPaidData,
  BountyTermsFixedData,
  DealWonData,
} from './bounty-events.js';
import type { CompanyRegisteredData } from './company-events.js';
import type { DisputeOpenedData, DisputeRespondedData, DisputeResolvedData } from './dispute-events.js';
import type { NetworkerProfileCreatedData, RoleGrantedData, UserRegisteredData } from './identity-events.js';
import type {
  InvitationAcceptedData,
  InvitationBountiesChangedData,
  InvitationCreatedData,
  InvitationDeclinedData,
  InvitationInviteeRenamedData,
  InvitationLinkOpenedData,
  InvitationSlugReservedData,
  InvitationToggledData,
} from './invitation-events.js';
import type {
  InvitationQuestionAnsweredData,
  InvitationQuestionAskedData,
} from './invitation-question-events.js';
import type { MessageSentData } from './messaging-events.js';
import type { OperatorProfileSavedData } from './operator-events.js';
import type {
  IntroCompanyAddedData,
  OperatorCompanyLogoChosenData,
  ProfileCompanyRemovedData,
  TargetCompanyAddedData,
} from './profile-company-events.js';
import type {
  ProspectRenamedData,
  ProspectStatusChangedData,
  ProspectStatusCorrectedData,
  ProspectSubmittedData,
  RecommendedProspectAddedData,
  RecommendedProspectAnsweredData,
  RecommendedProspectEditedData,
  RecommendedProspectRemovedData,
} from './prospect-events.js';
import type { ReviewSubmittedData } from './review-events.js';
import type { SalesOperatorJoinedWaitlistData } from './waitlist-events.js';
import {
  COMPANY_STREAM_EVENT_TYPES,
  CONVERSATION_STREAM_EVENT_TYPES,
  INVITATION_QUESTION_STREAM_EVENT_TYPES,
  INVITATION_SLUG_STREAM_EVENT_TYPES,
  INVITATION_STREAM_EVENT_TYPES,
  NETWORKER_STREAM_EVENT_TYPES,
  OPERATOR_STREAM_EVENT_TYPES,
  PROSPECT_STREAM_EVENT_TYPES,
  REVIEW_STREAM_EVENT_TYPES,
  USER_STREAM_EVENT_TYPES,
  WAITLIST_STREAM_EVENT_TYPES,
} from './stream-event-types.js';

/**
 * The one definition of the event log: every event type the product appends, with its payload.
 * Writers, deciders, projectors and the web's history view are typed by it. A stored event keeps the
 * field names it was written with: a later shape adds optional fields, it never renames one.
 */
export interface EventMap {
  // user-{id}
  UserRegistered: UserRegisteredData;
  RoleGranted: RoleGrantedData;
  NetworkerProfileCreated: NetworkerProfileCreatedData;
  // operator-{id}
  OperatorProfileSaved: OperatorProfileSavedData;
  OperatorTargetCompanyAdded: TargetCompanyAddedData;
  OperatorTargetCompanyRemoved: ProfileCompanyRemovedData;
  OperatorCompanyLogoChosen: OperatorCompanyLogoChosenData;
  // networker-{id}
  NetworkerIntroCompanyAdded: IntroCompanyAddedData;
  NetworkerIntroCompanyRemoved: ProfileCompanyRemovedData;
  // company-{id}
  CompanyRegistered: CompanyRegisteredData;
  // invitation-slug-{slug}
  InvitationSlugReserved: InvitationSlugReservedData;
  // invitation-{id}
  InvitationCreated: InvitationCreatedData;
  InvitationInviteeRenamed: InvitationInviteeRenamedData;
  InvitationDisabled: InvitationToggledData;
  InvitationEnabled: InvitationToggledData;
  InvitationBountiesChanged: InvitationBountiesChangedData;
  InvitationLinkOpened: InvitationLinkOpenedData;
  InvitationAccepted: InvitationAcceptedData;
  InvitationDeclined: InvitationDeclinedData;
  // invitation-question-{id}
  InvitationQuestionAsked: InvitationQuestionAskedData;
  InvitationQuestionAnswered: InvitationQuestionAnsweredData;
  // prospect-{id}: the recommendation, the pipeline, the bounty ledger and its disputes
  RecommendedProspectAdded: RecommendedProspectAddedData;
  RecommendedProspectEdited: RecommendedProspectEditedData;
  RecommendedProspectRemoved: RecommendedProspectRemovedData;
  RecommendedProspectApproved: RecommendedProspectAnsweredData;
  RecommendedProspectRejected: RecommendedProspectAnsweredData;
  ProspectSubmitted: ProspectSubmittedData;
  ProspectStatusChanged: ProspectStatusChangedData;
  ProspectRenamed: ProspectRenamedData;
  ProspectStatusCorrected: ProspectStatusCorrectedData;
  ProspectBountyTermsFixed: BountyTermsFixedData;
  ProspectDealWon: DealWonData;
  BountyEarned: BountyEarnedData;
  BountyApproved: BountyApprovedData;
  BountyPaid: BountyPaidData;
  BountyAdjusted: BountyAdjustedData;
  DisputeOpened: DisputeOpenedData;
  DisputeResponded: DisputeRespondedData;
  DisputeResolved: DisputeResolvedData;
  // conversation-{id}
  MessageSent: MessageSentData;
  // review-{prospectId}-{reviewerType}
  ReviewSubmitted: ReviewSubmittedData;
  // waitlist-{id}
  SalesOperatorJoinedWaitlist: SalesOperatorJoinedWaitlistData;
}

export type EventType = keyof EventMap;

/** A stored event of one of the given types, its payload typed by the map (a union narrows on `type`). */
export type EventOf<Type extends EventType = EventType> = Type extends EventType
  ? RecordedEvent<Type, EventMap[Type]>
  : never;

/** An event about to be appended, its payload typed by the map. */
export type NewEventOf<Type extends EventType = EventType> = Type extends EventType
  ? NewEvent<Type, EventMap[Type]>
  : never;

/** Every event type, stream kind by stream kind: the runtime twin of `EventType` (its spec checks both agree). */
export const EVENT_TYPES = [
  ...USER_STREAM_EVENT_TYPES,
  ...OPERATOR_STREAM_EVENT_TYPES,
  ...NETWORKER_STREAM_EVENT_TYPES,
  ...COMPANY_STREAM_EVENT_TYPES,
  ...INVITATION_SLUG_STREAM_EVENT_TYPES,
  ...INVITATION_STREAM_EVENT_TYPES,
  ...INVITATION_QUESTION_STREAM_EVENT_TYPES,
  ...PROSPECT_STREAM_EVENT_TYPES,
  ...CONVERSATION_STREAM_EVENT_TYPES,
  ...REVIEW_STREAM_EVENT_TYPES,
  ...WAITLIST_STREAM_EVENT_TYPES,
] as const satisfies readonly EventType[];

const knownTypes: ReadonlySet<string> = new Set(EVENT_TYPES);

export function isEventType(type: string): type is EventType {
  return knownTypes.has(type);
}

/**
 * Only an event's type and payload, the payload typed by the map: what a view of a stored event (an
 * auditor's `AuditEvent`, say) narrows to. A union of them narrows `data` on `type`.
 */
export type EventViewOf<Type extends EventType = EventType> = Type extends EventType
  ? { type: Type; data: EventMap[Type] }
  : never;

/**
 * Narrows a stored event, or a view of one that carries its `type` and `data` (an `AuditEvent` the API
 * answered), to the given types. The log is written only through the map's types, so the type name
 * vouches for the payload's shape: this is the one place the store's `unknown` data is typed.
 */
export function isEventOf<Type extends EventType>(
  event: RecordedEvent,
  types: readonly Type[],
): event is EventOf<Type>;
export function isEventOf<View extends { type: string; data: unknown }, Type extends EventType>(
  event: View,
  types: readonly Type[],
): event is View & EventViewOf<Type>;
export function isEventOf(event: { type: string }, types: readonly EventType[]): boolean {
  return (types as readonly string[]).includes(event.type);
}

/** A stored event as one of the map's, or null for a type the map does not know. */
export function knownEvent(event: RecordedEvent): EventOf | null {
  return isEventOf(event, EVENT_TYPES) ? event : null;
}
