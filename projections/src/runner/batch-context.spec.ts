import { describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { BatchContext } from './batch-context.js';

describe('the context of a projection batch', () => {
  const unusedClient = {} as pg.ClientBase;

  it('gathers each query key once per room, across events of the batch', () => {
    const context = new BatchContext(unusedClient);
    context.invalidateForUsers(['u1', 'u2'], [['/api/invitations'], ['/api/prospects', 'p1']]);
    context.invalidateForUsers(['u1'], [['/api/invitations'], ['/api/prospects', 'p2']]);
    context.invalidateForRoom('invitation:abc', [['/api/invite/abc']]);
    expect(context.collectedInvalidations()).toEqual(
      new Map([
        ['user:u1', [['/api/invitations'], ['/api/prospects', 'p1'], ['/api/prospects', 'p2']]],
        ['user:u2', [['/api/invitations'], ['/api/prospects', 'p1']]],
        ['invitation:abc', [['/api/invite/abc']]],
      ]),
    );
  });

  it('has nothing to tell when no projector asked', () => {
    expect(new BatchContext(unusedClient).collectedInvalidations().size).toBe(0);
  });
});
