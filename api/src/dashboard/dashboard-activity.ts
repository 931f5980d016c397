import { Inject, Injectable } from '@nestjs/common';
import { type ActivityItem, DASHBOARD_ACTIVITY_LIMIT } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../platform/database/database.token.js';
import { NETWORKER_NAME, OPERATOR_NAME, partyNameJoins } from '../platform/database/party-names.js';
import { type ActivityFact, activityDescription } from './activity-description.js';
import { type ActingParty, PARTY_COLUMN } from '../platform/http/acting-party.js';

type ActivityRow = ActivityFact & { id: string; at: Date; amountCents: string | null };

/**
 * The caller's latest pipeline moves (the prospect-timeline rows), bounty steps (each of a ledger
 * row's earned, approved and paid times) and reviews they received in this role, newest first. A
 * bounty earned by a status change is recorded with it, so at equal times the bounty step sorts as
 * the later one. Names are read now, so a renamed prospect shows its current name.
 */
const ACTIVITY_SQL = (column: string) => `
SELECT s.event_id AS id, 'status' AS source, s.status, p.prospect_name AS "prospectName",
  NULL AS kind, NULL AS "amountCents", NULL AS "reviewerName", NULL::int AS rating, s.recorded_at AS at, 0 AS step
FROM prospect_status_updates s
JOIN prospects p ON p.id = s.prospect_id
WHERE p.${column} = $1
UNION ALL
SELECT l.prospect_id || ':' || l.kind || ':' || step.state, 'bounty', step.state, p.prospect_name,
  l.kind, l.amount_cents::text, NULL, NULL, step.at, step.rank
FROM bounty_ledger l
JOIN prospects p ON p.id = l.prospect_id
CROSS JOIN LATERAL (VALUES ('earned', l.earned_at, 1), ('approved', l.approved_at, 2), ('paid', l.paid_at, 3))
  AS step (state, at, rank)
WHERE l.${column} = $1 AND step.at IS NOT NULL
UNION ALL
SELECT r.id::text, 'review', 'reviewed', p.prospect_name, NULL, NULL,
  CASE WHEN r.reviewer_type = 'operator' THEN ${OPERATOR_NAME} ELSE ${NETWORKER_NAME} END, r.rating,
  r.created_at, 0
FROM reviews r
JOIN prospects p ON p.id = r.prospect_id
${partyNameJoins('p.operator_id', 'p.networker_user_id')}
WHERE r.reviewee_user_id = $1 AND r.reviewee_type = $3
ORDER BY at DESC, step DESC, id DESC
LIMIT $2`;

/** The Overview tab's recent activity, only ever about the caller's own prospects. */
@Injectable()
export class DashboardActivity {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async of(role: ActingParty, userId: string): Promise<ActivityItem[]> {
    const rows = await this.dataSource.query<ActivityRow[]>(ACTIVITY_SQL(PARTY_COLUMN[role]), [
      userId,
      DASHBOARD_ACTIVITY_LIMIT,
      role,
    ]);
    return rows.map((row) => ({
      id: row.id,
      description: activityDescription({ ...row, amountCents: Number(row.amountCents) } as ActivityFact),
      status: row.status,
      timestamp: row.at.toISOString(),
    }));
  }
}
