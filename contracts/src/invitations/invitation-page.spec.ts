import { describe, expect, it } from '@jest/globals';
import { invitationPageCompanies, shownEntries } from './invitation-page.js';

describe("the invitation page's lists", () => {
  it('keeps the non-blank entries, trimmed, up to the limit', () => {
    expect(shownEntries([' Stripe ', '', '  ', 'Notion', 'Figma'], 2)).toEqual(['Stripe', 'Notion']);
    expect(shownEntries(['Stripe'])).toEqual(['Stripe']);
  });

  it('names each company the page may show an avatar for once, as the avatar names it', () => {
    const profile = {
      company: ' Acme ',
      productName: 'Rocket',
      customers: ['', 'Stripe', 'Acme', 'C3', 'C4', 'C5', 'C6', 'C7 (past the six shown)'],
      targetProspects: [' Notion', ...Array.from({ length: 9 }, (_, index) => `T${index + 1}`)],
    };
    const prospects = [{ prospectCompany: 'Figma ' }, { prospectCompany: null }, { prospectCompany: ' ' }];
    expect(invitationPageCompanies(profile, prospects)).toEqual([
      'Acme',
      'Rocket',
      'Figma',
      'Stripe',
      'C3',
      'C4',
      'C5',
      'C6',
      'Notion',
      'T1',
      'T2',
      'T3',
      'T4',
      'T5',
      'T6',
      'T7',
      'T8',
    ]);
  });
});
