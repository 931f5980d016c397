import { describe, expect, it } from '@jest/globals';
import { contrastRatio } from './contrast';
import { TAG_COLOURS } from './tagColours';
import { theme } from './theme';

describe('status pills', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    // antd's own gold and green tag text, the pills the issue measured.
    expect(contrastRatio('#d48806', '#fffbe6')).toBeCloseTo(2.76, 2);
    expect(contrastRatio('#389e0d', '#f6ffed')).toBeCloseTo(3.37, 2);
  });

  it.each(Object.entries(TAG_COLOURS))('draws %s text at 4.5:1 or more on its background', (_, colours) => {
    expect(contrastRatio(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives those text shades to every Tag through the theme', () => {
    const tag = theme.components?.Tag as Record<string, string> | undefined;
    for (const [colour, { text }] of Object.entries(TAG_COLOURS)) expect(tag?.[`${colour}7`]).toBe(text);
  });
});
