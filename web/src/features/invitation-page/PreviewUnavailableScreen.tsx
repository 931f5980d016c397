import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import { INVITATION_MESSAGES, PRODUCT_NAME } from '@referrals/contracts';
import { ButtonLink } from '../../ui/ButtonLink';
import { MessageScreen } from '../../ui/MessageScreen';
import { usePageTitle } from '../../ui/usePageTitle';

const TEXT = {
  invitation: 'This invitation could not be loaded. It may not exist, or it belongs to another operator.',
  noProfile: 'No profile found. Set up your profile first: networkers see it on every invitation you send.',
  profileFailed: 'Your profile could not be loaded. Please try again in a moment.',
} as const;

/** 'Preview Not Available' with the way back to the dashboard (and to the profile setup when that is what is missing). */
export function PreviewUnavailableScreen({ reason }: { reason: keyof typeof TEXT }) {
  usePageTitle(`${INVITATION_MESSAGES.previewUnavailable} · ${PRODUCT_NAME}`);
  return (
    <MessageScreen
      icon={<EyeInvisibleOutlined />}
      tone="brand"
      heading={INVITATION_MESSAGES.previewUnavailable}
      text={TEXT[reason]}
      homeLabel="Back to Dashboard"
      homeTo="/dashboard"
    >
      {reason === 'noProfile' ? (
        <ButtonLink to="/profile/setup" size="large">
          Set up your profile
        </ButtonLink>
      ) : null}
    </MessageScreen>
  );
}
