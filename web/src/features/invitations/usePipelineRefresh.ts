import { networkerProspectPagesQueryKey } from '@referrals/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { invitationProspectPagesQuery } from './invitationQueries';

/** Refetches the operator's two views of a pipeline after a move: the invitation's prospects and Prospect Status. */
export function usePipelineRefresh(invitationId: string): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invitationProspectPagesQuery(invitationId).queryKey }),
      queryClient.invalidateQueries({ queryKey: networkerProspectPagesQueryKey() }),
    ]);
}
