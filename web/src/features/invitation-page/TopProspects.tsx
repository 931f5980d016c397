import TeamOutlined from '@ant-design/icons/TeamOutlined';
import {
  externalUrl,
  INVITATION_PREVIEW_LIMITS,
  type PublicOperatorProfile,
  type PublicRecommendedProspect,
  shownEntries,
} from '@referrals/contracts';
import { CompanyAvatar } from '../companies/CompanyAvatar';
import { PageSection } from './PageSection';
import { PersonAvatar } from './PersonAvatar';
import styles from './TopProspects.module.css';

interface TopProspectsProps {
  profile: PublicOperatorProfile;
  /** The people the operator recommended on this invitation. */
  prospects: readonly PublicRecommendedProspect[];
}

/** Who the operator wants to meet: the invitation's recommended people, then the companies targeted (at most 9). */
export function TopProspects({ profile, prospects }: TopProspectsProps) {
  const companies = shownEntries(profile.targetProspects, INVITATION_PREVIEW_LIMITS.targetProspects);
  const who = profile.prospectsTitle.trim();
  const description = profile.prospectsDescription.trim();
  if (prospects.length === 0 && companies.length === 0 && !who && !description) return null;

  return (
    <PageSection title="Top Prospects" icon={<TeamOutlined />} lead={who || undefined}>
      {description ? <p className={styles.description}>{description}</p> : null}
      {prospects.length > 0 ? (
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>People you may know</h3>
          <ul className={styles.people}>
            {prospects.map((prospect) => (
              <ProspectCard key={prospect.id} prospect={prospect} />
            ))}
          </ul>
        </div>
      ) : null}
      {companies.length > 0 ? (
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>{"Companies I'm targeting"}</h3>
          <ul className={styles.companies}>
            {companies.map((company) => (
              <li key={company} className={styles.company}>
                <CompanyAvatar name={company} size="medium" />
                <span className={styles.companyName}>{company}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </PageSection>
  );
}

function ProspectCard({ prospect }: { prospect: PublicRecommendedProspect }) {
  const linkedin = externalUrl(prospect.prospectLinkedinUrl);
  const company = prospect.prospectCompany?.trim();
  return (
    <li className={styles.person}>
      <PersonAvatar name={prospect.prospectName} imageUrl={prospect.profileImageUrl} />
      <div className={styles.personDetails}>
        <p className={styles.personName}>
          {linkedin ? (
            <a href={linkedin} target="_blank" rel="noopener noreferrer">
              {prospect.prospectName}
            </a>
          ) : (
            prospect.prospectName
          )}
        </p>
        {prospect.prospectTitle ? <p className={styles.personTitle}>{prospect.prospectTitle}</p> : null}
        {company ? (
          <p className={styles.personCompany}>
            <CompanyAvatar name={company} size="small" />
            {company}
          </p>
        ) : null}
      </div>
    </li>
  );
}
