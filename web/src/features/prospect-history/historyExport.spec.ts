import { describe, expect, it } from '@jest/globals';
import type { AuditEvent } from '@referrals/contracts';
import { historyCsv } from './historyExport';

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: 'e1',
  type: 'MessageSent',
  streamName: 'conversation-c',
  revision: '0',
  position: '7-1',
  data: { message: 'Hi, "Priya", see =SUM(1)' },
  actorUserId: 'u',
  actorName: 'Olga, Operator',
  actorRole: 'operator',
  occurredAt: '2026-11-21T10:00:00.000Z',
  recordedAt: '2026-11-21T10:00:00.010Z',
  hash: null,
  ...overrides,
});

const UNKNOWN = {
  prospectName: null,
  prospectTitle: null,
  prospectCompany: null,
  prospectLinkedinUrl: null,
  networkerNotes: null,
  sourceType: null,
};

describe('the history as CSV', () => {
  it('has a header and one row per event, quoting commas and quotes', () => {
    const csv = historyCsv({
      prospectId: 'p',
      invitationId: 'i',
      operatorId: 'o',
      networkerUserId: 'n',
      prospect: UNKNOWN,
      events: [event({})],
    });
    const [header, line] = csv.split('\r\n');
    expect(header).toBe(
      'position,occurredAt,recordedAt,streamName,revision,type,actorName,actorRole,description,data,hash',
    );
    expect(line).toContain('"Olga, Operator"');
    expect(line).toContain('"Message: “Hi, ""Priya"", see =SUM(1)”"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    const csv = historyCsv({
      prospectId: 'p',
      invitationId: 'i',
      operatorId: 'o',
      networkerUserId: 'n',
      prospect: UNKNOWN,
      events: [event({ actorName: '=HYPERLINK("x")' })],
    });
    expect(csv.split('\r\n')[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
