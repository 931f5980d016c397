import { OPERATOR_NETWORKERS_QUERY_KEY } from '@referrals/contracts';

/** Query keys of the operator's invitation screens (first element: the API path that fetches them). */
export const invitationListQueryKey = () => ['/api/networker-invitations'] as const;
export const invitationPreviewQueryKey = (invitationId: string) =>
  [`/api/networker-invitations/${invitationId}/preview`] as const;
export const invitationProspectsQueryKey = (invitationId: string) =>
  [`/api/prospects/invitation/${invitationId}`] as const;

/** Everything an operator's screens show about one invitation. */
export const invitationScreensQueryKeys = (invitationId: string) => [
  invitationListQueryKey(),
  invitationPreviewQueryKey(invitationId),
  invitationProspectsQueryKey(invitationId),
  OPERATOR_NETWORKERS_QUERY_KEY,
];

/** The networker's list of their own contacts. */
export const networkerContactsQueryKey = () => ['/api/networker/contacts-with-status'] as const;
