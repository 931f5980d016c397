import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@referrals/contracts';
import { defineProjector, feedsCallerOf, type ProjectionContext } from './projector.js';

const context = {} as ProjectionContext;

const event = (type: string, data: object): RecordedEvent => ({
  id: 'e1',
  type,
  data,
  metadata: {
    actorUserId: null,
    actorRole: 'system',
    correlationId: 'c',
    causationId: null,
    occurredAt: '2026-11-21T10:00:00.000Z',
    schemaVersion: 1,
  },
  streamName: 'company-c1',
  revision: 0n,
  position: { commit: 1n, prepare: 1n },
  recordedAt: new Date('2026-11-21T10:00:00.000Z'),
});

describe('a projector defined by its event types', () => {
  it('hands its handlers the events of its types, their payloads typed by the event map', async () => {
    const names: string[] = [];
    const projector = defineProjector({
      name: 'names',
      eventTypes: ['CompanyRegistered'],
      tables: [],
      handle: async (registered) => {
        names.push(registered.data.name);
      },
      handleBatch: async (registered) => {
        names.push(...registered.map(({ data }) => data.name.toUpperCase()));
      },
    });
    expect(projector.eventTypes).toEqual(['CompanyRegistered']);
    await projector.handle(event('CompanyRegistered', { companyId: 'c1', name: 'Acme' }), context);
    await projector.handleBatch?.(
      [event('CompanyRegistered', { companyId: 'c2', name: 'Initech' })],
      context,
    );
    expect(names).toEqual(['Acme', 'INITECH']);
  });

  it('has no batch handler unless it defines one, so the runner hands it events one by one', () => {
    const projector = defineProjector({
      name: 'one-by-one',
      eventTypes: ['CompanyRegistered'],
      tables: [],
      handle: async () => undefined,
    });
    expect('handleBatch' in projector).toBe(false);
  });

  it('refuses an event of a type it does not list instead of reading its payload as one', async () => {
    const projector = defineProjector({
      name: 'companies-only',
      eventTypes: ['CompanyRegistered'],
      tables: [],
      handle: async () => undefined,
    });
    await expect(projector.handle(event('MessageSent', {}), context)).rejects.toThrow(
      'Projector "companies-only" was handed a MessageSent event, which it does not handle',
    );
  });
});

describe('whom a command waits for', () => {
  const byActor = (actorUserId: string | null, type = 'CompanyRegistered') => {
    const recorded = event(type, { companyId: 'c1', name: 'Acme' });
    return { ...recorded, metadata: { ...recorded.metadata, actorUserId } };
  };
  const projectorFor = (audience?: (recorded: RecordedEvent) => readonly string[]) => ({
    name: 'p',
    eventTypes: ['CompanyRegistered'],
    tables: [],
    handle: async () => undefined,
    ...(audience && { audience }),
  });

  it('waits for a projector of its events that shows them to the caller, or names no audience', () => {
    expect(
      feedsCallerOf(
        projectorFor(() => ['ada']),
        [byActor('ada')],
        'ada',
      ),
    ).toBe(true);
    expect(feedsCallerOf(projectorFor(), [byActor('ada')], 'ada')).toBe(true);
  });

  it('does not wait for one whose audience leaves the caller out, nor for one of other events', () => {
    expect(
      feedsCallerOf(
        projectorFor(() => ['bob']),
        [byActor('ada')],
        'ada',
      ),
    ).toBe(false);
    expect(
      feedsCallerOf(
        projectorFor(() => []),
        [byActor('ada')],
        'ada',
      ),
    ).toBe(false);
    expect(feedsCallerOf(projectorFor(), [byActor('ada', 'CompanyRenamed')], 'ada')).toBe(false);
  });

  it('waits for every projector of its events when no user acted', () => {
    expect(
      feedsCallerOf(
        projectorFor(() => []),
        [byActor(null)],
        null,
      ),
    ).toBe(true);
  });
});
