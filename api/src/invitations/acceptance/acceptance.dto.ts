import {
  type AssociateInvitationRequest,
  INVITATION_ANSWER_STATUSES,
  type InvitationAnswerRequest,
  type InvitationAnswerStatus,
  AUTH_API_MESSAGES,
  type AuthMethod,
  CONTACT_LIMITS,
  isLinkedinProfileUrl,
  type LinkedinContactsSubmissionRequest,
  MAX_NEW_CONTACTS_PER_ACCEPTANCE,
  MAX_PROSPECT_APPROVALS_PER_ACCEPTANCE,
  NETWORKER_BIO_MAX_LENGTH,
  NETWORKER_JOURNEY_MESSAGES as M,
  type NetworkerProfileWithInvitationRequest,
  type NetworkerRegistrationRequest,
  type NewContact,
  type PreAuthProspectRequest,
  type ProspectApprovals,
  type ProspectSubmissionRequest,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type QuickNetworkerRegistrationRequest,
} from '@referrals/contracts';
import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsEmail,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { NotACommonPassword, PasskeyCounterField, PasskeyPublicKeyField } from '../../identity/index.js';
import { NetworkerProfileDto } from '../../identity/index.js';
import { OptionalText, OptionalWebUrl, WebUrl } from '../../platform/http/text-fields.js';

const CONTACT_REQUIRED = { message: M.contactNameAndCompany };

/** The invitation's uuid or its link name. */
const InvitationRefField = () => applyDecorators(MaxLength(100), IsString({ message: M.invitationNotFound }));
const fewEnoughApprovals = (value: unknown): boolean =>
  typeof value !== 'object' ||
  value === null ||
  Object.keys(value).length <= MAX_PROSPECT_APPROVALS_PER_ACCEPTANCE;

/** At most a page's worth of answers; the acceptance checks each key is a recommendation of the invitation. */
const ApprovalsField = () =>
  applyDecorators(
    ValidateBy({
      name: 'fewEnoughProspectApprovals',
      validator: {
        validate: fewEnoughApprovals,
        defaultMessage: () => M.tooManyApprovals(MAX_PROSPECT_APPROVALS_PER_ACCEPTANCE),
      },
    }),
    IsObject(),
    IsOptional(),
  );
const NewContactsField = () =>
  applyDecorators(
    Type(() => NewContactDto),
    ValidateNested({ each: true }),
    ArrayMaxSize(MAX_NEW_CONTACTS_PER_ACCEPTANCE, {
      message: M.tooManyContacts(MAX_NEW_CONTACTS_PER_ACCEPTANCE),
    }),
    IsArray(),
    IsOptional(),
  );

/** A contact's fields: name and company required (spec), the rest optional. */
export class NewContactDto implements NewContact {
  @OptionalText(100) id?: string;
  @IsString(CONTACT_REQUIRED)
  @Matches(/\S/, CONTACT_REQUIRED)
  @MaxLength(CONTACT_LIMITS.name)
  prospectName: string;
  @IsString(CONTACT_REQUIRED)
  @Matches(/\S/, CONTACT_REQUIRED)
  @MaxLength(CONTACT_LIMITS.company)
  prospectCompany: string;
  @OptionalText(CONTACT_LIMITS.title) prospectTitle?: string;
  @OptionalWebUrl(CONTACT_LIMITS.linkedinUrl, M.contactLinkedinInvalid) prospectLinkedinUrl?: string;
  @OptionalText(CONTACT_LIMITS.notes) networkerNotes?: string;
}

/** The answers to recommendations and the networker's own contacts, as every acceptance carries them. */
export class InvitationAcceptanceDto {
  @InvitationRefField() invitationUuid: string;
  @ApprovalsField() prospectApprovals?: ProspectApprovals;
  @NewContactsField() newContacts?: NewContactDto[];
}

/** POST /api/networker-registration/register: secured by a password (default) or the passkey verified in this session. */
export class QuickNetworkerRegistrationDto implements QuickNetworkerRegistrationRequest {
  @InvitationRefField() invitationUuid: string;

  @IsString({ message: M.fullNameRequired })
  @Matches(/\S/, { message: M.fullNameRequired })
  @MaxLength(200)
  fullName: string;

  @IsString({ message: M.emailRequired })
  @Matches(/\S/, { message: M.emailRequired })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email: string;

  @IsOptional() @IsIn(['password', 'passkey']) authMethod?: AuthMethod;

