import { describe, expect, it } from '@jest/globals';
import { readStored, writeStored } from './safeStorage';

const blocked = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('safe storage', () => {
  it('reads back what it wrote', () => {
    const values = new Map<string, string>();
    const store = { getItem: (key: string) => values.get(key) ?? null, setItem: values.set.bind(values) };
    writeStored('k', 'v', store);
    expect(readStored('k', store)).toBe('v');
    expect(readStored('other', store)).toBeNull();
  });

  it('neither throws nor remembers when storage is blocked', () => {
    expect(() => writeStored('k', 'v', blocked)).not.toThrow();
    expect(readStored('k', blocked)).toBeNull();
  });
});
