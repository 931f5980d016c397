import { applyDecorators } from '@nestjs/common';
import {
  canonicalTimeZone,
  isKnownTimeZone,
  OPERATOR_PROFILE_MESSAGES,
  type OperatorProfileInput,
  TIME_ZONE_MESSAGES,
  webUrlInvalidMessage,
} from '@referrals/contracts';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidateIf,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { OptionalEmail, OptionalText, OptionalWebUrl } from '../../platform/http/text-fields.js';

const NON_BLANK = /\S/;
const FULL_NAME_REQUIRED = 'Full name is required';
const LIST_ENTRY = { each: true, message: OPERATOR_PROFILE_MESSAGES.emptyListEntry };

/** An IANA time zone Intl knows ("America/Chicago"); empty means none was chosen (older profiles). */
@ValidatorConstraint({ name: 'knownTimeZone' })
class KnownTimeZone implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && (value.trim() === '' || isKnownTimeZone(value));
  }

  defaultMessage(): string {
    return TIME_ZONE_MESSAGES.invalid;
  }
}

const ListOfEntries = () =>
  applyDecorators(
    Matches(NON_BLANK, LIST_ENTRY),
    IsString(LIST_ENTRY),
    ArrayMaxSize(50),
    IsArray(),
    IsOptional(),
  );

/**
 * PUT /api/operator-profile/{userId}: the whole profile; omitted fields are saved empty. The spec's
 * aliases (name, agenda, attendees) are accepted in place of fullName, meetingAgenda and meetingAttendees.
 */
export class OperatorProfileDto implements Partial<OperatorProfileInput> {
  @ValidateIf((dto: OperatorProfileDto) => dto.name === undefined)
  @IsString({ message: FULL_NAME_REQUIRED })
  @MaxLength(200)
  fullName?: string;
  @ValidateIf((dto: OperatorProfileDto) => dto.fullName === undefined)
  @IsString({ message: FULL_NAME_REQUIRED })
  @MaxLength(200)
  name?: string;
  @OptionalText(200) title?: string;
  @OptionalText(200) company?: string;
  @OptionalText(200) location?: string;
  @OptionalText(200) region?: string;
  @OptionalWebUrl(500, webUrlInvalidMessage('LinkedIn URL')) linkedinUrl?: string;
  @OptionalWebUrl(500, webUrlInvalidMessage('Website URL')) websiteUrl?: string;
  @OptionalWebUrl(500, webUrlInvalidMessage('Scheduling link')) scheduleLink?: string;
  @IsString({ message: OPERATOR_PROFILE_MESSAGES.invalidEmail })
  @Matches(/@/, { message: OPERATOR_PROFILE_MESSAGES.invalidEmail })
  @MaxLength(254)
  email: string;
  @OptionalText(40) phone?: string;
  @OptionalText(2000) introMessage?: string;
  @OptionalText(4000) bio?: string;
  @OptionalWebUrl(1000, webUrlInvalidMessage('Profile image URL')) profileImageUrl?: string;
  @OptionalWebUrl(1000, webUrlInvalidMessage('Background image URL')) backgroundImageUrl?: string;
  @OptionalText(200) productName?: string;
  @OptionalText(1000) productSummary?: string;
  @OptionalText(4000) productDescription?: string;
  @OptionalText(200) prospectsTitle?: string;
  @OptionalText(2000) prospectsDescription?: string;
  @OptionalText(200) meetingFormat?: string;
  @OptionalText(2000) meetingAgenda?: string;
  @OptionalText(2000) agenda?: string;
  @ListOfEntries() meetingAttendees?: string[];
  @ListOfEntries() attendees?: string[];
  @OptionalText(2000) prepNotes?: string;
  @Validate(KnownTimeZone)
  @OptionalText(100)
  // Stored as Intl spells it ("america/chicago" → "America/Chicago"); anything else is judged as sent.
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (canonicalTimeZone(value) ?? value) : value,
  )
  timeZoneDisplay?: string;
  @OptionalText(300) greetingLine?: string;
  @OptionalText(2000) specificAskText?: string;
  @OptionalText(1000) trustQuote?: string;
  @OptionalText(200) payoutMethod?: string;
  @OptionalText(4000) terms?: string;
  @OptionalText(4000) notes?: string;
  @OptionalText(4000) additionalNotes?: string;
  @OptionalEmail() overrideEmail?: string;
  @OptionalEmail() directEmail?: string;
  @OptionalText(40) directPhone?: string;

  @ListOfEntries() targetProspects?: string[];
  @ListOfEntries() customers?: string[];
  @ListOfEntries() useCases?: string[];
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) industries?: string[];
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) seniorityLevels?: string[];
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) functions?: string[];

  @IsOptional()
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(1_000_000)
  bountyAmount?: number;
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100)
  revenueShare?: number;
}
