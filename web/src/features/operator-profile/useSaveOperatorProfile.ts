import {
  type CommandAnswer,
  OPERATOR_PROFILE_MESSAGES,
  type OperatorProfileInput,
} from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { toastFailure } from '../auth/authToasts';
import { operatorProfileQuery } from './operatorProfileQuery';

/** Saves the whole profile; the answer arrives once the read model has it, so the refetch shows it. */
export function useSaveOperatorProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: OperatorProfileInput) =>
      apiRequest<CommandAnswer>('PUT', `/api/operator-profile/${userId}`, profile),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorProfileQuery(userId).queryKey }),
    onError: (error) =>
      toastFailure(
        OPERATOR_PROFILE_MESSAGES.saveFailedTitle,
        error,
        OPERATOR_PROFILE_MESSAGES.saveFailedText,
      ),
  });
}
