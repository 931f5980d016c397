import { describe, expect, it } from '@jest/globals';
import { withScheme } from './links.js';

describe('withScheme', () => {
  it('prefixes https:// to a link without a scheme', () => {
    expect(withScheme('acme.com')).toBe('https://acme.com');
    expect(withScheme('www.acme.com/about?x=1')).toBe('https://www.acme.com/about?x=1');
    expect(withScheme('acme.com:8080/path')).toBe('https://acme.com:8080/path');
  });

  it('keeps http and https links as typed, whatever their case', () => {
    expect(withScheme('https://acme.com')).toBe('https://acme.com');
    expect(withScheme('http://acme.com')).toBe('http://acme.com');
    expect(withScheme('HTTPS://Acme.com')).toBe('HTTPS://Acme.com');
  });

  it('completes a scheme-relative link and trims spaces', () => {
    expect(withScheme('//acme.com')).toBe('https://acme.com');
    expect(withScheme('  acme.com  ')).toBe('https://acme.com');
  });

  it('turns other schemes into harmless web addresses', () => {
    expect(withScheme('javascript:alert(1)')).toBe('https://javascript:alert(1)');
    expect(withScheme('javascript://%0aalert(1)')).toBe('https://javascript://%0aalert(1)');
  });

  it('leaves a blank link empty', () => {
    expect(withScheme('')).toBe('');
    expect(withScheme('   ')).toBe('');
  });
});
