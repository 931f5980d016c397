import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { INVITATION_PAGE_LABELS } from '@referrals/contracts';
import { useId } from 'react';
import { LightAnchorButton } from '../../ui/light/LightButtonLink';
import { LightButton } from '../../ui/light/LightButton';
import styles from './InvitationActions.module.css';

interface InvitationActionsProps {
  /** The help button's label: the preview's 'I'm happy to help!', the public page's 'I can help!'. */
  helpLabel: string;
  /** What it does: lead to the invitation's registration entry, or open the registration on the page. */
  help: { href: string } | { onClick: () => void };
  /** Why the button is disabled (a disabled invitation, a sample); null while it works. */
  disabledReason?: string | null;
  onAskQuestion: () => void;
  /** Called when the question button is about to be used, to fetch the dialog early. */
  onPrepareQuestion?: () => void;
  /** The public page's 'Not a fit this time' (declining); the preview has none. */
  onDecline?: () => void;
}

/** The invitation page's calls to action: the green help button, 'I have questions first' and declining. */
export function InvitationActions({
  helpLabel,
  help,
  disabledReason = null,
  onAskQuestion,
  onPrepareQuestion,
  onDecline,
}: InvitationActionsProps) {
  const reasonId = useId();
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        {disabledReason ? (
          <LightButton variant="primary" className={styles.help} disabled aria-describedby={reasonId}>
            {helpLabel}
          </LightButton>
        ) : 'href' in help ? (
          <LightAnchorButton variant="primary" className={styles.help} href={help.href}>
            {helpLabel}
          </LightAnchorButton>
        ) : (
          <LightButton variant="primary" className={styles.help} onClick={help.onClick}>
            {helpLabel}
          </LightButton>
        )}
        <LightButton
          icon={<QuestionCircleOutlined aria-hidden="true" />}
          onClick={onAskQuestion}
          onPointerEnter={onPrepareQuestion}
          onFocus={onPrepareQuestion}
        >
          {INVITATION_PAGE_LABELS.questionsFirst}
        </LightButton>
        {onDecline ? (
          <LightButton variant="text" className={styles.decline} onClick={onDecline}>
            {INVITATION_PAGE_LABELS.notAFit}
          </LightButton>
        ) : null}
      </div>
      {disabledReason ? (
        <p id={reasonId} className={styles.reason}>
          <InfoCircleOutlined aria-hidden="true" />
          <span>{disabledReason}</span>
        </p>
      ) : null}
    </div>
  );
}
