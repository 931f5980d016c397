import type { HasHttpStatus } from '../../platform/http/api-exception.filter.js';

/** Identity's errors, each naming the HTTP status it means at the edge. */
export class IdentityError extends Error implements HasHttpStatus {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}
