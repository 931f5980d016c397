import { describe, expect, it } from '@jest/globals';
import { streamCategory } from './stream-index.projector.js';

describe('stream categories', () => {
  it('are the part of the stream name before the first dash', () => {
    expect(streamCategory('prospect-42')).toBe('prospect');
    expect(streamCategory('invitation-7d3c-uuid-parts')).toBe('invitation');
    expect(streamCategory('review-12-operator')).toBe('review');
  });

  it('are the whole name when there is no dash to split on', () => {
    expect(streamCategory('singleton')).toBe('singleton');
    expect(streamCategory('-leading')).toBe('-leading');
  });
});
