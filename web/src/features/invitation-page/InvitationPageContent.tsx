import { describeTerms, type InvitationPageData, termsOfInvitation } from '@referrals/contracts';
import type { ReactNode } from 'react';
import { AboutCompany } from './AboutCompany';
import { GetInTouch } from './GetInTouch';
import { InvitationGreeting } from './InvitationGreeting';
import styles from './InvitationPageContent.module.css';
import { MeetingDetails } from './MeetingDetails';
import { OperatorCard } from './OperatorCard';
import { TopProspects } from './TopProspects';
import { WhatsInItForYou } from './WhatsInItForYou';

interface InvitationPageContentProps {
  data: InvitationPageData;
  /** The calls to action under the greeting: the preview's, or the public page's. */
  actions: ReactNode;
  /** The public page's earnings table, under the greeting. */
  afterGreeting?: ReactNode;
}

/**
 * The invitation page as a networker reads it, shared by the preview and the public page. In the
 * source (and on a phone) the sections follow the spec's order: operator card and greeting, top
 * prospects, what's in it for you, about the company, meeting details, get in touch. From 720 px the
 * last two move into a side column.
 */
export function InvitationPageContent({ data, actions, afterGreeting }: InvitationPageContentProps) {
  const { invitation, operatorProfile: profile, prospects, operatorReputation } = data;
  const terms = describeTerms(termsOfInvitation(invitation));

  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <div className={styles.hero}>
          <OperatorCard profile={profile} reputation={operatorReputation} />
          <InvitationGreeting invitation={invitation} profile={profile} terms={terms}>
            {actions}
          </InvitationGreeting>
        </div>
        {afterGreeting}
        <TopProspects profile={profile} prospects={prospects} />
        <WhatsInItForYou terms={terms} profile={profile} />
        <AboutCompany profile={profile} />
      </div>
      <div className={styles.column}>
        <MeetingDetails profile={profile} />
        <GetInTouch profile={profile} />
      </div>
    </div>
  );
}
