import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@referrals/contracts';
import { defineProjector, type ProjectionContext } from './projector.js';

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
