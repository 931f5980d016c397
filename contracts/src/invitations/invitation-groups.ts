/** Invitation status: active unless the operator disabled it (cancelled) or the networker declined. */
export type InvitationStatus = 'active' | 'cancelled' | 'declined';

export const isInvitationActive = (status: InvitationStatus): boolean => status === 'active';

export type InvitationGroup = 'active' | 'registered' | 'disabled';

/** The list's three groups (spec 001 section 4), in the order the tabs show them. */
export const INVITATION_GROUPS: ReadonlyArray<{ group: InvitationGroup; label: string }> = [
  { group: 'active', label: 'Active, not registered' },
  { group: 'registered', label: 'Registered' },
  { group: 'disabled', label: 'Disabled' },
];

/** Registered wins over disabled: a networker who joined stays visible with their contacts. */
export function invitationGroup(invitation: {
  status: InvitationStatus;
  isRegistered: boolean;
}): InvitationGroup {
  if (invitation.isRegistered) return 'registered';
  return isInvitationActive(invitation.status) ? 'active' : 'disabled';
}

/** Up to this many status dots per invitation; the rest is summed up as "+N". */
export const STATUS_DOTS_SHOWN = 3;
