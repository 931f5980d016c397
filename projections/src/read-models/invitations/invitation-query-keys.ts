import {
  invitationPagesQueryKey,
  NETWORKER_LIST_QUERY_KEYS,
  OPERATOR_NETWORKERS_QUERY_KEY,
  OPERATOR_ONBOARDING_QUERY_KEY,
  queryKey,
} from '@referrals/contracts';

/** Query keys of the operator's invitation screens (first element: the API path that fetches them). */
export const invitationListQueryKey = () => queryKey('GET /api/networker-invitations');
export const invitationPreviewQueryKey = (invitationId: string) =>
  queryKey('GET /api/networker-invitations/:id/preview', { params: { id: invitationId } });
export const invitationProspectsQueryKey = (invitationId: string) =>
  queryKey('GET /api/prospects/invitation/:invitationId', { params: { invitationId } });

/** The operator's invitation list, whole and in pages (every group's: a change may move one between groups). */
export const invitationListsQueryKeys = () => [invitationListQueryKey(), invitationPagesQueryKey()];

/** Everything an operator's screens show about one invitation (its onboarding checklist counts invitations, openings and approvals). */
export const invitationScreensQueryKeys = (invitationId: string) => [
  ...invitationListsQueryKeys(),
  invitationPreviewQueryKey(invitationId),
  invitationProspectsQueryKey(invitationId),
  OPERATOR_NETWORKERS_QUERY_KEY,
  OPERATOR_ONBOARDING_QUERY_KEY,
];

/** The networker's list of their own contacts. */
export const networkerContactsQueryKey = () => NETWORKER_LIST_QUERY_KEYS.contactsWithStatus;
