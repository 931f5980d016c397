import type { DecidedEvent } from '../../kernel/decider.js';
import { deciderStory } from '../../kernel/given-when-then.js';
import { companyDecider } from './company.js';
import type { CompanyCommand } from './company-commands.js';
import type { CompanyStreamEventType } from './company-state.js';

/**
 * Given/when/then for the company's decider: the events already on the stream, a command, and the
 * events decided (or the refusal). Test support only.
 */

type CompanyFact = DecidedEvent<CompanyStreamEventType>;

export const ACME = 'company-acme';

export const given = deciderStory(companyDecider, `company-${ACME}`, {});

export const register = (name = 'Acme', domain: string | null = 'acme.com'): CompanyCommand => ({
  type: 'RegisterCompany',
  companyId: ACME,
  name,
  domain,
  logoUrl: null,
});

export const registered = (name = 'Acme', domain: string | null = 'acme.com'): CompanyFact => ({
  type: 'CompanyRegistered',
  data: { companyId: ACME, name, domain, logoUrl: null },
});
