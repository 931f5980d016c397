import {
  type CreateInvitationRequest,
  INVITATION_MESSAGES,
  type InvitationBounties,
  type UpdateInvitationRequest,
} from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { showToast } from '../../ui/showToast';
import { toastFailure } from '../auth/authToasts';
import { refreshInvitationLists } from './invitationQueries';

/** Refetches the list after a change (the answer comes once the read model has it). */
function useRefreshInvitations() {
  const queryClient = useQueryClient();
  return () => refreshInvitationLists(queryClient);
}

export function useCreateInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (request: CreateInvitationRequest) =>
      api('POST /api/networker-invitations', { body: request }),
    onSuccess: async () => {
      showToast({
        kind: 'success',
        title: INVITATION_MESSAGES.createdTitle,
        description: INVITATION_MESSAGES.createdText,
      });
      await refresh();
    },
    onError: (error) => toastFailure(INVITATION_MESSAGES.createFailedTitle, error, 'Please try again.'),
  });
}

/** Renames the networker or enables/disables the link. */
export function useUpdateInvitation(invitationId: string) {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (change: UpdateInvitationRequest) =>
      api('PATCH /api/networker-invitations/:id', { params: { id: invitationId }, body: change }),
    onSuccess: async () => {
      showToast({ kind: 'success', title: INVITATION_MESSAGES.updatedTitle });
      await refresh();
    },
    onError: async (error) => {
      toastFailure(INVITATION_MESSAGES.updateFailedTitle, error, 'Please try again.');
      await refresh();
    },
  });
}

export function useChangeBounties(invitationId: string) {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (bounties: InvitationBounties) =>
      api('PUT /api/networker-invitations/:id/bounties', {
        params: { id: invitationId },
        body: { id: invitationId, ...bounties },
      }),
    onSuccess: async () => {
      showToast({ kind: 'success', title: INVITATION_MESSAGES.updatedTitle });
      await refresh();
    },
    onError: (error) => toastFailure(INVITATION_MESSAGES.updateFailedTitle, error, 'Please try again.'),
  });
}
