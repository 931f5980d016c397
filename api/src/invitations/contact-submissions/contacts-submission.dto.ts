import {
  type ContactsSubmissionRequest,
  type ManualContact,
  PROSPECT_LIST_MESSAGES as M,
} from '@referrals/contracts';
import { Type } from 'class-transformer';
import { IsArray, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

/** Generous bound on the pasted block: the contact count and each address are checked after parsing. */
const LINKEDIN_BLOCK_MAX_LENGTH = 20_000;

class ManualContactDto implements ManualContact {
  @IsString({ message: M.contactIncomplete }) name: string;
  @IsString({ message: M.contactIncomplete }) company: string;
}

/**
 * POST /api/prospect-submissions/{invitationUuid}: the shapes only; which one was sent, blank
 * entries and counts are the contracts' `checkContactsSubmission`, shared with the page.
 */
export class ContactsSubmissionDto implements ContactsSubmissionRequest {
  @IsOptional() @IsString() @MaxLength(LINKEDIN_BLOCK_MAX_LENGTH) linkedInUrls?: string;

  @IsOptional()
  @IsArray({ message: M.completeContactRequired })
  @ValidateNested({ each: true })
  @Type(() => ManualContactDto)
  manualContacts?: ManualContactDto[];
}
