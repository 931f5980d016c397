import { Inject, Injectable } from '@nestjs/common';
import {
  ACTIVITY_SCORE_WEIGHTS,
  type InvitationGroup,
  type InvitationListPage,
  OPEN_PIPELINE_STATUSES,
  recentProspectsSince,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../platform/database/database.token.js';
import { CLOCK, type Clock } from '../platform/ports/clock.js';
import { invitationGroupSql } from './invitation-group-sql.js';
import { encodeInvitationCursor, InvitationPagePosition } from './invitation-page-cursor.js';
import { type ListedInvitationRow, listItem, operatorCardOf, SELECT_INVITATIONS } from './invitation-rows.js';

interface PagedInvitationRow extends ListedInvitationRow {
  activity_score: number;
  /** sent_at to the microsecond (the JavaScript Date keeps milliseconds), for the cursor. */
  sent_at_exact: string;
}

const { open, recent, prospect } = ACTIVITY_SCORE_WEIGHTS;

/**
 * One group of the operator's invitations, each with its activity score ($1 operator, $2 group,
 * $3 open statuses, $4 recent since). The score needs every invitation of the group counted, but only
 * counted: from the index on (operator_id, invitation_id) with the status and age, not the heap. Each
 * invitation counts its own prospects (a lateral index scan), a plan that needs no statistics: joined
 * to one count of all the operator's prospects, a table not analyzed yet (just filled, or rebuilt) was
 * planned as a nested loop over that count, and a page of 1,000 invitations with 20,000 prospects took
 * 1.8 s instead of 40 ms.
 */
const RANKED_INVITATIONS = `
  WITH grouped AS (
    SELECT i.id, i.sent_at, a.prospect_count, a.open_count, a.recent_count
    FROM invitations i
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS prospect_count,
             count(*) FILTER (WHERE status = ANY($3::text[]))::int AS open_count,
             count(*) FILTER (WHERE created_at >= $4)::int AS recent_count
      FROM prospects WHERE operator_id = $1 AND invitation_id = i.id
    ) a
    WHERE i.operator_id = $1 AND ${invitationGroupSql('i')} = $2
  ), ranked AS (
    SELECT *, ${open} * open_count + ${recent} * recent_count + ${prospect} * prospect_count AS activity_score
    FROM grouped
  )`;

/**
 * The page after `keyset` ($5 how many rows; after a cursor, $6 to $8 its score, time and id) in the
 * full list's order: busiest first, then newest, then by id. Only the page's invitations are read in
 * full, with their prospects' statuses.
 */
const pageOfInvitations = (keyset: string) => `
  ${RANKED_INVITATIONS}, page AS (
    SELECT * FROM ranked ${keyset} ORDER BY activity_score DESC, sent_at DESC, id DESC LIMIT $5
  )
  SELECT q.*, page.prospect_count, page.open_count, page.recent_count, page.activity_score,
         to_char(page.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sent_at_exact,
         s.statuses
  FROM page
  CROSS JOIN LATERAL (${SELECT_INVITATIONS} WHERE i.id = page.id) q
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(status ORDER BY created_at, id) FILTER (WHERE status IS NOT NULL), '{}') AS statuses
    FROM prospects WHERE invitation_id = page.id AND operator_id = $1
  ) s
  ORDER BY page.activity_score DESC, page.sent_at DESC, page.id DESC`;

const FIRST_PAGE = pageOfInvitations('');
const PAGE_AFTER = pageOfInvitations(
  'WHERE (activity_score, sent_at, id) < ($6::int, $7::timestamptz, $8::uuid)',
);

/** How many invitations the operator has in each group ($1 operator). */
const COUNT_BY_GROUP = `
  SELECT ${invitationGroupSql('i')} AS invitation_group, count(*)::int AS invitations
  FROM invitations i WHERE i.operator_id = $1 GROUP BY 1`;

/** The operator's invitation list in pages of one group, for screens (the full list stays for old clients). */
@Injectable()
export class InvitationPages {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async pageFor(
    operatorId: string,
    group: InvitationGroup,
    after: InvitationPagePosition | null,
    limit: number,
  ): Promise<InvitationListPage> {
    const ranking = [operatorId, group, OPEN_PIPELINE_STATUSES, recentProspectsSince(this.clock.now())];
    // One row more than asked for tells whether a next page exists.
    const [rows, counted, operatorCard] = await Promise.all([
      after
        ? this.dataSource.query<PagedInvitationRow[]>(PAGE_AFTER, [
            ...ranking,
            limit + 1,
            after.activityScore,
            after.sentAt,
            after.id,
          ])
        : this.dataSource.query<PagedInvitationRow[]>(FIRST_PAGE, [...ranking, limit + 1]),
      this.dataSource.query<{ invitation_group: InvitationGroup; invitations: number }[]>(COUNT_BY_GROUP, [
        operatorId,
      ]),
      operatorCardOf(this.dataSource, operatorId),
    ]);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    const countOf = new Map(counted.map((row) => [row.invitation_group, row.invitations]));
    const counts: Record<InvitationGroup, number> = {
      active: countOf.get('active') ?? 0,
      registered: countOf.get('registered') ?? 0,
      disabled: countOf.get('disabled') ?? 0,
    };
    return {
      items: shown.map((row) => listItem(row, operatorCard)),
      nextCursor:
        rows.length > limit && last
          ? encodeInvitationCursor(
              new InvitationPagePosition(last.activity_score, last.sent_at_exact, last.id),
            )
          : null,
      counts,
    };
  }
}
