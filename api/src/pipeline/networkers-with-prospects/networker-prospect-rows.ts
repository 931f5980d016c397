import { withIsoDates } from '../../platform/database/iso-dates.js';
import {
  type FrozenTermsColumns,
  frozenTermsColumns,
  withFrozenTerms,
} from '../bounties/frozen-terms-columns.js';
import type { NetworkerRow, ProspectRow, TimelineRow } from './group-networkers.js';

type Dated<Row, Key extends keyof Row> = Omit<Row, Key> & Record<Key, Date>;

/** A networker as `SELECT_NETWORKER_COLUMNS` reads it, with the dates the driver gives. */
export type StoredNetworkerRow = Dated<NetworkerRow, 'acceptedAt'>;

/** A prospect as `SELECT_PIPELINE_PROSPECT_COLUMNS` reads it, with the dates and terms' columns the driver gives. */
export type StoredProspectRow = Dated<
  Omit<ProspectRow, 'protectedUntil' | 'terms'>,
  'createdAt' | 'updatedAt'
> & {
  protectedUntil: Date | null;
} & FrozenTermsColumns;

export type StoredTimelineRow = Dated<TimelineRow, 'updatedAt'>;

/** A networker's columns, from invitation_registrations `r` with `NETWORKER_JOINS`. */
export const SELECT_NETWORKER_COLUMNS = `
  r.invitation_id AS "invitationId", r.networker_user_id AS "networkerUserId",
  coalesce(np.full_name, u.name, '') AS "networkerName", np.title AS "networkerTitle",
  np.company AS "networkerCompany", NULL AS "networkerProfileImageUrl", r.registered_at AS "acceptedAt"`;

/** Who the networker of registration `r` is: their profile, else their account. */
export const NETWORKER_JOINS = `
  LEFT JOIN networker_profiles np ON np.user_id = r.networker_user_id
  LEFT JOIN users u ON u.id = r.networker_user_id`;

/** A prospect's columns, from prospects `p` and bounty_terms `t` (`PIPELINE_PROSPECT_JOINS`). */
export const SELECT_PIPELINE_PROSPECT_COLUMNS = `
  p.id, p.invitation_id AS "invitationId", p.networker_user_id AS "networkerUserId",
  p.prospect_name AS "prospectName", p.prospect_title AS "prospectTitle",
  p.prospect_company AS "prospectCompany", p.prospect_linkedin_url AS "prospectLinkedinUrl",
  p.networker_notes AS "networkerNotes", p.protected_until AS "protectedUntil",
  p.source_type AS "sourceType", p.status, t.won_at IS NOT NULL AS "dealWon",
  p.created_at AS "createdAt", p.updated_at AS "updatedAt", ${frozenTermsColumns('t')}`;

export const PIPELINE_PROSPECT_JOINS = 'LEFT JOIN bounty_terms t ON t.prospect_id = p.id';

/** The operator's pipeline ($1 operator): the prospects networkers brought that have a status. */
export const IN_OPERATOR_PIPELINE =
  'p.operator_id = $1 AND p.networker_user_id IS NOT NULL AND p.status IS NOT NULL';

/** The pipeline's order: the latest change first, then by id. */
export const PIPELINE_ORDER = 'p.updated_at DESC, p.id';

/**
 * The steps of the prospects the condition on `s` picks, each prospect's oldest first, with the
 * current name of who made each (so a renamed account shows its new name).
 */
export const timelineOf = (condition: string) => `
  SELECT s.prospect_id AS "prospectId", s.status, s.notes, s.recorded_at AS "updatedAt",
    coalesce(np.full_name, u.name) AS "updatedBy"
  FROM prospect_status_updates s
  LEFT JOIN networker_profiles np ON np.user_id = s.updated_by
  LEFT JOIN users u ON u.id = s.updated_by
  WHERE ${condition}
  ORDER BY s.prospect_id, s.stream_revision`;

export const networkerOf = (row: StoredNetworkerRow): NetworkerRow => withIsoDates(row, ['acceptedAt']);

export function prospectOf({ protectedUntil, ...row }: StoredProspectRow): ProspectRow {
  return {
    ...withIsoDates(withFrozenTerms(row), ['createdAt', 'updatedAt']),
    protectedUntil: protectedUntil?.toISOString() ?? null,
  };
}

export const timelineRowOf = (row: StoredTimelineRow): TimelineRow => withIsoDates(row, ['updatedAt']);
