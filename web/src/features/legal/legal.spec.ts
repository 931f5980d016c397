import { describe, expect, it } from '@jest/globals';
import { activeSection, readingLineMargin } from './activeSection';
import { countOf, oneOf } from './legalWords';

const ORDER = ['terms', 'fees', 'privacy'] as const;

describe('the section in view', () => {
  it('is the one crossing the reading line', () => {
    expect(activeSection(ORDER, new Set(['fees']), 'terms')).toBe('fees');
  });

  it('is the first in page order when two cross it at once (the line on their border)', () => {
    expect(activeSection(ORDER, new Set(['privacy', 'fees']), 'terms')).toBe('fees');
  });

  it('stays as it was while no section crosses the line', () => {
    expect(activeSection(ORDER, new Set(), 'privacy')).toBe('privacy');
    expect(activeSection(ORDER, new Set(['footer']), 'fees')).toBe('fees');
  });
});

describe('the reading line', () => {
  it('is one pixel tall, linePx below the top of the viewport', () => {
    expect(readingLineMargin(120, 800)).toBe('-120px 0px -679px 0px');
  });

  it('never asks for a negative margin in a viewport shorter than the line', () => {
    expect(readingLineMargin(120, 100)).toBe('-120px 0px 0px 0px');
  });
});

describe('a count in the legal text', () => {
  it('names its unit in the singular for one and in the plural otherwise', () => {
    expect(countOf(1, 'business day')).toBe('1 business day');
    expect(countOf(5, 'business day')).toBe('5 business days');
    expect(countOf(24, 'hour')).toBe('24 hours');
  });
});

describe('alternatives in the legal text', () => {
  it('are listed as Intl lists them for en-US', () => {
    const intl = new Intl.ListFormat('en-US', { type: 'disjunction' });
    const lists = [['PayPal'], ['PayPal', 'Venmo'], ['PayPal', 'Venmo', 'Zelle'], ['A', 'B', 'C', 'D']];
    for (const items of lists) expect(oneOf(items)).toBe(intl.format(items));
  });
});
