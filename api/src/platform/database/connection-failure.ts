/** Socket errors, and Postgres' "admin shutdown" / "cannot connect now"; class 08 is connection exceptions. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P03',
]);

const CONNECTION_FAILURE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/**
 * True when an error from pg (or TypeORM, which wraps it as `driverError`) means the database could not be
 * reached or dropped the connection, rather than that the query itself was refused.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, driverError } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
  };
  if (driverError !== undefined && driverError !== error && isConnectionFailure(driverError)) return true;
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && CONNECTION_FAILURE_MESSAGES.some((part) => message.includes(part));
}
