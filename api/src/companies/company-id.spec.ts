import { describe, expect, it } from '@jest/globals';
import { companyIdFor } from './company-id.js';

describe('company ids', () => {
  it('are the same uuid for the same name key, and differ between names', () => {
    expect(companyIdFor('acme')).toBe(companyIdFor('acme'));
    expect(companyIdFor('acme')).not.toBe(companyIdFor('globex'));
    expect(companyIdFor('acme')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
