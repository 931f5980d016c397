import { AUTH_UI_MESSAGES, PASSKEY_NEEDS_DOMAIN, passkeyNeedsDomainMessage } from '@referrals/contracts';
import Alert from 'antd/es/alert';
import { BreakableAddress } from '../../../ui/BreakableAddress';
import formStyles from '../AuthForm.module.css';
import { passkeyDomainProblem } from './passkeyDomain';
import styles from './PasskeyUnavailableNote.module.css';

interface PasskeyUnavailableNoteProps {
  /**
   * Say nothing in a browser without passkeys, only explain a page opened by IP address (sign-in forms,
   * where a password is asked for anyway).
   */
  domainOnly?: boolean;
  /** As an info alert (the networker registration form) rather than a line of text. */
  asAlert?: boolean;
  /** The line's class; the auth forms' note style by default. */
  className?: string;
}

/**
 * Why no passkey is offered, one way everywhere: on a page opened by IP address, that passkeys need a
 * domain name, with a link to the same page on localhost (a link, not a redirect: sessions belong to a
 * host name, so moving the visitor silently would sign them out and lose what they typed); elsewhere
 * that this device has none and a password is used.
 */
export function PasskeyUnavailableNote({
  domainOnly = false,
  asAlert = false,
  className = formStyles.note,
}: PasskeyUnavailableNoteProps) {
  const problem = passkeyDomainProblem(window.location);
  if (!problem && domainOnly) return null;
  const message = problem ? (
    problem.openInstead ? (
      <>
        {PASSKEY_NEEDS_DOMAIN}: open{' '}
        <a className={styles.link} href={problem.openInstead}>
          <BreakableAddress address={problem.openInstead} />
        </a>{' '}
        instead.
      </>
    ) : (
      passkeyNeedsDomainMessage(null)
    )
  ) : (
    AUTH_UI_MESSAGES.passkeysUnavailable
  );
  const testId = problem ? 'passkey-domain-note' : undefined;
  if (asAlert) {
    const title = problem ? (
      <span role="note" data-testid={testId}>
        {message}
      </span>
    ) : (
      message
    );
    return <Alert type="info" showIcon title={title} />;
  }
  return (
    <p className={className} role={problem ? 'note' : 'status'} data-testid={testId}>
      {message}
    </p>
  );
}
