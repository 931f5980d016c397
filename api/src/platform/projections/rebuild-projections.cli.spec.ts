import { describe, expect, it } from '@jest/globals';
import { rebuildSummary } from './rebuild-projections.cli.js';

describe('rebuildSummary', () => {
  it('lists each projector with its events, the time it spent applying them and that pace, under a line for the whole run', () => {
    expect(
      rebuildSummary(
        [
          { projector: 'stream-index', eventsReplayed: 12_345, applyingMs: 2_500 },
          { projector: 'reviews', eventsReplayed: 0, applyingMs: 40 },
        ],
        2_600,
      ),
    ).toEqual([
      'Rebuilt 2 projectors: 12,345 events handed over in 2.6 s.',
      '  projector      events   applying   events/s',
      '  stream-index   12,345      2.5 s      4,938',
      '  reviews             0      40 ms          0',
    ]);
  });
});
