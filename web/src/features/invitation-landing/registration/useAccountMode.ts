import { MODAL_EMAIL_CHECK_DEBOUNCE_MS } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../api/client';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { type AccountMode, modeFromStatus } from './registrationModes';

/**
 * The account mode for the typed email: looked up once typing stops (800 ms in the modal, 500 ms on
 * the registration form), once it holds an @; a failed lookup means new_user.
 */
export function useAccountMode(
  email: string,
  invitationUuid: string,
  debounceMs: number = MODAL_EMAIL_CHECK_DEBOUNCE_MS,
): AccountMode {
  const typed = email.trim().toLowerCase();
  const settled = useDebouncedValue(typed, debounceMs);
  const lookup = useQuery({
    ...routeQuery('POST /api/auth/check-user-status', {
      body: { email: settled, invitationUuid },
      key: [settled, invitationUuid],
    }),
    enabled: settled.includes('@'),
    retry: false,
    staleTime: 60_000,
  });
  if (!typed.includes('@')) return 'new_user';
  if (typed !== settled || lookup.isFetching) return 'checking';
  if (lookup.isError) return 'new_user';
  return modeFromStatus(lookup.data ?? null);
}
