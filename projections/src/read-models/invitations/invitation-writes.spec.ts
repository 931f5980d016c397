import { describe, expect, it } from '@jest/globals';
import { type EventMap, type InvitationBountyTerms, invitationStream, usd } from '@referrals/contracts';
import fc from 'fast-check';
import { recordedFact } from '../../../test/support/event-history.arbitrary.js';
import { invitationBatches } from '../../../test/support/invitation-events.arbitrary.js';
import {
  type InvitationListEvent,
  type InvitationRegistration,
  type InvitationRow,
  type InvitationWrites,
  invitationWrites,
} from './invitation-writes.js';

/** The projector's two tables as the tests model them. */
interface Tables {
  invitations: Map<string, InvitationRow>;
  registrations: Map<string, InvitationRegistration>;
}

class UniqueViolation extends Error {}

const copy = (tables: Tables): Tables => ({
  invitations: new Map(tables.invitations),
  registrations: new Map(tables.registrations),
});
const placeKey = (invitationId: string, networkerUserId: string) => `${invitationId}/${networkerUserId}`;

function insertInvitation(tables: Tables, row: InvitationRow): void {
  const slugTaken = [...tables.invitations.values()].some((stored) => stored.slug === row.slug);
  if (tables.invitations.has(row.id) || slugTaken) throw new UniqueViolation(row.id);
  tables.invitations.set(row.id, row);
}

function insertRegistrationUnlessHeld(tables: Tables, registration: InvitationRegistration): void {
  const key = placeKey(registration.invitationId, registration.networkerUserId);
  if (!tables.registrations.has(key)) tables.registrations.set(key, registration);
}

/** UPDATE invitations SET … WHERE id = …: a change to an invitation not stored changes nothing. */
function updateInvitation(tables: Tables, id: string, change: (row: InvitationRow) => InvitationRow): void {
  const row = tables.invitations.get(id);
  if (row) tables.invitations.set(id, change(row));
}

const termsColumns = (bounties: InvitationBountyTerms) => ({
  introEmailBountyCents: bounties.introEmail?.amountCents ?? null,
  referralBountyCents: bounties.referral?.amountCents ?? null,
  revShareBountyCents: bounties.revShare?.amountCents ?? null,
  revenueSharePercent: bounties.revenueSharePercent ?? null,
  revenueShareMonths: bounties.revenueShareMonths ?? null,
});

/** The reference: today's `handle`, one event at a time, its statements transcribed. */
function handleOneByOne(tables: Tables, event: InvitationListEvent): void {
  const at = event.recordedAt;
  const { invitationId } = event.data;
  switch (event.type) {
    case 'InvitationCreated': {
      const { invitationId: id, bounties, ...fields } = event.data;
      insertInvitation(tables, {
        ...fields,
        ...termsColumns(bounties),
        id,
        status: 'active',
        clickCount: 0,
        lastClickedAt: null,
        sentAt: at,
        updatedAt: at,
      });
      return;
    }
    case 'InvitationInviteeRenamed': {
      const { inviteeName } = event.data;
      return updateInvitation(tables, invitationId, (row) => ({ ...row, inviteeName, updatedAt: at }));
    }
    case 'InvitationDisabled':
      return updateInvitation(tables, invitationId, (row) => ({
        ...row,
        status: 'cancelled',
        updatedAt: at,
      }));
    case 'InvitationDeclined':
      return updateInvitation(tables, invitationId, (row) => ({ ...row, status: 'declined', updatedAt: at }));
    case 'InvitationEnabled':
      return updateInvitation(tables, invitationId, (row) => ({ ...row, status: 'active', updatedAt: at }));
    case 'InvitationBountiesChanged': {
      const terms = termsColumns(event.data.bounties);
      return updateInvitation(tables, invitationId, (row) => ({ ...row, ...terms, updatedAt: at }));
    }
    case 'InvitationLinkOpened':
      return updateInvitation(tables, invitationId, (row) => ({
        ...row,
        clickCount: row.clickCount + 1,
        lastClickedAt: at,
        updatedAt: at,
      }));
    case 'InvitationAccepted':
      return insertRegistrationUnlessHeld(tables, {
        invitationId,
        networkerUserId: event.data.networkerUserId,
        registeredAt: at,
      });
  }
}

/**
 * `handleBatch`'s statements: one INSERT of the new invitations (failing on an id or slug already
 * there, stored or earlier in it), one UPDATE … FROM unnest of the patches (COALESCE for the columns a
 * patch leaves unset), one INSERT … ON CONFLICT DO NOTHING of the places.
 */
