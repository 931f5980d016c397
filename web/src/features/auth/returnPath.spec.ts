import { describe, expect, it } from '@jest/globals';
import { localReturnPath } from './returnPath';

describe('the page to return to after signing in', () => {
  it('is a path of this site', () => {
    expect(localReturnPath('/invite/dana-demo')).toBe('/invite/dana-demo');
    expect(localReturnPath('/dashboard?tab=contacts')).toBe('/dashboard?tab=contacts');
  });

  it('is never another site, however it is written', () => {
    for (const elsewhere of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'invite/x',
      '/\nx',
      7,
    ]) {
      expect(localReturnPath(elsewhere)).toBeNull();
    }
  });
});
