import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type EventStore, prospectStream } from '@referrals/contracts';
import request from 'supertest';
import { replay } from '../../src/audit/replay-stream/replay.cli.js';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import { collect } from '../event-store/event-builders.js';
import type { RegisteredUser } from '../support/identity-client.js';
import { operatorReadyToInvite } from '../support/operator-builders.js';
import { networkerWithContacts } from '../support/pipeline-builders.js';
import { recordingIo } from '../support/recording-io.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface ReplayStep {
  heading: string;
  state: Record<string, unknown>;
}

/** The replay's printout as its steps: each event's line and the state after it (indented JSON). */
function stepsOf(out: string[]): ReplayStep[] {
  const blocks = out.join('\n').split('\n\n').slice(1, -1);
  return blocks.map((block) => {
    const [heading, ...json] = block.split('\n');
    return { heading: heading!, state: JSON.parse(json.join('\n')) as Record<string, unknown> };
  });
}

describe('npm run replay', () => {
  let app: TestApp;
  let operator: RegisteredUser;
  let prospectId: string;
  let networkerUserId: string;

  beforeAll(async () => {
    app = await startTestApp({ label: 'replay' });
    operator = await operatorReadyToInvite(app, 'Olivia Operator');
    const networker = await networkerWithContacts(app, operator, ['Sam Seller']);
    prospectId = networker.contacts['Sam Seller']!;
    networkerUserId = networker.networkerUserId;
    for (const status of ['under_review', 'approved', 'intro_made']) {
      await request(app.url)
        .patch(`/api/prospect-submissions/${prospectId}/status`)
        .set(operator.session.headers)
        .send({ status })
        .expect(200);
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const events = () =>
    collect(app.running.app.get<EventStore>(EVENT_STORE).readStream(prospectStream(prospectId)));

  it('prints every event of a prospect with who did it, and the pipeline state after each one', async () => {
    const io = recordingIo();
    expect(await replay(['--', '--stream', prospectStream(prospectId)], app.config, io)).toBe(0);
    const stored = await events();
    const steps = stepsOf(io.lines.out);
    expect(io.lines.out[0]).toBe(
      `Replaying ${prospectStream(prospectId)}, folded with the prospect (evolveProspect).`,
    );
    expect(steps).toHaveLength(stored.length);
    expect(steps[0]!.heading).toBe(
      `#0  position ${stored[0]!.position.commit}-${stored[0]!.position.prepare}  ${stored[0]!.metadata.occurredAt}  ProspectSubmitted  by networker ${networkerUserId}`,
    );
    expect(steps[0]!.state).toMatchObject({
      status: 'submitted',
      networkerUserId,
      operatorId: operator.user.id,
      terms: null,
    });
    expect(steps.map((step) => step.state.status)).toContain('approved');
    expect(steps.at(-1)!.heading).toContain(`by operator ${operator.user.id}`);
    expect(steps.at(-1)!.state).toMatchObject({
      status: 'intro_made',
      terms: { introCents: 5000, meetingCents: 25000, winCents: 100000 },
      ledger: { intro: { state: 'earned', amountCents: 5000 } },
    });
    expect(io.lines.out.at(-1)).toBe(`${stored.length} events replayed.`);
  });

  it('stops at the last event that happened by the time given', async () => {
    const stored = await events();
    const until = stored[0]!.metadata.occurredAt;
    const upToThen = stored.filter((event) => event.metadata.occurredAt <= until).length;
    const io = recordingIo();
    expect(await replay(['--stream', prospectStream(prospectId), '--until', until], app.config, io)).toBe(0);
    const steps = stepsOf(io.lines.out);
    expect(steps).toHaveLength(upToThen);
    expect(steps.at(-1)!.state).toMatchObject({ status: 'submitted' });
    expect(io.lines.out.at(-1)).toBe(
      `${upToThen === 1 ? '1 event' : `${upToThen} events`} of ${stored.length} replayed: the others happened after ${until}.`,
    );
  });

  it('accumulates the data of a stream without a domain fold', async () => {
    const io = recordingIo();
    expect(await replay(['--stream', `user-${networkerUserId}`], app.config, io)).toBe(0);
    const steps = stepsOf(io.lines.out);
    expect(steps[0]!.heading).toContain('UserRegistered');
    expect(steps.at(-1)!.state).toMatchObject({ userId: networkerUserId, role: 'networker' });
  });

  it('answers 1 for a stream without events and 2, with the usage, for wrong arguments', async () => {
    const missing = recordingIo();
    expect(await replay(['--stream', 'prospect-none'], app.config, missing)).toBe(1);
    expect(missing.lines.err).toEqual(['Stream prospect-none has no events.']);
    for (const args of [[], ['--stream'], ['--stream', 'x', '--until', 'soon'], ['x']]) {
      const io = recordingIo();
      expect(await replay(args, app.config, io)).toBe(2);
      expect(io.lines.err.at(-1)).toContain('Usage: npm run replay -- --stream <name> [--until <ISO time>]');
    }
  });
});
