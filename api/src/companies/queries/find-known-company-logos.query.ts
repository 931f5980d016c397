import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type LogoFetchAnswer, parseCompanyInput } from '@referrals/contracts';
import { companyNameKey } from '@referrals/projections';
import { CompanyCatalogue } from '../company-catalogue.js';
import { LogoFinder } from '../logo-finder.js';

/**
 * FindCompanyLogo's answers for the companies it can answer without looking a logo up now (in the
 * catalogue, or their lookup's answer cached, or none to make), for a page's first response; the
 * others are left out, for the browser to ask about. Never waits on the logo service.
 */
export class FindKnownCompanyLogos extends Query<LogoFetchAnswer[]> {
  constructor(readonly companyNames: readonly string[]) {
    super();
  }
}

@QueryHandler(FindKnownCompanyLogos)
export class FindKnownCompanyLogosHandler implements IQueryHandler<FindKnownCompanyLogos> {
  constructor(
    @Inject(CompanyCatalogue) private readonly catalogue: CompanyCatalogue,
    @Inject(LogoFinder) private readonly logos: LogoFinder,
  ) {}

  async execute({ companyNames }: FindKnownCompanyLogos): Promise<LogoFetchAnswer[]> {
    const names = companyNames.filter(Boolean);
    const catalogueNames = names.map((name) => parseCompanyInput(name).name);
    const catalogued = await this.catalogue.byNames(catalogueNames, null);
    const catalogueLogos = catalogueNames.map(
      (name) => catalogued.get(companyNameKey(name))?.logoUrl ?? null,
    );
    const found = await this.logos.known(names.filter((_, index) => catalogueLogos[index] === null));
    return names.flatMap((companyName, index) => {
      const logo = catalogueLogos[index] ?? found.get(companyName);
      return logo === undefined ? [] : [{ logo: logo ?? '', companyName }];
    });
  }
}
