import GiftOutlined from '@ant-design/icons/GiftOutlined';
import type { PublicOperatorProfile, TermsDescription } from '@referrals/contracts';
import { PageSection } from './PageSection';
import styles from './WhatsInItForYou.module.css';

/**
 * The invitation's terms (intro, meeting, win and revenue share, each left out when not offered), the
 * fixed amounts' total per prospect, and how and on what terms the operator pays them.
 */
export function WhatsInItForYou({
  terms: { lines, fixedTotal, revenueShare },
  profile,
}: {
  terms: TermsDescription;
  profile: Pick<PublicOperatorProfile, 'payoutMethod' | 'terms'>;
}) {
  if (lines.length === 0) return null;
  const payoutMethod = profile.payoutMethod.trim();
  const terms = profile.terms.trim();

  return (
    <PageSection
      title="What's In It For You"
      icon={<GiftOutlined />}
      lead="What you are paid for each prospect you introduce."
    >
      <ul className={styles.bounties}>
        {lines.map((line) => (
          <li key={line.kind} className={`${styles.bounty} ${styles[line.kind]}`}>
            <span className={styles.label}>{line.label}</span>
            <span className={styles.amount}>{line.amount}</span>
            <span className={styles.when}>{line.when}</span>
          </li>
        ))}
      </ul>
      {fixedTotal ? (
        <p className={styles.total}>
          <span>{revenueShare ? 'Fixed amounts per prospect' : 'Total per prospect'}</span>
          <strong className={styles.totalAmount}>{fixedTotal}</strong>
        </p>
      ) : null}
      {payoutMethod || terms ? (
        <dl className={styles.payout}>
          {payoutMethod ? (
            <div>
              <dt>How you are paid</dt>
              <dd>{payoutMethod}</dd>
            </div>
          ) : null}
          {terms ? (
            <div>
              <dt>Terms</dt>
              <dd>{terms}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </PageSection>
  );
}
