import {
  type NetworkerContact,
  type NetworkerContactList,
  type NetworkerContactSection,
  RECOMMENDED_SOURCE,
} from '@referrals/contracts';

/** A contact as `SELECT_CONTACT_COLUMNS` reads it: the answer's fields before their spec aliases and ISO times. */
export type ContactRow = Omit<
  NetworkerContact,
  | 'createdAt'
  | 'updatedAt'
  | 'protectedUntil'
  | 'prospectId'
  | 'invitationUuid'
  | 'currentStatus'
  | 'submittedAt'
> & {
  createdAt: Date;
  updatedAt: Date;
  protectedUntil: Date | null;
};

/** A contact's columns, from prospects `p`, invitations `i` and operator_profiles `o`. */
export const SELECT_CONTACT_COLUMNS = `
  p.id, p.invitation_id AS "invitationId", i.slug AS "invitationSlug", p.operator_id AS "operatorId",
  o.profile->>'fullName' AS "operatorName", o.profile->>'company' AS "operatorCompany",
  p.prospect_name AS "prospectName", p.prospect_title AS "prospectTitle",
  p.prospect_company AS "prospectCompany", p.prospect_linkedin_url AS "prospectLinkedinUrl",
  p.networker_notes AS "networkerNotes", p.source_type AS "sourceType",
  p.approval_status AS "approvalStatus", p.status, p.rejection_reason AS "rejectionReason",
  p.status_correction AS "statusCorrection", p.protected_until AS "protectedUntil",
  p.created_at AS "createdAt", p.updated_at AS "updatedAt"`;

/** The tables a contact's columns come from, the prospect under the alias `p`. */
export const CONTACT_JOINS = `
  JOIN invitations i ON i.id = p.invitation_id
  LEFT JOIN operator_profiles o ON o.user_id = p.operator_id`;

/** The list's order: the latest change first, then by id. */
export const CONTACT_ORDER = 'p.updated_at DESC, p.id';

export function contactOf(row: ContactRow): NetworkerContact {
  return {
    ...row,
    prospectId: row.id,
    invitationUuid: row.invitationId,
    currentStatus: row.status,
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    protectedUntil: row.protectedUntil?.toISOString() ?? null,
  };
}

const AGREED: NetworkerContactSection = 'agreed';
const CONTACTS: NetworkerContactSection = 'contacts';

/** An agreed recommendation, for the prospects row under this alias (both columns are NOT NULL). */
const agreedSql = (prospect: string): string =>
  `(${prospect}.source_type = '${RECOMMENDED_SOURCE}' AND ${prospect}.approval_status = 'approved')`;

/** contracts' `networkerContactSection` in SQL, for the prospects row under this alias. A test holds the two equal. */
export const networkerContactSectionSql = (prospect: string): string =>
  `CASE WHEN ${agreedSql(prospect)} THEN '${AGREED}' ELSE '${CONTACTS}' END`;

/**
 * Whether the prospects row under this alias is in the section, as a condition on its columns (not on
 * the CASE above): Postgres estimates how many rows it keeps from the columns' statistics, and so reads
 * a page of the larger section in index order instead of sorting all of the networker's contacts.
 */
export const inNetworkerContactSectionSql = (section: NetworkerContactSection, prospect: string): string =>
  section === AGREED ? agreedSql(prospect) : `NOT ${agreedSql(prospect)}`;

/** contracts' `inNetworkerContactList` in SQL, for the prospects row under this alias. */
export const inNetworkerContactListSql = (list: NetworkerContactList, prospect: string): string =>
  list === 'pipeline' ? `${prospect}.status IS NOT NULL` : inNetworkerContactSectionSql(list, prospect);
