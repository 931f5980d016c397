import {
  type CommandAnswer,
  DISPUTE_MESSAGES,
  type DisputeListFilter,
  disputeQueryKeys,
  type DisputeResolutionRequest,
  type DisputeResponseRequest,
  type OpenDisputeRequest,
} from '@referrals/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, routeQuery } from '../../api/client';
import { ApiError } from '../../api/ApiError';
import { showToast } from '../../ui/showToast';

export function useProspectDisputes(prospectId: string) {
  return useQuery(routeQuery('GET /api/prospects/:id/disputes', { params: { id: prospectId } }));
}

export function useDisputeList(filter: DisputeListFilter) {
  return useQuery(routeQuery('GET /api/disputes', { query: { status: filter }, key: [filter] }));
}

/**
 * A dispute step with its toasts; the prospect's disputes, history and state refresh (the socket
 * refreshes the other side's screens).
 */
function useDisputeStep<Request, Answer extends CommandAnswer>(
  prospectId: string,
  send: (request: Request) => Promise<Answer>,
  success: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      showToast({ kind: 'success', title: success });
      return Promise.all(
        disputeQueryKeys(prospectId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) =>
      showToast({
        kind: 'error',
        title: 'That did not go through',
        description: error instanceof ApiError ? error.userMessage : 'Please try again.',
      }),
  });
}

export const useOpenDispute = (prospectId: string) =>
  useDisputeStep(
    prospectId,
    (request: OpenDisputeRequest) =>
      api('POST /api/prospects/:id/disputes', { params: { id: prospectId }, body: request }),
    DISPUTE_MESSAGES.opened,
  );

export const useRespondToDispute = (prospectId: string, disputeId: string) =>
  useDisputeStep(
    prospectId,
    (request: DisputeResponseRequest) =>
      api('POST /api/prospects/:id/disputes/:disputeId/response', {
        params: { id: prospectId, disputeId },
        body: request,
      }),
    DISPUTE_MESSAGES.responded,
  );

export const useResolveDispute = (prospectId: string, disputeId: string) =>
  useDisputeStep(
    prospectId,
    (request: DisputeResolutionRequest) =>
      api('POST /api/prospects/:id/disputes/:disputeId/resolution', {
        params: { id: prospectId, disputeId },
        body: request,
      }),
    DISPUTE_MESSAGES.resolved,
  );

/** Evidence links typed one per line (or separated by spaces), blanks dropped. */
export const linksFrom = (text: string | undefined): string[] =>
  (text ?? '').split(/\s+/).filter((link) => link.length > 0);
