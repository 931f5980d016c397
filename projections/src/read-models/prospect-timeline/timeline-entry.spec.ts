import { describe, expect, it } from '@jest/globals';
import { prospectTimelineProjector } from './prospect-timeline.projector.js';
import { type TimelineEvent, timelineEntry } from './timeline-entry.js';

const event = (type: TimelineEvent['type'], data: Record<string, unknown>) =>
  ({ type, data: { prospectId: 'p1', operatorId: 'op', ...data } }) as unknown as TimelineEvent;

describe('a prospect timeline entry', () => {
  it('starts the timeline as submitted when a contact is submitted or a recommendation approved', () => {
    expect(timelineEntry(event('ProspectSubmitted', {}))).toEqual({
      prospectId: 'p1',
      status: 'submitted',
      notes: null,
      entersPipeline: true,
    });
    expect(timelineEntry(event('RecommendedProspectApproved', { notes: 'Old colleague' }))).toMatchObject({
      status: 'submitted',
      notes: 'Old colleague',
      entersPipeline: true,
    });
  });

  it('records each status change with its notes', () => {
    expect(
      timelineEntry(
        event('ProspectStatusChanged', { from: 'submitted', to: 'under_review', notes: 'Looks good' }),
      ),
    ).toEqual({ prospectId: 'p1', status: 'under_review', notes: 'Looks good', entersPipeline: false });
  });

  it("records a rejection's reason, and a correction in plain words", () => {
    expect(
      timelineEntry(
        event('ProspectStatusChanged', {
          from: 'under_review',
          to: 'rejected',
          notes: null,
          reason: 'Not a fit',
        }),
      ),
    ).toMatchObject({ status: 'rejected', notes: 'Rejected: Not a fit' });
    expect(
      timelineEntry(
        event('ProspectStatusCorrected', {
          from: 'meeting_held',
          to: 'meeting_scheduled',
          reason: 'Wrong contact',
        }),
      ),
    ).toEqual({
      prospectId: 'p1',
      status: 'meeting_scheduled',
      notes: 'Status corrected from Meeting Held back to Meeting Scheduled: Wrong contact',
      entersPipeline: false,
    });
  });

  it('leaves out events that do not move a prospect', () => {
    expect(prospectTimelineProjector.eventTypes).not.toContain('RecommendedProspectRejected');
    expect(prospectTimelineProjector.eventTypes).not.toContain('RecommendedProspectAdded');
  });
});
