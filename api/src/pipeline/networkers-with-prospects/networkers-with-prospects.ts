import { Inject, Injectable } from '@nestjs/common';
import type { NetworkerWithProspects } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { withIsoDates } from '../../platform/database/iso-dates.js';
import {
  type FrozenTermsColumns,
  frozenTermsColumns,
  withFrozenTerms,
} from '../bounties/frozen-terms-columns.js';
import {
  groupNetworkers,
  type NetworkerRow,
  type ProspectRow,
  type TimelineRow,
} from './group-networkers.js';

type Dated<Row, Key extends keyof Row> = Omit<Row, Key> & Record<Key, Date>;

/**
 * The networkers on the operator's invitations, latest to join first, with the prospects in their
 * pipeline and each prospect's history. Names of who changed what are read now, so they are current.
 */
@Injectable()
export class NetworkersWithProspects {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async of(operatorId: string): Promise<NetworkerWithProspects[]> {
    const [networkers, prospects, timeline] = await Promise.all([
      this.dataSource.query<Dated<NetworkerRow, 'acceptedAt'>[]>(
        `SELECT r.invitation_id AS "invitationId", r.networker_user_id AS "networkerUserId",
           coalesce(np.full_name, u.name, '') AS "networkerName", np.title AS "networkerTitle",
           np.company AS "networkerCompany", NULL AS "networkerProfileImageUrl", r.registered_at AS "acceptedAt"
         FROM invitation_registrations r
         JOIN invitations i ON i.id = r.invitation_id
         LEFT JOIN networker_profiles np ON np.user_id = r.networker_user_id
         LEFT JOIN users u ON u.id = r.networker_user_id
         WHERE i.operator_id = $1
         ORDER BY r.registered_at DESC, r.invitation_id, r.networker_user_id`,
        [operatorId],
      ),
      this.dataSource.query<
        (Dated<Omit<ProspectRow, 'protectedUntil' | 'terms'>, 'createdAt' | 'updatedAt'> & {
          protectedUntil: Date | null;
        } & FrozenTermsColumns)[]
      >(
        `SELECT p.id, p.invitation_id AS "invitationId", p.networker_user_id AS "networkerUserId",
           p.prospect_name AS "prospectName", p.prospect_title AS "prospectTitle",
           p.prospect_company AS "prospectCompany", p.prospect_linkedin_url AS "prospectLinkedinUrl",
           p.networker_notes AS "networkerNotes", p.protected_until AS "protectedUntil",
           p.source_type AS "sourceType", p.status, t.won_at IS NOT NULL AS "dealWon",
           p.created_at AS "createdAt", p.updated_at AS "updatedAt", ${frozenTermsColumns('t')}
         FROM prospects p LEFT JOIN bounty_terms t ON t.prospect_id = p.id
         WHERE p.operator_id = $1 AND p.networker_user_id IS NOT NULL AND p.status IS NOT NULL
         ORDER BY p.updated_at DESC, p.id`,
        [operatorId],
      ),
      this.dataSource.query<Dated<TimelineRow, 'updatedAt'>[]>(
        `SELECT s.prospect_id AS "prospectId", s.status, s.notes, s.recorded_at AS "updatedAt",
           coalesce(np.full_name, u.name) AS "updatedBy"
         FROM prospect_status_updates s
         JOIN prospects p ON p.id = s.prospect_id
         LEFT JOIN networker_profiles np ON np.user_id = s.updated_by
         LEFT JOIN users u ON u.id = s.updated_by
         WHERE p.operator_id = $1
         ORDER BY s.prospect_id, s.stream_revision`,
        [operatorId],
      ),
    ]);
    return groupNetworkers(
      networkers.map((row) => withIsoDates(row, ['acceptedAt'])),
      prospects.map(({ protectedUntil, ...row }) => ({
        ...withIsoDates(withFrozenTerms(row), ['createdAt', 'updatedAt']),
        protectedUntil: protectedUntil?.toISOString() ?? null,
      })),
      timeline.map((row) => withIsoDates(row, ['updatedAt'])),
    );
  }
}
