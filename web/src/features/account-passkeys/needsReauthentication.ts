import { AUTH_API_MESSAGES } from '@referrals/contracts';
import { isApiError } from '../../api/client';

/** Whether the server refused a change to how the account signs in until the user proves who they are again. */
export function needsReauthentication(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 403 &&
    error.userMessage === AUTH_API_MESSAGES.reauthenticationRequired
  );
}
