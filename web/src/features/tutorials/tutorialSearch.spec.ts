import { describe, expect, it } from '@jest/globals';
import { clampTutorialStep, readTutorialSearch } from './tutorialSearch';

describe('the tutorial step in the address', () => {
  it('keeps a step between 1 and 6', () => {
    expect(clampTutorialStep(1)).toBe(1);
    expect(clampTutorialStep(6)).toBe(6);
    expect(clampTutorialStep(0)).toBe(1);
    expect(clampTutorialStep(-3)).toBe(1);
    expect(clampTutorialStep(7)).toBe(6);
    expect(clampTutorialStep(99)).toBe(6);
  });

  it('reads numbers written as text and drops fractions', () => {
    expect(clampTutorialStep('4')).toBe(4);
    expect(clampTutorialStep(3.9)).toBe(3);
  });

  it('starts at step 1 for anything that is not a number', () => {
    expect(clampTutorialStep(undefined)).toBe(1);
    expect(clampTutorialStep('two')).toBe(1);
    expect(clampTutorialStep(Number.NaN)).toBe(1);
    expect(clampTutorialStep(Number.POSITIVE_INFINITY)).toBe(1);
    expect(clampTutorialStep({ step: 2 })).toBe(1);
  });

  it('parses the query string', () => {
    expect(readTutorialSearch({ step: 5 })).toEqual({ step: 5 });
    expect(readTutorialSearch({})).toEqual({ step: 1 });
  });
});
