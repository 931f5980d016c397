import { Inject, Injectable } from '@nestjs/common';
import {
  type NetworkerProspectPage,
  type NetworkerProspectRow,
  type ProspectTimelineEntry,
  WAITING_NETWORKERS_NAMED,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { exactUtcTimeSql } from '../../platform/paging/keyset-cursor.js';
import { nextTimeIdCursor, type TimeIdPosition } from '../../platform/paging/time-id-cursor.js';
import { type TimelineRow, timelinesOf, withTimeline } from './group-networkers.js';
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

/** A contact of the page with its networker's columns beside its own (the two share the ids). */
type PagedRow = StoredProspectRow &
  StoredNetworkerRow & {
    /** updated_at to the microsecond (the JavaScript Date keeps milliseconds), for the cursor. */
    atExact: string;
  };

/**
 * The page after `keyset` of the operator's pipeline ($1 operator, $2 how many rows; after a cursor, $3
 * and $4 its change time and id), in the full list's order, each contact with the networker whose
 * registration it is listed under (the full list drops a contact without one; how many contacts that
 * networker brought there is CONTACTS_BROUGHT's). The partial index on (operator_id, updated_at DESC, id) hands the rows
 * over in that order from the cursor on; the registration is checked row by row (a subquery, not an
 * EXISTS: Postgres would make that a join, expect almost no rows from it, and read and sort every row of
 * the operator's pipeline instead), and only the page's rows are read in full.
 */
const pageOfContacts = (keyset: string) => `
  WITH page AS (
    SELECT p.id FROM prospects p
    WHERE ${IN_OPERATOR_PIPELINE} ${keyset}
      AND (SELECT true FROM invitation_registrations r
           WHERE r.invitation_id = p.invitation_id AND r.networker_user_id = p.networker_user_id)
    ORDER BY ${PIPELINE_ORDER}
    LIMIT $2
  )
  SELECT ${SELECT_PIPELINE_PROSPECT_COLUMNS}, ${exactUtcTimeSql('p.updated_at')} AS "atExact",
    ${SELECT_NETWORKER_COLUMNS}
  FROM page
  JOIN prospects p ON p.id = page.id
  JOIN invitation_registrations r
    ON r.invitation_id = p.invitation_id AND r.networker_user_id = p.networker_user_id
  ${PIPELINE_PROSPECT_JOINS} ${NETWORKER_JOINS}
  ORDER BY ${PIPELINE_ORDER}`;

// The first comparison bounds the index range; the second breaks ties on the time by id (ascending).
const FIRST_PAGE = pageOfContacts('');
const PAGE_AFTER = pageOfContacts(
  'AND p.updated_at <= $3::timestamptz AND (p.updated_at < $3::timestamptz OR p.id > $4::uuid)',
);

const TIMELINE_OF_PAGE = timelineOf('s.prospect_id = ANY($1::uuid[])');

/**
 * How many contacts each networker of a page brought into the operator's ($1) pipeline on the invitation
 * they are listed under ($2 invitations and $3 networkers, pairwise): once per networker, not once per
 * row (a page of 100 contacts of one networker with 500 counted 50,000 rows, most of the page's time).
 */
const CONTACTS_BROUGHT = `
  SELECT k.invitation_id AS "invitationId", k.networker_user_id AS "networkerUserId",
    (SELECT count(*)::int FROM prospects c
     WHERE c.invitation_id = k.invitation_id AND c.networker_user_id = k.networker_user_id
       AND c.operator_id = $1 AND c.status IS NOT NULL) AS count
  FROM unnest($2::uuid[], $3::uuid[]) AS k (invitation_id, networker_user_id)`;

/**
 * The networkers who joined one of the operator's invitations ($1) and brought no contact in its
 * pipeline there: how many, and the names of the latest $2 to join.
 */
const WAITING_NETWORKERS = `
  WITH waiting AS (
    SELECT r.networker_user_id, max(r.registered_at) AS registered_at
    FROM invitation_registrations r JOIN invitations i ON i.id = r.invitation_id
    WHERE i.operator_id = $1 AND NOT EXISTS (
      SELECT 1 FROM prospects p
      WHERE p.invitation_id = r.invitation_id AND p.networker_user_id = r.networker_user_id
        AND ${IN_OPERATOR_PIPELINE})
    GROUP BY r.networker_user_id
  ), named AS (
    SELECT coalesce(np.full_name, u.name, '') AS name, w.registered_at, w.networker_user_id
    FROM waiting w
    LEFT JOIN networker_profiles np ON np.user_id = w.networker_user_id
    LEFT JOIN users u ON u.id = w.networker_user_id
    ORDER BY w.registered_at DESC, w.networker_user_id LIMIT $2
  )
  SELECT (SELECT count(*)::int FROM waiting) AS count,
    coalesce((SELECT array_agg(name ORDER BY registered_at DESC, networker_user_id) FROM named), '{}') AS names`;

/** The operator's Prospect Status in pages, one contact a row (the full list stays for old clients). */
@Injectable()
export class NetworkerProspectPages {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async pageFor(
    operatorId: string,
    /** The last contact of the page before: its change time and id. */
    after: TimeIdPosition | null,
    limit: number,
  ): Promise<NetworkerProspectPage> {
    // One row more than asked for tells whether a next page exists.
    const [rows, [waiting]] = await Promise.all([
      after
        ? this.dataSource.query<PagedRow[]>(PAGE_AFTER, [operatorId, limit + 1, after.at, after.id])
        : this.dataSource.query<PagedRow[]>(FIRST_PAGE, [operatorId, limit + 1]),
      this.dataSource.query<{ count: number; names: string[] }[]>(WAITING_NETWORKERS, [
        operatorId,
        WAITING_NETWORKERS_NAMED,
      ]),
    ]);
    const shown = rows.slice(0, limit);
    const [timelineRows, brought] = await Promise.all([
      this.timelineOf(shown.map((row) => row.id)),
      this.contactsBrought(operatorId, shown),
    ]);
    const timelines = timelinesOf(timelineRows);
    return {
      items: shown.map((row) => contactOf(row, timelines, brought.get(registrationKey(row)) ?? 0)),
      nextCursor: nextTimeIdCursor(rows, shown, limit),
      waitingNetworkers: waiting ?? { count: 0, names: [] },
    };
  }

  /** How many contacts the networkers of these rows brought, by registration (`registrationKey`). */
  private async contactsBrought(operatorId: string, rows: readonly PagedRow[]): Promise<Map<string, number>> {
    const registrations = new Map(rows.map((row) => [registrationKey(row), row]));
    if (registrations.size === 0) return new Map();
    const counted = await this.dataSource.query<
      { invitationId: string; networkerUserId: string; count: number }[]
    >(CONTACTS_BROUGHT, [
      operatorId,
      [...registrations.values()].map((row) => row.invitationId),
      [...registrations.values()].map((row) => row.networkerUserId),
    ]);
    return new Map(counted.map((row) => [registrationKey(row), row.count]));
  }

  /** The steps of these prospects (the page's), each prospect's oldest first. */
  private async timelineOf(prospectIds: string[]): Promise<TimelineRow[]> {
    if (prospectIds.length === 0) return [];
    const rows = await this.dataSource.query<StoredTimelineRow[]>(TIMELINE_OF_PAGE, [prospectIds]);
    return rows.map(timelineRowOf);
  }
}

/** A networker's registration on an invitation, as a map key. */
const registrationKey = (row: { invitationId: string; networkerUserId: string }) =>
  `${row.invitationId} ${row.networkerUserId}`;

/** A row's two parts: the contact with its timeline, and the networker who brought it (and how many). */
function contactOf(
  row: PagedRow,
  timelines: Map<string, ProspectTimelineEntry[]>,
  prospectCount: number,
): NetworkerProspectRow {
  const { atExact: _exact, ...columns } = row;
  const { networkerName, networkerTitle, networkerCompany, networkerProfileImageUrl, acceptedAt, ...stored } =
    columns;
  const { invitationId, networkerUserId, ...prospect } = prospectOf(stored);
  const networker = networkerOf({
    invitationId,
    networkerUserId,
    networkerName,
    networkerTitle,
    networkerCompany,
    networkerProfileImageUrl,
    acceptedAt,
  });
  return { ...withTimeline(prospect, timelines), networker: { ...networker, prospectCount } };
}
