import { IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export class AddTargetCompanyDto {
  @IsUUID()
  companyId: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  roleTitle?: string;
}

export class AddIntroCompanyDto {
  @IsUUID()
  companyId: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string;

  @IsOptional()
  @IsBoolean()
  verified?: boolean;
}
