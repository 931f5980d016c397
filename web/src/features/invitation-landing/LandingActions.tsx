import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { INVITATION_PAGE_LABELS } from '@referrals/contracts';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import styles from '../invitation-page/PreviewActions.module.css';

/** The spec's green for the help button, dark enough for white text (5:1). */
const HELP_THEME = { token: { colorPrimary: '#15803d' } };

interface LandingActionsProps {
  onHelp: () => void;
  onAskQuestion: () => void;
}

/** The public page's calls to action: 'I can help!' opens the registration; 'I have questions first' the question form. */
export function LandingActions({ onHelp, onAskQuestion }: LandingActionsProps) {
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <ConfigProvider theme={HELP_THEME}>
          <Button size="large" color="primary" variant="solid" onClick={onHelp}>
            {INVITATION_PAGE_LABELS.canHelp}
          </Button>
        </ConfigProvider>
        <Button size="large" icon={<QuestionCircleOutlined aria-hidden="true" />} onClick={onAskQuestion}>
          {INVITATION_PAGE_LABELS.questionsFirst}
        </Button>
      </div>
    </div>
  );
}
