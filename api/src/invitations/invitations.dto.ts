import { applyDecorators } from '@nestjs/common';
import {
  type CreateGenericInvitationRequest,
  type CreateInvitationRequest,
  INVITATION_GROUP_NAMES,
  INVITATION_MAX_PAGE_SIZE,
  INVITATION_MESSAGES,
  INVITATION_PAGE_MESSAGES,
  INVITATION_PAGE_SIZE,
  INVITATION_SLUG_MAX_LENGTH,
  type InvitationGroup,
  MAX_BOUNTY_DOLLARS,
  MAX_REVENUE_SHARE_MONTHS,
  type UpdateInvitationRequest,
  webUrlInvalidMessage,
} from '@referrals/contracts';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { OptionalEmail, OptionalText, OptionalWebUrl } from '../platform/http/text-fields.js';
import { decodeInvitationCursor, InvitationPagePosition } from './invitation-page-cursor.js';
import { PageCursor, PageLimit } from '../platform/paging/page-query.js';

const NON_BLANK = /\S/;

/** A bounty in dollars: at least 0, cents at most, null or omitted when not offered (rules bottom-up). */
const Bounty = (): PropertyDecorator =>
  applyDecorators(
    Max(MAX_BOUNTY_DOLLARS, { message: INVITATION_MESSAGES.bountyTooLarge }),
    Min(0, { message: INVITATION_MESSAGES.bountyNegative }),
    IsNumber(
      { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
      { message: INVITATION_MESSAGES.bountyPrecision },
    ),
    IsOptional(),
  );

export class BountiesDto {
  @Bounty() introEmailBounty?: number | null;
  @Bounty() referralBounty?: number | null;
  @Bounty() revShareBounty?: number | null;
  /** Omitted: a new invitation offers the profile's revenue share, a change keeps the one on offer. */
  @Max(100, { message: INVITATION_MESSAGES.revenueSharePercent })
  @Min(0, { message: INVITATION_MESSAGES.revenueSharePercent })
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
    { message: INVITATION_MESSAGES.revenueSharePercent },
  )
  @IsOptional()
  revenueSharePercent?: number;
  @Max(MAX_REVENUE_SHARE_MONTHS, { message: INVITATION_MESSAGES.revenueShareMonths })
  @Min(1, { message: INVITATION_MESSAGES.revenueShareMonths })
  @IsInt({ message: INVITATION_MESSAGES.revenueShareMonths })
  @IsOptional()
  revenueShareMonths?: number;
}

/** PUT /api/networker-invitations/{id}/bounties; `id`, when sent, must be the path's. */
export class UpdateBountiesDto extends BountiesDto {
  @IsOptional() @IsUUID() id?: string;
}

export class CreateInvitationDto extends BountiesDto implements CreateInvitationRequest {
  @OptionalText(200) prospectName?: string;
  @OptionalText(200) targetName?: string;
  @OptionalText(200) prospectTitle?: string;
  @OptionalText(200) prospectCompany?: string;
  @OptionalWebUrl(500, webUrlInvalidMessage('LinkedIn URL')) prospectLinkedinUrl?: string;
  @OptionalEmail()
  targetEmail?: string;
  @OptionalText(INVITATION_SLUG_MAX_LENGTH + 20) slug?: string;
}

export class CreateGenericInvitationDto implements CreateGenericInvitationRequest {
  @IsString({ message: INVITATION_MESSAGES.genericTitleRequired })
  @Matches(NON_BLANK, { message: INVITATION_MESSAGES.genericTitleRequired })
  @MaxLength(200)
  title: string;
  @OptionalText(2000) description?: string;
  @OptionalText(INVITATION_SLUG_MAX_LENGTH + 20) slug?: string;
  @IsOptional()
  @IsInt({ message: INVITATION_MESSAGES.maxRegistrations })
  @Min(1, { message: INVITATION_MESSAGES.maxRegistrations })
  @Max(100_000, { message: INVITATION_MESSAGES.maxRegistrations })
  maxRegistrations?: number | null;
}

export class UpdateInvitationDto implements UpdateInvitationRequest {
  @OptionalText(200) networkerFirstName?: string;
  @IsOptional() @IsBoolean() isActive?: boolean;
}

export class BatchStatusDto {
  @IsArray() @ArrayMaxSize(500) @IsString({ each: true }) @MaxLength(200, { each: true }) slugs: string[];
}

/** GET /api/networker-invitations/page?group=&cursor=&limit= (rules bottom-up). */
export class InvitationPageQueryDto {
  @IsIn(INVITATION_GROUP_NAMES, { message: INVITATION_PAGE_MESSAGES.groupInvalid })
  group: InvitationGroup;

  @PageCursor(InvitationPagePosition, decodeInvitationCursor)
  cursor?: InvitationPagePosition;

  @PageLimit(INVITATION_MAX_PAGE_SIZE)
  limit: number = INVITATION_PAGE_SIZE;
}
