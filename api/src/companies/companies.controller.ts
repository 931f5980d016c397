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
import { LogoFinder } from './logo-finder.js';
import { LogoLookupLimit } from './logo-lookup-limit.js';
import { CheckCompany } from './queries/check-company.query.js';
import { FindCompanyLogo } from './queries/find-company-logo.query.js';
import { GetCompany } from './queries/get-company.query.js';
import { ListCompanies } from './queries/list-companies.query.js';
import type { Request } from 'express';

@Controller()
export class CompaniesController {
  constructor(
    @Inject(LogoFinder) private readonly logos: LogoFinder,
    @Inject(LogoLookupLimit) private readonly logoLookups: LogoLookupLimit,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get('companies')
  @SignedIn()
  list(): Promise<Company[]> {
    return this.queries.execute(new ListCompanies());
  }

  @Get('companies/:id')
  @SignedIn()
  byId(@Param('id', ParseUUIDPipe) id: string): Promise<Company> {
    return this.queries.execute(new GetCompany(id));
  }

  @Post('companies')
  @SignedIn('operator')
  create(@Body() body: CreateCompanyDto): Promise<Company> {
    const input = body.domain ? `${body.name} | ${body.domain}` : body.name;
    return this.commands.execute(new FindOrCreateCompany(input, optionalText(body.logoUrl)));
  }

  /** Whether the company is known, and its logo (stored, or found now). */
  @Post('companies/check')
  @SignedIn()
  @HttpCode(200)
  check(@Body() body: CompanyCheckDto): Promise<CompanyCheckAnswer> {
    return this.queries.execute(new CheckCompany(body.companyInput));
  }

  @Post('companies/find-or-create')
  @SignedIn('operator')
  @HttpCode(200)
  async findOrCreate(@Body() body: FindOrCreateCompanyDto): Promise<Company> {
    const logoUrl = optionalText(body.logoUrl) ?? (await this.logos.find(body.companyInput));
    return this.commands.execute(new FindOrCreateCompany(body.companyInput, logoUrl));
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
