import { OPERATOR_PROFILE_MESSAGES, type OperatorProfileInput } from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastFailure } from '../auth/authToasts';
import { operatorProfileQuery } from './operatorProfileQuery';

/**
 * Puts the operator's company in the shared catalogue (with its website's domain, for the logo).
 * As in the spec, a failure here is logged and never stops the profile from saving.
 */
async function registerCompany(profile: OperatorProfileInput): Promise<void> {
  if (!profile.company.trim() || !profile.websiteUrl.trim()) return;
  try {
    await api('POST /api/companies/find-or-create', {
      body: { companyInput: `${profile.company.trim()} | ${profile.websiteUrl.trim()}` },
    });
  } catch (error) {
    console.warn('Could not add the company to the catalogue; the profile is saved anyway.', error);
  }
}

/** Saves the whole profile; the answer arrives once the read model has it, so the refetch shows it. */
export function useSaveOperatorProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: OperatorProfileInput) => {
      await registerCompany(profile);
      return api('PUT /api/operator-profile/:userId', { params: { userId }, body: profile });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorProfileQuery(userId).queryKey }),
    onError: (error) =>
      toastFailure(
        OPERATOR_PROFILE_MESSAGES.saveFailedTitle,
        error,
        OPERATOR_PROFILE_MESSAGES.saveFailedText,
      ),
  });
}