  @ValidateIf((dto: QuickNetworkerRegistrationDto) => (dto.authMethod ?? 'password') === 'password')
  @IsString({ message: M.passwordRequired })
  @MinLength(PASSWORD_MIN_LENGTH, { message: AUTH_API_MESSAGES.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH)
  @NotACommonPassword()
  password?: string;

  @OptionalText(1024) passkeyCredentialId?: string;
  @PasskeyPublicKeyField() passkeyPublicKey?: string;
  @PasskeyCounterField() passkeyCounter?: number;
}

/** POST /api/networker-registration: the account, its networker profile and the invitation's answers. */
export class NetworkerRegistrationDto
  extends QuickNetworkerRegistrationDto
  implements NetworkerRegistrationRequest
{
  @ApprovalsField() prospectApprovals?: ProspectApprovals;
  @NewContactsField() newContacts?: NewContactDto[];
  @OptionalText(200) title?: string;
  @OptionalText(200) company?: string;
  @OptionalWebUrl(500, 'Please enter a valid LinkedIn profile URL') linkedinUrl?: string;
  @OptionalText(NETWORKER_BIO_MAX_LENGTH) bio?: string;
  /** The spec's client checks the terms box before sending and omits the field; false is refused. */
  @IsOptional() @Equals(true, { message: M.termsRequired }) acceptTerms?: boolean;
}

/** POST /api/invitations/associate */
export class AssociateInvitationDto extends InvitationAcceptanceDto implements AssociateInvitationRequest {
  @OptionalText(254) email?: string;
}

/** POST /api/prospects/pre-auth */
export class PreAuthProspectDto implements PreAuthProspectRequest {
  @InvitationRefField() invitationUuid: string;
  @IsObject(CONTACT_REQUIRED) @ValidateNested() @Type(() => NewContactDto) prospectData: NewContactDto;
}

/** POST /api/prospect-submissions (spec field names; prospectTitle is an addition the wizard may send). */
export class ProspectSubmissionDto implements ProspectSubmissionRequest {
  @InvitationRefField() invitationUuid: string;
  @OptionalText(100) operatorId?: string;
  @OptionalText(200) networkerName?: string;
  @IsString({ message: M.fillRequiredFields })
  @Matches(/\S/, { message: M.fillRequiredFields })
  @MaxLength(CONTACT_LIMITS.name)
  prospectName: string;
  @IsString({ message: M.fillRequiredFields })
  @Matches(/\S/, { message: M.fillRequiredFields })
  @MaxLength(CONTACT_LIMITS.company)
  prospectCompany: string;
  @OptionalText(CONTACT_LIMITS.title) prospectTitle?: string;
  @OptionalWebUrl(CONTACT_LIMITS.linkedinUrl, M.contactLinkedinInvalid) linkedinUrl?: string;
  @OptionalText(CONTACT_LIMITS.notes) networkerMessage?: string;
}

/** Why a pasted list of LinkedIn addresses is refused, in the spec's words; null when it is fine. */
function linkedinUrlsProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return M.linkedinUrlsRequired;
  if (value.length > MAX_NEW_CONTACTS_PER_ACCEPTANCE)
    return M.tooManyContacts(MAX_NEW_CONTACTS_PER_ACCEPTANCE);
  const valid = (url: unknown) =>
    typeof url === 'string' && url.length <= CONTACT_LIMITS.linkedinUrl && isLinkedinProfileUrl(url);
  return value.every(valid) ? null : M.linkedinUrlsInvalid;
}

/** POST /api/prospect-submissions/linkedin: web addresses of profiles, each containing linkedin.com/in/. */
export class LinkedinContactsSubmissionDto implements LinkedinContactsSubmissionRequest {
  @InvitationRefField() invitationUuid: string;

  @ValidateBy({
    name: 'linkedinProfileUrls',
    validator: {
      validate: (value) => linkedinUrlsProblem(value) === null,
      defaultMessage: (args) => linkedinUrlsProblem(args?.value) ?? M.linkedinUrlsInvalid,
    },
  })
  @WebUrl(M.linkedinUrlsInvalid, { each: true })
  linkedinUrls: string[];
}

/** PATCH /api/invitations/{id}: the signed-in invitee's answer (toUserId is checked against the session). */
export class InvitationAnswerDto implements InvitationAnswerRequest {
  @IsUUID('all', { message: M.toUserNotYou })
  toUserId: string;

  @IsIn(INVITATION_ANSWER_STATUSES, { message: M.answerStatusInvalid })
  status: InvitationAnswerStatus;
}

/** POST /api/networker-profiles: the profile, and with an invitation its acceptance (spec: registration's fields but auth). */
export class NetworkerProfileWithInvitationDto
  extends NetworkerProfileDto
  implements NetworkerProfileWithInvitationRequest
{
  @IsOptional() @InvitationRefField() invitationUuid?: string;
  @OptionalText(254) email?: string;
  @ApprovalsField() prospectApprovals?: ProspectApprovals;
  @NewContactsField() newContacts?: NewContactDto[];
}
