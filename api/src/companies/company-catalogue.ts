import { Inject, Injectable } from '@nestjs/common';
import {
  type Company,
  COMPANY_EVENT_TYPES,
  type CompanyRegisteredData,
  companyStream,
  parseCompanyInput,
  WrongExpectedVersion,
} from '@referrals/contracts';
import { companyNameKey } from '@referrals/projections';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../platform/database/database.token.js';
import { EventWriter } from '../platform/events/event-writer.js';
import { ReadYourWrites } from '../platform/events/read-your-writes.js';
import { companyIdFor } from './company-id.js';

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

/** The shared catalogue of companies: reads from its read model, additions as events. */
@Injectable()
export class CompanyCatalogue {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

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

  /** The company of this "Name | domain" input, registered first when it is new. */
  async findOrCreate(companyInput: string, logoUrl: string | null): Promise<Company> {
    const { name, domain } = parseCompanyInput(companyInput);
    const existing = await this.byName(name);
    if (existing) return existing;
    const companyId = companyIdFor(companyNameKey(name));
    const data: CompanyRegisteredData = { companyId, name, domain, logoUrl };
    try {
      const written = await this.writer.append(
        companyStream(companyId),
        [{ type: COMPANY_EVENT_TYPES.companyRegistered, data }],
        'no_stream',
      );
      await this.readYourWrites.answer(written);
      return { id: companyId, name, domain, logoUrl };
    } catch (error) {
      // Someone registered it a moment ago: theirs is the company.
      if (!(error instanceof WrongExpectedVersion)) throw error;
      return (await this.byName(name)) ?? { id: companyId, name, domain, logoUrl };
    }
  }
}
