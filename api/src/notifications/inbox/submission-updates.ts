import { Inject, Injectable } from '@nestjs/common';
import { NOTIFICATION_PAGE_SIZE, type NetworkerSubmissionUpdate } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';

/**
 * The operator's decisions on the networker's contacts, newest first, from the prospects' timelines:
 * each approval or rejection with the notes that came with it (spec "Networker notification").
 */
const UPDATES_SQL = `
SELECT u.event_id AS id,
       CASE u.status WHEN 'approved' THEN 'approved' ELSE 'declined' END AS status,
       p.prospect_name AS "prospectName", p.prospect_linkedin_url AS "linkedinUrl",
       u.notes AS "operatorMessage", u.recorded_at AS "updatedAt"
FROM prospect_status_updates u JOIN prospects p ON p.id = u.prospect_id
WHERE p.networker_user_id = $1 AND u.status IN ('approved', 'rejected')
ORDER BY u.recorded_at DESC, u.event_id
LIMIT $2`;

@Injectable()
export class SubmissionUpdates {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async of(networkerUserId: string): Promise<NetworkerSubmissionUpdate[]> {
    const rows = await this.dataSource.query<
      (Omit<NetworkerSubmissionUpdate, 'updatedAt'> & { updatedAt: Date })[]
    >(UPDATES_SQL, [networkerUserId, NOTIFICATION_PAGE_SIZE]);
    return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
  }
}
