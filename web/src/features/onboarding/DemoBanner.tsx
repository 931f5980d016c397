import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import { PRODUCT_NAME } from '@referrals/contracts';
import styles from './Onboarding.module.css';

/**
 * Shown on every visit of a seeded demo account's dashboard: the data is a sample, so nothing here
 * is a real person or a real payment. Not dismissable: whoever signs in as the demo should know it.
 */
export function DemoBanner() {
  return (
    <section className={styles.demoBanner} aria-labelledby="demo-banner-title">
      <ExperimentOutlined className={styles.demoIcon} aria-hidden="true" />
      <div>
        <h2 id="demo-banner-title" className={styles.demoTitle}>
          This is a demo workspace
        </h2>
        <p className={styles.demoText}>
          The networkers, contacts, payments, the dispute, reviews and messages here are sample data, recorded
          the same way real activity is. Click around freely: it is all made up. To invite your own
          networkers, create your own {PRODUCT_NAME} account.
        </p>
      </div>
    </section>
  );
}
