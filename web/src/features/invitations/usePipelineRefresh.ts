import { queryKey } from '@referrals/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { invitationProspectsQuery } from './invitationQueries';

/** Refetches the operator's two views of a pipeline after a move: the invitation's prospects and Prospect Status. */
export function usePipelineRefresh(invitationId: string): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invitationProspectsQuery(invitationId).queryKey }),
      queryClient.invalidateQueries({ queryKey: queryKey('GET /api/operator/networkers-with-prospects') }),
    ]);
}
