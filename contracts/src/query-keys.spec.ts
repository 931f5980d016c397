import { describe, expect, it } from '@jest/globals';
import { prospectHistoryQueryKey, prospectStateQueryKey } from './audit/audit-api-types.js';
import { networkerBountyLedgerQueryKey, operatorBountyLedgerQueryKey } from './bounties/bounty-api-types.js';
import { DASHBOARD_QUERY_KEYS } from './dashboard/dashboard-api-types.js';
import {
  disputeListQueryKey,
  disputeQueryKeys,
  prospectDisputesQueryKey,
} from './disputes/dispute-api-types.js';
import { INVITATION_QUESTIONS_PATH } from './notifications/invitation-questions.js';
import { NOTIFICATION_PREFERENCES_PATH, NOTIFICATIONS_PATH } from './notifications/notification-api-types.js';
import { invitationProspectPagesQueryKey } from './prospects/invitation-prospect-pages.js';
import {
  NETWORKER_LIST_QUERY_KEYS,
  OPERATOR_NETWORKERS_QUERY_KEY,
  OPERATOR_NETWORKERS_QUERY_KEYS,
  queryKey,
} from './query-keys.js';
import {
  networkerReviewDataQueryKey,
  REVIEW_QUERY_KEYS,
  reviewStatusQueryKey,
} from './reviews/review-api-types.js';
import { fillPath, routeParts } from './routes.js';

describe('the query key factory', () => {
  it('starts each key with the route path, filled in with its parameters', () => {
    expect(queryKey('GET /api/networker/contacts-with-status')).toEqual([
      '/api/networker/contacts-with-status',
    ]);
    expect(
      queryKey('GET /api/prospects/invitation/:invitationId', { params: { invitationId: 'i-1' } }),
    ).toEqual(['/api/prospects/invitation/i-1']);
    expect(queryKey('GET /api/invitations/uuid/:slug', { params: { slug: 'a b' } })).toEqual([
      '/api/invitations/uuid/a%20b',
    ]);
  });

  it("appends the route's declared key elements, or leaves them out for the prefix of every variant", () => {
    expect(queryKey('GET /api/disputes', { key: ['open'] })).toEqual(['/api/disputes', 'open']);
    expect(queryKey('GET /api/disputes')).toEqual(['/api/disputes']);
    expect(
      queryKey('GET /api/conversations/:id/messages', { params: { id: 'c1' }, key: [{ prospectId: 'p1' }] }),
    ).toEqual(['/api/conversations/c1/messages', { prospectId: 'p1' }]);
    expect(queryKey('POST /api/companies/check', { key: ['Acme'] })).toEqual([
      '/api/companies/check',
      'Acme',
    ]);
  });

  it("keeps the operator profile's key as its projector names it", () => {
    expect(queryKey('GET /api/operator-profile/:userId', { params: { userId: 'u1' } })).toEqual([
      '/api/operator-profile',
      'u1',
    ]);
  });

  it('refuses a key without a path parameter its route needs', () => {
    expect(() => fillPath(routeParts('GET /api/companies/:id').path, {})).toThrow('id');
  });

  it('gives the named keys the values the server and the web always used', () => {
    expect(NETWORKER_LIST_QUERY_KEYS).toEqual({
      contactsWithStatus: ['/api/networker/contacts-with-status'],
      contactsWithStatusPages: ['/api/networker/contacts-with-status/page'],
      pendingApproval: ['/api/networker/pending-approval'],
      invitations: ['/api/networker/invitations'],
      approvedProspects: ['/api/networker/approved-prospects'],
      submittedContacts: ['/api/networker/submitted-contacts'],
    });
    expect(OPERATOR_NETWORKERS_QUERY_KEY).toEqual(['/api/operator/networkers-with-prospects']);
    expect(OPERATOR_NETWORKERS_QUERY_KEYS).toEqual([
      ['/api/operator/networkers-with-prospects'],
      ['/api/operator/networkers-with-prospects/page'],
    ]);
    expect(invitationProspectPagesQueryKey('i1')).toEqual(['/api/prospects/invitation/i1/page']);
    expect(DASHBOARD_QUERY_KEYS).toEqual({
      stats: ['/api/dashboard/stats'],
      activity: ['/api/dashboard/activity'],
    });
    expect(REVIEW_QUERY_KEYS).toEqual({
      received: ['/api/reviews/received'],
      given: ['/api/reviews/given'],
      average: ['/api/reviews/average'],
      eligible: ['/api/reviews/eligible'],
    });
    expect(reviewStatusQueryKey('p1')).toEqual(['/api/reviews/submission/p1/status']);
    expect(networkerReviewDataQueryKey('i1')).toEqual(['/api/networker/review-data/i1']);
    expect(networkerBountyLedgerQueryKey()).toEqual(['/api/networker/bounty-ledger']);
    expect(operatorBountyLedgerQueryKey()).toEqual(['/api/operator/bounty-ledger']);
    expect(prospectHistoryQueryKey('p1')).toEqual(['/api/audit/prospects/p1/history']);
    expect(prospectStateQueryKey('p1', null)).toEqual(['/api/audit/prospects/p1/state', null]);
    expect(prospectStateQueryKey('p1', '2026-01-01T00:00:00Z')).toEqual([
      '/api/audit/prospects/p1/state',
      '2026-01-01T00:00:00Z',
    ]);
    expect(prospectDisputesQueryKey('p1')).toEqual(['/api/prospects/p1/disputes']);
    expect(disputeListQueryKey('resolved')).toEqual(['/api/disputes', 'resolved']);
    expect(disputeQueryKeys('p1')).toEqual([
      ['/api/disputes'],
      ['/api/prospects/p1/disputes'],
      ['/api/audit/prospects/p1/history'],
      ['/api/audit/prospects/p1/history/page'],
      ['/api/audit/prospects/p1/state'],
    ]);
    expect([NOTIFICATIONS_PATH, NOTIFICATION_PREFERENCES_PATH, INVITATION_QUESTIONS_PATH]).toEqual([
      '/api/notifications',
      '/api/notification-preferences',
      '/api/operator/invitation-questions',
    ]);
  });
});
