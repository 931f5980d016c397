import { describe, expect, it } from '@jest/globals';
import { given, register, registered } from './company-story.js';

describe('a company of the catalogue', () => {
  it('is registered with its name, domain and logo', () => {
    given().when(register()).then(registered());
  });

  it('is registered once: a second registration of its name is refused, and the first stands', () => {
    given(registered()).when(register('ACME', null)).thenRefused('company_already_registered');
    expect(given(registered(), registered('ACME', null)).state.registered).toMatchObject({
      name: 'Acme',
      domain: 'acme.com',
    });
  });
});
