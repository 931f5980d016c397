import type { Projector } from './projector.js';
import { invitationQuestionsProjector } from './read-models/invitation-questions/invitation-questions.projector.js';
import { invitationsProjector } from './read-models/invitations/invitations.projector.js';
import { prospectsProjector } from './read-models/prospects/prospects.projector.js';
import { prospectTimelineProjector } from './read-models/prospect-timeline/prospect-timeline.projector.js';
import { companiesProjector } from './read-models/companies/companies.projector.js';
import { profileCompaniesProjector } from './read-models/profile-companies/profile-companies.projector.js';
import { operatorProfilesProjector } from './read-models/operator-profiles/operator-profiles.projector.js';
import { conversationsProjector } from './read-models/conversations/conversations.projector.js';
import { bountyLedgerProjector } from './read-models/bounty-ledger/bounty-ledger.projector.js';
import { disputesProjector } from './read-models/disputes/disputes.projector.js';
import { reviewsProjector } from './read-models/reviews/reviews.projector.js';
import { streamIndexProjector } from './read-models/stream-index/stream-index.projector.js';

/** Every projector of the product. Names must be unique: boot refuses duplicates. */
export const allProjectors: readonly Projector[] = [
  streamIndexProjector,
  operatorProfilesProjector,
  companiesProjector,
  profileCompaniesProjector,
  invitationsProjector,
  prospectsProjector,
  prospectTimelineProjector,
  invitationQuestionsProjector,
  conversationsProjector,
  bountyLedgerProjector,
  reviewsProjector,
  disputesProjector,
];
