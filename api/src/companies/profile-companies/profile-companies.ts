import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type CommandAnswer,
  type IntroCompany,
  type IntroCompanyAddedData,
  networkerStream,
  operatorStream,
  PROFILE_COMPANY_EVENT_TYPES,
  type ProfileCompanyRemovedData,
  type TargetCompany,
  type TargetCompanyAddedData,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { EventWriter, type PendingEvent } from '../../platform/events/event-writer.js';
import { ReadYourWrites } from '../../platform/events/read-your-writes.js';
import { CompanyCatalogue, type CompanyRow, toCompany } from '../company-catalogue.js';

/** Which list of which profile: the operator's target companies or the networker's intro companies. */
interface ListKind {
  stream: (userId: string) => string;
  table: 'operator_target_companies' | 'networker_intro_companies';
  removedType: string;
}

const TARGETS: ListKind = {
  stream: operatorStream,
  table: 'operator_target_companies',
  removedType: PROFILE_COMPANY_EVENT_TYPES.targetCompanyRemoved,
};
const INTROS: ListKind = {
  stream: networkerStream,
  table: 'networker_intro_companies',
  removedType: PROFILE_COMPANY_EVENT_TYPES.introCompanyRemoved,
};

type Row = CompanyRow & Record<string, unknown>;

/** Adds and removes companies on a profile's lists; each change is an event in the profile's stream. */
@Injectable()
export class ProfileCompanies {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(CompanyCatalogue) private readonly catalogue: CompanyCatalogue,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async targets(userId: string): Promise<TargetCompany[]> {
    const rows = await this.rows(TARGETS, userId, 'l.role_title');
    return rows.map((row) => ({ company: toCompany(row), roleTitle: row.role_title as string | null }));
  }

  async intros(userId: string): Promise<IntroCompany[]> {
    const rows = await this.rows(INTROS, userId, 'l.notes, l.verified');
    return rows.map((row) => ({
      company: toCompany(row),
      notes: row.notes as string | null,
      verified: row.verified as boolean,
    }));
  }

  async addTarget(userId: string, companyId: string, roleTitle: string | null): Promise<CommandAnswer> {
    await this.requireCompany(companyId);
    const data: TargetCompanyAddedData = { userId, companyId, roleTitle };
    return this.append(TARGETS, userId, { type: PROFILE_COMPANY_EVENT_TYPES.targetCompanyAdded, data });
  }

  async addIntro(
    userId: string,
    companyId: string,
    notes: string | null,
    verified: boolean,
  ): Promise<CommandAnswer> {
    await this.requireCompany(companyId);
    const data: IntroCompanyAddedData = { userId, companyId, notes, verified };
    return this.append(INTROS, userId, { type: PROFILE_COMPANY_EVENT_TYPES.introCompanyAdded, data });
  }

  removeTarget(userId: string, companyId: string): Promise<CommandAnswer> {
    return this.remove(TARGETS, userId, companyId);
  }

  removeIntro(userId: string, companyId: string): Promise<CommandAnswer> {
    return this.remove(INTROS, userId, companyId);
  }

  private rows(kind: ListKind, userId: string, columns: string): Promise<Row[]> {
    return this.dataSource.query<Row[]>(
      `SELECT c.id, c.name, c.domain, c.logo_url, ${columns} FROM ${kind.table} l
       JOIN companies c ON c.id = l.company_id WHERE l.user_id = $1 ORDER BY l.added_at, c.name_key`,
      [userId],
    );
  }

  private async remove(kind: ListKind, userId: string, companyId: string): Promise<CommandAnswer> {
    const present = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM ${kind.table} WHERE user_id = $1 AND company_id = $2`,
      [userId, companyId],
    );
    if (present.length === 0) throw new NotFoundException('This company is not on the list');
    const data: ProfileCompanyRemovedData = { userId, companyId };
    return this.append(kind, userId, { type: kind.removedType, data });
  }

  private async requireCompany(companyId: string): Promise<void> {
    if (!(await this.catalogue.byId(companyId))) throw new NotFoundException('Company not found');
  }

  private async append(kind: ListKind, userId: string, event: PendingEvent): Promise<CommandAnswer> {
    return this.readYourWrites.answer(await this.writer.append(kind.stream(userId), [event], 'any'));
  }
}
