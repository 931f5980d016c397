import type { InvitationGroup, InvitationStatus } from '@referrals/contracts';

const REGISTERED: InvitationGroup = 'registered';
const ACTIVE: InvitationGroup = 'active';
const DISABLED: InvitationGroup = 'disabled';
const ACTIVE_STATUS: InvitationStatus = 'active';

/**
 * contracts' `invitationGroup` in SQL, for the invitations row under this alias: registered wins
 * (a networker joined through it), else active or disabled by its status. A test holds the two equal.
 */
export const invitationGroupSql = (invitation: string): string => `
  CASE WHEN EXISTS (SELECT 1 FROM invitation_registrations reg WHERE reg.invitation_id = ${invitation}.id)
       THEN '${REGISTERED}'
       WHEN ${invitation}.status = '${ACTIVE_STATUS}' THEN '${ACTIVE}'
       ELSE '${DISABLED}' END`;
