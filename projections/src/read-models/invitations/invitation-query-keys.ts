import {
  invitationPagesQueryKey,
  invitationProspectPagesQueryKey,
  NETWORKER_LIST_QUERY_KEYS,
  OPERATOR_NETWORKERS_QUERY_KEYS,
  OPERATOR_ONBOARDING_QUERY_KEY,
  queryKey,
} from '@referrals/contracts';

/** Query keys of the operator's invitation screens (first element: the API path that fetches them). */
export const invitationListQueryKey = () => queryKey('GET /api/networker-invitations');
export const invitationPreviewQueryKey = (invitationId: string) =>
  queryKey('GET /api/networker-invitations/:id/preview', { params: { id: invitationId } });
/** One invitation's prospects as its operator sees them, whole and in pages. */
export const invitationProspectsQueryKeys = (invitationId: string) => [
  queryKey('GET /api/prospects/invitation/:invitationId', { params: { invitationId } }),
  invitationProspectPagesQueryKey(invitationId),
];

/** The operator's invitation list, whole and in pages (every group's: a change may move one between groups). */
export const invitationListsQueryKeys = () => [invitationListQueryKey(), invitationPagesQueryKey()];

/** Everything an operator's screens show about one invitation (its onboarding checklist counts invitations, openings and approvals). */
export const invitationScreensQueryKeys = (invitationId: string) => [
  ...invitationListsQueryKeys(),
  invitationPreviewQueryKey(invitationId),
  ...invitationProspectsQueryKeys(invitationId),
  ...OPERATOR_NETWORKERS_QUERY_KEYS,
  OPERATOR_ONBOARDING_QUERY_KEY,
];

/** The networker's list of their own contacts. */
export const networkerContactsQueryKey = () => NETWORKER_LIST_QUERY_KEYS.contactsWithStatus;
