import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { PRODUCT_NAME } from '@referrals/contracts';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { AntdTheme } from '../../ui/AntdTheme';
import { LightButton } from '../../ui/light/LightButton';
import { LightButtonLink } from '../../ui/light/LightButtonLink';
import { usePageTitle } from '../../ui/usePageTitle';
import { AudienceCard } from './AudienceCard';
import { HowItWorks } from './HowItWorks';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import styles from './LandingPage.module.css';
import { TypewriterHeadline } from './TypewriterHeadline';

// Loaded when first opened: most visitors never open it.
const WaitlistDialog = lazy(() => import('../waitlist/WaitlistDialog'));
const loadWaitlistDialog = () => void import('../waitlist/WaitlistDialog');

/** The public home page for signed-out visitors: what the product is, for whom, and where to start. */
export function LandingPage() {
  usePageTitle(`${PRODUCT_NAME} · Warm introductions that turn into meetings`);
  // null until first opened; kept mounted afterwards so closing animates and focus returns to the card.
  const [waitlistOpen, setWaitlistOpen] = useState<boolean | null>(null);

  return (
    <div className={styles.page}>
      <div className={styles.glow} aria-hidden="true" />
      <div className={styles.container}>
        <LandingHeader />
        <main>
          <section className={styles.hero}>
            <p className={styles.eyebrow}>The invitation-based referral marketplace</p>
            <TypewriterHeadline />
            <p className={styles.lede}>
              Sales operators invite the people they trust to introduce them to the accounts they want.
              Networkers make warm, double opt-in introductions and earn a bounty for every intro, meeting and
              win.
            </p>
          </section>

          <section className={styles.audiences} aria-label="Who it is for">
            <AudienceCard
              tone="brand"
              audience="For Sales Operators"
              icon={<RocketOutlined />}
              title="Meetings with the accounts you want"
              description="Send personalised invitation links to people who already know your buyers, and follow every contact through your pipeline."
              benefits={[
                'A personal invitation page with your profile and target companies',
                'Bounties for the intro, the meeting and a share of the win',
                'Review every contact before an introduction is made',
              ]}
              action={
                <>
                  <LightButton
                    variant="primary"
                    block
                    onClick={() => setWaitlistOpen(true)}
                    onPointerEnter={loadWaitlistDialog}
                    onFocus={loadWaitlistDialog}
                  >
                    Join the Waitlist <ArrowRightOutlined aria-hidden="true" />
                  </LightButton>
                  <p className={styles.cardNote}>
                    Already invited to join? <Link to="/register">Create your operator account</Link>
                  </p>
                </>
              }
            />
            <AudienceCard
              tone="accent"
              audience="For Networkers"
              icon={<TeamOutlined />}
              title="Get paid for introductions you would make anyway"
              description="Introduce people you know and trust to operators who can help them, be open that you are compensated, and earn as each introduction progresses."
              benefits={[
                'Join through a personal invitation from an operator',
                'Approve suggested prospects or add your own contacts',
                'Track every introduction from submission to payout',
              ]}
              action={
                <LightButtonLink to="/login" block>
                  Continue as a networker <ArrowRightOutlined aria-hidden="true" />
                </LightButtonLink>
              }
            />
          </section>

          <HowItWorks />
        </main>
        <LandingFooter />
      </div>
      {waitlistOpen !== null ? (
        <AntdTheme>
          <Suspense fallback={null}>
            <WaitlistDialog open={waitlistOpen} onClose={() => setWaitlistOpen(false)} />
          </Suspense>
        </AntdTheme>
      ) : null}
    </div>
  );
}
