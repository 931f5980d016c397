import { Module } from '@nestjs/common';
import { DeclineInvitation } from './acceptance/invitation-answers.js';
import { InvitationAcceptances } from './acceptance/invitation-acceptances.js';
import { ContactClaims } from './acceptance/contact-claims.js';
import { InvitationPlaces } from './acceptance/invitation-places.js';
import { NetworkerRegistrationController } from './acceptance/networker-registration.controller.js';
import { NetworkerSignUp } from './acceptance/networker-sign-up.js';
import { ChangeInvitation } from './change-invitation.js';
import { CreateInvitation } from './create-invitation.js';
import { InvitationAccess } from './invitation-access.js';
import { InvitationDirectory } from './invitation-directory.js';
import { InvitationsController } from './invitations.controller.js';
import { InvitationProspectList } from './recommended-prospects/invitation-prospect-list.js';
import { RecommendedProspects } from './recommended-prospects/recommended-prospects.js';
import { RecommendedProspectsController } from './recommended-prospects/recommended-prospects.controller.js';
import { NetworkerContactList } from './networker-contacts/networker-contact-list.js';
import { NetworkerContactsController } from './networker-contacts/networker-contacts.controller.js';
import { PublicInvitationController } from './public-invitation.controller.js';
import { AskInvitationQuestion } from './questions/ask-invitation-question.js';
import { InvitationQuestionList } from './questions/invitation-question-list.js';
import { InvitationQuestionsController } from './questions/invitation-questions.controller.js';
import { TrackInvitationClick } from './track-invitation-click.js';
import { ContactSubmissionsController } from './contact-submissions/contact-submissions.controller.js';
import { SubmitContacts } from './contact-submissions/submit-contacts.js';
import { NetworkerLists } from './networker-lists/networker-lists.js';
import { NetworkerListsController } from './networker-lists/networker-lists.controller.js';
import { AnswerRecommendation } from './recommendation-answers/answer-recommendation.js';
import { RecommendationAnswersController } from './recommendation-answers/recommendation-answers.controller.js';

/**
 * Invitations: the operator's links to networkers, their bounties, clicks and recommended prospects,
 * the networkers joining through them with their answers and contacts, and visitors' questions.
 */
@Module({
  controllers: [
    InvitationsController,
    RecommendedProspectsController,
    PublicInvitationController,
    NetworkerRegistrationController,
    NetworkerContactsController,
    InvitationQuestionsController,
    NetworkerListsController,
    RecommendationAnswersController,
    // After NetworkerRegistrationController: its static prospect-submissions/linkedin must match first.
    ContactSubmissionsController,
  ],
  providers: [
    CreateInvitation,
    ChangeInvitation,
    InvitationAccess,
    InvitationDirectory,
    TrackInvitationClick,
    RecommendedProspects,
    InvitationProspectList,
    InvitationAcceptances,
    DeclineInvitation,
    InvitationPlaces,
    ContactClaims,
    NetworkerSignUp,
    NetworkerContactList,
    AskInvitationQuestion,
    InvitationQuestionList,
    NetworkerLists,
    AnswerRecommendation,
    SubmitContacts,
  ],
  exports: [InvitationAccess, InvitationDirectory, CreateInvitation, RecommendedProspects],
})
export class InvitationsModule {}