function writeBatch(tables: Tables, { created, patches, registrations }: InvitationWrites): void {
  for (const row of created) insertInvitation(tables, row);
  for (const patch of patches)
    updateInvitation(tables, patch.id, (row) => ({
      ...row,
      ...(patch.terms ?? {}),
      inviteeName: patch.inviteeName ?? row.inviteeName,
      status: patch.status ?? row.status,
      clickCount: row.clickCount + patch.clicks,
      lastClickedAt: patch.lastClickedAt ?? row.lastClickedAt,
      updatedAt: patch.updatedAt,
    }));
  for (const registration of registrations) insertRegistrationUnlessHeld(tables, registration);
}

/** Applies batches as the runner does: each in its own transaction, stopping at the first that fails. */
function applyBatches<Item>(
  batches: readonly Item[][],
  apply: (tables: Tables, batch: readonly Item[]) => void,
): { tables: Tables; failedBatch: number | null } {
  let tables: Tables = { invitations: new Map(), registrations: new Map() };
  for (const [index, batch] of batches.entries()) {
    const inTransaction = copy(tables);
    try {
      apply(inTransaction, batch);
    } catch (error) {
      if (error instanceof UniqueViolation) return { tables, failedBatch: index };
      throw error;
    }
    tables = inTransaction;
  }
  return { tables, failedBatch: null };
}

const sorted = <Row>(table: Map<string, Row>) => [...table].sort(([a], [b]) => a.localeCompare(b));

describe("a batch's invitation writes", () => {
  it('leave both tables as handling each event in turn would, however the events are batched', () => {
    fc.assert(
      fc.property(invitationBatches(), (batches) => {
        const oneByOne = applyBatches(batches, (tables, batch) => {
          for (const event of batch) handleOneByOne(tables, event);
        });
        const batched = applyBatches(batches, (tables, batch) => writeBatch(tables, invitationWrites(batch)));
        expect(batched.failedBatch).toBe(oneByOne.failedBatch);
        expect(sorted(batched.tables.invitations)).toEqual(sorted(oneByOne.tables.invitations));
        expect(sorted(batched.tables.registrations)).toEqual(sorted(oneByOne.tables.registrations));
      }),
      { numRuns: 500 },
    );
  });

  it('create an invitation as created, patched with its changes since (not those before) by the UPDATE after', () => {
    const [first, second] = ['20000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000002'];
    const networkerUserId = '30000000-0000-4000-8000-000000000001';
    const parties = (invitationId: string) => ({
      invitationId,
      operatorId: '10000000-0000-4000-8000-000000000001',
    });
    const event = <Type extends InvitationListEvent['type']>(
      type: Type,
      data: EventMap[Type],
      index: number,
    ) => recordedFact({ type, data }, index, invitationStream(data.invitationId), data.operatorId);
    const opened = (index: number) => event('InvitationLinkOpened', parties(first), index);
    const { created, patches, registrations } = invitationWrites([
      opened(0),
      event(
        'InvitationCreated',
        {
          ...parties(first),
          slug: 'ada',
          kind: 'personal',
          inviteeName: 'Ada',
          inviteeTitle: null,
          inviteeCompany: null,
          inviteeEmail: null,
          inviteeLinkedinUrl: null,
          title: null,
          description: null,
          maxRegistrations: 1,
          bounties: { introEmail: usd(50), referral: null, revShare: null },
        },
        1,
      ),
      opened(2),
      event('InvitationDisabled', parties(second), 3),
      opened(4),
      event('InvitationAccepted', { ...parties(first), networkerUserId }, 5),
      event('InvitationAccepted', { ...parties(first), networkerUserId }, 6),
    ]);
    expect(created).toMatchObject([
      { id: first, status: 'active', clickCount: 0, introEmailBountyCents: 5000, referralBountyCents: null },
    ]);
    expect(patches).toEqual([
      {
        id: first,
        inviteeName: null,
        status: null,
        terms: null,
        clicks: 2,
        lastClickedAt: opened(4).recordedAt,
        updatedAt: opened(4).recordedAt,
      },
      {
        id: second,
        inviteeName: null,
        status: 'cancelled',
        terms: null,
        clicks: 0,
        lastClickedAt: null,
        updatedAt: opened(3).recordedAt,
      },
    ]);
    expect(registrations).toEqual([
      { invitationId: first, networkerUserId, registeredAt: opened(5).recordedAt },
    ]);
  });
});
