import { describe, expect, it } from '@jest/globals';
import {
  adjustedEntryState,
  disputeOpenRefusal,
  disputeWindowClosesAt,
  resolutionRefusal,
  responseRefusal,
} from './dispute-rules.js';

const now = new Date('2026-11-22T12:00:00Z');
const paid = (paidAt: string) => ({ state: 'paid' as const, amountCents: 5000, paidCents: 5000, paidAt });

describe('opening a dispute', () => {
  it('needs an entry the ledger holds or the terms promise', () => {
    expect(disputeOpenRefusal(null, false, now)).toBe('no_entry');
    expect(
      disputeOpenRefusal({ state: 'upcoming', amountCents: 100, paidCents: 0, paidAt: null }, false, now),
    ).toBeNull();
  });

  it('allows one open dispute per entry', () => {
    expect(disputeOpenRefusal(paid('2026-11-20T00:00:00Z'), true, now)).toBe('already_open');
  });

  it('opens on a paid entry until 30 days after its payment, to the millisecond', () => {
    const paidAt = '2026-10-23T12:00:00.000Z';
    expect(disputeWindowClosesAt(paidAt).toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(disputeOpenRefusal(paid(paidAt), false, now)).toBeNull();
    expect(disputeOpenRefusal(paid('2026-10-23T11:59:59.999Z'), false, now)).toBe('window_closed');
  });

  it('opens on an unpaid entry however old, since nothing was charged yet', () => {
    const earned = { state: 'approved' as const, amountCents: 5000, paidCents: 0, paidAt: null };
    expect(disputeOpenRefusal(earned, false, now)).toBeNull();
  });
});

describe('responding and resolving', () => {
  it('lets only the other side respond, once, before the resolution', () => {
    expect(responseRefusal({ openedBy: 'networker', status: 'open' }, 'operator')).toBeNull();
    expect(responseRefusal({ openedBy: 'networker', status: 'open' }, 'networker')).toBe('own_dispute');
    expect(responseRefusal({ openedBy: 'operator', status: 'responded' }, 'networker')).toBe(
      'already_responded',
    );
    expect(responseRefusal({ openedBy: 'operator', status: 'resolved' }, 'networker')).toBe(
      'already_resolved',
    );
  });

  it('resolves an open or answered dispute once', () => {
    expect(resolutionRefusal({ status: 'open' })).toBeNull();
    expect(resolutionRefusal({ status: 'responded' })).toBeNull();
    expect(resolutionRefusal({ status: 'resolved' })).toBe('already_resolved');
  });

  it('owes the rest of a corrected amount above what was paid, and nothing more at or below it', () => {
    expect(adjustedEntryState(7500, 5000)).toBe('approved');
    expect(adjustedEntryState(25000, 0)).toBe('approved');
    expect(adjustedEntryState(5000, 5000)).toBe('paid');
    expect(adjustedEntryState(4000, 5000)).toBe('paid');
  });
});
