import { Inject, Injectable } from '@nestjs/common';
import type { Company } from '@referrals/contracts';
import { companyNameKey } from '@referrals/projections';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../platform/database/database.token.js';

/** A row of `companies` as the catalogue selects it. */
export interface CompanyRow {
  id: string;
  name: string;
  domain: string | null;
  logo_url: string | null;
}

export const toCompany = (row: CompanyRow): Company => ({
  id: row.id,
  name: row.name,
  domain: row.domain,
  logoUrl: row.logo_url,
});

/** The shared catalogue of companies, read from its read model (additions: FindOrCreateCompany). */
@Injectable()
export class CompanyCatalogue {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async list(): Promise<Company[]> {
    const rows = await this.dataSource.query<CompanyRow[]>(
      'SELECT id, name, domain, logo_url FROM companies ORDER BY name_key LIMIT 1000',
    );
    return rows.map(toCompany);
  }

  async byId(id: string): Promise<Company | null> {
    const rows = await this.dataSource.query<CompanyRow[]>(
      'SELECT id, name, domain, logo_url FROM companies WHERE id = $1',
      [id],
    );
    return rows[0] ? toCompany(rows[0]) : null;
  }

  async byName(name: string): Promise<Company | null> {
    const rows = await this.dataSource.query<CompanyRow[]>(
      'SELECT id, name, domain, logo_url FROM companies WHERE name_key = $1',
      [companyNameKey(name)],
    );
    return rows[0] ? toCompany(rows[0]) : null;
  }
}
