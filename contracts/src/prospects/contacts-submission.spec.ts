import { describe, expect, it } from '@jest/globals';
import { MAX_NEW_CONTACTS_PER_ACCEPTANCE } from '../networker-journey/networker-journey-constants.js';
import { NETWORKER_JOURNEY_MESSAGES } from '../networker-journey/networker-journey-messages.js';
import { checkContactsSubmission } from './contacts-submission.js';
import { PROSPECT_LIST_MESSAGES as M } from './prospect-lists-messages.js';

const refusal = (request: Parameters<typeof checkContactsSubmission>[0]) => {
  const checked = checkContactsSubmission(request);
  return checked.ok ? null : checked.message;
};

describe('a contacts submission', () => {
  it('takes LinkedIn addresses one a line, trimmed, blank lines ignored', () => {
    expect(
      checkContactsSubmission({
        linkedInUrls: ' https://linkedin.com/in/sam \n\r\nwww.linkedin.com/in/ann-lee\n',
      }),
    ).toEqual({
      ok: true,
      kind: 'linkedin',
      urls: ['https://linkedin.com/in/sam', 'https://www.linkedin.com/in/ann-lee'],
    });
  });

  it('takes manual contacts trimmed, each with a name and a company', () => {
    expect(checkContactsSubmission({ manualContacts: [{ name: ' Sam ', company: ' Figma' }] })).toEqual({
      ok: true,
      kind: 'manual',
      contacts: [{ name: 'Sam', company: 'Figma' }],
    });
    expect(refusal({ manualContacts: [{ name: 'Sam', company: ' ' }] })).toBe(M.contactIncomplete);
    expect(refusal({ manualContacts: [{ name: 'x'.repeat(201), company: 'Figma' }] })).toBe(
      M.contactIncomplete,
    );
  });

  it('refuses neither or both kinds, and empty ones, in the spec’s words', () => {
    expect(refusal({})).toBe(M.nothingSubmitted);
    expect(refusal({ linkedInUrls: 'https://linkedin.com/in/sam', manualContacts: [] })).toBe(M.oneKindOnly);
    expect(refusal({ linkedInUrls: ' \n ' })).toBe('Please enter at least one LinkedIn URL');
    expect(refusal({ manualContacts: [] })).toBe('Please add at least one complete contact.');
  });

  it('refuses addresses that are not LinkedIn profiles, and too many contacts', () => {
    expect(refusal({ linkedInUrls: 'https://linkedin.com/in/sam\nhttps://example.com/sam' })).toBe(
      NETWORKER_JOURNEY_MESSAGES.linkedinUrlsInvalid,
    );
    const many = MAX_NEW_CONTACTS_PER_ACCEPTANCE + 1;
    const tooMany = NETWORKER_JOURNEY_MESSAGES.tooManyContacts(MAX_NEW_CONTACTS_PER_ACCEPTANCE);
    expect(
      refusal({ linkedInUrls: Array.from({ length: many }, (_, i) => `linkedin.com/in/p${i}`).join('\n') }),
    ).toBe(tooMany);
    expect(
      refusal({ manualContacts: Array.from({ length: many }, () => ({ name: 'A', company: 'B' })) }),
    ).toBe(tooMany);
  });
});
