import { PROSPECT_MESSAGES, type ProspectFields } from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { showToast } from '../../ui/showToast';
import { toastFailure } from '../auth/authToasts';
import { invitationProspectPagesQuery, refreshInvitationLists } from './invitationQueries';

function useRefreshProspects(invitationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invitationProspectPagesQuery(invitationId).queryKey }),
      refreshInvitationLists(queryClient),
    ]);
}

/** Add, edit and remove the operator's recommended prospects under one invitation. */
export function useProspectMutations(invitationId: string) {
  const refresh = useRefreshProspects(invitationId);
  const add = useMutation({
    mutationFn: (fields: ProspectFields) =>
      api('POST /api/prospects', { body: { invitationId, sourceType: 'operator_recommended', ...fields } }),
    onSuccess: async () => {
      showToast({ kind: 'success', title: PROSPECT_MESSAGES.addedTitle });
      await refresh();
    },
    onError: (error) => toastFailure(PROSPECT_MESSAGES.errorTitle, error, PROSPECT_MESSAGES.addFailed),
  });
  const edit = useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: ProspectFields }) =>
      api('PATCH /api/prospects/:id', { params: { id }, body: fields }),
    onSuccess: async () => {
      showToast({ kind: 'success', title: PROSPECT_MESSAGES.updatedTitle });
      await refresh();
    },
    onError: (error) => toastFailure(PROSPECT_MESSAGES.errorTitle, error, PROSPECT_MESSAGES.updateFailed),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api('DELETE /api/prospects/:id', { params: { id } }),
    onSuccess: async () => {
      showToast({ kind: 'success', title: PROSPECT_MESSAGES.removedTitle });
      await refresh();
    },
    onError: (error) => toastFailure(PROSPECT_MESSAGES.errorTitle, error, PROSPECT_MESSAGES.removeFailed),
  });
  return { add, edit, remove };
}
