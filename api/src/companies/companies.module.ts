import { Module } from '@nestjs/common';
import { CompaniesController } from './companies.controller.js';
import { CompanyCatalogue } from './company-catalogue.js';
import { LogoFinder } from './logo-finder.js';
import { LogoLookupLimit } from './logo-lookup-limit.js';
import {
  IntroCompaniesController,
  TargetCompaniesController,
} from './profile-companies/profile-companies.controller.js';
import { ProfileCompanies } from './profile-companies/profile-companies.js';

/** The shared company catalogue, the logos of company avatars, and the companies on each profile. */
@Module({
  controllers: [CompaniesController, TargetCompaniesController, IntroCompaniesController],
  providers: [CompanyCatalogue, LogoFinder, LogoLookupLimit, ProfileCompanies],
  exports: [CompanyCatalogue, LogoFinder],
})
export class CompaniesModule {}
