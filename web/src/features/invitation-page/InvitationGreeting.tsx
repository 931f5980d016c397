import {
  invitationGreeting,
  type PublicOperatorProfile,
  type PublicInvitation,
  type TermsDescription,
} from '@referrals/contracts';
import type { ReactNode } from 'react';
import { TermsHeadline } from '../../ui/TermsHeadline';
import styles from './InvitationGreeting.module.css';

interface InvitationGreetingProps {
  invitation: PublicInvitation;
  profile: PublicOperatorProfile;
  /** What one introduction earns (the headline is shown when anything is offered). */
  terms: TermsDescription;
  /** The page's calls to action. */
  children?: ReactNode;
}

/**
 * The page's heading: 'Hi {first name}!', the operator's greeting line and intro message, their
 * specific ask, and what one introduction can earn.
 */
export function InvitationGreeting({ invitation, profile, terms, children }: InvitationGreetingProps) {
  const generic = invitation.kind === 'generic';
  const greetingLine = profile.greetingLine.trim();
  const introMessage = profile.introMessage.trim();
  const specificAsk = profile.specificAskText.trim();
  const description = invitation.description?.trim();

  return (
    <div className={styles.greeting}>
      <h1 className={styles.heading}>{invitationGreeting(invitation)}</h1>
      {generic && invitation.title ? <p className={styles.invitationTitle}>{invitation.title}</p> : null}
      {greetingLine ? <p className={styles.greetingLine}>{greetingLine}</p> : null}
      {introMessage ? <p className={styles.message}>{introMessage}</p> : null}
      {specificAsk ? (
        <p className={styles.ask}>
          <span className={styles.askLabel}>My ask</span>
          {specificAsk}
        </p>
      ) : null}
      {generic && description ? <p className={styles.message}>{description}</p> : null}
      {terms.lines.length > 0 ? (
        <p className={styles.earnings}>
          <TermsHeadline terms={terms} />
        </p>
      ) : null}
      {children}
    </div>
  );
}
