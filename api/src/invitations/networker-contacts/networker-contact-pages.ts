import { Inject, Injectable } from '@nestjs/common';
import {
  NETWORKER_CONTACT_LISTS,
  type NetworkerContactList,
  type NetworkerContactPage,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { exactUtcTimeSql } from '../../platform/paging/keyset-cursor.js';
import {
  encodeNetworkerContactCursor,
  NetworkerContactPagePosition,
} from './networker-contact-page-cursor.js';
import {
  CONTACT_JOINS,
  CONTACT_ORDER,
  type ContactRow,
  contactOf,
  inNetworkerContactListSql,
  SELECT_CONTACT_COLUMNS,
} from './networker-contact-rows.js';

interface PagedContactRow extends ContactRow {
  /** updated_at to the microsecond (the JavaScript Date keeps milliseconds), for the cursor. */
  updatedAtExact: string;
}

/** The networker's contacts ($1) under the invitation $2, or all of them when $2 is null. */
const OF_NETWORKER = 'p.networker_user_id = $1 AND ($2::uuid IS NULL OR p.invitation_id = $2::uuid)';

/**
 * The page after `keyset` of one list of the networker's contacts (`OF_NETWORKER`; $3 how many rows;
 * after a cursor, $4 and $5 its change time and id), in the full list's order. The index on
 * (networker_user_id, updated_at DESC, id) hands the rows over in that order from the cursor on.
 */
const pageOfContacts = (list: NetworkerContactList, keyset: string) => `
  SELECT ${SELECT_CONTACT_COLUMNS}, ${exactUtcTimeSql('p.updated_at')} AS "updatedAtExact"
  FROM prospects p ${CONTACT_JOINS}
  WHERE ${OF_NETWORKER} AND ${inNetworkerContactListSql(list, 'p')} ${keyset}
  ORDER BY ${CONTACT_ORDER}
  LIMIT $3`;

// The first comparison bounds the index range; the second breaks ties on the time by id (ascending).
const AFTER_CURSOR =
  'AND p.updated_at <= $4::timestamptz AND (p.updated_at < $4::timestamptz OR p.id > $5::uuid)';

const statementsOf = (list: NetworkerContactList) => ({
  first: pageOfContacts(list, ''),
  after: pageOfContacts(list, AFTER_CURSOR),
});

/** Each list's statements, written once. */
const PAGE_STATEMENTS: Record<NetworkerContactList, { first: string; after: string }> = {
  contacts: statementsOf('contacts'),
  agreed: statementsOf('agreed'),
  pipeline: statementsOf('pipeline'),
};

/** How many contacts the networker has in each list (`OF_NETWORKER`): the ones the full list shows. */
const COUNT_BY_LIST = `
  SELECT ${NETWORKER_CONTACT_LISTS.map(
    (list) => `count(*) FILTER (WHERE ${inNetworkerContactListSql(list, 'p')})::int AS ${list}`,
  ).join(', ')}
  FROM prospects p JOIN invitations i ON i.id = p.invitation_id
  WHERE ${OF_NETWORKER}`;

/** The networker's contacts in pages of one list, for screens (the full list stays for old clients). */
@Injectable()
export class NetworkerContactPages {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async pageFor(
    networkerUserId: string,
    { list, invitationId }: { list: NetworkerContactList; invitationId: string | null },
    after: NetworkerContactPagePosition | null,
    limit: number,
  ): Promise<NetworkerContactPage> {
    const whose = [networkerUserId, invitationId];
    // One row more than asked for tells whether a next page exists.
    const [rows, counted] = await Promise.all([
      after
        ? this.dataSource.query<PagedContactRow[]>(PAGE_STATEMENTS[list].after, [
            ...whose,
            limit + 1,
            after.updatedAt,
            after.id,
          ])
        : this.dataSource.query<PagedContactRow[]>(PAGE_STATEMENTS[list].first, [...whose, limit + 1]),
      this.dataSource.query<Record<NetworkerContactList, number>[]>(COUNT_BY_LIST, whose),
    ]);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      items: shown.map(({ updatedAtExact: _exact, ...row }) => contactOf(row)),
      nextCursor:
        rows.length > limit && last
          ? encodeNetworkerContactCursor(new NetworkerContactPagePosition(last.updatedAtExact, last.id))
          : null,
      counts: counted[0]!,
    };
  }
}
