import { describe, expect, it } from '@jest/globals';
import { hasSeenQualityGuidelines, markQualityGuidelinesSeen } from './qualityGuidelinesSeen';

function memoryStore(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('whether the quality guidelines were seen', () => {
  it('is remembered per user once they were shown in full', () => {
    const store = memoryStore();
    expect(hasSeenQualityGuidelines(store, 'nora')).toBe(false);
    markQualityGuidelinesSeen(store, 'nora');
    expect(hasSeenQualityGuidelines(store, 'nora')).toBe(true);
    expect(hasSeenQualityGuidelines(store, 'sam')).toBe(false);
  });

  it('shows them in full again when the browser keeps nothing', () => {
    const broken: Pick<Storage, 'getItem' | 'setItem'> = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => markQualityGuidelinesSeen(broken, 'nora')).not.toThrow();
    expect(hasSeenQualityGuidelines(broken, 'nora')).toBe(false);
  });
});
