import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import { INVITATION_PREVIEW_LIMITS, type PublicOperatorProfile, shownEntries } from '@referrals/contracts';
import { CompanyAvatar } from '../companies/CompanyAvatar';
import styles from './AboutCompany.module.css';
import { PageSection } from './PageSection';

/** The operator's company and product: summary, description, use cases and trusted customers (at most 6). */
export function AboutCompany({ profile }: { profile: PublicOperatorProfile }) {
  const company = profile.company.trim();
  const productName = profile.productName.trim();
  const summary = profile.productSummary.trim();
  const description = profile.productDescription.trim();
  const useCases = shownEntries(profile.useCases);
  const customers = shownEntries(profile.customers, INVITATION_PREVIEW_LIMITS.customers);
  if (!company && !productName && !summary && !description && !useCases.length && !customers.length)
    return null;

  const shownName = company || productName;
  return (
    <PageSection title={shownName ? `About ${shownName}` : 'About the company'} icon={<ShopOutlined />}>
      {shownName ? (
        <div className={styles.identity}>
          <CompanyAvatar name={shownName} size="large" />
          <div className={styles.identityText}>
            <p className={styles.product}>{productName || company}</p>
            {summary ? <p className={styles.summary}>{summary}</p> : null}
          </div>
        </div>
      ) : summary ? (
        <p className={styles.summary}>{summary}</p>
      ) : null}
      {description ? <p className={styles.description}>{description}</p> : null}
      {useCases.length > 0 ? (
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>Use Cases</h3>
          <ul className={styles.useCases}>
            {useCases.map((useCase) => (
              <li key={useCase}>
                <CheckCircleFilled className={styles.check} aria-hidden="true" />
                <span>{useCase}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {customers.length > 0 ? (
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>Trusted Customers</h3>
          <ul className={styles.customers}>
            {customers.map((customer) => (
              <li key={customer} className={styles.customer}>
                <CompanyAvatar name={customer} size="small" />
                <span>{customer}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </PageSection>
  );
}
