import { Module } from '@nestjs/common';
import { CompaniesController } from './companies.controller.js';
import { CompanyCatalogue } from './company-catalogue.js';
import { LogoFinder } from './logo-finder.js';

/** The shared company catalogue and the logos of company avatars. */
@Module({
  controllers: [CompaniesController],
  providers: [CompanyCatalogue, LogoFinder],
  exports: [CompanyCatalogue, LogoFinder],
})
export class CompaniesModule {}
