import { Inject, Injectable } from '@nestjs/common';
import type { Company } from '@referrals/contracts';
import { companyNameKey } from '@referrals/projections';
import type { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { DATA_SOURCE } from '../platform/database/database.token.js';
import { isLogoServiceAddress } from './logo-service-address.js';

/** A row of `companies` (alias `c`) with the viewer's own logo for it, as COMPANY_COLUMNS select it. */
export interface CompanyRow {
  id: string;
  name: string;
  domain: string | null;
  logo_url: string | null;
  own_logo_url: string | null;
}

export const COMPANY_COLUMNS = 'c.id, c.name, c.domain, c.logo_url, own.logo_url AS own_logo_url';

/** Joins the logos the viewer (the uuid in the given parameter, or null) gave companies themselves. */
export const ownLogosJoin = (viewerParameter: string): string =>
  `LEFT JOIN operator_company_logos own ON own.company_id = c.id AND own.user_id = ${viewerParameter}::uuid`;

/**
 * The shared catalogue of companies, read from its read model (additions: FindOrCreateCompany), as
 * one viewer sees it: the logo an operator gave a company is shown to that operator only; everyone
 * else sees the logo the server's own lookup found.
 */
@Injectable()
export class CompanyCatalogue {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(viewerId: string | null): Promise<Company[]> {
    const rows = await this.dataSource.query<CompanyRow[]>(
      `SELECT ${COMPANY_COLUMNS} FROM companies c ${ownLogosJoin('$1')} ORDER BY c.name_key LIMIT 1000`,
      [viewerId],
    );
    return rows.map((row) => this.toCompany(row));
  }

  async byId(id: string, viewerId: string | null): Promise<Company | null> {
    const rows = await this.dataSource.query<CompanyRow[]>(
      `SELECT ${COMPANY_COLUMNS} FROM companies c ${ownLogosJoin('$2')} WHERE c.id = $1`,
      [id, viewerId],
    );
    return rows[0] ? this.toCompany(rows[0]) : null;
  }

  async byName(name: string, viewerId: string | null): Promise<Company | null> {
    const rows = await this.dataSource.query<CompanyRow[]>(
      `SELECT ${COMPANY_COLUMNS} FROM companies c ${ownLogosJoin('$2')} WHERE c.name_key = $1`,
      [companyNameKey(name), viewerId],
    );
    return rows[0] ? this.toCompany(rows[0]) : null;
  }

  /** The companies of these names that the catalogue holds, by their name's key (`companyNameKey`). */
  async byNames(names: readonly string[], viewerId: string | null): Promise<Map<string, Company>> {
    if (names.length === 0) return new Map();
    const rows = await this.dataSource.query<(CompanyRow & { name_key: string })[]>(
      `SELECT ${COMPANY_COLUMNS}, c.name_key FROM companies c ${ownLogosJoin('$2')} WHERE c.name_key = ANY($1::text[])`,
      [names.map(companyNameKey), viewerId],
    );
    return new Map(rows.map((row) => [row.name_key, this.toCompany(row)]));
  }

  /** The company as its viewer sees it: their own logo, else the catalogue's when the logo service serves it. */
  toCompany(row: CompanyRow): Company {
    const catalogueLogo =
      row.logo_url && isLogoServiceAddress(row.logo_url, this.config.logoUrlTemplate) ? row.logo_url : null;
    return { id: row.id, name: row.name, domain: row.domain, logoUrl: row.own_logo_url ?? catalogueLogo };
  }
}
