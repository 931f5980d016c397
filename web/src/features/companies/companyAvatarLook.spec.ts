import { describe, expect, it } from '@jest/globals';
import { AVATAR_COLOURS, avatarColour, companyInitials } from './companyAvatarLook';

describe('company initials', () => {
  it('takes the first letter of up to two words, upper-cased', () => {
    expect(companyInitials('Stripe')).toBe('S');
    expect(companyInitials('goldman sachs')).toBe('GS');
    expect(companyInitials('Bank of America')).toBe('BO');
    expect(companyInitials('  JP   Morgan  ')).toBe('JM');
  });

  it('skips punctuation and words without a letter, and keeps letters beyond ASCII', () => {
    expect(companyInitials('(Acme) & Sons')).toBe('AS');
    expect(companyInitials('Öresund Ägare')).toBe('ÖÄ');
    expect(companyInitials('3M')).toBe('3');
  });

  it('is empty for a name with no letters', () => {
    expect(companyInitials('')).toBe('');
    expect(companyInitials(' - ')).toBe('');
  });
});

describe('the avatar colour', () => {
  it('is one of ten, the same for the same name whatever its case or spacing', () => {
    expect(AVATAR_COLOURS).toHaveLength(10);
    expect(AVATAR_COLOURS).toContain(avatarColour('Acme'));
    expect(avatarColour(' acme ')).toBe(avatarColour('ACME'));
  });

  it('spreads names over the colours', () => {
    const names = Array.from({ length: 200 }, (_, index) => `Company ${index}`);
    expect(new Set(names.map(avatarColour)).size).toBe(10);
  });

  it('keeps white initials readable on every colour', () => {
    for (const colour of AVATAR_COLOURS) {
      expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

/** WCAG 2 contrast ratio between white and a #rrggbb colour. */
function contrastWithWhite(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  return 1.05 / (luminance + 0.05);
}
