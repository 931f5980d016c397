import { freshnessSamples } from './freshness.js';

describe('freshnessSamples', () => {
  const change = { position: '10-5', networkerUserId: 'nora', appendedAtMs: 1000 };

  it('measures each socket of the networker to the first invalidation at or past the change', () => {
    const { samplesMs, missed } = freshnessSamples(
      [change],
      [
        {
          userId: 'nora',
          arrivals: [
            ['10-4', 1005],
            ['10-5', 1012],
            ['11-1', 1020],
          ],
        },
        { userId: 'nora', arrivals: [['12-1', 1030]] },
        { userId: 'other', arrivals: [['10-5', 1001]] },
      ],
    );
    expect(samplesMs).toEqual([12, 30]);
    expect(missed).toBe(0);
  });

  it('counts a socket that never heard of the change as missed', () => {
    expect(freshnessSamples([change], [{ userId: 'nora', arrivals: [['9-9', 1003]] }])).toEqual({
      samplesMs: [],
      missed: 1,
    });
  });
});
