import { Inject, Injectable } from '@nestjs/common';
import type { InvitationProspectPage } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { exactUtcTimeSql } from '../../platform/paging/keyset-cursor.js';
import { nextTimeIdCursor, type TimeIdPosition } from '../../platform/paging/time-id-cursor.js';
import {
  INVITATION_PROSPECT_JOINS,
  INVITATION_PROSPECT_ORDER,
  type InvitationProspectRow,
  invitationProspectOf,
  SELECT_INVITATION_PROSPECT_COLUMNS,
} from './invitation-prospect-rows.js';

interface PagedProspectRow extends InvitationProspectRow {
  /** created_at to the microsecond (the JavaScript Date keeps milliseconds), for the cursor. */
  atExact: string;
}

/**
 * The page after `keyset` of the invitation's prospects ($1 invitation, $2 how many rows; after a cursor,
 * $3 and $4 its creation time and id), in the full list's order. The index on (invitation_id,
 * created_at, id) hands the rows over in that order from the cursor on.
 */
const pageOfProspects = (keyset: string) => `
  SELECT ${SELECT_INVITATION_PROSPECT_COLUMNS}, ${exactUtcTimeSql('p.created_at')} AS "atExact"
  FROM prospects p ${INVITATION_PROSPECT_JOINS}
  WHERE p.invitation_id = $1 ${keyset}
  ORDER BY ${INVITATION_PROSPECT_ORDER}
  LIMIT $2`;

// The first comparison bounds the index range; the second breaks ties on the time by id.
const FIRST_PAGE = pageOfProspects('');
const PAGE_AFTER = pageOfProspects(
  'AND p.created_at >= $3::timestamptz AND (p.created_at > $3::timestamptz OR p.id > $4::uuid)',
);

/** An invitation's prospects in pages, for its operator's screens (the full list stays for old clients). */
@Injectable()
export class InvitationProspectPages {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** The invitation's access is checked by the caller. */
  async pageFor(
    invitationId: string,
    /** The last prospect of the page before: its creation time and id. */
    after: TimeIdPosition | null,
    limit: number,
  ): Promise<InvitationProspectPage> {
    // One row more than asked for tells whether a next page exists.
    const rows = after
      ? await this.dataSource.query<PagedProspectRow[]>(PAGE_AFTER, [
          invitationId,
          limit + 1,
          after.at,
          after.id,
        ])
      : await this.dataSource.query<PagedProspectRow[]>(FIRST_PAGE, [invitationId, limit + 1]);
    const shown = rows.slice(0, limit);
    return {
      items: shown.map(({ atExact: _exact, ...row }) => invitationProspectOf(row)),
      nextCursor: nextTimeIdCursor(rows, shown, limit),
    };
  }
}
