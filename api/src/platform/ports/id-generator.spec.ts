import { describe, expect, it } from '@jest/globals';
import { randomIdGenerator } from './id-generator.js';

describe('the id generator', () => {
  it('makes ordered ids that sort in the order they were made, many within one millisecond', () => {
    const made = Array.from({ length: 2_000 }, () => randomIdGenerator.orderedUuid());
    expect(new Set(made).size).toBe(made.length);
    expect([...made].sort()).toEqual(made);
  });

  it('makes random ids that carry no time', () => {
    expect(randomIdGenerator.uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
