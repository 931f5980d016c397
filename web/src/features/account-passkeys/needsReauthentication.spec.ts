import { describe, expect, it } from '@jest/globals';
import { AUTH_API_MESSAGES } from '@referrals/contracts';
import { ApiError } from '../../api/ApiError';
import { needsReauthentication } from './needsReauthentication';

const refusal = (status: number, message: string) =>
  new ApiError(status, 'Refused', JSON.stringify({ message }), {
    statusCode: status,
    error: 'Refused',
    message,
  });

describe('a refusal that asks the user to prove who they are again', () => {
  it('is the 403 with the re-authentication message', () => {
    expect(needsReauthentication(refusal(403, AUTH_API_MESSAGES.reauthenticationRequired))).toBe(true);
  });

  it('is not any other refusal or error', () => {
    expect(needsReauthentication(refusal(403, AUTH_API_MESSAGES.csrfInvalid))).toBe(false);
    expect(needsReauthentication(refusal(409, AUTH_API_MESSAGES.passkeyIsLastSignInMethod))).toBe(false);
    expect(needsReauthentication(new Error(AUTH_API_MESSAGES.reauthenticationRequired))).toBe(false);
  });
});
