import {
  BOUNTY_MESSAGES,
  type BountyKind,
  type BountyPaymentRequest,
  type CommandAnswer,
} from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import { showToast } from '../../ui/showToast';
import { operatorBountyLedgerQuery } from './bountyLedgerQueries';

/** Refreshes the operator's ledger after an action, and says why one failed (another tab may have acted). */
function useLedgerMutation<Variables>(
  send: (variables: Variables) => Promise<CommandAnswer>,
  success: { title: string; description?: string },
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: operatorBountyLedgerQuery.queryKey });
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      showToast({ kind: 'success', ...success });
      await refresh();
    },
    onError: async (error) => {
      showToast({
        kind: 'error',
        title: BOUNTY_MESSAGES.failedTitle,
        description: isApiError(error) ? error.userMessage : 'Please try again.',
      });
      await refresh();
    },
  });
}

export function useApproveBounty() {
  return useLedgerMutation(
    ({ prospectId, kind }: { prospectId: string; kind: BountyKind }) =>
      api('POST /api/prospects/:id/bounties/:kind/approve', { params: { id: prospectId, kind }, body: {} }),
    { title: BOUNTY_MESSAGES.approvedTitle },
  );
}

export function useRecordBountyPayment() {
  return useLedgerMutation(
    ({
      prospectId,
      kind,
      payment,
    }: {
      prospectId: string;
      kind: BountyKind;
      payment: BountyPaymentRequest;
    }) =>
      api('POST /api/prospects/:id/bounties/:kind/payment', {
        params: { id: prospectId, kind },
        body: payment,
      }),
    { title: BOUNTY_MESSAGES.paidTitle },
  );
}

export function useRecordWonDeal() {
  return useLedgerMutation(
    ({ prospectId, dealValue }: { prospectId: string; dealValue: number }) =>
      api('POST /api/prospects/:id/won-deal', { params: { id: prospectId }, body: { dealValue } }),
    { title: BOUNTY_MESSAGES.dealWonTitle, description: 'What the terms pay for a won deal is now earned.' },
  );
}
