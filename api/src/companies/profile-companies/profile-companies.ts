import { Inject, Injectable } from '@nestjs/common';
import type { IntroCompany, TargetCompany } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { COMPANY_COLUMNS, CompanyCatalogue, type CompanyRow, ownLogosJoin } from '../company-catalogue.js';

type ListTable = 'operator_target_companies' | 'networker_intro_companies';

type Row = CompanyRow & Record<string, unknown>;

/**
 * The companies on each profile's lists, read from their read model, as the profile's owner sees
 * them. Changes are commands on the profile's stream (AddTargetCompany, RemoveTargetCompany,
 * AddIntroCompany, RemoveIntroCompany).
 */
@Injectable()
export class ProfileCompanies {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(CompanyCatalogue) private readonly catalogue: CompanyCatalogue,
  ) {}

  async targets(userId: string): Promise<TargetCompany[]> {
    const rows = await this.rows('operator_target_companies', userId, 'l.role_title');
    return rows.map((row) => ({
      company: this.catalogue.toCompany(row),
      roleTitle: row.role_title as string | null,
    }));
  }

  async intros(userId: string): Promise<IntroCompany[]> {
    const rows = await this.rows('networker_intro_companies', userId, 'l.notes, l.verified');
    return rows.map((row) => ({
      company: this.catalogue.toCompany(row),
      notes: row.notes as string | null,
      verified: row.verified as boolean,
    }));
  }

  private rows(table: ListTable, userId: string, columns: string): Promise<Row[]> {
    return this.dataSource.query<Row[]>(
      `SELECT ${COMPANY_COLUMNS}, ${columns} FROM ${table} l
       JOIN companies c ON c.id = l.company_id ${ownLogosJoin('$1')}
       WHERE l.user_id = $1 ORDER BY l.added_at, c.name_key`,
      [userId],
    );
  }
}
