import { OPERATOR_PROFILE_MESSAGES, type OperatorProfileInput } from '@referrals/contracts';
import { Type } from 'class-transformer';
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
} from 'class-validator';

const NON_BLANK = /\S/;
const LIST_ENTRY = { each: true, message: OPERATOR_PROFILE_MESSAGES.emptyListEntry };

/** PUT /api/operator-profile/{userId}: the whole profile; omitted fields are saved empty. */
export class OperatorProfileDto implements Partial<OperatorProfileInput> {
  @IsString() @MaxLength(200) fullName: string;
  @IsOptional() @IsString() @MaxLength(200) title?: string;
  @IsOptional() @IsString() @MaxLength(200) company?: string;
  @IsOptional() @IsString() @MaxLength(200) location?: string;
  @IsOptional() @IsString() @MaxLength(200) region?: string;
  @IsOptional() @IsString() @MaxLength(500) linkedinUrl?: string;
  @IsOptional() @IsString() @MaxLength(500) websiteUrl?: string;
  @IsOptional() @IsString() @MaxLength(500) scheduleLink?: string;
  @IsString()
  @Matches(/@/, { message: OPERATOR_PROFILE_MESSAGES.invalidEmail })
  @MaxLength(254)
  email: string;
  @IsOptional() @IsString() @MaxLength(40) phone?: string;
  @IsOptional() @IsString() @MaxLength(2000) introMessage?: string;
  @IsOptional() @IsString() @MaxLength(4000) bio?: string;
  @IsOptional() @IsString() @MaxLength(1000) profileImageUrl?: string;
  @IsOptional() @IsString() @MaxLength(1000) backgroundImageUrl?: string;
  @IsOptional() @IsString() @MaxLength(200) productName?: string;
  @IsOptional() @IsString() @MaxLength(1000) productSummary?: string;
  @IsOptional() @IsString() @MaxLength(4000) productDescription?: string;
  @IsOptional() @IsString() @MaxLength(200) prospectsTitle?: string;
  @IsOptional() @IsString() @MaxLength(2000) prospectsDescription?: string;
  @IsOptional() @IsString() @MaxLength(200) meetingFormat?: string;
  @IsOptional() @IsString() @MaxLength(2000) meetingAgenda?: string;
  @IsOptional() @IsString() @MaxLength(100) timeZoneDisplay?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString(LIST_ENTRY)
  @Matches(NON_BLANK, LIST_ENTRY)
  targetProspects?: string[];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString(LIST_ENTRY)
  @Matches(NON_BLANK, LIST_ENTRY)
  customers?: string[];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString(LIST_ENTRY)
  @Matches(NON_BLANK, LIST_ENTRY)
  useCases?: string[];
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
