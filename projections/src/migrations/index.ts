import { bountyAdjustmentsMigration } from './bounty-adjustments.migration.js';
import { bountyLedgerMigration } from './bounty-ledger.migration.js';
import { companiesMigration } from './companies.migration.js';
import { invitationQuestionsMigration } from './invitation-questions.migration.js';
import { invitationQuestionRepliesMigration } from './invitation-question-replies.migration.js';
import { invitationRevenueShareMigration } from './invitation-revenue-share.migration.js';
import { conversationsMigration } from './conversations.migration.js';
import { conversationPageIndexesMigration } from './conversation-page-indexes.migration.js';
import { disputesMigration } from './disputes.migration.js';
import { invitationsMigration } from './invitations.migration.js';
import { invitationPageIndexesMigration } from './invitation-page-indexes.migration.js';
import { networkerContactPageIndexesMigration } from './networker-contact-page-indexes.migration.js';
import { profileCompaniesMigration } from './profile-companies.migration.js';
import { operatorCompanyLogosMigration } from './operator-company-logos.migration.js';
import { operatorProfilesMigration } from './operator-profiles.migration.js';
import { projectionCheckpointMoveMigration } from './projection-checkpoint-move.migration.js';
import { projectionCheckpointStoreMigration } from './projection-checkpoint-store.migration.js';
import { projectionCheckpointsMigration } from './projection-checkpoints.migration.js';
import { prospectTimelineMigration } from './prospect-timeline.migration.js';
import { reviewsMigration } from './reviews.migration.js';
import { prospectListIndexesMigration } from './prospect-list-indexes.migration.js';
import { prospectPageIndexesMigration } from './prospect-page-indexes.migration.js';
import { prospectStatusNotesMigration } from './prospect-status-notes.migration.js';
import { streamIndexMigration } from './stream-index.migration.js';
import { stepAuthorIndexesMigration } from './step-author-indexes.migration.js';

export type { SqlMigration } from './sql-migration.js';

/** Read-side schema, in order. */
export const projectionMigrations = [
  projectionCheckpointsMigration,
  streamIndexMigration,
  operatorProfilesMigration,
  companiesMigration,
  profileCompaniesMigration,
  invitationsMigration,
  invitationQuestionsMigration,
  conversationsMigration,
  bountyLedgerMigration,
  prospectTimelineMigration,
  reviewsMigration,
  bountyAdjustmentsMigration,
  disputesMigration,
  prospectListIndexesMigration,
  projectionCheckpointStoreMigration,
  invitationRevenueShareMigration,
  prospectStatusNotesMigration,
  invitationQuestionRepliesMigration,
  operatorCompanyLogosMigration,
  invitationPageIndexesMigration,
  networkerContactPageIndexesMigration,
  prospectPageIndexesMigration,
  conversationPageIndexesMigration,
  projectionCheckpointMoveMigration,
  stepAuthorIndexesMigration,
];
