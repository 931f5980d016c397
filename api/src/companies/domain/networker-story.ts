import type { NetworkerStreamEventType } from '@referrals/contracts';
import type { DecidedEvent } from '../../kernel/decider.js';
import { deciderStory } from '../../kernel/given-when-then.js';
import { networkerDecider } from './networker.js';

/**
 * Given/when/then for the networker's decider: the events already on the stream, a command with the
 * facts the handler loaded, and the events decided (or the refusal). Test support only.
 */

type NetworkerFact = DecidedEvent<NetworkerStreamEventType>;

export const NETWORKER = 'nw-1';
export const ACME = 'company-acme';
export const GLOBEX = 'company-globex';

export const given = deciderStory(networkerDecider, `networker-${NETWORKER}`, {});

export const introAdded = (
  companyId: string,
  notes: string | null = null,
  verified = false,
): NetworkerFact => ({
  type: 'NetworkerIntroCompanyAdded',
  data: { userId: NETWORKER, companyId, notes, verified },
});

export const introRemoved = (companyId: string): NetworkerFact => ({
  type: 'NetworkerIntroCompanyRemoved',
  data: { userId: NETWORKER, companyId },
});
