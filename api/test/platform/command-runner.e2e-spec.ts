import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@referrals/contracts';
import { type Decider, refuse } from '../../src/kernel/decider.js';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import { CommandRunner } from '../../src/platform/events/command-runner.js';
import { EventWriter } from '../../src/platform/events/event-writer.js';
import { ReadYourWrites } from '../../src/platform/events/read-your-writes.js';
import { RecentStreamStates } from '../../src/platform/events/recent-stream-states.js';
import { StreamStates } from '../../src/platform/events/stream-state.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Counts the roles granted on a stream; a grant names how many it expects before it, as a rule to check. */
interface Grants {
  count: number;
  roles: string[];
}
type Grant = { role: 'auditor' | 'networker'; expectedBefore: number };

const grantsDecider: Decider<Grants, Grant, 'RoleGranted', object, 'conflict'> = {
  eventTypes: ['RoleGranted'],
  initialState: { count: 0, roles: [] },
  evolve: (state, event) => ({ count: state.count + 1, roles: [...state.roles, event.data.role] }),
  decide: (command, state) =>
    state.count === command.expectedBefore
      ? [{ type: 'RoleGranted', data: { userId: 'u', role: command.role } }]
      : refuse('conflict', `${state.count} grants, not ${command.expectedBefore}`),
};

describe('the command runner', () => {
  let app: TestApp;
  let store: EventStore;
  let runner: CommandRunner;
  let recent: RecentStreamStates;
  let streams: StreamStates;
  let counting: StreamStates;
  /** The streams the runner read to decide, in order, with the revision each read started from. */
  const reads: string[] = [];
  const readFrom: Array<bigint | 'start' | 'end' | undefined> = [];

  beforeAll(async () => {
    app = await startTestApp({ label: 'command-runner', projectors: [] });
    const nest = app.running.app;
    store = nest.get<EventStore>(EVENT_STORE);
    const counted: EventStore = Object.create(store) as EventStore;
    counted.readStream = (streamName, options) => {
      reads.push(streamName);
      readFrom.push(options?.fromRevision);
      return store.readStream(streamName, options);
    };
    // Folds the tests check against keep nothing the runner would see.
    streams = new StreamStates(store, new RecentStreamStates());
    recent = new RecentStreamStates();
    counting = new StreamStates(counted, recent);
    runner = new CommandRunner(counting, nest.get(EventWriter), nest.get(ReadYourWrites), recent);
  });
  afterAll(async () => {
    await app?.close();
  });

  const grant = (streamName: string, role: Grant['role'], expectedBefore: number) =>
    runner.run(grantsDecider, streamName, { role, expectedBefore }, () => ({}));

  /** An event appended by somebody else than the runner (another process). */
  async function appendedElsewhere(streamName: string): Promise<void> {
    const { revision } = await streams.fold(streamName, grantsDecider);
    const writer = app.running.app.get(EventWriter);
    await writer.append(
      streamName,
      [{ type: 'RoleGranted', data: { userId: 'u', role: 'networker' } }],
      revision,
    );
  }

  it('decides the next command on a stream it appended to on the state it kept, without reading the stream', async () => {
    const streamName = `grants-${randomUUID()}`;
    reads.length = 0;
    await grant(streamName, 'auditor', 0);
    await grant(streamName, 'networker', 1);
    await grant(streamName, 'auditor', 2);
    expect(reads).toEqual([streamName]);
    // The kept state is the stream folded, at its revision.
    expect(recent.recall(streamName, grantsDecider)).toEqual(await streams.fold(streamName, grantsDecider));
  });

  it('decides again on the stream as read when somebody else appended: the kept state would have accepted', async () => {
    const streamName = `grants-${randomUUID()}`;
    await grant(streamName, 'auditor', 0);
    await appendedElsewhere(streamName);
    reads.length = 0;
    // On the kept state (1 grant) this is accepted, its append fails; the stream as read holds 2.
    await expect(grant(streamName, 'auditor', 1)).rejects.toThrow('2 grants, not 1');
    expect(reads).toEqual([streamName]);
    await grant(streamName, 'auditor', 2);
    expect((await streams.fold(streamName, grantsDecider)).state.roles).toEqual([
      'auditor',
      'networker',
      'auditor',
    ]);
  });

  it('decides again on the stream as read when somebody else appended: the kept state would have refused', async () => {
    const streamName = `grants-${randomUUID()}`;
    await grant(streamName, 'auditor', 0);
    await appendedElsewhere(streamName);
    // The kept state (1 grant) refuses; the stream as read (2 grants) accepts.
    await grant(streamName, 'networker', 2);
    expect((await streams.fold(streamName, grantsDecider)).state.count).toBe(3);
  });

  it('reads a stream it folded before from where it left off, and keeps what it folded', async () => {
    const streamName = `grants-${randomUUID()}`;
    await appendedElsewhere(streamName);
    reads.length = 0;
    readFrom.length = 0;
    expect((await counting.current(streamName, grantsDecider)).state.count).toBe(1);
    await appendedElsewhere(streamName);
    const current = await counting.current(streamName, grantsDecider);
    expect(current).toEqual(await streams.fold(streamName, grantsDecider));
    expect(current.state.count).toBe(2);
    // The whole stream once, then only the event after the kept revision 0.
    expect(readFrom).toEqual([undefined, 1n]);
    // A command decides on what was kept, without reading.
    await grant(streamName, 'auditor', 2);
    expect(reads).toHaveLength(2);
  });

  it('keeps nothing for a decision appended after whatever the stream holds', async () => {
    const streamName = `grants-${randomUUID()}`;
    await grant(streamName, 'auditor', 0);
    await runner.run(grantsDecider, streamName, { role: 'networker', expectedBefore: 1 }, () => ({}), {
      appendAfterAnything: true,
    });
    expect(recent.recall(streamName, grantsDecider)).toBeUndefined();
  });
});
