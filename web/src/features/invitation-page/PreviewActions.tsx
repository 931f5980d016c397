import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { INVITATION_PAGE_LABELS } from '@referrals/contracts';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import { useId } from 'react';
import styles from './PreviewActions.module.css';

/** The spec's green for 'I'm happy to help!', dark enough for white text (5:1). */
const HELP_THEME = { token: { colorPrimary: '#15803d' } };

interface PreviewActionsProps {
  /** Where 'I'm happy to help!' leads: the invitation's registration entry. */
  registrationHref: string;
  /** Why the button is disabled (a disabled invitation, a sample); null while it works. */
  disabledReason: string | null;
  onAskQuestion: () => void;
  /** Called when the question button is about to be used, to fetch the dialog early. */
  onPrepareQuestion?: () => void;
}

/** The preview's calls to action: 'I'm happy to help!' and 'I have questions first'. */
export function PreviewActions({
  registrationHref,
  disabledReason,
  onAskQuestion,
  onPrepareQuestion,
}: PreviewActionsProps) {
  const reasonId = useId();
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <ConfigProvider theme={HELP_THEME}>
          {disabledReason ? (
            <Button size="large" color="primary" variant="solid" disabled aria-describedby={reasonId}>
              {INVITATION_PAGE_LABELS.happyToHelp}
            </Button>
          ) : (
            <Button size="large" color="primary" variant="solid" href={registrationHref}>
              {INVITATION_PAGE_LABELS.happyToHelp}
            </Button>
          )}
        </ConfigProvider>
        <Button
          size="large"
          icon={<QuestionCircleOutlined aria-hidden="true" />}
          onClick={onAskQuestion}
          onPointerEnter={onPrepareQuestion}
          onFocus={onPrepareQuestion}
        >
          {INVITATION_PAGE_LABELS.questionsFirst}
        </Button>
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
