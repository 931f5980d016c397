import { describe, expect, it } from '@jest/globals';
import { isConnectionFailure } from './connection-failure.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isConnectionFailure', () => {
  it('recognises an unreachable or vanished server, from pg directly or wrapped by TypeORM', () => {
    expect(isConnectionFailure(withCode('ECONNREFUSED'))).toBe(true);
    expect(isConnectionFailure(withCode('08006'))).toBe(true);
    expect(
      isConnectionFailure(withCode('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
    const wrapped = Object.assign(new Error('Query failed'), { driverError: withCode('ECONNRESET') });
    expect(isConnectionFailure(wrapped)).toBe(true);
  });

  it('leaves errors of the query itself, and anything else, alone', () => {
    expect(isConnectionFailure(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(
      false,
    );
    expect(isConnectionFailure(withCode('42P01', 'relation "nope" does not exist'))).toBe(false);
    expect(isConnectionFailure(new Error('boom'))).toBe(false);
    expect(isConnectionFailure(null)).toBe(false);
    expect(isConnectionFailure('Connection terminated')).toBe(false);
  });
});
