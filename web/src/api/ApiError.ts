import type { ApiErrorBody } from '@referrals/contracts';

/**
 * A non-OK answer from the API. `message` follows the spec's error catalogue:
 * "{status}: {response body text, or the status text when the body is empty}".
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly bodyText: string,
    /** The API's JSON error body, when the answer was one. */
    readonly body: ApiErrorBody | null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The message meant for people: the API's own wording when it sent one, else the raw message. */
  get userMessage(): string {
    return this.body?.message ?? this.message;
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const bodyText = await response.text();
    return new ApiError(response.status, response.statusText, bodyText, parseErrorBody(bodyText));
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isApiErrorBody(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.statusCode === 'number' &&
    typeof candidate.error === 'string' &&
    typeof candidate.message === 'string'
  );
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
