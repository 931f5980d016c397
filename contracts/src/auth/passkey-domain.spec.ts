import { describe, expect, it } from '@jest/globals';
import { isIpAddressHost, passkeyDomainUrlFor, passkeyNeedsDomainMessage } from './passkey-domain.js';

describe('passkeys need a domain name', () => {
  it('tells IP addresses from domain names, localhost included', () => {
    expect(['127.0.0.1', '10.0.0.12', '[::1]'].map(isIpAddressHost)).toEqual([true, true, true]);
    expect(['localhost', 'bold.example.com', 'app.localhost'].map(isIpAddressHost)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('offers the same page on localhost for a loopback address, and nothing for another IP', () => {
    expect(passkeyDomainUrlFor('http://127.0.0.1:3000/')).toBe('http://localhost:3000');
    expect(passkeyDomainUrlFor('http://127.0.0.1:3000/invite/dana?x=1')).toBe(
      'http://localhost:3000/invite/dana?x=1',
    );
    expect(passkeyDomainUrlFor('http://[::1]:3000/login')).toBe('http://localhost:3000/login');
    expect(passkeyDomainUrlFor('http://192.168.1.20:3000/login')).toBeNull();
  });

  it('says why and where to go', () => {
    expect(passkeyNeedsDomainMessage('http://localhost:3000')).toBe(
      'Passkeys need a domain name, not an IP address: open http://localhost:3000 instead.',
    );
    expect(passkeyNeedsDomainMessage(null)).toMatch(/open this site by its domain name/);
  });
});
