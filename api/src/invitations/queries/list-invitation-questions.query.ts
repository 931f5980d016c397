import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { InvitationQuestionItem } from '@referrals/contracts';
import { InvitationQuestionList } from '../questions/invitation-question-list.js';

/** The questions visitors asked on the operator's invitations. */
export class ListInvitationQuestions extends Query<InvitationQuestionItem[]> {
  constructor(readonly operatorId: string) {
    super();
  }
}

@QueryHandler(ListInvitationQuestions)
export class ListInvitationQuestionsHandler implements IQueryHandler<ListInvitationQuestions> {
  constructor(@Inject(InvitationQuestionList) private readonly questions: InvitationQuestionList) {}

  execute({ operatorId }: ListInvitationQuestions): Promise<InvitationQuestionItem[]> {
    return this.questions.of(operatorId);
  }
}
