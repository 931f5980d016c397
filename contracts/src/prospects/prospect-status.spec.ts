import { describe, expect, it } from '@jest/globals';
import { statusDotColour } from './prospect-status.js';

describe('status dot colour', () => {
  it('follows the spec: green held, red rejected, blue in progress, yellow waiting', () => {
    expect(statusDotColour('meeting_held')).toBe('green');
    expect(statusDotColour('review_completed')).toBe('green');
    expect(statusDotColour('rejected')).toBe('red');
    expect(['approved', 'intro_made', 'meeting_scheduled'].map((s) => statusDotColour(s as never))).toEqual([
      'blue',
      'blue',
      'blue',
    ]);
    expect(statusDotColour('submitted')).toBe('yellow');
    expect(statusDotColour('under_review')).toBe('yellow');
  });
});
