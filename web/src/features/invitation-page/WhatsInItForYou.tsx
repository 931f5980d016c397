import GiftOutlined from '@ant-design/icons/GiftOutlined';
import type { PublicInvitation, PublicOperatorProfile } from '@referrals/contracts';
import { bountySummary } from './invitationPageView';
import { PageSection } from './PageSection';
import styles from './WhatsInItForYou.module.css';

/**
 * The invitation's bounties (intro, meeting, win, each left out when not offered), their total per
 * prospect, and how and on what terms the operator pays them.
 */
export function WhatsInItForYou({
  invitation,
  profile,
}: {
  invitation: PublicInvitation;
  profile: Pick<PublicOperatorProfile, 'payoutMethod' | 'terms'>;
}) {
  const { lines, total } = bountySummary(invitation);
  if (lines.length === 0 || total === null) return null;
  const payoutMethod = profile.payoutMethod.trim();
  const terms = profile.terms.trim();

  return (
    <PageSection
      title="What's In It For You"
      icon={<GiftOutlined />}
      lead="Bounties paid to you for each prospect you introduce."
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
      <p className={styles.total}>
        <span>Total per prospect</span>
        <strong className={styles.totalAmount}>{total}</strong>
      </p>
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
