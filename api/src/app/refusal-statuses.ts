import type { CompanyRefusalCode } from '../companies/domain/company-commands.js';
import type { NetworkerRefusalCode } from '../companies/domain/networker-commands.js';
import type { InvitationQuestionRefusalCode } from '../invitations/domain/invitation-question-commands.js';
import type { ConversationRefusalCode } from '../messaging/domain/conversation-commands.js';
import type { OperatorRefusalCode } from '../operators/domain/operator-commands.js';
import type { InvitationRefusalCode } from '../invitations/domain/invitation-commands.js';
import type { AcceptanceRefusalCode } from '../invitations/acceptance/acceptance-plan.js';
import type { SubmissionRefusalCode } from '../invitations/commands/submit-prospects.command.js';
import type { ContactOwnershipRefusalCode } from '../invitations/domain/contact-ownership.js';
import type { SlugRefusalCode } from '../invitations/domain/invitation-slug.js';
import type { ProspectRefusalCode } from '../pipeline/domain/prospect-commands.js';
import type { ReviewRefusalCode } from '../reviews/domain/review-commands.js';
import type { WaitlistRefusalCode } from '../waitlist/domain/waitlist-entry-commands.js';
import type { AuditQueryRefusalCode } from '../audit/queries/audit-query-refusals.js';
import type { CompaniesQueryRefusalCode } from '../companies/queries/companies-query-refusals.js';
import type { DisputesQueryRefusalCode } from '../disputes/queries/disputes-query-refusals.js';
import type { InvitationsQueryRefusalCode } from '../invitations/queries/invitations-query-refusals.js';
import type { InboxRefusalCode } from '../notifications/inbox/inbox-refusals.js';
import type { OperatorsQueryRefusalCode } from '../operators/queries/operators-query-refusals.js';

/** Every refusal a decider, a query or a service can give. */
export type RefusalCode =
  | ProspectRefusalCode
  | InvitationRefusalCode
  | AcceptanceRefusalCode
  | SubmissionRefusalCode
  | ContactOwnershipRefusalCode
  | SlugRefusalCode
  | ConversationRefusalCode
  | ReviewRefusalCode
  | InvitationQuestionRefusalCode
  | WaitlistRefusalCode
  | OperatorRefusalCode
  | NetworkerRefusalCode
  | CompanyRefusalCode
  | AuditQueryRefusalCode
  | DisputesQueryRefusalCode
  | CompaniesQueryRefusalCode
  | OperatorsQueryRefusalCode
  | InvitationsQueryRefusalCode
  | InboxRefusalCode;

type RefusalStatus = 400 | 403 | 404 | 409;

/**
 * The one table from a refusal to its HTTP status: 404 for what is not the caller's to see,
 * 403 for what they know of but may not read or change, 409 for a step someone already took, 400 for
 * a request the rules refuse.
 */
export const REFUSAL_STATUSES: Record<RefusalCode, RefusalStatus> = {
  prospect_exists: 409,
  prospect_not_found: 404,
  prospect_of_another_operator: 403,
  recommendation_in_pipeline: 409,
  recommendation_answered: 409,
  not_recommended_here: 400,
  not_in_pipeline: 409,
  illegal_status_change: 400,
  correction_changed_since: 409,
  nothing_to_correct: 400,
  correction_reason_required: 400,
  correction_bounty_settled: 409,
  correction_deal_won: 409,
  correction_dispute_open: 409,
  meeting_not_held: 400,
  deal_already_won: 409,
  bounty_not_earned: 400,
  bounty_not_approved: 400,
  bounty_already_approved: 409,
  bounty_already_paid: 409,
  dispute_no_entry: 400,
  dispute_window_closed: 400,
  dispute_already_open: 409,
  dispute_not_found: 404,
  dispute_own: 400,
  dispute_already_responded: 409,
  dispute_already_resolved: 409,
  invitation_exists: 409,
  invitation_not_found: 404,
  invitation_of_another_operator: 403,
  profile_incomplete: 400,
  slug_invalid: 400,
  slug_taken: 409,
  nothing_to_change: 400,
  name_required: 400,
  invitation_disabled: 400,
  own_invitation: 400,
  group_invitation_decline: 400,
  invitation_taken: 409,
  invitation_full: 409,
  decline_after_accepting: 409,
  approval_value_invalid: 400,
  not_on_invitation: 403,
  operator_not_of_invitation: 400,
  contact_repeated: 409,
  contact_claimed: 409,
  conversation_not_found: 404,
  sender_type_not_yours: 400,
  prospect_not_in_conversation: 400,
  reviewee_type_mismatch: 400,
  review_prospect_not_found: 404,
  review_target_not_found: 404,
  review_meeting_not_held: 409,
  review_already_submitted: 409,
  question_invitation_not_found: 404,
  question_invitation_disabled: 400,
  question_already_asked: 409,
  question_not_found: 404,
  question_of_another_operator: 404,
  question_reply_required: 400,
  question_reply_too_long: 400,
  question_replies_exhausted: 409,
  waitlist_entry_exists: 409,
  listed_company_not_found: 404,
  company_not_on_list: 404,
  company_already_registered: 409,
  not_a_prospect_party: 403,
  company_not_found: 404,
  operator_profile_not_found: 404,
  invitation_preview_unavailable: 404,
  notification_not_found: 404,
};

export function refusalStatus(code: string): number {
  return (REFUSAL_STATUSES as Record<string, RefusalStatus | undefined>)[code] ?? 400;
}
