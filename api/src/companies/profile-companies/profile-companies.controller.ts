import { Body, Controller, Delete, Get, Inject, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type CommandAnswer, type IntroCompany, type TargetCompany } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { optionalText } from '../../platform/http/optional-text.js';
import { ownAccount } from '../../platform/http/own-account.js';
import { AddIntroCompany } from '../commands/add-intro-company.command.js';
import { AddTargetCompany } from '../commands/add-target-company.command.js';
import { RemoveIntroCompany } from '../commands/remove-intro-company.command.js';
import { RemoveTargetCompany } from '../commands/remove-target-company.command.js';
import { ListIntroCompanies } from '../queries/list-intro-companies.query.js';
import { ListTargetCompanies } from '../queries/list-target-companies.query.js';
import { AddIntroCompanyDto, AddTargetCompanyDto } from './profile-companies.dto.js';

@Controller('operator-profiles/:id/target-companies')
export class TargetCompaniesController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get()
  @SignedIn('operator')
  list(@Param('id', ParseUUIDPipe) id: string, @Req() request: Request): Promise<TargetCompany[]> {
    return this.queries.execute(new ListTargetCompanies(ownAccount(request, id)));
  }

  @Post()
  @SignedIn('operator')
  add(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: AddTargetCompanyDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.commands.execute(
      new AddTargetCompany(ownAccount(request, id), body.companyId, optionalText(body.roleTitle)),
    );
  }

  @Delete(':companyId')
  @SignedIn('operator')
  remove(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('companyId', ParseUUIDPipe) companyId: string,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.commands.execute(new RemoveTargetCompany(ownAccount(request, id), companyId));
  }
}

@Controller('networker-profiles/:id/intro-companies')
export class IntroCompaniesController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get()
  @SignedIn('networker')
  list(@Param('id', ParseUUIDPipe) id: string, @Req() request: Request): Promise<IntroCompany[]> {
    return this.queries.execute(new ListIntroCompanies(ownAccount(request, id)));
  }

  @Post()
  @SignedIn('networker')
  add(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: AddIntroCompanyDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.commands.execute(
      new AddIntroCompany(
        ownAccount(request, id),
        body.companyId,
        optionalText(body.notes),
        body.verified ?? false,
      ),
    );
  }

  @Delete(':companyId')
  @SignedIn('networker')
  remove(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('companyId', ParseUUIDPipe) companyId: string,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.commands.execute(new RemoveIntroCompany(ownAccount(request, id), companyId));
  }
}
