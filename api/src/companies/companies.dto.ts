import type { CompanyCheckRequest, FindOrCreateCompanyRequest } from '@referrals/contracts';
import { applyDecorators } from '@nestjs/common';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { WebUrl } from '../platform/http/text-fields.js';

const COMPANY_NAME = { message: 'Please enter a company name' };

/** An http(s) logo address; empty or null (the spec's client sends what its check found) means none. */
const OptionalLogoUrl = () =>
  applyDecorators(
    IsOptional(),
    ValidateIf((_dto: object, value: unknown) => typeof value !== 'string' || value.trim() !== ''),
    WebUrl('logoUrl must be an http(s) URL', { schemeRequired: true }),
    MaxLength(1000),
  );

export class CompanyCheckDto implements CompanyCheckRequest {
  @IsString(COMPANY_NAME)
  @Matches(/^[^|]*[^|\s]/, COMPANY_NAME)
  @MaxLength(300)
  companyInput: string;
}

export class FindOrCreateCompanyDto implements FindOrCreateCompanyRequest {
  @IsString(COMPANY_NAME)
  @Matches(/^[^|]*[^|\s]/, COMPANY_NAME)
  @MaxLength(300)
  companyInput: string;

  @OptionalLogoUrl()
  logoUrl?: string;
}

export class CreateCompanyDto {
  @IsString(COMPANY_NAME)
  @IsNotEmpty(COMPANY_NAME)
  @MaxLength(200)
  name: string;

  @IsOptional()
  @IsString()
  @MaxLength(253)
  domain?: string;

  @OptionalLogoUrl()
  logoUrl?: string;
}
