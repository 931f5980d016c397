import { COMPANY_EVENT_TYPES } from '@referrals/contracts';
import { defineProjector } from '../../projector.js';

/** The key a company name is unique by: trimmed, lower-case, single spaces. */
export function companyNameKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The shared company catalogue that company fields check and suggest from. */
export const companiesProjector = defineProjector({
  name: 'companies',
  eventTypes: [COMPANY_EVENT_TYPES.companyRegistered],
  tables: ['companies'],
  async handle(event, context) {
    const { data } = event;
    await context.query(
      `INSERT INTO companies (id, name, name_key, domain, logo_url, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO NOTHING`,
      [data.companyId, data.name, companyNameKey(data.name), data.domain, data.logoUrl, event.recordedAt],
    );
  },
});
