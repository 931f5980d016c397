import { describe, expect, it } from '@jest/globals';
import { type ApiErrorBody, WAITLIST_MESSAGES as M } from '@referrals/contracts';
import { ApiError } from '../../api/client';
import { isWebAddress, waitlistFailureMessage } from './waitlistForm';

const apiError = (status: number, bodyText: string) =>
  new ApiError(
    status,
    'Status',
    bodyText,
    bodyText.startsWith('{') ? (JSON.parse(bodyText) as ApiErrorBody) : null,
  );

describe('the waitlist failure message', () => {
  it("shows the server's own text when it sent one", () => {
    const refused = apiError(
      429,
      JSON.stringify({ statusCode: 429, error: M.tooManyRequests, message: M.tooManyRequests }),
    );
    expect(waitlistFailureMessage(refused)).toBe(M.tooManyRequests);
  });

  it('falls back to "Failed to join waitlist" when the answer carried no message', () => {
    expect(waitlistFailureMessage(apiError(502, '<html>Bad gateway</html>'))).toBe('Failed to join waitlist');
    expect(waitlistFailureMessage(apiError(503, ''))).toBe('Failed to join waitlist');
  });

  it('says it is the network when no answer came at all', () => {
    expect(waitlistFailureMessage(new TypeError('Failed to fetch'))).toBe('Network error. Please try again.');
  });
});

describe('a web address for the LinkedIn URL field', () => {
  it.each([
    'https://www.linkedin.com/in/sally',
    'http://linkedin.com/in/sally-seller-4b2a91',
    ' https://x.co ',
  ])('accepts %s', (text) => expect(isWebAddress(text)).toBe(true));

  it.each(['linkedin.com/in/sally', 'javascript:alert(1)', 'https://localhost', 'sally', ''])(
    'refuses "%s"',
    (text) => expect(isWebAddress(text)).toBe(false),
  );
});
