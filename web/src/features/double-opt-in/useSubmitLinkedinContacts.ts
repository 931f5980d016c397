import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { showToast } from '../../ui/showToast';
import { toastFailure } from '../auth/authToasts';

/** 'Submit Contacts for Review': every address in one request, recorded together or not at all. */
export function useSubmitLinkedinContacts(invitationUuid: string, onSubmitted: () => void) {
  return useMutation({
    mutationFn: (linkedinUrls: string[]) =>
      api('POST /api/prospect-submissions/linkedin', { body: { invitationUuid, linkedinUrls } }),
    onSuccess: (answer) => {
      showToast({
        kind: 'success',
        title: 'Prospects Submitted',
        description: `Successfully submitted ${answer.prospectIds.length} prospect(s) for review.`,
      });
      onSubmitted();
    },
    onError: (error) =>
      toastFailure('Submission Failed', error, 'Failed to submit some prospects. Please try again.'),
  });
}
