import {
  Body,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  Inject,
  Param,
  ParseUUIDPipe,
  Post,
  Req,
} from '@nestjs/common';
import {
  AUTH_API_MESSAGES,
  type CommandAnswer,
  type IntroCompany,
  type TargetCompany,
} from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { AddIntroCompanyDto, AddTargetCompanyDto } from './profile-companies.dto.js';
import { ProfileCompanies } from './profile-companies.js';

/** A profile's company lists are its owner's alone. */
function ownProfile(request: Request, profileId: string): string {
  if (request.session.userId !== profileId) throw new ForbiddenException(AUTH_API_MESSAGES.notYourAccount);
  return profileId;
}

@Controller('operator-profiles/:id/target-companies')
export class TargetCompaniesController {
  constructor(@Inject(ProfileCompanies) private readonly lists: ProfileCompanies) {}

  @Get()
  @SignedIn('operator')
  list(@Param('id', ParseUUIDPipe) id: string, @Req() request: Request): Promise<TargetCompany[]> {
    return this.lists.targets(ownProfile(request, id));
  }

  @Post()
  @SignedIn('operator')
  add(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: AddTargetCompanyDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.lists.addTarget(ownProfile(request, id), body.companyId, body.roleTitle?.trim() || null);
  }

  @Delete(':companyId')
  @SignedIn('operator')
  remove(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('companyId', ParseUUIDPipe) companyId: string,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.lists.removeTarget(ownProfile(request, id), companyId);
  }
}

@Controller('networker-profiles/:id/intro-companies')
export class IntroCompaniesController {
  constructor(@Inject(ProfileCompanies) private readonly lists: ProfileCompanies) {}

  @Get()
  @SignedIn('networker')
  list(@Param('id', ParseUUIDPipe) id: string, @Req() request: Request): Promise<IntroCompany[]> {
    return this.lists.intros(ownProfile(request, id));
  }

  @Post()
  @SignedIn('networker')
  add(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: AddIntroCompanyDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.lists.addIntro(
      ownProfile(request, id),
      body.companyId,
      body.notes?.trim() || null,
      body.verified ?? false,
    );
  }

  @Delete(':companyId')
  @SignedIn('networker')
  remove(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('companyId', ParseUUIDPipe) companyId: string,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.lists.removeIntro(ownProfile(request, id), companyId);
  }
}
