import type { OperatorProfile, PublicInvitation } from '@referrals/contracts';
import type { ReactNode } from 'react';
import styles from './InvitationGreeting.module.css';
import { firstName } from './invitationPageView';

interface InvitationGreetingProps {
  invitation: PublicInvitation;
  profile: OperatorProfile;
  /** Total bounty per prospect, when any bounty is offered. */
  totalBounty: string | null;
  /** The page's calls to action. */
  children?: ReactNode;
}

/** The page's heading: 'Hi {first name}!', the operator's intro message and what one introduction can earn. */
export function InvitationGreeting({ invitation, profile, totalBounty, children }: InvitationGreetingProps) {
  const generic = invitation.kind === 'generic';
  const introMessage = profile.introMessage.trim();
  const description = invitation.description?.trim();

  return (
    <div className={styles.greeting}>
      <h1 className={styles.heading}>{generic ? 'Hi there!' : `Hi ${firstName(invitation.inviteeName)}!`}</h1>
      {generic && invitation.title ? <p className={styles.invitationTitle}>{invitation.title}</p> : null}
      {introMessage ? <p className={styles.message}>{introMessage}</p> : null}
      {generic && description ? <p className={styles.message}>{description}</p> : null}
      {totalBounty ? (
        <p className={styles.earnings}>
          Earn up to <strong>{totalBounty}</strong> for each prospect you introduce
        </p>
      ) : null}
      {children}
    </div>
  );
}
