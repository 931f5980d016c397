import { PROFILE_COMPANY_EVENT_TYPES, type ProfileCompanyRemovedData, queryKey } from '@referrals/contracts';
import { defineProjector, type ProjectionContext } from '../../projector.js';

export const targetCompaniesQueryKey = (userId: string) =>
  queryKey('GET /api/operator-profiles/:id/target-companies', { params: { id: userId } });
export const introCompaniesQueryKey = (userId: string) =>
  queryKey('GET /api/networker-profiles/:id/intro-companies', { params: { id: userId } });

const LIST_QUERY_KEY = {
  operator_target_companies: targetCompaniesQueryKey,
  networker_intro_companies: introCompaniesQueryKey,
} as const;

async function removeFromList(
  context: ProjectionContext,
  table: keyof typeof LIST_QUERY_KEY,
  data: ProfileCompanyRemovedData,
): Promise<void> {
  await context.query(`DELETE FROM ${table} WHERE user_id = $1 AND company_id = $2`, [
    data.userId,
    data.companyId,
  ]);
  context.invalidateForUsers([data.userId], [LIST_QUERY_KEY[table](data.userId)]);
}

/** Each operator's target companies and own company logos, and each networker's intro companies. */
export const profileCompaniesProjector = defineProjector({
  name: 'profile-companies',
  eventTypes: Object.values(PROFILE_COMPANY_EVENT_TYPES),
  tables: ['operator_target_companies', 'networker_intro_companies', 'operator_company_logos'],
  async handle(event, context) {
    switch (event.type) {
      case PROFILE_COMPANY_EVENT_TYPES.targetCompanyAdded: {
        const { data } = event;
        await context.query(
          `INSERT INTO operator_target_companies (user_id, company_id, role_title, added_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id, company_id) DO UPDATE SET role_title = EXCLUDED.role_title`,
          [data.userId, data.companyId, data.roleTitle, event.recordedAt],
        );
        context.invalidateForUsers([data.userId], [targetCompaniesQueryKey(data.userId)]);
        return;
      }
      case PROFILE_COMPANY_EVENT_TYPES.targetCompanyRemoved:
        return removeFromList(context, 'operator_target_companies', event.data);
      case PROFILE_COMPANY_EVENT_TYPES.companyLogoChosen: {
        const { data } = event;
        await context.query(
          `INSERT INTO operator_company_logos (user_id, company_id, logo_url, chosen_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id, company_id) DO UPDATE SET logo_url = EXCLUDED.logo_url, chosen_at = EXCLUDED.chosen_at`,
          [data.userId, data.companyId, data.logoUrl, event.recordedAt],
        );
        context.invalidateForUsers(
          [data.userId],
          [targetCompaniesQueryKey(data.userId), queryKey('GET /api/companies')],
        );
        return;
      }
      case PROFILE_COMPANY_EVENT_TYPES.introCompanyAdded: {
        const { data } = event;
        await context.query(
          `INSERT INTO networker_intro_companies (user_id, company_id, notes, verified, added_at)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id, company_id) DO UPDATE SET notes = EXCLUDED.notes, verified = EXCLUDED.verified`,
          [data.userId, data.companyId, data.notes, data.verified, event.recordedAt],
        );
        context.invalidateForUsers([data.userId], [introCompaniesQueryKey(data.userId)]);
        return;
      }
      case PROFILE_COMPANY_EVENT_TYPES.introCompanyRemoved:
        return removeFromList(context, 'networker_intro_companies', event.data);
    }
  },
});
