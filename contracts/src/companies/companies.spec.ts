import { describe, expect, it } from '@jest/globals';
import { parseCompanyInput, suggestCompanies } from './company-input.js';
import { guessCompanyDomain } from './logo-domain.js';

describe('the "Name | domain" company input', () => {
  it('takes the domain only when it has a dot and no space', () => {
    expect(parseCompanyInput('Acme | acme.io')).toEqual({ name: 'Acme', domain: 'acme.io' });
    expect(parseCompanyInput('Acme | https://www.Acme.io/about')).toEqual({
      name: 'Acme',
      domain: 'acme.io',
    });
    expect(parseCompanyInput('Acme | not a domain')).toEqual({ name: 'Acme', domain: null });
    expect(parseCompanyInput('Acme | acme')).toEqual({ name: 'Acme', domain: null });
    expect(parseCompanyInput('  Acme  ')).toEqual({ name: 'Acme', domain: null });
  });
});

describe('logo domain guesses', () => {
  it('strips legal suffixes before guessing a .com domain', () => {
    expect(guessCompanyDomain('Acme Inc.')).toBe('acme.com');
    expect(guessCompanyDomain('Globex Corp')).toBe('globex.com');
    expect(guessCompanyDomain('Initech LLC')).toBe('initech.com');
    expect(guessCompanyDomain('First Republic Bank')).toBe('firstrepublic.com');
  });

  it('knows brands whose domain is not their name', () => {
    expect(guessCompanyDomain('JP Morgan')).toBe('jpmorganchase.com');
    expect(guessCompanyDomain('Bank of America')).toBe('bankofamerica.com');
    expect(guessCompanyDomain('Notion')).toBe('notion.so');
    expect(guessCompanyDomain('Zoom')).toBe('zoom.us');
  });

  it('uses a domain typed as the name, and gives up on nothing', () => {
    expect(guessCompanyDomain('https://www.acme.io')).toBe('acme.io');
    expect(guessCompanyDomain('   ')).toBeNull();
  });
});

describe('company suggestions', () => {
  it('suggests up to four names, starting matches first, from two characters on', () => {
    expect(suggestCompanies('s')).toEqual([]);
    expect(suggestCompanies('sn')).toEqual(['Snowflake']);
    expect(suggestCompanies('ba')).toEqual(['Bank of America', 'Coinbase']);
    expect(suggestCompanies('an')).toHaveLength(4);
  });
});
