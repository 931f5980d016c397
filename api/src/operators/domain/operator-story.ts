import type { OperatorStreamEventType } from '@referrals/contracts';
import type { DecidedEvent } from '../../kernel/decider.js';
import { deciderStory } from '../../kernel/given-when-then.js';
import { operatorDecider } from './operator.js';

/**
 * Given/when/then for the operator's decider: the events already on the stream, a command with the
 * facts the handler loaded, and the events decided (or the refusal). Test support only.
 */

type OperatorFact = DecidedEvent<OperatorStreamEventType>;

export const OPERATOR = 'op-1';
export const ACME = 'company-acme';
export const GLOBEX = 'company-globex';

export const given = deciderStory(operatorDecider, `operator-${OPERATOR}`, {});

export const targetAdded = (companyId: string, roleTitle: string | null = null): OperatorFact => ({
  type: 'OperatorTargetCompanyAdded',
  data: { userId: OPERATOR, companyId, roleTitle },
});

export const targetRemoved = (companyId: string): OperatorFact => ({
  type: 'OperatorTargetCompanyRemoved',
  data: { userId: OPERATOR, companyId },
});
