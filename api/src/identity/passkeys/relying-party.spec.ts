import { describe, expect, it } from '@jest/globals';
import { relyingPartyFor, relyingPartyForPage } from './relying-party.js';

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

describe('the relying party of a ceremony, from the page it runs on', () => {
  const local = relyingPartyFor('http://localhost:3000');
  const localByIp = relyingPartyFor('http://127.0.0.1:3000');
  const production = relyingPartyFor('https://bold.example.com');

  it('is the configured one on the public URL, and when the request names no page', () => {
    expect(relyingPartyForPage(local, 'http://localhost:3000')).toEqual({
      kind: 'ready',
      relyingParty: local,
    });
    expect(relyingPartyForPage(production, 'https://bold.example.com')).toEqual({
      kind: 'ready',
      relyingParty: production,
    });
    expect(relyingPartyForPage(production, undefined)).toEqual({ kind: 'ready', relyingParty: production });
    // An API client (no browser page) keeps working on a deployment configured on an IP address.
    const onIp = relyingPartyFor('http://127.0.0.1:3000');
    expect(relyingPartyForPage(onIp, undefined)).toEqual({ kind: 'ready', relyingParty: onIp });
  });

  it('sends a page on 127.0.0.1 to the README’s localhost address', () => {
    expect(relyingPartyForPage(local, 'http://127.0.0.1:3000')).toEqual({
      kind: 'needs-domain',
      openInstead: 'http://localhost:3000',
    });
  });

  it('sends a page on an IP address to the public domain when there is one', () => {
    expect(relyingPartyForPage(production, 'http://203.0.113.9')).toEqual({
      kind: 'needs-domain',
      openInstead: 'https://bold.example.com',
    });
    expect(relyingPartyForPage(production, 'http://[::1]:3000')).toMatchObject({ kind: 'needs-domain' });
  });

  it('on a local start configured by IP, uses localhost for a page there and explains on the IP itself', () => {
    expect(relyingPartyForPage(localByIp, 'http://localhost:3000')).toEqual({
      kind: 'ready',
      relyingParty: { id: 'localhost', name: 'Bold', origin: 'http://localhost:3000' },
    });
    expect(relyingPartyForPage(localByIp, 'http://127.0.0.1:3000')).toEqual({
      kind: 'needs-domain',
      openInstead: 'http://localhost:3000',
    });
  });

  it('never lends its name to another site or another local port', () => {
    expect(relyingPartyForPage(production, 'https://evil.example')).toEqual({
      kind: 'ready',
      relyingParty: production,
    });
    expect(relyingPartyForPage(local, 'http://localhost:4000')).toEqual({
      kind: 'ready',
      relyingParty: local,
    });
    expect(relyingPartyForPage(local, 'not a url')).toEqual({ kind: 'ready', relyingParty: local });
  });
});
