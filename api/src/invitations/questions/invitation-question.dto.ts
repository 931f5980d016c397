import {
  type AskInvitationQuestionRequest,
  INVITATION_QUESTION_LIMITS as LIMITS,
  INVITATION_QUESTION_MESSAGES as M,
} from '@referrals/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The 'Ask a Question' dialog; every field required after trimming. */
export class AskInvitationQuestionDto implements AskInvitationQuestionRequest {
  @Transform(trimmed)
  @IsString({ message: M.nameRequired })
  @IsNotEmpty({ message: M.nameRequired })
  @MaxLength(LIMITS.name, { message: M.nameTooLong })
  name!: string;

  @Transform(trimmed)
  @IsString({ message: M.emailRequired })
  @IsNotEmpty({ message: M.emailRequired })
  @MaxLength(LIMITS.email, { message: M.emailInvalid })
  @IsEmail({}, { message: M.emailInvalid })
  email!: string;

  @Transform(trimmed)
  @IsString({ message: M.questionRequired })
  @IsNotEmpty({ message: M.questionRequired })
  @MaxLength(LIMITS.question, { message: M.questionTooLong })
  question!: string;
}
