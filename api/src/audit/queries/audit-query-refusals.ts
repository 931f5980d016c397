/** Why a prospect's audit trail is not shown: no such prospect, or the reader is not one of its parties. */
export type AuditQueryRefusalCode = 'prospect_not_found' | 'not_a_prospect_party';
