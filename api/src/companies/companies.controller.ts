import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type Company,
  type CompanyCheckAnswer,
  type LogoFetchAnswer,
  parseCompanyInput,
} from '@referrals/contracts';
import { Public, SignedIn } from '../platform/http/access.decorators.js';
import { optionalText } from '../platform/http/optional-text.js';
import { FindOrCreateCompany } from './commands/find-or-create-company.command.js';
import { CompanyCatalogue } from './company-catalogue.js';
import { CompanyCheckDto, CreateCompanyDto, FindOrCreateCompanyDto } from './companies.dto.js';
import { LogoFinder } from './logo-finder.js';
import { LogoLookupLimit } from './logo-lookup-limit.js';
import type { Request } from 'express';

@Controller()
export class CompaniesController {
  constructor(
    @Inject(CompanyCatalogue) private readonly catalogue: CompanyCatalogue,
    @Inject(LogoFinder) private readonly logos: LogoFinder,
    @Inject(LogoLookupLimit) private readonly logoLookups: LogoLookupLimit,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get('companies')
  @SignedIn()
  list(): Promise<Company[]> {
    return this.catalogue.list();
  }

  @Get('companies/:id')
  @SignedIn()
  async byId(@Param('id', ParseUUIDPipe) id: string): Promise<Company> {
    const company = await this.catalogue.byId(id);
    if (!company) throw new NotFoundException('Company not found');
    return company;
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
  async check(@Body() body: CompanyCheckDto): Promise<CompanyCheckAnswer> {
    const known = await this.catalogue.byName(parseCompanyInput(body.companyInput).name);
    const logoUrl = known?.logoUrl ?? (await this.logos.find(body.companyInput));
    return { exists: known !== null || logoUrl !== null, logoUrl };
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
    const companyName = (company ?? '').trim().slice(0, 300);
    const known = companyName ? await this.catalogue.byName(parseCompanyInput(companyName).name) : null;
    const logo = known?.logoUrl ?? (companyName ? await this.logos.find(companyName) : null);
    return { logo: logo ?? '', companyName };
  }
}
