import { describe, expect, it } from '@jest/globals';
import {
  isProspectStatus,
  progressActions,
  progressActionText,
  quickActionStatuses,
  statusChangeRefusal,
  statusChangeRefusalMessage,
} from './prospect-pipeline.js';

describe('the prospect pipeline', () => {
  it('moves forward one step or several at once', () => {
    expect(statusChangeRefusal('submitted', 'under_review', false)).toBeNull();
    expect(statusChangeRefusal('under_review', 'approved', false)).toBeNull();
    expect(statusChangeRefusal('submitted', 'meeting_held', false)).toBeNull();
    expect(statusChangeRefusal('meeting_held', 'review_completed', false)).toBeNull();
  });

  it('never moves backwards', () => {
    expect(statusChangeRefusal('approved', 'under_review', false)).toBe('backwards');
    expect(statusChangeRefusal('review_completed', 'submitted', true)).toBe('backwards');
  });

  it('rejects only before approval, and a rejection ends the line', () => {
    expect(statusChangeRefusal('submitted', 'rejected', false)).toBeNull();
    expect(statusChangeRefusal('under_review', 'rejected', false)).toBeNull();
    expect(statusChangeRefusal('approved', 'rejected', false)).toBe('reject_after_approval');
    expect(statusChangeRefusal('rejected', 'approved', false)).toBe('line_ended');
    expect(statusChangeRefusal('rejected', 'rejected', true)).toBe('line_ended');
  });

  it('takes the same status again only as an update with notes', () => {
    expect(statusChangeRefusal('intro_made', 'intro_made', false)).toBe('unchanged');
    expect(statusChangeRefusal('intro_made', 'intro_made', true)).toBeNull();
  });

  it('knows its statuses and says why it refuses', () => {
    expect(isProspectStatus('meeting_held')).toBe(true);
    expect(isProspectStatus('rejected')).toBe(true);
    expect(isProspectStatus('paid')).toBe(false);
    expect(statusChangeRefusalMessage('backwards', 'approved')).toBe(
      'This prospect is already Approved; a status cannot move backwards.',
    );
  });
});

describe('the operator’s pipeline controls', () => {
  it('offers one step from the progress card as the spec lists', () => {
    expect(progressActions('submitted')).toEqual([]);
    expect(progressActions('under_review')).toEqual([
      { label: 'Approve', to: 'approved' },
      { label: 'Reject', to: 'rejected' },
    ]);
    expect(progressActions('approved')).toEqual([{ label: 'Complete Step', to: 'intro_made' }]);
    expect(progressActions('meeting_scheduled')).toEqual([{ label: 'Complete Step', to: 'meeting_held' }]);
    expect(progressActionText({ label: 'Complete Step', to: 'meeting_held' })).toBe(
      'Complete Step: Meeting Held',
    );
    expect(progressActionText({ label: 'Approve', to: 'approved' })).toBe('Approve');
    expect(progressActions('meeting_held')).toEqual([]);
    expect(progressActions('rejected')).toEqual([]);
  });

  it('enables the Quick Actions at or after the current status only', () => {
    const enabled = (current: Parameters<typeof quickActionStatuses>[0]) =>
      quickActionStatuses(current)
        .filter((choice) => !choice.disabled)
        .map((choice) => choice.status);
    expect(enabled('approved')).toEqual([
      'intro_made',
      'meeting_scheduled',
      'meeting_held',
      'review_completed',
    ]);
    expect(enabled('submitted')).toEqual([
      'under_review',
      'approved',
      'intro_made',
      'meeting_scheduled',
      'meeting_held',
      'review_completed',
      'rejected',
    ]);
    expect(enabled('rejected')).toEqual([]);
  });
});
