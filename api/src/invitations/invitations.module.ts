import { Module } from '@nestjs/common';
import { DeclineInvitation } from './acceptance/invitation-answers.js';
import { AssociationLimit } from './acceptance/association-limit.js';
import { InvitationAcceptances } from './acceptance/invitation-acceptances.js';
import { ContactClaims } from './acceptance/contact-claims.js';
import { InvitationPlaces } from './acceptance/invitation-places.js';
import { NetworkerRegistrationController } from './acceptance/networker-registration.controller.js';
import { NetworkerSignUp } from './acceptance/networker-sign-up.js';
import { ChangeInvitationBountiesHandler } from './commands/change-invitation-bounties.command.js';
import { ChangeInvitationHandler } from './commands/change-invitation.command.js';
import { CreateInvitationHandler } from './commands/create-invitation.command.js';
import { InvitationAccess } from './invitation-access.js';
import { InvitationDirectory } from './invitation-directory.js';
import { InvitationPages } from './invitation-pages.js';
import { InvitationsController } from './invitations.controller.js';
import { InvitationProspectList } from './recommended-prospects/invitation-prospect-list.js';
import { InvitationProspectPages } from './recommended-prospects/invitation-prospect-pages.js';
import { EditRecommendationHandler } from './recommended-prospects/commands/edit-recommendation.command.js';
import { RecommendProspectHandler } from './recommended-prospects/commands/recommend-prospect.command.js';
import { RemoveRecommendationHandler } from './recommended-prospects/commands/remove-recommendation.command.js';
import { RecommendedProspectsController } from './recommended-prospects/recommended-prospects.controller.js';
import { NetworkerContactList } from './networker-contacts/networker-contact-list.js';
import { NetworkerContactPages } from './networker-contacts/networker-contact-pages.js';
import { NetworkerContactsController } from './networker-contacts/networker-contacts.controller.js';
import { PublicInvitationController } from './public-invitation.controller.js';
import { GetDoubleOptInHandler } from './queries/get-double-opt-in.query.js';
import { GetInvitationPreviewHandler } from './queries/get-invitation-preview.query.js';
import { GetPublicInvitationHandler } from './queries/get-public-invitation.query.js';
import { InvitationPageHeads } from './invitation-page-heads.js';
import { GetRegistrationStatusHandler } from './queries/get-registration-status.query.js';
import { GetRegistrationStatusesHandler } from './queries/get-registration-statuses.query.js';
import { ListApprovedProspectsHandler } from './queries/list-approved-prospects.query.js';
import { ListContactsPendingApprovalHandler } from './queries/list-contacts-pending-approval.query.js';
import { ListInvitationProspectPageHandler } from './queries/list-invitation-prospect-page.query.js';
import { ListInvitationProspectsHandler } from './queries/list-invitation-prospects.query.js';
import { ListInvitationQuestionsHandler } from './queries/list-invitation-questions.query.js';
import { ListNetworkerContactPageHandler } from './queries/list-networker-contact-page.query.js';
import { ListNetworkerContactsHandler } from './queries/list-networker-contacts.query.js';
import { ListNetworkerInvitationsHandler } from './queries/list-networker-invitations.query.js';
import { ListOperatorInvitationPageHandler } from './queries/list-operator-invitation-page.query.js';
import { ListOperatorInvitationsHandler } from './queries/list-operator-invitations.query.js';
import { ListSubmittedContactsHandler } from './queries/list-submitted-contacts.query.js';
import { AnswerInvitationQuestionHandler } from './questions/commands/answer-invitation-question.command.js';
import { AskInvitationQuestionHandler } from './questions/commands/ask-invitation-question.command.js';
import { InvitationQuestionList } from './questions/invitation-question-list.js';
import { InvitationQuestionsController } from './questions/invitation-questions.controller.js';
import { TrackInvitationClick } from './track-invitation-click.js';
import { ContactSubmissionsController } from './contact-submissions/contact-submissions.controller.js';
import { SubmitProspectsHandler } from './commands/submit-prospects.command.js';
import { NetworkerLists } from './networker-lists/networker-lists.js';
import { NetworkerListsController } from './networker-lists/networker-lists.controller.js';
import { AnswerRecommendationHandler } from './recommendation-answers/answer-recommendation.command.js';
import { PipelineModule } from '../pipeline/index.js';
import { RecommendationAnswersController } from './recommendation-answers/recommendation-answers.controller.js';

/**
 * Invitations: the operator's links to networkers, their bounties, clicks and recommended prospects,
 * the networkers joining through them with their answers and contacts, and visitors' questions.
 */
@Module({
  imports: [PipelineModule],
  controllers: [
    InvitationsController,
    RecommendedProspectsController,
    PublicInvitationController,
    NetworkerRegistrationController,
    NetworkerContactsController,
    InvitationQuestionsController,
    NetworkerListsController,
    RecommendationAnswersController,
    ContactSubmissionsController,
  ],
  providers: [
    CreateInvitationHandler,
    ChangeInvitationHandler,
    ChangeInvitationBountiesHandler,
    InvitationAccess,
    InvitationDirectory,
    InvitationPages,
    TrackInvitationClick,
    RecommendProspectHandler,
    EditRecommendationHandler,
    RemoveRecommendationHandler,
    InvitationProspectList,
    InvitationProspectPages,
    InvitationAcceptances,
    AssociationLimit,
    DeclineInvitation,
    InvitationPlaces,
    ContactClaims,
    NetworkerSignUp,
    NetworkerContactList,
    NetworkerContactPages,
    AskInvitationQuestionHandler,
    AnswerInvitationQuestionHandler,
    InvitationQuestionList,
    NetworkerLists,
    AnswerRecommendationHandler,
    SubmitProspectsHandler,
    ListOperatorInvitationsHandler,
    ListOperatorInvitationPageHandler,
    GetRegistrationStatusHandler,
    GetRegistrationStatusesHandler,
    GetInvitationPreviewHandler,
    GetPublicInvitationHandler,
    GetDoubleOptInHandler,
    ListNetworkerContactsHandler,
    ListNetworkerContactPageHandler,
    ListContactsPendingApprovalHandler,
    ListNetworkerInvitationsHandler,
    ListApprovedProspectsHandler,
    ListSubmittedContactsHandler,
    ListInvitationQuestionsHandler,
    ListInvitationProspectsHandler,
    ListInvitationProspectPageHandler,
    InvitationPageHeads,
  ],
  exports: [InvitationAccess, InvitationDirectory, InvitationPageHeads],
})
export class InvitationsModule {}
