import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Company, CompanyCheckAnswer, LogoFetchAnswer } from '@referrals/contracts';
import { Public, SignedIn } from '../platform/http/access.decorators.js';
import { optionalText } from '../platform/http/optional-text.js';
import { FindOrCreateCompany } from './commands/find-or-create-company.command.js';
import { CompanyCheckDto, CreateCompanyDto, FindOrCreateCompanyDto } from './companies.dto.js';
import { LogoLookupLimit } from './logo-lookup-limit.js';
import { CheckCompany } from './queries/check-company.query.js';
import { FindCompanyLogo } from './queries/find-company-logo.query.js';
import { GetCompany } from './queries/get-company.query.js';
import { ListCompanies } from './queries/list-companies.query.js';
import type { Request } from 'express';

@Controller()
export class CompaniesController {
  constructor(
    @Inject(LogoLookupLimit) private readonly logoLookups: LogoLookupLimit,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get('companies')
  @SignedIn()
  list(@Req() request: Request): Promise<Company[]> {
    return this.queries.execute(new ListCompanies(request.session.userId!));
  }

  @Get('companies/:id')
  @SignedIn()
  byId(@Param('id', ParseUUIDPipe) id: string, @Req() request: Request): Promise<Company> {
    return this.queries.execute(new GetCompany(id, request.session.userId!));
  }

  /** A logo sent along is the operator's own (ADR 0028): the catalogue's comes from the server's lookup. */
  @Post('companies')
  @SignedIn('operator')
  create(@Body() body: CreateCompanyDto, @Req() request: Request): Promise<Company> {
    const input = body.domain ? `${body.name} | ${body.domain}` : body.name;
    return this.commands.execute(
      new FindOrCreateCompany(input, optionalText(body.logoUrl), request.session.userId!),
    );
  }

  /** Whether the company is known, and its logo (stored, or found now). */
  @Post('companies/check')
  @SignedIn()
  @HttpCode(200)
  check(@Body() body: CompanyCheckDto, @Req() request: Request): Promise<CompanyCheckAnswer> {
    return this.queries.execute(new CheckCompany(body.companyInput, request.session.userId!));
  }

  @Post('companies/find-or-create')
  @SignedIn('operator')
  @HttpCode(200)
  findOrCreate(@Body() body: FindOrCreateCompanyDto, @Req() request: Request): Promise<Company> {
    return this.commands.execute(
      new FindOrCreateCompany(body.companyInput, optionalText(body.logoUrl), request.session.userId!),
    );
  }

  /** The company avatar's logo on any page, the public invitation page included. */
  @Get('logo/fetch')
  @Public()
  async fetchLogo(
    @Query('company') company: string | undefined,
    @Req() request: Request,
  ): Promise<LogoFetchAnswer> {
    await this.logoLookups.consume(request.ip ?? 'unknown');
    return this.queries.execute(new FindCompanyLogo((company ?? '').trim().slice(0, 300)));
  }
}
