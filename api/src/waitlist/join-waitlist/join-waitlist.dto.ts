import {
  isPlausiblePhone,
  type JoinWaitlistRequest,
  WAITLIST_LIMITS as LIMITS,
  WAITLIST_MESSAGES as M,
} from '@referrals/contracts';
import { IsEmail, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { RequiredText, Trimmed, WebUrl } from '../../platform/http/text-fields.js';

/** Blank, or a phone number as people write one. */
const PhoneOrBlank = (): PropertyDecorator =>
  ValidateBy({
    name: 'phone',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && (value === '' || isPlausiblePhone(value)),
      defaultMessage: () => M.phoneInvalid,
    },
  });

/** POST /api/waitlist/sales-operator: the landing page's waitlist modal. */
export class JoinWaitlistDto implements JoinWaitlistRequest {
  @RequiredText(LIMITS.fullName, { required: M.fullNameRequired, tooLong: M.fullNameTooLong })
  fullName!: string;

  @RequiredText(LIMITS.email, { required: M.emailRequired, tooLong: M.emailInvalid })
  @IsEmail({}, { message: M.emailInvalid })
  email!: string;

  @RequiredText(LIMITS.linkedinUrl, { required: M.linkedinUrlRequired, tooLong: M.linkedinUrlTooLong })
  // As the form's URL input accepts: a full address with its scheme.
  @WebUrl(M.linkedinUrlInvalid, { schemeRequired: true })
  linkedinUrl!: string;

  @IsOptional()
  @Trimmed()
  @IsString({ message: M.phoneInvalid })
  @MaxLength(LIMITS.phone, { message: M.phoneInvalid })
  @PhoneOrBlank()
  phone?: string | null;
}
