import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import { AUTH_UI_MESSAGES, LINKEDIN_REGISTRATION_SCREEN, PRODUCT_NAME } from '@referrals/contracts';
import { MessageScreen } from '../../ui/MessageScreen';
import { usePageTitle } from '../../ui/usePageTitle';

/** Where a LinkedIn sign-in that failed ends: what went wrong, and the way home. */
export function RegistrationErrorScreen({ message }: { message: string }) {
  usePageTitle(`${AUTH_UI_MESSAGES.registrationErrorTitle} · ${PRODUCT_NAME}`);

  return (
    <MessageScreen
      icon={<CloseCircleOutlined />}
      tone="danger"
      heading={AUTH_UI_MESSAGES.registrationErrorTitle}
      text={message}
      homeLabel={LINKEDIN_REGISTRATION_SCREEN.returnHome}
    />
  );
}
