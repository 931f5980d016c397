import { describe, expect, it } from '@jest/globals';
import { isLogoServiceAddress } from './logo-service-address.js';

const TEMPLATE = 'https://icons.example/ip3/{domain}.ico';

describe('a catalogue logo', () => {
  it('is trusted when the configured logo service serves it', () => {
    expect(isLogoServiceAddress('https://icons.example/ip3/acme.com.ico', TEMPLATE)).toBe(true);
  });

  it('is not trusted from anywhere else, or with no logo service configured', () => {
    for (const logoUrl of [
      'https://tracker.example/pixel.png',
      'https://icons.example.tracker.example/ip3/acme.com.ico',
      'http://icons.example/ip3/acme.com.ico',
      'https://icons.example/other/acme.com.ico',
      'not a url',
    ]) {
      expect(isLogoServiceAddress(logoUrl, TEMPLATE)).toBe(false);
    }
    expect(isLogoServiceAddress('https://icons.example/ip3/acme.com.ico', null)).toBe(false);
  });
});
