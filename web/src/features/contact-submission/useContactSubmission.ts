import { NETWORKER_JOURNEY_MESSAGES as M, type ProspectSubmissionRequest } from '@referrals/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api } from '../../api/client';
import { showToast } from '../../ui/showToast';
import { toastFailure } from '../auth/authToasts';

/** 'Submit Introduction': POST /api/prospect-submissions, then the success page. */
export function useContactSubmission(slug: string) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (request: ProspectSubmissionRequest) =>
      api('POST /api/prospect-submissions', { body: request }),
    onSuccess: async () => {
      showToast({ kind: 'success', title: M.contactSubmittedTitle });
      await navigate({ to: '/submission-success/$slug', params: { slug } });
    },
    onError: (error) => toastFailure(M.submissionFailedTitle, error, M.tryAgain),
  });
}
