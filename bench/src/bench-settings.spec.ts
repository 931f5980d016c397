import { describe, expect, it } from '@jest/globals';
import { benchSettings } from './bench-settings.js';

describe('the bench options', () => {
  it('runs everything at full size by default, and shorter with --quick', () => {
    expect(benchSettings([])).toMatchObject({ quick: false, replayOnly: false, replayEvents: 1_000_000 });
    expect(benchSettings(['--quick'])).toMatchObject({
      quick: true,
      replayOnly: false,
      replayEvents: 50_000,
    });
  });

  it('runs the replay alone with --replay-only, of the size --replay-events asks for', () => {
    expect(benchSettings(['--replay-only'])).toMatchObject({ replayOnly: true, replayEvents: 1_000_000 });
    expect(benchSettings(['--replay-only', '--quick', '--replay-events=200000'])).toMatchObject({
      quick: true,
      replayOnly: true,
      replayEvents: 200_000,
    });
  });

  it('runs the fixed command work alone with --commands-only, never with the replay alone', () => {
    expect(benchSettings(['--commands-only'])).toMatchObject({ commandsOnly: true, replayOnly: false });
    expect(benchSettings([])).toMatchObject({ commandsOnly: false });
    expect(() => benchSettings(['--commands-only', '--replay-only'])).toThrow('give one of them');
  });

  it('runs the public pages alone with --web-only, never with another stage alone', () => {
    expect(benchSettings(['--web-only'])).toMatchObject({
      webOnly: true,
      commandsOnly: false,
      replayOnly: false,
    });
    expect(benchSettings(['--quick', '--web-only'])).toMatchObject({ webOnly: true, lighthouseRuns: 1 });
    expect(() => benchSettings(['--web-only', '--commands-only'])).toThrow('give one of them');
  });

  it('runs the reads alone with --reads-only, never with another stage alone', () => {
    expect(benchSettings(['--reads-only'])).toMatchObject({ readsOnly: true, webOnly: false });
    expect(benchSettings(['--quick', '--reads-only'])).toMatchObject({ readsOnly: true, loadSeconds: 2 });
    expect(benchSettings([])).toMatchObject({ readsOnly: false });
    expect(() => benchSettings(['--reads-only', '--web-only'])).toThrow('give one of them');
  });

  it('refuses unknown options, a log size without --replay-only, and an empty log', () => {
    expect(() => benchSettings(['--fast'])).toThrow('Unknown option --fast');
    expect(() => benchSettings(['--replay-events=1000'])).toThrow('goes with --replay-only');
    expect(() => benchSettings(['--replay-only', '--replay-events=0'])).toThrow('at least 1 event');
    expect(() => benchSettings(['--replay-only', '--replay-events=many'])).toThrow('Unknown option');
  });
});
