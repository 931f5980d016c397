import { ChainHeads } from './chain-heads.js';

describe('ChainHeads', () => {
  it('answers the hash only for the revision it knows as the head', () => {
    const heads = new ChainHeads();
    heads.saw('prospect-1', { revision: 3n, hash: 'h3' });
    expect(heads.hashAt('prospect-1', 3n)).toEqual({ hash: 'h3' });
    expect(heads.hashAt('prospect-1', 2n)).toBeUndefined();
    expect(heads.hashAt('prospect-2', 3n)).toBeUndefined();
  });

  it('keeps the newest head when an older event is seen later', () => {
    const heads = new ChainHeads();
    heads.saw('prospect-1', { revision: 5n, hash: 'h5' });
    heads.saw('prospect-1', { revision: 4n, hash: 'h4' });
    expect(heads.hashAt('prospect-1', 5n)).toEqual({ hash: 'h5' });
  });

  it('remembers events written before hashing (no hash) as such', () => {
    const heads = new ChainHeads();
    heads.saw('old', { revision: 0n, hash: null });
    expect(heads.hashAt('old', 0n)).toEqual({ hash: null });
  });

  it('forgets the least recently updated stream beyond its capacity', () => {
    const heads = new ChainHeads(2);
    heads.saw('a', { revision: 0n, hash: 'a' });
    heads.saw('b', { revision: 0n, hash: 'b' });
    heads.saw('a', { revision: 1n, hash: 'a1' });
    heads.saw('c', { revision: 0n, hash: 'c' });
    expect(heads.hashAt('b', 0n)).toBeUndefined();
    expect(heads.hashAt('a', 1n)).toEqual({ hash: 'a1' });
    expect(heads.hashAt('c', 0n)).toEqual({ hash: 'c' });
  });
});
