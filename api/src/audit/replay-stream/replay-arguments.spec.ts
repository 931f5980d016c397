import { describe, expect, it } from '@jest/globals';
import { parseReplayArguments } from './replay-arguments.js';

describe('parseReplayArguments', () => {
  it('reads the stream and an optional time, in either spelling, ignoring npm\'s "--"', () => {
    expect(parseReplayArguments(['--', '--stream', 'prospect-1'])).toEqual({
      stream: 'prospect-1',
      until: null,
    });
    expect(parseReplayArguments(['--stream=prospect-1', '--until=2026-11-21T10:00:00Z'])).toEqual({
      stream: 'prospect-1',
      until: new Date('2026-11-21T10:00:00.000Z'),
    });
    expect(parseReplayArguments(['--until', '2026-11-21T12:00:00+02:00', '--stream', 'user-1'])).toEqual({
      stream: 'user-1',
      until: new Date('2026-11-21T10:00:00.000Z'),
    });
  });

  it('takes a date alone as midnight UTC', () => {
    expect(parseReplayArguments(['--stream', 's-1', '--until', '2026-11-21'])).toEqual({
      stream: 's-1',
      until: new Date('2026-11-21T00:00:00.000Z'),
    });
  });

  it.each([
    [[], '--stream is required.'],
    [['--until', '2026-11-21'], '--stream is required.'],
    [['--stream'], '--stream needs a value.'],
    [['--stream', '--until', '2026-11-21'], '--stream needs a value.'],
    [['--stream='], '--stream needs a value.'],
    [['--stream', 'a', '--stream', 'b'], '--stream is given twice.'],
    [['prospect-1'], 'Unknown argument "prospect-1".'],
    [['--stream', 'a', '--since', 'x'], 'Unknown argument "--since".'],
    [
      ['--stream', 'a', '--until', 'yesterday'],
      '--until "yesterday" is not an ISO time such as 2026-11-21T10:00:00Z.',
    ],
    [
      ['--stream', 'a', '--until', '2026-11-21T10:00'],
      '--until "2026-11-21T10:00" is not an ISO time such as 2026-11-21T10:00:00Z.',
    ],
    [
      ['--stream', 'a', '--until', '2026-13-45T10:00:00Z'],
      '--until "2026-13-45T10:00:00Z" is not an ISO time such as 2026-11-21T10:00:00Z.',
    ],
  ])('refuses %j: %s', (args, problem) => {
    expect(parseReplayArguments(args)).toEqual({ problem });
  });
});
