import { Module } from '@nestjs/common';
import { AddIntroCompanyHandler } from './commands/add-intro-company.command.js';
import { AddTargetCompanyHandler } from './commands/add-target-company.command.js';
import { FindOrCreateCompanyHandler } from './commands/find-or-create-company.command.js';
import { ProfileCompanyCommands } from './commands/profile-company-commands.js';
import { RemoveIntroCompanyHandler } from './commands/remove-intro-company.command.js';
import { RemoveTargetCompanyHandler } from './commands/remove-target-company.command.js';
import { CompaniesController } from './companies.controller.js';
import { CompanyCatalogue } from './company-catalogue.js';
import { LogoFinder } from './logo-finder.js';
import { LogoLookupLimit } from './logo-lookup-limit.js';
import { CheckCompanyHandler } from './queries/check-company.query.js';
import { FindCompanyLogoHandler } from './queries/find-company-logo.query.js';
import { FindKnownCompanyLogosHandler } from './queries/find-known-company-logos.query.js';
import { GetCompanyHandler } from './queries/get-company.query.js';
import { ListCompaniesHandler } from './queries/list-companies.query.js';
import { ListIntroCompaniesHandler } from './queries/list-intro-companies.query.js';
import { ListTargetCompaniesHandler } from './queries/list-target-companies.query.js';
import {
  IntroCompaniesController,
  TargetCompaniesController,
} from './profile-companies/profile-companies.controller.js';
import { ProfileCompanies } from './profile-companies/profile-companies.js';

/** The shared company catalogue, the logos of company avatars, and the companies on each profile. */
@Module({
  controllers: [CompaniesController, TargetCompaniesController, IntroCompaniesController],
  providers: [
    CompanyCatalogue,
    LogoFinder,
    LogoLookupLimit,
    ProfileCompanies,
    FindOrCreateCompanyHandler,
    ProfileCompanyCommands,
    AddTargetCompanyHandler,
    RemoveTargetCompanyHandler,
    AddIntroCompanyHandler,
    RemoveIntroCompanyHandler,
    ListCompaniesHandler,
    GetCompanyHandler,
    FindCompanyLogoHandler,
    FindKnownCompanyLogosHandler,
    CheckCompanyHandler,
    ListTargetCompaniesHandler,
    ListIntroCompaniesHandler,
  ],
  exports: [CompanyCatalogue, LogoFinder],
})
export class CompaniesModule {}
