import { describe, expect, it } from '@jest/globals';
import { relyingPartyFor } from './relying-party.js';

describe('relying party', () => {
  it('takes the host name as RP id and the origin without path', () => {
    expect(relyingPartyFor('https://app.example.com/base')).toEqual({
      id: 'app.example.com',
      name: 'Bold',
      origin: 'https://app.example.com',
    });
  });

  it('keeps a non-default port in the origin but not in the RP id', () => {
    expect(relyingPartyFor('http://localhost:4273')).toMatchObject({
      id: 'localhost',
      origin: 'http://localhost:4273',
    });
  });
});
