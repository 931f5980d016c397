import { describe, expect, it } from '@jest/globals';
import { otherPartyId } from './otherPartyId';

describe('the other party of a conversation', () => {
  const pair = { operatorId: 'operator-1', networkerUserId: 'networker-1' };

  it('is the networker for the operator, and the operator for the networker', () => {
    expect(otherPartyId({ ...pair, yourRole: 'operator' })).toBe('networker-1');
    expect(otherPartyId({ ...pair, yourRole: 'networker' })).toBe('operator-1');
  });
});
