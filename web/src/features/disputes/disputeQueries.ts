import {
  type CommandAnswer,
  DISPUTE_MESSAGES,
  DISPUTES_PATH,
  type DisputeListFilter,
  type DisputeListItem,
  disputeListQueryKey,
  disputeQueryKeys,
  type DisputeResolutionRequest,
  type DisputeResponseRequest,
  type OpenDisputeAnswer,
  type OpenDisputeRequest,
  type ProspectDisputesAnswer,
  prospectDisputesPath,
  prospectDisputesQueryKey,
} from '@referrals/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { ApiError } from '../../api/ApiError';
import { showToast } from '../../ui/showToast';

export function useProspectDisputes(prospectId: string) {
  return useQuery({
    queryKey: prospectDisputesQueryKey(prospectId),
    queryFn: ({ signal }) =>
      apiRequest<ProspectDisputesAnswer>('GET', prospectDisputesPath(prospectId), undefined, { signal }),
  });
}

export function useDisputeList(filter: DisputeListFilter) {
  return useQuery({
    queryKey: disputeListQueryKey(filter),
    queryFn: ({ signal }) =>
      apiRequest<DisputeListItem[]>('GET', `${DISPUTES_PATH}?status=${filter}`, undefined, { signal }),
  });
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
      apiRequest<OpenDisputeAnswer & CommandAnswer>('POST', prospectDisputesPath(prospectId), request),
    DISPUTE_MESSAGES.opened,
  );

export const useRespondToDispute = (prospectId: string, disputeId: string) =>
  useDisputeStep(
    prospectId,
    (request: DisputeResponseRequest) =>
      apiRequest<CommandAnswer>('POST', `${prospectDisputesPath(prospectId)}/${disputeId}/response`, request),
    DISPUTE_MESSAGES.responded,
  );

export const useResolveDispute = (prospectId: string, disputeId: string) =>
  useDisputeStep(
    prospectId,
    (request: DisputeResolutionRequest) =>
      apiRequest<CommandAnswer>(
        'POST',
        `${prospectDisputesPath(prospectId)}/${disputeId}/resolution`,
        request,
      ),
    DISPUTE_MESSAGES.resolved,
  );

/** Evidence links typed one per line (or separated by spaces), blanks dropped. */
export const linksFrom = (text: string | undefined): string[] =>
  (text ?? '').split(/\s+/).filter((link) => link.length > 0);
