import { Inject, Injectable } from '@nestjs/common';
import type { NetworkerWithProspects } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { groupNetworkers } from './group-networkers.js';
import {
  IN_OPERATOR_PIPELINE,
  NETWORKER_JOINS,
  networkerOf,
  PIPELINE_ORDER,
  PIPELINE_PROSPECT_JOINS,
  prospectOf,
  SELECT_NETWORKER_COLUMNS,
  SELECT_PIPELINE_PROSPECT_COLUMNS,
  type StoredNetworkerRow,
  type StoredProspectRow,
  type StoredTimelineRow,
  timelineOf,
  timelineRowOf,
} from './networker-prospect-rows.js';

/**
 * The networkers on the operator's invitations, latest to join first, with the prospects in their
 * pipeline and each prospect's history. Names of who changed what are read now, so they are current.
 */
@Injectable()
export class NetworkersWithProspects {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async of(operatorId: string): Promise<NetworkerWithProspects[]> {
    const [networkers, prospects, timeline] = await Promise.all([
      this.dataSource.query<StoredNetworkerRow[]>(
        `SELECT ${SELECT_NETWORKER_COLUMNS}
         FROM invitation_registrations r
         JOIN invitations i ON i.id = r.invitation_id
         ${NETWORKER_JOINS}
         WHERE i.operator_id = $1
         ORDER BY r.registered_at DESC, r.invitation_id, r.networker_user_id`,
        [operatorId],
      ),
      this.dataSource.query<StoredProspectRow[]>(
        `SELECT ${SELECT_PIPELINE_PROSPECT_COLUMNS}
         FROM prospects p ${PIPELINE_PROSPECT_JOINS}
         WHERE ${IN_OPERATOR_PIPELINE}
         ORDER BY ${PIPELINE_ORDER}`,
        [operatorId],
      ),
      this.dataSource.query<StoredTimelineRow[]>(
        timelineOf('s.prospect_id IN (SELECT p.id FROM prospects p WHERE p.operator_id = $1)'),
        [operatorId],
      ),
    ]);
    return groupNetworkers(
      networkers.map(networkerOf),
      prospects.map(prospectOf),
      timeline.map(timelineRowOf),
    );
  }
}
