import { describe, expect, it } from '@jest/globals';
import { addressSegments } from './addressSegments';

describe('where an address may wrap', () => {
  it('cuts before the @, the dots and the slashes, keeping every word whole', () => {
    expect(addressSegments('nora.networker@example.com')).toEqual(['nora', '.networker', '@example', '.com']);
    expect(addressSegments('linkedin.com/in/dana-demo')).toEqual(['linkedin', '.com', '/in', '/dana-demo']);
    expect(addressSegments('+1 555 0100')).toEqual(['+1 555 0100']);
  });
});
