/**
 * Why an invitation's page is not shown beyond the invitation's own refusals (unknown, another
 * operator's): its preview has no page yet, or the reader neither runs it nor joined it.
 */
export type InvitationsQueryRefusalCode = 'invitation_preview_unavailable' | 'not_on_invitation';
