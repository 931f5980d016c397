import type { DecidedEvent } from '../../kernel/decider.js';
import { deciderStory } from '../../kernel/given-when-then.js';
import { waitlistEntryDecider } from './waitlist-entry.js';
import type { WaitlistEntryCommand } from './waitlist-entry-commands.js';
import type { WaitlistStreamEventType } from './waitlist-entry-state.js';

/**
 * Given/when/then for a waitlist entry's decider: the events already on its stream, a command with
 * what the handler learnt, and the events decided (or the refusal). Test support only.
 */

type WaitlistFact = DecidedEvent<WaitlistStreamEventType>;

export const ENTRY = 'w-1';

export const given = deciderStory(waitlistEntryDecider, `waitlist-${ENTRY}`, { emailClaimed: true });

export const entry = {
  entryId: ENTRY,
  fullName: 'Sam Seller',
  email: 'sam@example.com',
  linkedinUrl: 'https://linkedin.com/in/sam',
  phone: null,
};

export const join: WaitlistEntryCommand = { type: 'JoinWaitlist', entry };

export const joined: WaitlistFact = { type: 'SalesOperatorJoinedWaitlist', data: entry };
