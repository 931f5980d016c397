/** Whose dashboard: the operator sees the prospects under their invitations, the networker their own contacts. */
export type DashboardRole = 'operator' | 'networker';

/** The read-model column (on prospects and bounty_ledger alike) that names each side. */
export const PARTY_COLUMN: Record<DashboardRole, 'operator_id' | 'networker_user_id'> = {
  operator: 'operator_id',
  networker: 'networker_user_id',
};
