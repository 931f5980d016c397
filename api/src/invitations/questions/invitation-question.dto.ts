import {
  type AnswerInvitationQuestionRequest,
  type AskInvitationQuestionRequest,
  INVITATION_QUESTION_LIMITS as LIMITS,
  INVITATION_QUESTION_MESSAGES as M,
} from '@referrals/contracts';
import { IsEmail } from 'class-validator';
import { RequiredText } from '../../platform/http/text-fields.js';

/** The 'Ask a Question' dialog; every field required after trimming. */
export class AskInvitationQuestionDto implements AskInvitationQuestionRequest {
  @RequiredText(LIMITS.name, { required: M.nameRequired, tooLong: M.nameTooLong })
  name!: string;

  @RequiredText(LIMITS.email, { required: M.emailRequired, tooLong: M.emailInvalid })
  @IsEmail({}, { message: M.emailInvalid })
  email!: string;

  @RequiredText(LIMITS.question, { required: M.questionRequired, tooLong: M.questionTooLong })
  question!: string;
}

/** The operator's reply from the Questions card. */
export class AnswerInvitationQuestionDto implements AnswerInvitationQuestionRequest {
  @RequiredText(LIMITS.answer, { required: M.answerRequired, tooLong: M.answerTooLong })
  answer!: string;
}
