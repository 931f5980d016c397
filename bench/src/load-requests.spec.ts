import { ADVANCE_STEPS } from './load-plan.js';
import { requestAt } from './load-requests.js';

describe('load requests', () => {
  it('moves prospect i mod n one step with request i, counting from the plan’s first index', () => {
    const plan = {
      kind: 'advanceStatus' as const,
      operator: { cookie: 'session=op' },
      prospectIds: ['p0', 'p1', 'p2'],
      firstIndex: 2,
    };
    expect(requestAt(plan, 0)).toEqual({
      method: 'POST',
      path: '/api/prospects/p2/status-updates',
      headers: { cookie: 'session=op', 'content-type': 'application/json' },
      body: JSON.stringify({ status: ADVANCE_STEPS[0] }),
    });
    expect(requestAt(plan, 1).path).toBe('/api/prospects/p0/status-updates');
    expect(requestAt(plan, 1).body).toBe(JSON.stringify({ status: ADVANCE_STEPS[1] }));
  });

  it('takes turns among the networkers for submissions, and repeats a read as it is', () => {
    const networkers = ['a', 'b'].map((name) => ({ session: { cookie: name }, invitationId: `i-${name}` }));
    const submission = requestAt(
      { kind: 'submitContacts', networkers, firstIndex: 5, contactsPerRequest: 2 },
      0,
    );
    expect(submission.path).toBe('/api/prospect-submissions/i-b');
    expect(JSON.parse(submission.body!)).toEqual({
      manualContacts: [
        { name: 'Contact 5-0', company: 'Company 5' },
        { name: 'Contact 5-1', company: 'Company 5' },
      ],
    });
    expect(requestAt({ kind: 'get', path: '/api/x', session: { cookie: 'c' } }, 9)).toEqual({
      method: 'GET',
      path: '/api/x',
      headers: { cookie: 'c', 'accept-encoding': 'gzip, deflate, br' },
    });
  });
});
