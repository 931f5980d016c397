import { describe, expect, it } from '@jest/globals';
import {
  isProfileEmail,
  missingProfileFields,
  needsProfileSetup,
  REQUIRED_PROFILE_FIELDS,
} from './operator-profile.js';

const complete = {
  fullName: 'Dana Demo',
  title: 'Head of Sales',
  location: 'San Francisco',
  linkedinUrl: 'https://linkedin.com/in/dana',
  company: 'Acme',
  websiteUrl: 'acme.com',
  email: 'dana@acme.com',
  prospectsDescription: 'VPs of Sales at mid-size SaaS companies',
  targetProspects: ['Stripe'],
  productSummary: 'Pipeline analytics',
  productDescription: 'Shows which deals will close.',
  useCases: ['Forecasting'],
  customers: ['Notion'],
};

describe('operator profile completeness', () => {
  it('finds nothing missing in a complete profile', () => {
    expect(missingProfileFields(complete)).toEqual([]);
  });

  it('lists the label of every required field that is empty, blank or an empty list', () => {
    expect(missingProfileFields({ ...complete, title: '  ', targetProspects: [], customers: [' '] })).toEqual(
      ['Title', 'Target Companies', 'Customers'],
    );
    expect(missingProfileFields(null)).toHaveLength(REQUIRED_PROFILE_FIELDS.length);
  });

  it('needs setup while title, company or intro message is missing', () => {
    expect(needsProfileSetup({ title: 'Head of Sales', company: 'Acme', introMessage: 'Hi!' })).toBe(false);
    expect(needsProfileSetup({ title: 'Head of Sales', company: 'Acme' })).toBe(true);
    expect(needsProfileSetup(null)).toBe(true);
  });

  it('accepts as email only text with an @', () => {
    expect(isProfileEmail('dana@acme.com')).toBe(true);
    expect(isProfileEmail('dana.acme.com')).toBe(false);
  });
});
